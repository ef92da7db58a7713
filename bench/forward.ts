import { fork, type ChildProcess } from 'node:child_process';
import { fleetIdentities } from '../apps/simulator/src/index';
import { buildApp, type App } from '../apps/server/src/app';
import { telemetryStore } from '../apps/server/src/db/store';
import { benchConfig, registerVins } from './fleet';
import type { FarOptions } from './forward-far';
import { benchDatabase, percentile, type Figure } from './support';

/**
 * Forwarding between two servers on PostgreSQL: VEHICLES simulated terminals report to server A
 * over TCP; a forward task of A relays them (one connection per vehicle, GB/T 32960.3-2016) to
 * the gateway of server B, which knows the same vehicles, through a TCP relay of the bench's that
 * can cut the target off. A runs in this process; B, the relay and the terminals in a child
 * (bench/forward-far.ts).
 *
 *  1. without forwarding: ROUNDS reports of every vehicle sent at once; the time until A has them
 *     all in its history gives A's ingest rate;
 *  2. with the task running: the same again; A's ingest rate with the outbox step in its batches,
 *     the time until B has them all (the task's delivery rate of a backlog), and the lag of each
 *     frame from A reading it to B's answer (forward_records: sent_at - received_at);
 *  3. steady: every vehicle reports once every INTERVAL_MS, spread over the interval as a fleet's
 *     reports are, for STEADY_S seconds: the lag of those frames (the target: p99 under 2 s), and
 *     A's own share of it: every frame A writes meanwhile, from its gateway reading it to the commit;
 *  4. outage: the same reports go on while the target is cut off for OUTAGE_S seconds; once it is
 *     back, the time until B has every frame, and how many B has beyond or short of what A took.
 *
 * With BENCH_FORWARD_LOAD_VEHICLES, A also carries the gateway bench's kind of load all along:
 * that many terminals of another tenant (not bound to the task), run by bench/gateway-load.ts in a
 * child process, each reporting every BENCH_FORWARD_LOAD_INTERVAL_S. What A writes of it is
 * measured for LOAD_WINDOW_S before the task exists and again during the steady reports.
 */
const VEHICLES = Number(process.env.BENCH_FORWARD_VEHICLES ?? 200);
const ROUNDS = Number(process.env.BENCH_FORWARD_ROUNDS ?? 20);
const INTERVAL_MS = Number(process.env.BENCH_FORWARD_INTERVAL_MS ?? 1_000);
const STEADY_S = Number(process.env.BENCH_FORWARD_STEADY_S ?? 60);
const OUTAGE_S = Number(process.env.BENCH_FORWARD_OUTAGE_S ?? 60);
const SEED = 'bench-forward';
const LOAD_VEHICLES = Number(process.env.BENCH_FORWARD_LOAD_VEHICLES ?? 0);
const LOAD_INTERVAL_S = Number(process.env.BENCH_FORWARD_LOAD_INTERVAL_S ?? 0.5);
const LOAD_SEED = 'bench-forward-load';
const LOAD_WINDOW_S = 30;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const server = (url: string): Promise<App> =>
  buildApp({ config: benchConfig(url, 'Bench@2026', { GATEWAY_MAX_CONNECTIONS_PER_IP: '0' }) });

const register = (app: App): Promise<number> =>
  registerVins(
    telemetryStore(app.ctx.database),
    fleetIdentities(VEHICLES, SEED).map((i) => i.vin),
  );

/** The load's terminals, in a tenant of their own on A: no task of the bench's tenant forwards them. */
async function registerLoad(app: App): Promise<number> {
  const store = telemetryStore(app.ctx.database);
  const [tenant] = await store.query<{ id: number }>(
    `insert into tenants (tenant_code, tenant_name, app_name) values ('benchload', 'bench load', 'bench') returning id`,
  );
  const vins = fleetIdentities(LOAD_VEHICLES, LOAD_SEED).map((i) => i.vin);
  for (let i = 0; i < vins.length; i += 5000)
    await store.query(`insert into vehicles (tenant_id, vin) select $1, unnest($2::varchar[])`, [
      tenant!.id,
      vins.slice(i, i + 5000),
    ]);
  return tenant!.id;
}

/** The load's fleet in a child process (its own event loop, as the gateway bench runs it); resolves once all are online. */
async function startLoad(port: number): Promise<ChildProcess> {
  const proc = fork(
    new URL('./gateway-load.ts', import.meta.url).pathname,
    [
      JSON.stringify({
        port,
        vehicles: LOAD_VEHICLES,
        offset: 0,
        seed: LOAD_SEED,
        interval: LOAD_INTERVAL_S,
        heartbeat: 30,
        rampMs: 5_000,
      }),
    ],
    { execArgv: ['--max-semi-space-size=64', '--import', 'tsx'], stdio: 'inherit' },
  );
  await new Promise<void>((resolve) =>
    proc.on('message', (m: { type: string }) => {
      if (m.type === 'online') resolve();
    }),
  );
  return proc;
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

/**
 * The far side (bench/forward-far.ts: server B, the relay that cuts it off, the bench's own
 * terminals) in a child process, so that server A has this process's event loop to itself as the
 * gateway bench's server has. Answers its relay's port, B's tenant, and a call for its commands.
 */
async function startFar(options: FarOptions): Promise<{
  proc: ChildProcess;
  relayPort: number;
  tenant: number;
  call: <T = unknown>(cmd: string, args?: unknown) => Promise<T>;
}> {
  const proc = fork(new URL('./forward-far.ts', import.meta.url).pathname, [JSON.stringify(options)], {
    execArgv: ['--max-semi-space-size=64', '--import', 'tsx'],
    stdio: 'inherit',
  });
  const pending = new Map<number, (m: { result?: unknown; error?: string }) => void>();
  let next = 0;
  const ready = new Promise<{ relayPort: number; tenant: number }>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`the far side exited (${code})`)));
    proc.on('message', (m: { type?: string; id?: number; relayPort: number; tenant: number }) => {
      if (m.type === 'ready') resolve(m);
      else if (m.id) pending.get(m.id)?.(m);
    });
  });
  const call = <T>(cmd: string, args?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, (m) => {
        pending.delete(id);
        if (m.error) reject(new Error(m.error));
        else resolve(m.result as T);
      });
      proc.send({ id, cmd, args });
    });
  return { proc, ...(await ready), call };
}

export async function run(): Promise<Figure[]> {
  const dbA = await benchDatabase();
  const dbB = await benchDatabase();
  const a = await server(dbA.url);
  const far = await startFar({
    url: dbB.url,
    port: a.vehicle.gateway!.port,
    vehicles: VEHICLES,
    seed: SEED,
    intervalMs: INTERVAL_MS,
  });
  let load: ChildProcess | null = null;
  try {
    const tenantA = await register(a);
    await far.call('login');
    const total = VEHICLES * ROUNDS;
    // the bench's own vehicles (not the load's), in A's or B's history, received since a moment
    // (by the vehicles' ids, so that each is an index lookup whatever the load has written)
    const ownHistory = `select count(*)::int as n from vehicle_history
      where vehicle_id = any(array(select id from vehicles where tenant_id = $1)) and received_at >= $2`;
    const historyOf = (side: 'A' | 'B', since = new Date(0)) =>
      side === 'A'
        ? count(a, ownHistory, [tenantA, since])
        : far.call<number>('count', [ownHistory, [far.tenant, since]]);
    // what A wrote of the load in a window, frames/s
    const loadTenant = LOAD_VEHICLES > 0 ? await registerLoad(a) : 0;
    const loadRate = async (from: Date, to: Date) =>
      (await count(
        a,
        `select count(*)::int as n from vehicle_history h join vehicles v on v.id = h.vehicle_id
          where v.tenant_id = $1 and h.received_at >= $2 and h.received_at < $3`,
        [loadTenant, from, to],
      )) /
      ((to.getTime() - from.getTime()) / 1000);
    let loadPlain = 0;
    if (LOAD_VEHICLES > 0) {
      load = await startLoad(a.vehicle.gateway!.port);
      const from = new Date();
      await sleep(LOAD_WINDOW_S * 1000);
      loadPlain = await loadRate(from, new Date());
    }

    // 1. without forwarding
    let t0 = performance.now();
    await far.call('burst', ROUNDS);
    await until(async () => (await historyOf('A')) >= total, 120_000, 'A ingests the first round');
    const plainMs = performance.now() - t0;

    // 2. a running task relaying every vehicle to B
    const store = telemetryStore(a.ctx.database);
    const [config] = await store.query<{ id: number }>(
      `insert into forward_configs (tenant_id, name, link_type, host, port, edition, platform_login, all_vehicles, status)
       values ($1, 'bench', 'TCP', '127.0.0.1', $2, '2016', false, true, 'RUNNING') returning id`,
      [tenantA, far.relayPort],
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
    // the ingest step reads which tenants have a running task at most once a second
    // (RUNNING_TTL_MS, forward/step.ts): frames before that are not the task's
    await sleep(1_100);
    t0 = performance.now();
    await far.call('burst', ROUNDS);
    await until(async () => (await historyOf('A')) >= 2 * total, 120_000, 'A ingests the second round');
    const forwardedIngestMs = performance.now() - t0;
    await until(async () => (await historyOf('B')) >= total, 170_000, 'B has every report');
    const deliveredMs = performance.now() - t0;
    const lags = (
      await store.query<{ ms: number }>(
        `select (extract(epoch from sent_at - received_at) * 1000)::float8 as ms from forward_records
          where config_id = $1 and command = 'REALTIME' order by 1`,
        [configId],
      )
    ).map((r) => Number(r.ms));
    const lagsOf = async (from: Date, to: Date) =>
      (
        await store.query<{ ms: number }>(
          `select (extract(epoch from sent_at - received_at) * 1000)::float8 as ms from forward_records
            where config_id = $1 and command = 'REALTIME' and received_at >= $2 and received_at < $3 order by 1`,
          [configId, from, to],
        )
      ).map((r) => Number(r.ms));

    // 3. steady reports, the target up; A's own part of their lag: every frame A commits in that
    // time (the load's too), from its gateway reading it to the commit
    const ingestLatencies: number[] = [];
    const unobserve = a.vehicle.worker!.observe((info) => {
      const now = Date.now();
      for (const r of info.received) ingestLatencies.push(now - r);
    });
    const steadyFrom = new Date();
    const steadySent = await far.call<number>('steady', STEADY_S);
    const steadyTo = new Date();
    unobserve();
    ingestLatencies.sort((x, y) => x - y);
    const loadForwarding = LOAD_VEHICLES > 0 ? await loadRate(steadyFrom, steadyTo) : 0;
    await until(
      async () => (await historyOf('B', steadyFrom)) >= steadySent,
      120_000,
      'B has the steady reports',
    );
    const steadyLags = await lagsOf(steadyFrom, steadyTo);

    // 4. the same reports while the target is cut off for OUTAGE_S, then back
    const outageFrom = new Date();
    const before = await historyOf('B', outageFrom);
    await far.call('cut');
    const outageSent = await far.call<number>('steady', OUTAGE_S);
    await far.call('restore');
    const back = performance.now();
    await until(
      async () => (await historyOf('A', outageFrom)) >= outageSent,
      120_000,
      'A has the outage reports',
    );
    await until(
      async () => (await historyOf('B', outageFrom)) >= outageSent,
      300_000,
      'B has the outage reports',
    );
    const caughtUpMs = performance.now() - back;
    // settle: anything sent twice would arrive within the next moments
    await sleep(2_000);
    const outageAtA = await historyOf('A', outageFrom);
    const outageAtB = (await historyOf('B', outageFrom)) - before;
    const resent = await count(
      a,
      `select (count(*) - count(distinct (vehicle_id, received_at)))::int as n from forward_records
        where config_id = $1 and received_at >= $2`,
      [configId, outageFrom],
    );

    const failed = await count(
      a,
      `select count(*)::int as n from forward_records where config_id = $1 and result = 'FAILED'`,
      [configId],
    );
    const lag = (name: string, sorted: number[], target?: number) => {
      const p99 = Math.round(percentile(sorted, 99));
      return [
        { name: `${name}, median`, value: Math.round(percentile(sorted, 50)), unit: 'ms' },
        { name: `${name}, p95`, value: Math.round(percentile(sorted, 95)), unit: 'ms' },
        {
          name: `${name}, p99${target ? ` (target < ${target} ms${p99 < target ? '' : ', MISSED'})` : ''}`,
          value: p99,
          unit: 'ms',
        },
        { name: `${name}, max`, value: Math.round(sorted[sorted.length - 1] ?? NaN), unit: 'ms' },
      ];
    };
    const plainRate = total / (plainMs / 1000);
    const forwardedRate = total / (forwardedIngestMs / 1000);
    const asked = LOAD_VEHICLES / LOAD_INTERVAL_S;
    const loadFigures: Figure[] =
      LOAD_VEHICLES > 0
        ? [
            {
              name: `load on A: terminals of another tenant (not forwarded), one report each ${LOAD_INTERVAL_S} s`,
              value: LOAD_VEHICLES,
              unit: 'vehicles',
            },
            { name: 'load asked', value: Math.round(asked), unit: 'frames/s' },
            {
              name: `load written by A, no forwarding (${LOAD_WINDOW_S} s)`,
              value: Math.round(loadPlain),
              unit: 'frames/s',
            },
            {
              name: `load written by A, forwarding the steady reports (target >= 90% of the above${loadForwarding / loadPlain >= 0.9 ? '' : ', MISSED'})`,
              value: Math.round(loadForwarding),
              unit: 'frames/s',
            },
          ]
        : [];
    return [
      ...loadFigures,
      { name: `reports sent at once (${VEHICLES} vehicles x ${ROUNDS})`, value: total, unit: 'frames' },
      { name: 'A ingest rate of them, no forwarding', value: Math.round(plainRate), unit: 'frames/s' },
      {
        name: 'A ingest rate of them, forwarding on (outbox step)',
        value: Math.round(forwardedRate),
        unit: 'frames/s',
      },
      {
        name: `forwarding on / off (target >= 90%${forwardedRate / plainRate >= 0.9 ? '' : ', MISSED'})`,
        value: Math.round((forwardedRate / plainRate) * 1000) / 10,
        unit: '%',
      },
      {
        name: 'delivery rate to B of that backlog (one task)',
        value: Math.round(total / (deliveredMs / 1000)),
        unit: 'frames/s',
      },
      ...lag('backlog lag A read -> B answered', lags),
      {
        name: `steady reports (${VEHICLES} vehicles, one each ${INTERVAL_MS} ms, ${STEADY_S} s)`,
        value: steadySent,
        unit: 'frames',
      },
      ...lag('steady lag A read -> B answered', steadyLags, 2000),
      ...lag('A meanwhile, every frame: read -> committed', ingestLatencies),
      { name: `reports during a ${OUTAGE_S} s outage of B`, value: outageSent, unit: 'frames' },
      { name: 'B has them all, after B is back', value: Math.round(caughtUpMs), unit: 'ms' },
      { name: 'outage reports in A history', value: outageAtA, unit: 'frames' },
      {
        name: 'outage reports in B history, beyond (+) or short of (-) A',
        value: outageAtB - outageAtA,
        unit: 'frames',
      },
      { name: 'outage reports relayed more than once', value: resent, unit: 'frames' },
      { name: 'frames refused by B', value: failed, unit: 'frames' },
    ];
  } finally {
    load?.kill();
    await far.call('close').catch(() => far.proc.kill());
    await a.close();
    await dbA.drop();
    await dbB.drop();
  }
}
