import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from './vectors.js';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(pkg, '../..');
const cli = resolve(pkg, 'dist/cli.js');

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('gb32960 CLI (built)', () => {
  beforeAll(() => {
    const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
    const r = spawnSync(process.execPath, [tsc, '-p', resolve(pkg, 'tsconfig.build.json')], {
      encoding: 'utf8',
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
  }, 120000);

  it('decode prints the model as JSON', () => {
    const r = run(['decode', PUBLIC.V1_realtime_2016.hex]);
    expect(r.code).toBe(0);
    const frame = JSON.parse(r.out);
    expect(frame).toMatchObject({
      edition: 2016,
      command: 'realtime',
      vin: 'ERR08030000000000',
      length: 183,
    });
    expect(frame.body.vehicle.gear).toBe(14);
    expect(r.out).toContain('\n  "edition"');
  });

  it('decode accepts hex with spaces, as several arguments or from stdin', () => {
    const spaced = PUBLIC.L1_login_2016.hex.replace(/(..)/g, '$1 ').trim();
    expect(JSON.parse(run(['decode', ...spaced.split(' ')]).out).body.codes).toEqual(['10001', '10002']);
    expect(JSON.parse(run(['decode', spaced]).out).body.serial).toBe(1);
    expect(JSON.parse(run(['decode'], spaced + '\n').out).command).toBe('login');
  });

  it('a bad frame exits 1 with code, offset and message on stderr', () => {
    const r = run(['decode', PUBLIC.V1_realtime_2016.hex.slice(0, -2) + '00']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/error BAD_BCC at byte 207: check byte is 0x00/);
  });

  it('encode reads the JSON (argument or stdin) and prints uppercase hex', () => {
    for (const v of Object.values(PUBLIC)) {
      const json = run(['decode', v.hex]).out;
      const fromStdin = run(['encode'], json);
      expect(fromStdin.code, v.name).toBe(0);
      expect(fromStdin.out.trim(), v.name).toBe(v.hex.toUpperCase());
    }
    const arg = run(['encode', run(['decode', PUBLIC.heartbeat_2016.hex]).out]);
    expect(arg.out.trim()).toBe(PUBLIC.heartbeat_2016.hex);
  });

  it('encode reports model errors with the path', () => {
    const frame = JSON.parse(run(['decode', PUBLIC.V1_realtime_2016.hex]).out);
    frame.body.vehicle.soc = 1000;
    const r = run(['encode'], JSON.stringify(frame));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/BAD_VALUE path vehicle\.soc/);
    expect(run(['encode'], '{not json').err).toMatch(/BAD_INPUT/);
  });

  it('--help', () => {
    const r = run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/gb32960 decode <hex>/);
    expect(r.out).toMatch(/gb32960 encode/);
    expect(run(['frobnicate']).code).toBe(2);
  });
});
