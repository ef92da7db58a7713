import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '@chelian/contracts/call';
import { startHarness, type Harness } from './harness';

const CONTRACTS = fileURLToPath(new URL('../../../packages/contracts/src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Every call table of the contracts (`export const X = defineCalls(...)`), found in the sources so a new one is walked too. */
async function callTables(): Promise<{ name: string; calls: Record<string, CallSpec> }[]> {
  const tables: { name: string; calls: Record<string, CallSpec> }[] = [];
  for (const path of sources(CONTRACTS)) {
    const names = [...readFileSync(path, 'utf8').matchAll(/export const (\w+) = defineCalls\(/g)].map(
      (m) => m[1]!,
    );
    if (!names.length) continue;
    const module = (await import(path)) as Record<string, Record<string, CallSpec>>;
    for (const name of names)
      tables.push({ name: `${relative(CONTRACTS, path)}: ${name}`, calls: module[name]! });
  }
  return tables;
}

describe('the call tables', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('are served by the server at their method and path, with their access', async () => {
    const tables = await callTables();
    expect(tables.length).toBeGreaterThan(10);
    const served = new Map(h.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    const missing: string[] = [];
    for (const { name, calls } of tables)
      for (const [key, call] of Object.entries(calls)) {
        const access = served.get(`${call.method} /api/${call.path}`);
        if (access !== call.access)
          missing.push(`${name}.${key}: ${call.method} ${call.path} (${access ?? 'not served'})`);
      }
    expect(missing).toEqual([]);
  });
});
