import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForWakeups, type SimulatedTerminal } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { signedCall } from './control-support';

const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

async function natsAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 4222) });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

const available = await natsAnswers(NATS_URL);
if (!available) console.warn(`sms-nats: nothing answers at ${NATS_URL}; the test is skipped`);

// the standalone simulator (npm run simulate -- --nats URL) hears the wake-ups of a server on NATS
describe.skipIf(!available)('SMS wake-up over NATS to a standalone simulator', () => {
  const prefix = `t${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  let h: Harness;
  let token: string;
  const [sleeper] = identities(1, `sms-nats-${prefix}`);
  let term: SimulatedTerminal;
  let listener: { close(): Promise<void> } | null = null;
  const isOnline = async (vin: string) =>
    (
      await query<{ online: boolean }>(
        h,
        'select l.online from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1',
        [vin],
      )
    )[0]?.online;

  beforeAll(async () => {
    h = await startHarness({ NATS_URL, NATS_PREFIX: prefix, INGEST_STREAM: `TEST_SMS_${prefix}` });
    token = await h.adminToken();
    await registerVehicles(h, [sleeper!]);
    term = terminal(h, sleeper!);
    expect(await term.login()).toBe('ok');
    // the login goes through JetStream to the worker: wait for it before the link drops
    await waitFor(
      () => isOnline(sleeper!.vin),
      (o) => o === true,
      20_000,
      'online',
    );
    term.disconnect();
    await waitFor(
      () => isOnline(sleeper!.vin),
      (o) => o === false,
      20_000,
      'asleep',
    );
  });
  afterAll(async () => {
    await listener?.close();
    void term?.stop();
    await h?.close();
    const { connect } = await import('nats');
    const nc = await connect({ servers: NATS_URL });
    await (await nc.jetstreamManager()).streams.delete(`TEST_SMS_${prefix}`).catch(() => undefined);
    await nc.close();
  });

  it('the sleeping terminal named by the text hears it on NATS and logs in', async () => {
    const woken: string[] = [];
    listener = await listenForWakeups([term], { url: NATS_URL, prefix, onWake: (vin) => woken.push(vin) });
    const res = await signedCall(h, token, `sms/${sleeper!.vin}`, { vin: sleeper!.vin }).then((r) => r.res);
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(
      () => isOnline(sleeper!.vin),
      (o) => o === true,
      20_000,
      'woken over NATS',
    );
    expect(woken).toEqual([sleeper!.vin]);
    expect(term.online).toBe(true);
  });
});
