// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/**
 * A call the console makes by spelling its own path (`http.post('vehicle-svc/...')`, `request(path, ...)`)
 * rather than through a call table (`callApi(CALLS.x)`) or a resource's calls. The client itself
 * (api/http.ts) is where they all end up and is not counted.
 */
const RAW_CALL = /\bhttp\.(?:get|post|put|patch|delete|request)\s*[<(]|(?<![.\w])request\s*</g;

/**
 * The raw calls still left, by file: the list only shrinks. Moving a call onto a call table
 * lowers its count here (the test fails until it does, so the list stays true); a new raw call
 * fails the test — write it in its domain's call table in the contracts instead.
 */
const LEFT: Record<string, number> = {};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function rawCalls(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const path of sources(SRC)) {
    const file = relative(SRC, path).split('\\').join('/');
    if (file === 'api/http.ts') continue;
    const count = readFileSync(path, 'utf8').match(RAW_CALL)?.length ?? 0;
    if (count) found[file] = count;
  }
  return found;
}

describe('the console calls the server through its call tables', () => {
  it('makes no raw http call beyond the ones still listed, and the list is current', () => {
    expect(rawCalls()).toEqual(LEFT);
  });
});
