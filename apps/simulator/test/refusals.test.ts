import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode, encode, FrameSplitter, reply, type FrameInput } from '@chelian/gb32960';
import { classifyLoginFailure, fleetIdentities, FLEET_SEED, DEMO_SEED, refusalAdvice } from '../src/index';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A gateway whose archive knows no VIN, answering as the platform's does: 0x02 to a 2016 login
 * (the edition has no other refusal flag), 0x04 "VIN unknown" to a 2025 one.
 */
function emptyArchiveGateway(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    const splitter = new FrameSplitter({
      onFrame: (bytes) => {
        const r = decode(bytes);
        if (r.ok && r.frame.command === 'login')
          socket.write(
            encode(reply(r.frame, r.frame.edition === 2025 ? 'vinUnknown' : 'error') as FrameInput),
          );
      },
    });
    socket.on('data', (c) => splitter.push(c));
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => {
          for (const s of sockets) s.destroy();
          return new Promise((r) => server.close(() => r()));
        },
      }),
    ),
  );
}

function simulate(port: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/simulator/src/cli.ts', '--port', String(port), ...args],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(out));
  });
}

describe('refused logins: the simulator says why', () => {
  let gateway: { port: number; close(): Promise<void> };
  beforeAll(async () => {
    gateway = await emptyArchiveGateway();
  });
  afterAll(() => gateway?.close());

  it('prints the reason once, with an example VIN and the command that registers the fleet, and counts refusals', async () => {
    const out = await simulate(gateway.port, [
      '--vehicles',
      '4',
      '--interval',
      '1',
      '--edition',
      'mixed',
      '--duration',
      '6',
    ]);
    const [vin2016] = fleetIdentities(1, FLEET_SEED);
    // the 2016 0x02 is asked about once more as 2025, whose 0x04 names the cause
    expect(out).toContain(
      `2016 logins are refused with 0x02 error, which gives no reason; a 2025 login of ${vin2016!.vin} (whose answer tells) got 0x04 VIN unknown`,
    );
    expect(out).toContain('login refused: VIN unknown to the archive (0x04 VIN unknown)');
    expect(out).toContain(
      `npm run admin -- fleet register --vehicles 4 --seed ${FLEET_SEED} [--tenant CODE]`,
    );
    expect(out.split('Register the simulated fleet first').length - 1).toBe(1);
    expect(out).toMatch(
      /online 0\/4, .*refused 4 \((refused \(0x02\) 2, unknown VIN 2|unknown VIN 2, refused \(0x02\) 2)\)/,
    );
  });

  it('classifies what a terminal can see: flags, closed links, nothing listening', () => {
    expect(classifyLoginFailure('V', 2025, { flag: 'vinUnknown' }).reason).toBe('unknown-vin');
    expect(classifyLoginFailure('V', 2025, { flag: 'error' }).reason).toBe('iccid-mismatch');
    expect(classifyLoginFailure('V', 2016, { flag: 'error' }).reason).toBe('refused');
    expect(classifyLoginFailure('V', 2016, { flag: 'vinDuplicate' }).reason).toBe('vin-duplicate');
    expect(
      classifyLoginFailure('V', 2016, {
        error: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
      }).reason,
    ).toBe('no-gateway');
    expect(classifyLoginFailure('V', 2016, { error: new Error('connection closed') }).reason).toBe('closed');
    expect(
      classifyLoginFailure('V', 2016, { error: new Error('no answer to command 0x1 within 30000 ms') })
        .reason,
    ).toBe('no-answer');
    const closed = refusalAdvice(classifyLoginFailure('V', 2016, { error: new Error('connection closed') }), {
      vehicles: 1,
      seed: FLEET_SEED,
      offset: 0,
      host: '10.0.0.5',
      port: 32960,
    });
    expect(closed).toContain('GATEWAY_MAX_CONNECTIONS_PER_IP');
    // the demo fleet's seed is pointed out: its identities are the demo vehicles'
    expect(
      refusalAdvice(classifyLoginFailure('V', 2025, { flag: 'vinDuplicate' }), {
        vehicles: 1,
        seed: DEMO_SEED,
        offset: 0,
        host: 'h',
        port: 1,
      }),
    ).toContain("is the demo fleet's");
  });
});
