import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { telemetryStore } from '../apps/server/src/db/store';
import { preparePartitions } from '../apps/server/src/domains/telemetry/partitions';
import { loaded, markLoaded, migrateAndSeedDemo, namedDatabase, platformTenant, seedFleet } from './fleet';

export const MONITOR_DB = 'bench_monitor';
export const MONITOR_VIN_PREFIX = 'LCBMN';
export const MONITOR_VEHICLES = 100_000;
/** vehicles that report every 10 s all day long (8,640 reports a day): the track and history figures read them */
export const BUSY_VEHICLES = 100;
export const BUSY_REPORTS_A_DAY = 8_640;
/** every other vehicle makes one trip a day, a report every 10 s */
export const TRIP_REPORTS = 92;
export const DAYS = 10;
export const LOAD_NAME = 'monitor-100m';

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3600_000;

/** The loaded days: the DAYS Beijing days ending three days before the load (partitions of their own). */
export function loadWindow(now: number): number[] {
  const today = Math.floor((now + BEIJING_MS) / DAY_MS) * DAY_MS - BEIJING_MS;
  return Array.from({ length: DAYS }, (_, i) => today - (DAYS + 3 - i) * DAY_MS);
}

const ymd = (dayStart: number) =>
  new Date(dayStart + BEIJING_MS).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * 100,000 vehicles and 100.5M history rows (the track reads their fixes), day-partitioned as
 * telemetry/partitions.ts does. Each day is built as a table of its own, filled by one
 * INSERT ... SELECT over generate_series, given its primary key, then attached; the day tables
 * are unlogged (a bench database: no WAL for 30 GB of rows, the queries read them the same).
 * Returns the first loaded day (ms) and leaves a bench_meta row, so a second run skips it.
 */
export async function loadMonitor(
  log: (s: string) => void = console.log,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { url, drop } = await namedDatabase(MONITOR_DB);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await loaded(client, LOAD_NAME)) return { url, drop };
    const started = Date.now();
    await migrateAndSeedDemo(url, process.env.BENCH_ADMIN_PASSWORD ?? 'Bench@2026');
    const database = await openDatabase({ url });
    await preparePartitions(telemetryStore(database), { historyDays: 0, rawDays: 7 });
    await database.close();
    await client.query('set maintenance_work_mem = 1048576');
    await client.query('set synchronous_commit = off');
    const tenantId = await platformTenant(client);
    if (
      (await client.query('select 1 from vehicles where vin like $1 limit 1', [`${MONITOR_VIN_PREFIX}%`]))
        .rowCount === 0
    ) {
      log('seeding 100,000 vehicles with terminals and SIM cards');
      await seedFleet(client, tenantId, MONITOR_VEHICLES, MONITOR_VIN_PREFIX);
    }
    await client.query(`create unlogged table if not exists bench_fleet as
      select id, vin, right(vin, 12)::int as n from vehicles where tenant_id = ${tenantId} and vin like '${MONITOR_VIN_PREFIX}%'`);
    const days = loadWindow(Date.now());
    // BENCH_LOAD_DAYS=5-7 loads only those days, so several processes can share the load
    const [first, last] = (process.env.BENCH_LOAD_DAYS ?? `0-${DAYS - 1}`).split('-').map(Number) as [
      number,
      number,
    ];
    for (const [d, dayStart] of days.entries()) {
      if (d >= first && d <= last) await loadDay(client, tenantId, d, dayStart, log);
    }
    for (const dayStart of days)
      if (!(await dayLoaded(client, 'vehicle_history', dayStart))) return { url, drop };
    log('latest state of every vehicle');
    await loadLatest(client, tenantId, days[days.length - 1]! + DAY_MS);
    await client.query('drop table bench_fleet');
    await client.query(
      'analyze vehicles; analyze vehicle_latest; analyze vehicle_terminals; analyze terminals',
    );
    await client.query(
      `insert into bench_meta (name, seconds) values ('monitor-first-day', ${Math.round(days[0]! / 1000)}) on conflict (name) do update set seconds = excluded.seconds`,
    );
    await markLoaded(client, LOAD_NAME, Math.round((Date.now() - started) / 1000));
    return { url, drop };
  } finally {
    await client.end();
  }
}

export const MAP_DB = 'bench_map';

/**
 * The map bench's own database: the 100,000 vehicles and their latest state as loadMonitor loads
 * them, without the history (the distribution map reads none; 30 s to load instead of 7 minutes
 * and 30 GB). A bench_meta row marks it loaded.
 */
export async function loadMapFleet(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { url, drop } = await namedDatabase(MAP_DB);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await loaded(client, 'map-fleet')) return { url, drop };
    const started = Date.now();
    await migrateAndSeedDemo(url, process.env.BENCH_ADMIN_PASSWORD ?? 'Bench@2026');
    const tenantId = await platformTenant(client);
    await seedFleet(client, tenantId, MONITOR_VEHICLES, MONITOR_VIN_PREFIX);
    await client.query(`create unlogged table bench_fleet as
      select id, vin, right(vin, 12)::int as n from vehicles where tenant_id = ${tenantId} and vin like '${MONITOR_VIN_PREFIX}%'`);
    await loadLatest(client, tenantId, Date.now());
    await client.query('drop table bench_fleet');
    await client.query(
      'analyze vehicles; analyze vehicle_latest; analyze vehicle_terminals; analyze terminals',
    );
    await markLoaded(client, 'map-fleet', Math.round((Date.now() - started) / 1000));
    return { url, drop };
  } finally {
    await client.end();
  }
}

/** The report of vehicle f at second s of its day d: plausible, deterministic values. */
const REPORT = `
  select f.id as vehicle_id, x.t as frame_time, (f.n::bigint << 24) + $3::int * 16384 + s as frame_key, $1::bigint as tenant_id, f.vin,
         x.t + interval '1 second' as received_at, false as reissue, 2016::smallint as edition,
         1::smallint as vehicle_status, 3::smallint as charge_status, 1::smallint as run_mode,
         greatest(0, 42 + 30 * sin(s / 25.0 + f.n))::real as speed,
         (8000 + f.n % 40000 + $3::int * 160 + s * case when f.n <= $4 then 0.018 else 0.12 end)::float8 as mileage,
         (360 + f.n % 40 + 4 * sin(s / 40.0))::real as voltage, (35 + 20 * sin(s / 9.0))::real as current,
         greatest(8, 96 - s * case when f.n <= $4 then 0.01 else 0.3 end)::smallint as soc,
         1::smallint as dcdc, 14::smallint as gear, 5000 as insulation, (20 + s % 30)::smallint as accelerator, 0::smallint as brake,
         true as position_valid,
         (100 + (f.n % 2200) / 100.0 + s * 0.00012 * cos(f.n))::float8 as lng,
         (23 + (f.n % 1500) / 100.0 + s * 0.00012 * sin(f.n))::float8 as lat,
         case when (f.n + s) % 4999 = 0 then 1 else 0 end::smallint as alarm_level, 0::bigint as alarm_flags,
         (3.95 + (s % 7) * 0.005)::real as max_cell_voltage, (3.88 + (s % 5) * 0.004)::real as min_cell_voltage,
         (31 + s % 4)::smallint as max_temp, (26 + s % 3)::smallint as min_temp
  from bench_fleet f
  cross join lateral generate_series(0, case when f.n <= $4 then ${BUSY_REPORTS_A_DAY - 1} else ${TRIP_REPORTS - 1} end) s
  cross join lateral (select $2::timestamptz + (case when f.n <= $4 then s * 10
                              else 21600 + (f.n * 7919 + $3::int * 104729) % 50400 + s * 10 end) * interval '1 second' as t) x`;

async function loadDay(
  client: pg.Client,
  tenantId: number,
  d: number,
  dayStart: number,
  log: (s: string) => void,
): Promise<void> {
  const lo = new Date(dayStart).toISOString();
  const hi = new Date(dayStart + DAY_MS).toISOString();
  const name = `vehicle_history_p${ymd(dayStart)}`;
  if (await dayLoaded(client, 'vehicle_history', dayStart)) return;
  const t0 = Date.now();
  await client.query(`drop table if exists ${name}`);
  await client.query(`create unlogged table ${name} (like vehicle_history including defaults)`);
  await client.query(`insert into ${name} select r.* from (${REPORT}) r`, [tenantId, lo, d, BUSY_VEHICLES]);
  await client.query(
    `alter table ${name} add constraint ${name}_pk primary key (vehicle_id, frame_time, frame_key)`,
  );
  await client.query(
    `alter table vehicle_history attach partition ${name} for values from ('${lo}') to ('${hi}')`,
  );
  // as autovacuum would on insert-only days: the visibility map lets counts read the index alone
  await client.query(`vacuum analyze ${name}`);
  log(`${name}: ${Math.round((Date.now() - t0) / 1000)} s`);
}

/** The day's partition is attached and holds rows (an interrupted load left it detached or empty). */
async function dayLoaded(client: pg.Client, table: string, dayStart: number): Promise<boolean> {
  const name = `${table}_p${ymd(dayStart)}`;
  const attached = await client.query(
    `select 1 from pg_inherits i join pg_class c on c.oid = i.inhrelid where c.relname = $1`,
    [name],
  );
  if (!attached.rowCount) return false;
  return ((await client.query(`select 1 from ${name} limit 1`)).rowCount ?? 0) > 0;
}

/** vehicle_latest: the last report of each vehicle's last day, 70% of them online. */
async function loadLatest(client: pg.Client, tenantId: number, end: number): Promise<void> {
  await client.query('delete from vehicle_latest where vehicle_id in (select id from bench_fleet)');
  await client.query(
    `insert into vehicle_latest (vehicle_id, tenant_id, vin, online, state_at, login_at, last_seen_at, edition, iccid, frame_time, received_at,
       vehicle_at, position_at, alarm_at, extremes_at, vehicle_status, charge_status, run_mode, speed, mileage, voltage, current, soc, dcdc, gear,
       insulation, accelerator, brake, position_valid, lng, lat, alarm_level, alarm_flags, max_cell_voltage, min_cell_voltage, max_temp, min_temp)
     select f.id, $1, f.vin, f.n % 10 < 7, t, t - interval '2 hours', t, 2016, '89860' || lpad(f.n::text, 15, '0'), t, t,
       t, t, t, t, case when f.n % 10 < 7 then 1 else 2 end, case when f.n % 10 = 3 then 1 else 3 end, 1,
       case when f.n % 10 < 5 then 20 + f.n % 60 else 0 end, 8000 + f.n % 40000 + ${DAYS} * 160, 365, 30, 20 + f.n % 75, 1, 14,
       5000, 10, 0, true, 100 + (f.n % 2200) / 100.0, 23 + (f.n % 1500) / 100.0, case when f.n % 97 = 0 then 2 else 0 end, 0, 3.97, 3.9, 32, 26
     from bench_fleet f cross join lateral (select $2::timestamptz - (f.n % 600) * interval '1 second' as t) x`,
    [tenantId, new Date(end).toISOString()],
  );
}

/**
 * Before each run the fleet is live again: the loaded sessions are days old, so the server's
 * session sweep takes every vehicle offline when it starts. The same 70% come back online, seen
 * now, and the table is vacuumed as autovacuum would after such an update.
 */
export async function goLive(client: pg.Client): Promise<void> {
  await client.query(
    `update vehicle_latest set online = right(vin, 12)::int % 10 < 7, last_seen_at = now(), state_at = now() where vin like $1`,
    [`${MONITOR_VIN_PREFIX}%`],
  );
  await client.query('vacuum analyze vehicle_latest');
}

// `node --import tsx bench/monitor-load.ts`: the load alone (npm run bench -- monitor runs it when missing)
if (process.argv[1]?.endsWith('monitor-load.ts')) {
  loadMonitor().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
