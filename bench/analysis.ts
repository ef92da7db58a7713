import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { MEASURE_COLUMNS } from '../apps/server/src/domains/analysis';
import { ANALYSIS_CALLS } from '../packages/contracts/src/resources/analysis/index';
import { ANALYSIS_MORE_CALLS } from '../packages/contracts/src/resources/analysis/more';
import {
  benchConfig,
  loaded,
  loadSeconds,
  markLoaded,
  migrateAndSeedDemo,
  namedDatabase,
  platformTenant,
  seedFleet,
  vinOf,
} from './fleet';
import { latency, signInAdmin, timed, type Api } from './api';
import type { Figure } from './support';

export const ANALYSIS_DB = 'bench_analysis';
const VEHICLES = Number(process.env.BENCH_ANALYSIS_VEHICLES ?? 100_000);
const DAYS = 365;
const PREFIX = 'LCBAN';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench@2026';
const LOAD_NAME = `analysis-${VEHICLES}x${DAYS}`;
const DAY = 86_400_000;
/** the loaded year ends on this day (Beijing), so reruns measure the same rows */
const LAST_DAY = '2026-10-31';

/**
 * Seeds bench_analysis once: the demo, VEHICLES vehicles, and a day row per vehicle and day of a
 * year (generate_series; values vary with vehicle and day), then the group rows summed from them.
 * The day rows go in without their secondary indexes, which are built afterwards.
 */
async function load(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await loaded(client, LOAD_NAME)) return await loadSeconds(client, LOAD_NAME);
    const started = Date.now();
    await migrateAndSeedDemo(url, PASSWORD);
    await client.query('set maintenance_work_mem = 1048576');
    await client.query('set synchronous_commit = off');
    const tenantId = await platformTenant(client);
    await seedFleet(client, tenantId, VEHICLES, PREFIX);
    await client.query('truncate analysis_daily, analysis_group_daily');
    for (const index of [
      'analysis_daily_day',
      'analysis_daily_sleep',
      'analysis_daily_no_position',
      'analysis_daily_alarm',
      'analysis_daily_anomaly',
    ])
      await client.query(`drop index if exists ${index}`);
    await client.query(
      `insert into analysis_daily (tenant_id, vehicle_id, day, vehicle_model_id, org_id, reports, no_position, mileage,
         drive_seconds, charge_count, charge_seconds, charged_soc, online_seconds, sleep_count, sleep_seconds,
         alarm_count, alarm_level1, alarm_level2, alarm_level3, odometer_min, odometer_max, first_at, last_at, lng, lat, province)
       select $1, v.id, d.day, v.vehicle_model_id, v.org_id, 60 + h % 200, case when h % 13 = 0 then h % 40 else 0 end,
         (h % 2500) / 10.0, (h % 2500) * 9, (h % 3 = 0)::int, (h % 3 = 0)::int * (1800 + h % 3600), (h % 3 = 0)::int * (20 + h % 60),
         20000 + h % 30000, h % 4, (h % 4) * (1800 + h % 7200), (h % 31 = 0)::int, (h % 31 = 0 and h % 3 = 0)::int,
         (h % 31 = 0 and h % 3 = 1)::int, (h % 31 = 0 and h % 3 = 2)::int, 1000 + v.id, 1000 + v.id + (h % 2500) / 10.0,
         d.day + time '06:00' - interval '8 hours', d.day + time '22:00' - interval '8 hours', 116.4, 39.9, '110000'
       from vehicles v
       cross join generate_series($2::date - ($3::int - 1), $2::date, interval '1 day') as g(at)
       cross join lateral (select g.at::date as day, abs(hashint8(v.id * 1000 + extract(doy from g.at)::bigint)) as h) d
       where v.tenant_id = $1 and v.vin like $4`,
      [tenantId, LAST_DAY, DAYS, `${PREFIX}%`],
    );
    await client.query(
      'create index analysis_daily_day on analysis_daily using btree (tenant_id, day, vehicle_id)',
    );
    await client.query(
      'create index analysis_daily_sleep on analysis_daily using btree (tenant_id, day, vehicle_id) where sleep_count > 0',
    );
    await client.query(
      'create index analysis_daily_no_position on analysis_daily using btree (tenant_id, day, vehicle_id) where no_position > 0',
    );
    await client.query(
      'create index analysis_daily_alarm on analysis_daily using btree (tenant_id, day, vehicle_id, alarm_count, alarm_level1, alarm_level2, alarm_level3) where alarm_count > 0',
    );
    await client.query(
      'create index analysis_daily_anomaly on analysis_daily using btree (tenant_id, day, vehicle_id) where alarm_count > 0 or no_position > 0',
    );
    const sums = MEASURE_COLUMNS;
    await client.query(
      `insert into analysis_group_daily (tenant_id, day, vehicle_model_id, org_id, vehicles, active, online, ${sums.join(', ')})
       select tenant_id, day, coalesce(vehicle_model_id, 0), coalesce(org_id, 0), count(*), count(*) filter (where reports > 0),
         count(*) filter (where online_seconds > 0), ${sums.map((c) => `sum(${c})`).join(', ')}
       from analysis_daily group by 1, 2, 3, 4`,
    );
    // the fleet was just bulk-loaded: without its statistics the planner takes the tenant for 30 vehicles
    await client.query('analyze vehicles');
    await client.query('vacuum analyze analysis_daily');
    await client.query('vacuum analyze analysis_group_daily');
    const seconds = Math.round((Date.now() - started) / 1000);
    await markLoaded(client, LOAD_NAME, seconds);
    return seconds;
  } finally {
    await client.end();
  }
}

/**
 * The fleet's latest state for the groups by area and model: a position per vehicle spread over
 * eastern China (about 20 provinces), states varied. Added when missing (an earlier load has none).
 */
async function loadLatest(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tenantId = await platformTenant(client);
    const [row] = (
      await client.query<{ n: string }>(
        'select count(*) as n from vehicle_latest where tenant_id = $1 and vin like $2',
        [tenantId, `${PREFIX}%`],
      )
    ).rows;
    if (Number(row!.n) >= VEHICLES) return;
    await client.query(
      `insert into vehicle_latest (vehicle_id, tenant_id, vin, online, frame_time, position_at, vehicle_status, charge_status,
         speed, mileage, soc, position_valid, lng, lat, alarm_level)
       select v.id, $1, v.vin, v.id % 10 < 7, now(), now(), 1, case when v.id % 10 = 3 then 1 else 3 end,
         case when v.id % 10 < 5 then 20 + v.id % 60 else 0 end, 8000 + v.id % 40000, 20 + v.id % 75, true,
         103 + (v.id % 1900) / 100.0, 23 + (v.id % 1500) / 100.0, case when v.id % 97 = 0 then 2 else 0 end
       from vehicles v where v.tenant_id = $1 and v.vin like $2
       on conflict (vehicle_id) do nothing`,
      [tenantId, `${PREFIX}%`],
    );
    await client.query('analyze vehicle_latest');
  } finally {
    await client.end();
  }
}

async function references(url: string): Promise<{ models: number[]; orgs: number[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tenantId = await platformTenant(client);
    const ids = async (table: string) =>
      (
        await client.query<{ id: string }>(`select id from ${table} where tenant_id = $1 order by id`, [
          tenantId,
        ])
      ).rows.map((r) => Number(r.id));
    return { models: await ids('vehicle_models'), orgs: await ids('organisations') };
  } finally {
    await client.end();
  }
}

async function measure(api: Api, url: string): Promise<Figure[]> {
  const { models, orgs } = await references(url);
  // the year ends at the end of LAST_DAY in Beijing
  const end = Date.parse(`${LAST_DAY}T16:00:00Z`) - 1;
  const year = { startTime: end + 1 - DAYS * DAY, endTime: end };
  const month = (i: number) => ({
    startTime: end + 1 - (30 + (i % 60)) * DAY,
    endTime: end - (i % 60) * DAY,
  });
  const post = (path: string, body: unknown) => api.call('POST', `/api/${path}`, body);
  const scenarios: { label: string; call: (i: number) => Promise<unknown>; target?: number }[] = [
    {
      label: 'running, by vehicle, a year, page of 20 (pages 1-50)',
      call: (i) => post(ANALYSIS_CALLS.runningPage.path, { ...year, size: 20, current: 1 + (i % 50) }),
      target: 300,
    },
    {
      label: 'running, by vehicle, a year, one model',
      call: (i) =>
        post(ANALYSIS_CALLS.runningPage.path, {
          ...year,
          size: 20,
          vehicleModelId: models[i % models.length],
        }),
      target: 300,
    },
    {
      label: 'running, by model, a year',
      call: () => post(ANALYSIS_CALLS.runningPage.path, { ...year, codeType: 1, size: 50 }),
      target: 300,
    },
    {
      label: 'mileage per day, a year, the fleet',
      call: () => post(ANALYSIS_CALLS.mileageSeries.path, year),
      target: 300,
    },
    {
      label: 'charges per day, a year, one organisation',
      call: (i) => post(ANALYSIS_CALLS.chargeSeries.path, { ...year, orgId: orgs[i % orgs.length] }),
      target: 300,
    },
    {
      label: 'alarms per day, a month, a VIN (day rows)',
      call: (i) =>
        post(ANALYSIS_CALLS.alarmSeries.path, {
          ...month(i),
          vin: vinOf(PREFIX, 1 + ((i * 7919) % VEHICLES)),
        }),
      target: 300,
    },
    {
      label: 'sleeps list, 30-90 days, page of 20',
      call: (i) => post(ANALYSIS_CALLS.hibernatePage.path, { ...month(i), size: 20, current: 1 + (i % 20) }),
      target: 300,
    },
    {
      label: 'reports without position, 30-90 days, page of 20',
      call: (i) => post(ANALYSIS_CALLS.noPositioningPage.path, { ...month(i), size: 20 }),
      target: 300,
    },
    {
      label: 'GB alarm level top 10, 31 days, the fleet',
      call: (i) =>
        post(ANALYSIS_MORE_CALLS.gbAlarmLevelTop.path, {
          startTime: end + 1 - (31 + (i % 60)) * DAY,
          endTime: end - (i % 60) * DAY,
          size: 10,
        }),
      target: 300,
    },
    {
      label: 'GB alarm level top 10, 30 days, one model',
      call: (i) =>
        post(ANALYSIS_MORE_CALLS.gbAlarmLevelTop.path, {
          startTime: end + 1 - (30 + (i % 60)) * DAY,
          endTime: end - (i % 60) * DAY,
          size: 10,
          vehicleModelId: models[i % models.length],
        }),
      target: 300,
    },
    {
      label: 'anomaly list, 30-90 days, page of 20',
      call: (i) => post(ANALYSIS_CALLS.anomalyPage.path, { ...month(i), size: 20, current: 1 + (i % 20) }),
      target: 300,
    },
    {
      label: 'vehicles now by province (every position located)',
      call: () => post(ANALYSIS_MORE_CALLS.realtimeByProvince.path, {}),
      target: 300,
    },
    {
      label: 'vehicles now by model',
      call: () => post(ANALYSIS_MORE_CALLS.realtimeByModel.path, {}),
      target: 300,
    },
    {
      label: "a province's vehicles now, page of 20",
      call: (i) =>
        post(ANALYSIS_MORE_CALLS.realtimePage.path, { province: '440000', size: 20, current: 1 + (i % 20) }),
      target: 300,
    },
    {
      label: "a vehicle's year per day (top-4 charts)",
      call: (i) =>
        post(ANALYSIS_MORE_CALLS.driveTop4.path, {
          ...year,
          vin: vinOf(PREFIX, 1 + ((i * 7919) % VEHICLES)),
        }),
      target: 300,
    },
  ];
  const figures: Figure[] = [];
  for (const s of scenarios) figures.push(...latency(s.label, await timed(RUNS, s.call), s.target));
  const exportTimes = await timed(2, () => post(ANALYSIS_CALLS.mileageExport.path, { ...month(0) }), 1);
  figures.push(...latency('mileage export, a month, 10,000 vehicles (xlsx)', exportTimes));
  return figures;
}

export async function run(): Promise<Figure[]> {
  const { url, drop } = await namedDatabase(ANALYSIS_DB);
  const seeded = await load(url);
  await loadLatest(url);
  const figures: Figure[] = [
    {
      name: `seed ${VEHICLES.toLocaleString('en-US')} vehicles x ${DAYS} days of day rows (generate_series, indexes after; first run only)`,
      value: seeded,
      unit: 's',
    },
  ];
  const server = await buildApp({ config: benchConfig(url, PASSWORD) });
  try {
    figures.push(...(await measure(await signInAdmin(server, PASSWORD), url)));
  } finally {
    await server.close();
    if (process.env.BENCH_DROP === '1') await drop();
  }
  return figures;
}
