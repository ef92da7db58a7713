import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { createJetStreamQueue } from '../src/ingest/jetstream';
import { startIngestWorker, type IngestWorker } from '../src/ingest/worker';
import { TelemetrySubjects } from '../src/domains/telemetry/subjects';

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
if (!available) console.warn(`ingest-nats: nothing answers at ${NATS_URL}; the JetStream test is skipped`);

describe.skipIf(!available)('ingest over NATS JetStream', () => {
  const tag = randomUUID().replace(/-/g, '').slice(0, 10);
  const settings = {
    NATS_URL,
    NATS_PREFIX: `t${tag}`,
    INGEST_STREAM: `TEST_INGEST_${tag}`,
    INGEST_CONSUMER: 'workers',
    INGEST_ACK_WAIT_SECONDS: '2',
  };
  let h: Harness;
  const fleet = identities(6, `nats-${tag}`);
  const terminals: SimulatedTerminal[] = [];

  beforeAll(async () => {
    // API and gateway in the harness; the workers run beside it, as --role worker processes would.
    h = await startHarness({ ...settings, ROLE: 'api,gateway' });
    await registerVehicles(h, fleet);
    for (const [i, identity] of fleet.entries())
      terminals.push(terminal(h, identity, { edition: i % 2 ? 2025 : 2016 }));
  });
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await h?.close();
    const { connect } = await import('nats');
    const nc = await connect({ servers: NATS_URL });
    await (await nc.jetstreamManager()).streams.delete(settings.INGEST_STREAM).catch(() => undefined);
    await nc.close();
  });

  it('loses no frame when a worker is killed mid-stream', async () => {
    const worker = async (name: string, onBatch?: () => Promise<void>) => {
      const queue = await createJetStreamQueue({
        url: NATS_URL,
        stream: settings.INGEST_STREAM,
        consumer: settings.INGEST_CONSUMER,
        prefix: settings.NATS_PREFIX,
        limit: 10_000,
        ackWaitMs: 2000,
        name,
      });
      const w = startIngestWorker({
        database: h.ctx.database,
        bus: h.ctx.bus,
        queue,
        log: h.app.log,
        batchSize: 25,
        waitMs: 5,
        retention: { historyDays: 30, rawDays: 1 },
        heartbeatTimeoutSeconds: 60,
        maintenance: false,
        onBatch,
      });
      return { queue, w };
    };
    const states: unknown[] = [];
    h.ctx.bus.subscribe(TelemetrySubjects.vehicleState, (p) => states.push(p));

    let killed = false;
    const a: { queue: Awaited<ReturnType<typeof createJetStreamQueue>>; w: IngestWorker } = await worker(
      'worker-a',
      async () => {
        // Die abruptly after a few batches, between the write and the acknowledgement: the batch in
        // hand and everything A has fetched but not written must reach B, and stored once.
        if (!killed && a.w.stats.batches >= 3) {
          killed = true;
          await a.queue.connection.close();
        }
      },
    );
    const b = await worker('worker-b');

    for (const t of terminals) expect(await t.login()).toBe('ok');
    for (let k = 0; k < 40; k++) {
      for (const t of terminals) t.tick();
      if (k % 10 === 9) await new Promise((r) => setTimeout(r, 50));
    }
    await settle(h);
    const sent = terminals.reduce((n, t) => n + t.stats.realtime, 0);
    expect(sent).toBe(240);

    await waitFor(
      () => query<{ n: number }>(h, 'select count(*)::int as n from vehicle_history'),
      (r) => r[0]!.n >= sent,
      30_000,
      'every report in history',
    );
    expect(killed).toBe(true);
    // what A held unacknowledged comes back after ack_wait and goes to B: wait for the consumer to drain
    const jsm = await b.queue.connection.jetstreamManager();
    await waitFor(
      () => jsm.consumers.info(settings.INGEST_STREAM, settings.INGEST_CONSUMER),
      (info) => info.num_pending === 0 && info.num_ack_pending === 0,
      20_000,
      'the consumer group to drain',
    );
    // A's last batch was written but never acknowledged: it was processed twice, stored once.
    const published = sent + terminals.length;
    expect(a.w.stats.messages + b.w.stats.messages).toBeGreaterThan(published);
    const [{ n, distinct }] = await query<{ n: number; distinct: number }>(
      h,
      'select count(*)::int as n, count(distinct (vehicle_id, frame_time))::int as distinct from vehicle_history',
    );
    expect(n).toBe(sent);
    expect(distinct).toBe(sent);
    for (const t of terminals) {
      const [{ c }] = await query<{ c: number }>(
        h,
        'select count(*)::int as c from vehicle_history where vin = $1',
        [t.vin],
      );
      expect(c).toBe(t.stats.realtime);
    }
    // both workers took part; B finished what A held when it died
    expect(a.w.stats.batches).toBeGreaterThanOrEqual(3);
    expect(b.w.stats.batches).toBeGreaterThan(0);
    // logins reached the records through the same stream
    const [{ logins }] = await query<{ logins: number }>(
      h,
      'select count(*)::int as logins from vehicle_logins',
    );
    expect(logins).toBe(terminals.length);
    // and the state changes reached the bus (NATS core here)
    await waitFor(
      () => states.length,
      (len) => len > 0,
      5000,
      'vehicle.state events over NATS',
    );

    await a.w.stop();
    await b.w.stop();
    await b.queue.close();
  });
});
