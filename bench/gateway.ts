import { fork, type ChildProcess } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fleetIdentities } from '../apps/simulator/src/index';
import { buildApp, type App } from '../apps/server/src/app';
import { telemetryStore } from '../apps/server/src/db/store';
import { benchConfig } from './fleet';
import { benchDatabase, percentile, type Figure } from './support';

/**
 * The gateway and ingest path on PostgreSQL: simulated terminals (in a child process) over real
 * TCP against the embedded gateway, ingest worker and writers of one server process.
 *
 *  1. memory per connection: IDLE terminals log in and stay (heartbeats only)
 *  2. sustained throughput: LOAD more terminals report at rising rates (STEPS, frames/s), STEP_SECONDS
 *     each: longer than PostgreSQL takes between checkpoints at these rates, so that every step
 *     pays for one (the commits right after a checkpoint are the slowest). A rate is held when what
 *     is written keeps up with what is sent (no backlog builds) and the p99 latency, from the
 *     gateway reading a frame to the commit that makes it readable in vehicle_latest, stays under
 *     a second. The figures are those of the highest rate held.
 *     With LOAD terminals each reporting every LOAD/rate seconds, a vehicle has about one report in
 *     a batch, as in a large fleet at a 10 s interval (the latest state is written once per report).
 *  3. with a backlog: BURST terminals asked to report every 0.1 s for BURST_SECONDS, more than the
 *     server takes (they keep what the link does not take and reissue it, as real ones do); the rate
 *     history grows at, when each vehicle has many reports per batch (as after an outage)
 *  4. nothing lost: every frame the gateway accepted over all of it is in vehicle_history.
 */
const IDLE = Number(process.env.BENCH_IDLE ?? 10_000);
const LOAD = Number(process.env.BENCH_LOAD ?? 5_000);
const STEPS = (process.env.BENCH_STEPS ?? '4000,6000,8000,10000,12000,14000,16000,18000,20000,22000,24000')
  .split(',')
  .map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 40);
const WARMUP = 5;
const SEED = 'bench';
const BURST = Number(process.env.BENCH_BURST ?? 2_000);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 30);
/** a rate is held when the terminals managed to send it and the p99 latency stays under MAX_P99 (a backlog would push it up) */
const HELD = 0.97;
const MAX_P99 = 1000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function child(options: Record<string, unknown>): {
  proc: ChildProcess;
  next(type: string): Promise<{ sent: number }>;
} {
  // the simulator's young generation sized like the server's (a tenth less CPU per report)
  const execArgv = ['--max-semi-space-size=64', '--import', 'tsx'];
  const proc = fork(new URL('./gateway-load.ts', import.meta.url).pathname, [JSON.stringify(options)], {
    execArgv,
    stdio: 'inherit',
  });
  const waiting = new Map<string, (m: { sent: number }) => void>();
  proc.on('message', (m: { type: string; sent: number }) => waiting.get(m.type)?.(m));
  return {
    proc,
    next: (type) => new Promise((r) => waiting.set(type, r)),
  };
}

function settledMemory() {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

async function register(server: App, offset: number, count: number): Promise<void> {
  const store = telemetryStore(server.ctx.database);
  const [tenant] = await store.query<{ id: number }>(`select id from tenants where tenant_code = 'chelian'`);
  const ids = fleetIdentities(count, SEED, offset);
  for (let i = 0; i < ids.length; i += 5000) {
    const part = ids.slice(i, i + 5000);
    await store.query(`insert into vehicles (tenant_id, vin) select $1, unnest($2::varchar[])`, [
      tenant!.id,
      part.map((p) => p.vin),
    ]);
  }
}

export async function run(): Promise<Figure[]> {
  const { url, drop } = await benchDatabase();
  const server = await buildApp({
    config: benchConfig(url, 'Bench@2026', {
      // its 15,000 terminals all connect from 127.0.0.1
      GATEWAY_MAX_CONNECTIONS_PER_IP: '0',
      HEARTBEAT_TIMEOUT_SECONDS: '600',
      // ingest settings can be varied from the environment to compare
      RAW_FRAME_RETENTION_DAYS: process.env.RAW_FRAME_RETENTION_DAYS,
      INGEST_WRITERS: process.env.INGEST_WRITERS,
      INGEST_BATCH_SIZE: process.env.INGEST_BATCH_SIZE,
      INGEST_BATCH_WAIT_MS: process.env.INGEST_BATCH_WAIT_MS,
    }),
  });
  const gateway = server.vehicle.gateway!;
  const worker = server.vehicle.worker!;
  const store = telemetryStore(server.ctx.database);
  const children: ChildProcess[] = [];
  try {
    await register(server, 0, IDLE + Math.max(LOAD, BURST));

    // 1. memory per idle connection
    const before = settledMemory();
    const idle = child({
      port: gateway.port,
      vehicles: IDLE,
      offset: 0,
      seed: SEED,
      interval: 3600,
      heartbeat: 60,
      rampMs: 8000,
    });
    children.push(idle.proc);
    await idle.next('online');
    while (gateway.sessions.size < IDLE) await sleep(100);
    await server.vehicle.queue!.flush(60_000);
    await sleep(1000);
    const after = settledMemory();
    const perConnHeap = (after.heap - before.heap) / IDLE;
    const perConnRss = (after.rss - before.rss) / IDLE;

    // 2. sustained throughput: rising rates until one is not held
    const rowsNow = async () =>
      (await store.query<{ n: number }>('select count(*)::int as n from vehicle_history'))[0]!.n;
    const rows0 = await rowsNow();
    // PostgreSQL as installed writes a checkpoint every max_wal_size of WAL; the pages written
    // right after one carry full images, and the commits of those seconds take longer
    const checkpoints = async () => {
      const view =
        (await store.query<{ v: number }>(`select current_setting('server_version_num')::int as v`))[0]!.v >=
        170000
          ? 'pg_stat_checkpointer'
          : 'pg_stat_bgwriter';
      const columns =
        view === 'pg_stat_checkpointer' ? 'num_timed + num_requested' : 'checkpoints_timed + checkpoints_req';
      return Number((await store.query<{ n: string }>(`select ${columns} as n from ${view}`))[0]!.n);
    };
    const checkpoints0 = await checkpoints();
    const stepsStarted = Date.now();
    const accepted0 = gateway.stats.reports;
    let latencies: number[] = [];
    worker.observe((info) => {
      const now = Date.now();
      for (const r of info.received) latencies.push(now - r);
    });
    const isHeld = (s: Step) => s.sent >= s.rate * HELD && s.p99 <= MAX_P99;
    interface Step {
      rate: number;
      written: number;
      sent: number;
      p50: number;
      p99: number;
    }
    const steps: Step[] = [];
    for (const rate of STEPS) {
      const interval = Math.round((LOAD / rate) * 1000) / 1000;
      const load = child({
        port: gateway.port,
        vehicles: LOAD,
        offset: IDLE,
        seed: SEED,
        interval,
        heartbeat: 30,
        rampMs: 2000,
      });
      children.push(load.proc);
      await load.next('online');
      await sleep(WARMUP * 1000);
      const sentA = load.next('sent');
      load.proc.send({ type: 'sent' });
      const a = (await sentA).sent;
      const rowsA = await rowsNow();
      const tA = Date.now();
      latencies = [];
      await sleep((STEP_SECONDS - WARMUP) * 1000);
      const sentB = load.next('sent');
      load.proc.send({ type: 'sent' });
      const b = (await sentB).sent;
      const rowsB = await rowsNow();
      const seconds = (Date.now() - tA) / 1000;
      const sorted = latencies.sort((x, y) => x - y);
      const step = {
        rate,
        written: (rowsB - rowsA) / seconds,
        sent: (b - a) / seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
      steps.push(step);
      console.log(
        `  ${rate} frames/s asked: ${Math.round(step.sent)} sent, ${Math.round(step.written)} written, latency p50 ${step.p50} ms, p99 ${step.p99} ms`,
      );
      const closed = load.next('closed');
      load.proc.send({ type: 'stop' });
      await closed;
      await server.vehicle.queue!.flush(300_000);
      if (!isHeld(step)) break;
    }
    const checkpointEvery =
      (Date.now() - stepsStarted) / 1000 / Math.max(1, (await checkpoints()) - checkpoints0);
    const [maxWal] = await store.query<{ setting: string }>(
      `select setting from pg_settings where name = 'max_wal_size'`,
    );
    const held = steps.filter(isHeld);
    const best = held[held.length - 1] ?? steps[0]!;

    // 3. with a backlog
    const burst = child({
      port: gateway.port,
      vehicles: BURST,
      offset: IDLE,
      seed: SEED,
      interval: 0.1,
      heartbeat: 30,
      rampMs: 2000,
    });
    children.push(burst.proc);
    await burst.next('online');
    await sleep(WARMUP * 1000);
    const burstA = await rowsNow();
    const burstT = Date.now();
    await sleep((BURST_SECONDS - WARMUP) * 1000);
    const backlogRate = ((await rowsNow()) - burstA) / ((Date.now() - burstT) / 1000);
    const burstClosed = burst.next('closed');
    burst.proc.send({ type: 'stop' });
    await burstClosed;
    await server.vehicle.queue!.flush(300_000);

    // 4. nothing lost: once the terminals' links are closed the gateway has read everything; once
    //    the queue is drained everything it accepted must be in history
    const rows = (await rowsNow()) - rows0;
    const accepted = gateway.stats.reports - accepted0;
    const lost = accepted - rows;

    return [
      {
        name: `frames/s sustained: the highest rate held, p99 under 1 s (${LOAD} terminals, ${IDLE} more connected)`,
        value: held.length ? best.rate : 0,
        unit: 'frames/s',
      },
      { name: 'frames/s written at that rate', value: Math.round(best.written), unit: 'frames/s' },
      {
        name: 'latency at that rate: frame read to latest state committed, p50',
        value: best.p50,
        unit: 'ms',
      },
      { name: 'latency p99', value: best.p99, unit: 'ms' },
      ...steps
        .filter((s) => !held.includes(s))
        .map((s) => ({
          name: `next step, not held: ${s.rate} frames/s asked, written (latency p99 ${s.p99} ms)`,
          value: Math.round(s.written),
          unit: 'frames/s',
        })),
      {
        name: `seconds between PostgreSQL checkpoints during the rising rates (max_wal_size ${maxWal!.setting} MB)`,
        value: Math.round(checkpointEvery),
        unit: 's',
      },
      {
        name: `frames/s written with a backlog (${BURST} terminals asked to report every 0.1 s)`,
        value: Math.round(backlogRate),
        unit: 'frames/s',
      },
      { name: 'frames the gateway accepted over all of it', value: accepted, unit: 'frames' },
      { name: 'frames lost (accepted minus history rows)', value: lost, unit: 'frames' },
      {
        name: `memory per idle connection, JS heap + external (${IDLE} logged in)`,
        value: Math.round(perConnHeap),
        unit: 'bytes',
      },
      { name: 'memory per idle connection, process RSS', value: Math.round(perConnRss), unit: 'bytes' },
    ];
  } finally {
    for (const c of children) c.kill('SIGKILL');
    await server.close();
    await drop();
  }
}
