import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fleetIdentities } from '../apps/simulator/src/index';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { telemetryStore } from '../apps/server/src/ingest/store';
import { benchDatabase, percentile, type Figure } from './support';

/**
 * The gateway and ingest path on PostgreSQL: simulated terminals (in a child process) over real
 * TCP against the embedded gateway, ingest worker and writers of one server process.
 *
 *  1. memory per connection: IDLE terminals log in and stay (heartbeats only)
 *  2. throughput: LOAD terminals asked to report every INTERVAL s for SECONDS, beside the idle
 *     ones; the rate counts only what is in vehicle_history, and frames sent = rows is checked
 *  3. latency at 60 % of that rate: from the gateway reading a frame to the commit that makes it
 *     readable in vehicle_latest
 */
const IDLE = Number(process.env.BENCH_IDLE ?? 10_000);
const LOAD = Number(process.env.BENCH_LOAD ?? 2_000);
const INTERVAL = Number(process.env.BENCH_INTERVAL ?? 0.1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP = 5;
const SEED = 'bench';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function child(options: Record<string, unknown>): { proc: ChildProcess; next(type: string): Promise<{ sent: number }> } {
  const proc = fork(new URL('./gateway-load.ts', import.meta.url).pathname, [JSON.stringify(options)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
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
    await store.query(`insert into vehicles (tenant_id, vin) select $1, unnest($2::varchar[])`, [tenant!.id, part.map((p) => p.vin)]);
  }
}

export async function run(): Promise<Figure[]> {
  const { url, drop } = await benchDatabase();
  const server = await buildApp({
    config: loadConfig({
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      PORT: '0',
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      WEB_DIST: '',
      DEMO_FLEET: '0',
      API_LOG: 'false',
      HEARTBEAT_TIMEOUT_SECONDS: '600',
      DATA_DIR: `/tmp/chelian-bench-${randomUUID()}`,
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
    await register(server, 0, IDLE + LOAD);

    // 1. memory per idle connection
    const before = settledMemory();
    const idle = child({ port: gateway.port, vehicles: IDLE, offset: 0, seed: SEED, interval: 3600, heartbeat: 60, rampMs: 8000 });
    children.push(idle.proc);
    await idle.next('online');
    while (gateway.sessions.size < IDLE) await sleep(100);
    await server.vehicle.queue!.flush(60_000);
    await sleep(1000);
    const after = settledMemory();
    const perConnHeap = (after.heap - before.heap) / IDLE;
    const perConnRss = (after.rss - before.rss) / IDLE;

    // 2. sustained throughput: more load than the server takes; terminals keep what the link
    //    does not take and reissue it later, as real ones do
    const rowsNow = async () => (await store.query<{ n: number }>('select count(*)::int as n from vehicle_history'))[0]!.n;
    const rows0 = await rowsNow();
    const accepted0 = gateway.stats.reports;
    const load = child({ port: gateway.port, vehicles: LOAD, offset: IDLE, seed: SEED, interval: INTERVAL, heartbeat: 30, rampMs: 2000 });
    children.push(load.proc);
    await load.next('online');
    const started = Date.now();
    await sleep(WARMUP * 1000);
    const rowsA = await rowsNow();
    const tA = Date.now();
    await sleep((SECONDS - WARMUP) * 1000);
    const rowsB = await rowsNow();
    const tB = Date.now();
    const sustained = (rowsB - rowsA) / ((tB - tA) / 1000);
    const closed = load.next('closed');
    load.proc.send({ type: 'stop' });
    const { sent } = await load.next('stopped');
    const offered = sent / ((Date.now() - started) / 1000);
    // nothing lost: once the terminals' links are closed the gateway has read everything; once
    // the queue is drained everything it accepted must be in history
    await closed;
    await server.vehicle.queue!.flush(300_000);
    const rows = (await rowsNow()) - rows0;
    // what the gateway accepted (read from a socket and queued) must all be in history
    const accepted = gateway.stats.reports - accepted0;
    const lost = accepted - rows;

    // 3. latency at a load the server sustains (60 % of what it just wrote)
    const rate = Math.max(100, Math.round(sustained * 0.6));
    const interval = Math.max(0.1, Math.round((LOAD / rate) * 100) / 100);
    const latencies: number[] = [];
    let measuring = false;
    worker.observe((info) => {
      if (!measuring) return;
      const now = Date.now();
      for (const r of info.received) latencies.push(now - r);
    });
    const steady = child({ port: gateway.port, vehicles: LOAD, offset: IDLE, seed: SEED, interval, heartbeat: 30, rampMs: 2000 });
    children.push(steady.proc);
    await steady.next('online');
    await sleep(WARMUP * 1000);
    measuring = true;
    await sleep(15_000);
    measuring = false;
    const steadyClosed = steady.next('closed');
    steady.proc.send({ type: 'stop' });
    await steadyClosed;
    latencies.sort((a, b) => a - b);

    return [
      { name: `frames/s written, steady state (${LOAD} terminals asked to report every ${INTERVAL} s, ${IDLE} more connected)`, value: Math.round(sustained), unit: 'frames/s' },
      { name: 'frames/s the terminals sent, reissues included', value: Math.round(offered), unit: 'frames/s' },
      { name: 'frames the terminals sent', value: sent, unit: 'frames' },
      { name: 'frames the gateway accepted', value: accepted, unit: 'frames' },
      { name: 'frames lost (accepted minus history rows)', value: lost, unit: 'frames' },
      { name: `latency at ${Math.round(LOAD / interval)} frames/s: frame read to latest state committed, p50`, value: percentile(latencies, 50), unit: 'ms' },
      { name: 'latency p99', value: percentile(latencies, 99), unit: 'ms' },
      { name: `memory per idle connection, JS heap + external (${IDLE} logged in)`, value: Math.round(perConnHeap), unit: 'bytes' },
      { name: 'memory per idle connection, process RSS', value: Math.round(perConnRss), unit: 'bytes' },
    ];
  } finally {
    for (const c of children) c.kill('SIGKILL');
    await server.close();
    await drop();
  }
}
