import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { MonitorApi, MonitorRoutes } from '../packages/contracts/src/monitor';
import { benchConfig, loadSeconds, vinOf } from './fleet';
import { latency, round, signInAdmin, timed } from './api';
import {
  BUSY_VEHICLES,
  DAYS,
  LOAD_NAME,
  MONITOR_VEHICLES,
  MONITOR_VIN_PREFIX,
  goLive,
  loadMonitor,
} from './monitor-load';
import { measureMap } from './monitor-map';
import type { Figure } from './support';

const RUNS = 40;
const DAY_MS = 86_400_000;
const PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench@2026';
const api = (path: string) => `/api/${path}`;

/** Samples the process RSS every 20 ms while the calls run: the server and the bench share the process. */
function rssWatch() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage().rss)) };
}

/**
 * Monitoring on 100,000 vehicles and 100.5M history rows (PostgreSQL, day partitions, through the
 * server's routes with fastify inject): track of a vehicle-day, history pages over 3 days, map
 * data of the whole fleet, the status list, the process memory; then the distribution map in
 * Chromium.
 */
export async function run(): Promise<Figure[]> {
  const { url, drop } = await loadMonitor();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seeded = await loadSeconds(client, LOAD_NAME);
  const firstDay = (await loadSeconds(client, 'monitor-first-day')) * 1000;
  const counted = await client.query<{ history: string }>(
    `select sum(c.reltuples)::bigint as history from pg_class c join pg_inherits i on i.inhrelid = c.oid join pg_class p on p.oid = i.inhparent where p.relname = 'vehicle_history'`,
  );
  await goLive(client);
  await client.end();
  const figures: Figure[] = [
    {
      name: `load ${MONITOR_VEHICLES.toLocaleString('en-US')} vehicles and ${DAYS} days of history (generate_series per day partition; first run only)`,
      value: seeded,
      unit: 's',
    },
    {
      name: 'vehicle_history rows (planner estimate)',
      value: Number(counted.rows[0]!.history),
      unit: 'rows',
    },
  ];

  // BENCH_PARTS=api,browser (the default: both) picks parts
  const parts = new Set((process.env.BENCH_PARTS ?? 'api,browser').split(','));
  if (parts.has('api')) figures.push(...(await calls(url, firstDay)));
  if (parts.has('browser')) figures.push(...(await measureMap(url, PASSWORD)));
  if (process.env.BENCH_DROP === '1') await drop();
  return figures.map((f) => (f.unit === 'ms' ? { ...f, value: round(f.value) } : f));
}

async function calls(url: string, firstDay: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const server = await buildApp({ config: benchConfig(url, PASSWORD) });
  const memory = rssWatch();
  try {
    const admin = await signInAdmin(server, PASSWORD);
    // the busy vehicles report every 10 s all day; days 1..DAYS-3 leave room for 3-day ranges
    const busyVin = (i: number) => vinOf(MONITOR_VIN_PREFIX, 1 + ((i * 37) % BUSY_VEHICLES));
    const dayOf = (i: number) => firstDay + (i % (DAYS - 3)) * DAY_MS;

    let points = 0;
    const track = await timed(RUNS, async (i) => {
      const start = dayOf(i);
      const res = await admin.call(
        'GET',
        `${api(MonitorRoutes.trackData.replace(':vin', busyVin(i)))}?startTime=${start}&endTime=${start + DAY_MS - 1}`,
      );
      points = (res.json() as unknown[]).length;
    });
    figures.push({ name: 'track of one vehicle-day: points answered', value: points, unit: 'points' });
    figures.push(...latency('track of one vehicle-day (GET trackData, 8,640 points)', track, 100));

    let total = 0;
    for (const [label, page] of [
      ['first page', () => 1],
      ['page 1 to 500', (i: number) => 1 + ((i * 13) % 500)],
    ] as const) {
      const history = await timed(RUNS, async (i) => {
        const start = dayOf(i);
        const res = await admin.call('POST', api(MonitorRoutes.history.replace(':vin', busyVin(i))), {
          startTime: start,
          endTime: start + 3 * DAY_MS - 1,
          current: page(i),
          size: 50,
          signals: [],
        });
        total = (res.json() as { total: number }).total;
      });
      figures.push(
        ...latency(
          `history of one vehicle over 3 days, every value, 50 rows, ${label} (${total.toLocaleString('en-US')} reports)`,
          history,
          150,
        ),
      );
    }

    // the answer is read once afterwards: the figure is the server's, not the parsing of 4 MB here
    let answer: string = '';
    const map = await timed(Math.round(RUNS / 2), async () => {
      answer = (await admin.call('POST', api(MonitorApi.mapData), {})).body;
    });
    const mapTotal = (JSON.parse(answer) as { total: number }).total;
    figures.push(
      ...latency(
        `map data of the whole fleet (${mapTotal.toLocaleString('en-US')} vehicles, columns)`,
        map,
        300,
      ),
    );

    const statusScenarios: { label: string; body: (i: number) => Record<string, unknown> }[] = [
      { label: 'by VIN', body: (i) => ({ current: 1 + (i % 50), size: 20 }) },
      {
        label: 'online, by SOC descending',
        body: (i) => ({
          current: 1 + (i % 20),
          size: 20,
          onlineStatus: 1,
          sortField: 'soc',
          sortOrder: 'descend',
        }),
      },
      {
        label: 'charging, by last report',
        body: (i) => ({
          current: 1 + (i % 20),
          size: 20,
          charging: 1,
          sortField: 'dataUpdateTime',
          sortOrder: 'descend',
        }),
      },
      {
        label: 'VIN contains 5 digits',
        body: (i) => ({ current: 1, size: 20, vin: String(10000 + ((i * 7919) % 90000)) }),
      },
    ];
    for (const s of statusScenarios) {
      const times = await timed(RUNS, (i) => admin.call('POST', api(MonitorApi.monitorList), s.body(i)));
      figures.push(...latency(`status list: ${s.label}, 20 rows`, times, 50));
    }
    figures.push({
      name: 'peak RSS of the process during the calls (server and bench in one process; target < 1024 MiB)',
      value: Math.round(memory.stop() / 2 ** 20),
      unit: 'MiB',
    });
  } finally {
    memory.stop();
    await server.close();
  }
  return figures;
}
