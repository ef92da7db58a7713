import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { Figure } from './support';

/**
 * `npm run bench [-- name ...]`: runs the benchmarks and rewrites their sections of bench/RESULTS.md.
 * Each bench module exports run(): Promise<Figure[]>.
 */
const BENCHES: Record<string, { title: string; load: () => Promise<{ run(): Promise<Figure[]> }> }> = {
  codec: { title: 'GB/T 32960 codec (one core)', load: () => import('./codec') },
  platform: {
    title: 'Sign-in and authenticated calls (PostgreSQL, loopback HTTP)',
    load: () => import('./platform'),
  },
  resources: {
    title: 'Resource engine pages on 1,000,000 users (PostgreSQL, in-process)',
    load: () => import('./resources'),
  },
  console: {
    title: 'Console: a 10,000-row page in Chromium (built console, mocked calls)',
    load: () => import('./console'),
  },
  archive: {
    title: 'Vehicle archive on 1,000,000 vehicles (PostgreSQL, server routes in-process)',
    load: () => import('./archive'),
  },
  monitor: {
    title:
      'Monitoring on 100,000 vehicles and 100M history rows (PostgreSQL, server routes in-process; map in Chromium)',
    load: () => import('./monitor'),
  },
  map: {
    title: 'Distribution map of 100,000 vehicles in Chromium (PostgreSQL, the latest state only)',
    load: () => import('./monitor-map'),
  },
  gateway: {
    title: 'GB/T 32960 gateway and ingest (PostgreSQL, simulator in a child process over TCP)',
    load: () => import('./gateway'),
  },
  'fleet-register': {
    title: '`npm run admin -- fleet register`: 100,000 simulated vehicles into the archive',
    load: () => import('./fleet-register'),
  },
  analysis: {
    title:
      'Statistics and reports on 100,000 vehicles x a year of daily rollups (PostgreSQL, server routes in-process)',
    load: () => import('./analysis'),
  },
  'open-api': {
    title: 'Open API: the realtime read with and without its gate (PostgreSQL, loopback HTTP)',
    load: () => import('./open-api'),
  },
  forward: {
    title: 'Data forwarding: one task relaying to a second server (PostgreSQL, both gateways over TCP)',
    load: () => import('./forward'),
  },
  ota: {
    title: 'OTA: one upgrade campaign in waves over simulated terminals (PostgreSQL, TCP and HTTP)',
    load: () => import('./ota'),
  },
  alarm: {
    title:
      'Alarms: rules in ingest, the websocket, the lists on 10,000,000 rows (PostgreSQL, server in-process)',
    load: () => import('./alarm'),
  },
  xlsx: {
    title:
      'Uploaded spreadsheets: hostile files and a 2,000-row import (PostgreSQL, server routes in-process)',
    load: () => import('./xlsx'),
  },
};

const RESULTS = new URL('./RESULTS.md', import.meta.url);

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length ? wanted : Object.keys(BENCHES);
  // read again before each write: a bench of another terminal may have written its section meanwhile
  const current = () =>
    existsSync(RESULTS)
      ? readFileSync(RESULTS, 'utf8')
      : '# Benchmark results\n\nWritten by `npm run bench`; each section is replaced when its benchmark runs again.\n';
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  for (const name of names) {
    const bench = BENCHES[name];
    if (!bench) throw new Error(`unknown benchmark "${name}" (known: ${Object.keys(BENCHES).join(', ')})`);
    console.log(`\n== ${name}: ${bench.title}`);
    const figures = await (await bench.load()).run();
    for (const f of figures) console.log(`${f.name}: ${f.value} ${f.unit}`);
    const table = figures
      .map((f) => `| ${f.name} | ${f.value.toLocaleString('en-US')} | ${f.unit} |`)
      .join('\n');
    const section = `<!-- bench:${name} -->\n## ${bench.title}\n\n${new Date().toISOString().slice(0, 10)} on ${machine}\n\n| measure | value | unit |\n| --- | ---: | --- |\n${table}\n<!-- /bench:${name} -->`;
    const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`);
    const doc = current();
    const next = pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`;
    // written as `npm run check` wants it (prettier --check .), tables aligned
    const options = await resolveConfig(fileURLToPath(RESULTS));
    writeFileSync(RESULTS, await format(next, { ...options, parser: 'markdown' }));
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
