import { randomUUID } from 'node:crypto';
import { fleetIdentities, SimulatedTerminal } from '../apps/simulator/src/index';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { telemetryStore } from '../apps/server/src/db/store';
import { benchDatabase, percentile, type Figure } from './support';

/**
 * Forwarding between two servers on PostgreSQL: VEHICLES simulated terminals report to server A
 * over TCP; a forward task of A relays them (one connection per vehicle, GB/T 32960.3-2016) to
 * the gateway of server B, which knows the same vehicles.
 *
 *  1. without forwarding: ROUNDS reports of every vehicle sent at once; the time until A has them
 *     all in its history gives A's ingest rate;
 *  2. with the task running: the same again; A's ingest rate with the outbox step in its batches,
 *     the time until B has them all (the task's delivery rate), and the lag of each frame from A
 *     reading it to B's answer (forward_records: sent_at - received_at).
 */
const VEHICLES = Number(process.env.BENCH_FORWARD_VEHICLES ?? 200);
const ROUNDS = Number(process.env.BENCH_FORWARD_ROUNDS ?? 20);
const SEED = 'bench-forward';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function server(url: string): Promise<App> {
  return buildApp({
    config: loadConfig({
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      PORT: '0',
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_MAX_CONNECTIONS_PER_IP: '0',
      WEB_DIST: '',
      DEMO_FLEET: '0',
      API_LOG: 'false',
      DATA_DIR: `/tmp/chelian-bench-${randomUUID()}`,
    }),
  });
}

async function register(app: App): Promise<number> {
  const store = telemetryStore(app.ctx.database);
  const [tenant] = await store.query<{ id: number }>(`select id from tenants where tenant_code = 'chelian'`);
  await store.query(`insert into vehicles (tenant_id, vin) select $1, unnest($2::varchar[])`, [
    tenant!.id,
    fleetIdentities(VEHICLES, SEED).map((i) => i.vin),
  ]);
  return tenant!.id;
}

const count = async (app: App, sql: string, params: unknown[] = []) =>
  (await telemetryStore(app.ctx.database).query<{ n: number }>(sql, params))[0]!.n;

async function until(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(20);
  }
}

export async function run(): Promise<Figure[]> {
  const dbA = await benchDatabase();
  const dbB = await benchDatabase();
  const a = await server(dbA.url);
  const b = await server(dbB.url);
  const terminals = fleetIdentities(VEHICLES, SEED).map(
    (identity) =>
      new SimulatedTerminal({
        identity,
        port: a.vehicle.gateway!.port,
        interval: 10,
        randomAlarms: false,
        startTime: Date.now() - 24 * 3600_000,
      }),
  );
  try {
    const tenantA = await register(a);
    await register(b);
    for (const t of terminals) await t.login();
    const total = VEHICLES * ROUNDS;
    const history = (app: App) => count(app, 'select count(*)::int as n from vehicle_history');

    // 1. without forwarding
    let t0 = performance.now();
    for (let k = 0; k < ROUNDS; k++) for (const t of terminals) t.tick();
    await until(async () => (await history(a)) >= total, 120_000, 'A ingests the first round');
    const plainMs = performance.now() - t0;

    // 2. a running task relaying every vehicle to B
    const store = telemetryStore(a.ctx.database);
    const [config] = await store.query<{ id: number }>(
      `insert into forward_configs (tenant_id, name, link_type, host, port, edition, platform_login, all_vehicles, status)
       values ($1, 'bench', 'TCP', '127.0.0.1', $2, '2016', false, true, 'RUNNING') returning id`,
      [tenantA, b.vehicle.gateway!.port],
    );
    const configId = Number(config!.id);
    await until(
      async () =>
        (
          await store.query<{ s: string }>('select link_state as s from forward_configs where id = $1', [
            configId,
          ])
        )[0]!.s === 'CONNECTED',
      30_000,
      'the task connects',
    );
    t0 = performance.now();
    for (let k = 0; k < ROUNDS; k++) for (const t of terminals) t.tick();
    await until(async () => (await history(a)) >= 2 * total, 120_000, 'A ingests the second round');
    const forwardedIngestMs = performance.now() - t0;
    await until(async () => (await history(b)) >= total, 170_000, 'B has every report');
    const deliveredMs = performance.now() - t0;
    const lags = (
      await store.query<{ ms: number }>(
        `select (extract(epoch from sent_at - received_at) * 1000)::float8 as ms from forward_records
          where config_id = $1 and command = 'REALTIME' order by 1`,
        [configId],
      )
    ).map((r) => Number(r.ms));
    const failed = await count(
      a,
      `select count(*)::int as n from forward_records where config_id = $1 and result = 'FAILED'`,
      [configId],
    );
    return [
      { name: `reports sent (${VEHICLES} vehicles x ${ROUNDS})`, value: total, unit: 'frames' },
      { name: 'A ingest rate, no forwarding', value: Math.round(total / (plainMs / 1000)), unit: 'frames/s' },
      {
        name: 'A ingest rate, forwarding on (outbox step)',
        value: Math.round(total / (forwardedIngestMs / 1000)),
        unit: 'frames/s',
      },
      {
        name: 'delivery rate to B (one task)',
        value: Math.round(total / (deliveredMs / 1000)),
        unit: 'frames/s',
      },
      { name: 'lag A read -> B answered, median', value: Math.round(percentile(lags, 50)), unit: 'ms' },
      { name: 'lag A read -> B answered, p95', value: Math.round(percentile(lags, 95)), unit: 'ms' },
      { name: 'lag A read -> B answered, p99', value: Math.round(percentile(lags, 99)), unit: 'ms' },
      { name: 'lag A read -> B answered, max', value: Math.round(lags[lags.length - 1] ?? NaN), unit: 'ms' },
      { name: 'frames in B history', value: await history(b), unit: 'frames' },
      { name: 'frames refused by B', value: failed, unit: 'frames' },
    ];
  } finally {
    for (const t of terminals) t.stop();
    await a.close();
    await b.close();
    await dbA.drop();
    await dbB.drop();
  }
}
