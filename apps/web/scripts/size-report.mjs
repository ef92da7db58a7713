#!/usr/bin/env node
/**
 * Bundle budgets of the console, checked after `vite build`:
 *   - the login page: the JavaScript the entry (index.html) imports statically, plus the console's
 *     texts of one language (their chunk is loaded before the first paint; the largest counts),
 *     at most 300 kB gzip;
 *   - the shell (layout, header, tabs, menus): its chunk plus its static imports not already
 *     loaded by the entry, at most 200 kB gzip more.
 * Reads dist/.vite/manifest.json; sizes are gzip (node:zlib, default level) in kB of 1000 bytes.
 * Exits 1 when a budget is exceeded.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const BUDGETS = { login: 300, shell: 200 };
const SHELL_SOURCE = /(^|\/)src\/shell\/Shell\.tsx$/;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(startKey, exclude = new Set()) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js') && !exclude.has(chunk.file)) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(startKey);
  return files;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('size-report: no entry chunk in the manifest');
  process.exit(1);
}
const shellKey = Object.keys(manifest).find(
  (key) => SHELL_SOURCE.test(key) || SHELL_SOURCE.test(manifest[key].src ?? ''),
);
if (!shellKey) {
  console.error('size-report: no chunk for src/shell/Shell.tsx in the manifest (is the shell still lazy?)');
  process.exit(1);
}

/** The console's catalogues, one chunk per language (src/i18n/<lang>.ts); the first paint waits for one. */
const CATALOGUE_SOURCE = /(^|\/)src\/i18n\/[a-z]{2}-[A-Z]{2}\.ts$/;
const catalogueKeys = Object.keys(manifest).filter((key) => CATALOGUE_SOURCE.test(key));
if (catalogueKeys.length === 0) {
  console.error('size-report: no catalogue chunk (src/i18n/<lang>.ts) in the manifest');
  process.exit(1);
}
const loginFiles = closure(entryKey);
const largestCatalogue = catalogueKeys
  .map((key) => closure(key, loginFiles))
  .sort(
    (a, b) => [...b].reduce((n, f) => n + gzipSize(f), 0) - [...a].reduce((n, f) => n + gzipSize(f), 0),
  )[0];
for (const file of largestCatalogue) loginFiles.add(file);
const shellFiles = closure(shellKey, loginFiles);

function report(name, files, budgetKb) {
  const rows = [...files].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const ok = total <= budgetKb * 1000;
  console.log(`\n${name}: ${kb(total)} kB gzip of ${budgetKb} kB budget ${ok ? 'OK' : 'EXCEEDED'}`);
  for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} kB  ${row.file}`);
  return ok;
}

console.log('Bundle budgets (gzip, kB = 1000 bytes)');
const loginOk = report('login page (entry + static imports + one language)', loginFiles, BUDGETS.login);
const shellOk = report('shell after sign-in (added before any screen)', shellFiles, BUDGETS.shell);

const screens = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('src/screens/'))
  .map(([key, chunk]) => {
    const own = closure(key, new Set([...loginFiles, ...shellFiles]));
    return { key, file: chunk.file, gzip: [...own].reduce((sum, file) => sum + gzipSize(file), 0) };
  });
if (screens.length) {
  console.log('\nscreens (chunk plus static imports beyond login and shell):');
  for (const screen of screens) console.log(`  ${kb(screen.gzip).padStart(7)} kB  ${screen.key}`);
}

if (!loginOk || !shellOk) {
  console.error('\nsize-report: a bundle budget is exceeded');
  process.exit(1);
}
