import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { SimulatedTerminal } from '@chelian/simulator';
import {
  ANALYSIS_CALLS,
  ANALYSIS_IDLE_SECONDS,
  ANALYSIS_SLEEP_SECONDS,
  type AnalysisDay,
  type AnalysisDayRow,
  type AnalysisModelRow,
  type AnalysisPage,
  type AnalysisVehicleRow,
} from '@chelian/contracts/resources/analysis/index';
import { zoneMidnight } from '../src/platform/time-zone';
import { rollupMarked } from '../src/domains/analysis';
import { computeDays } from '../src/domains/analysis/rollup';
import { telemetryStore } from '../src/db/store';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';

const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
const MEASURES = [
  'reports',
  'no_position',
  'drive_seconds',
  'charge_count',
  'charge_seconds',
  'charged_soc',
  'sleep_count',
  'sleep_seconds',
  'alarm_count',
  'alarm_level1',
  'alarm_level2',
  'alarm_level3',
] as const;

interface HistoryRow {
  frame_time: Date;
  speed: number | null;
  mileage: number | null;
  soc: number | null;
  charge_status: number | null;
  position_valid: boolean | null;
  lng: number | null;
}

/** A vehicle's day straight from history and alarm episodes, written apart from the rollup's SQL. */
async function fromHistory(h: Harness, vehicleId: number, day: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const from = zoneMidnight(y, m, d, ZONE).getTime();
  const to = from + DAY;
  const rows = await query<HistoryRow>(
    h,
    `select frame_time, speed, mileage, soc, charge_status, position_valid, lng from vehicle_history
     where vehicle_id = $1 and frame_time >= $2 and frame_time < $3 order by frame_time, frame_key`,
    [vehicleId, new Date(from), new Date(to)],
  );
  const [before] = await query<HistoryRow>(
    h,
    `select charge_status from vehicle_history where vehicle_id = $1 and frame_time < $2 and frame_time >= $3
     order by frame_time desc limit 1`,
    [vehicleId, new Date(from), new Date(from - ANALYSIS_IDLE_SECONDS * 1000)],
  );
  const charging = (r: HistoryRow | undefined) => r?.charge_status === 1 || r?.charge_status === 2;
  const out = Object.fromEntries(MEASURES.map((k) => [k, 0])) as Record<(typeof MEASURES)[number], number>;
  const odometers = rows.map((r) => r.mileage).filter((x): x is number => x != null && x > 0);
  let prev = charging(before);
  let drive = 0;
  let charge = 0;
  rows.forEach((r, i) => {
    out.reports++;
    if (!r.position_valid || r.lng == null) out.no_position++;
    const next = rows[i + 1];
    const gap = next ? (next.frame_time.getTime() - r.frame_time.getTime()) / 1000 : null;
    if (charging(r) && !prev) out.charge_count++;
    prev = charging(r);
    if (gap == null) return;
    if ((r.speed ?? 0) > 0) drive += Math.min(gap, ANALYSIS_IDLE_SECONDS);
    if (charging(r)) {
      charge += Math.min(gap, ANALYSIS_IDLE_SECONDS);
      if (next!.soc != null && r.soc != null) out.charged_soc += Math.max(next!.soc - r.soc, 0);
    }
    if (gap >= ANALYSIS_SLEEP_SECONDS) {
      out.sleep_count++;
      out.sleep_seconds += gap;
    }
  });
  out.drive_seconds = Math.round(drive);
  out.charge_seconds = Math.round(charge);
  out.sleep_seconds = Math.round(out.sleep_seconds);
  const alarms = await query<{ highest_level: number }>(
    h,
    'select highest_level from alarm_episodes where vehicle_id = $1 and started_at >= $2 and started_at < $3',
    [vehicleId, new Date(from), new Date(to)],
  );
  out.alarm_count = alarms.length;
  for (const level of [1, 2, 3] as const)
    out[`alarm_level${level}`] = alarms.filter((a) => a.highest_level === level).length;
  const mileage = odometers.length ? Math.max(...odometers) - Math.min(...odometers) : 0;
  return { ...out, mileage };
}

type DayRowDb = Record<string, number | string | null>;

/** Waits until history holds `count` reports of these vehicles (frames may still be on the wire when the queue drains). */
async function stored(h: Harness, vehicleIds: number[], count: number, rollup = true) {
  await waitFor(
    async () =>
      Number(
        (
          await query<{ n: number }>(
            h,
            'select count(*)::int as n from vehicle_history where vehicle_id = any($1::bigint[])',
            [vehicleIds],
          )
        )[0]!.n,
      ),
    (n) => n >= count,
    30_000,
    `${count} reports stored`,
  );
  await settle(h);
  // what ingest marked is rolled up by the worker's job every 2 s: now, rather than waiting for it
  if (rollup) await rollupMarked(telemetryStore(h.ctx.database));
}
const dayRows = (h: Harness, vehicleId: number) =>
  query<DayRowDb>(
    h,
    'select *, day::text as day from analysis_daily where vehicle_id = $1 order by analysis_daily.day',
    [vehicleId],
  );

function expectDay(row: DayRowDb | undefined, expected: Awaited<ReturnType<typeof fromHistory>>) {
  expect(row).toBeDefined();
  for (const k of MEASURES) expect([k, Number(row![k])]).toEqual([k, expected[k]]);
  expect(Number(row!.mileage)).toBeCloseTo(expected.mileage, 6);
}

describe('daily rollups of the fleet kept by ingest, and the reports read from them', () => {
  let h: Harness;
  let token: string;
  const fleet = identities(3, 'analysis-rollups');
  const ids = new Map<string, number>();
  const terminals: SimulatedTerminal[] = [];
  // the simulated clocks begin two tenant days ago at 20:00, so the reports cross a midnight
  const now = Date.now();
  const [y, m, d] = new Date(now + 8 * 3_600_000 - 2 * DAY)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .map(Number) as [number, number, number];
  const start = zoneMidnight(y, m, d, ZONE).getTime() + 20 * 3_600_000;
  const firstDay = new Date(start + 8 * 3_600_000).toISOString().slice(0, 10);
  const secondDay = new Date(start + 8 * 3_600_000 + DAY).toISOString().slice(0, 10);
  const range = { startTime: start - DAY, endTime: start + 2 * DAY };
  const post = (path: string, body: unknown) => h.call('POST', `/api/${path}`, { token, body });

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '0' });
    token = await h.adminToken();
    for (const [vin, id] of await registerVehicles(h, fleet)) ids.set(vin, id);
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    const [series] = await query<{ id: number }>(
      h,
      `insert into vehicle_series (tenant_id, code, name) values ($1, 'ROLLUP', 'Rollup series') returning id`,
      [tenant!.id],
    );
    const [model] = await query<{ id: number }>(
      h,
      `insert into vehicle_models (tenant_id, code, name, vehicle_series_id, fuel_type)
       values ($1, 'ROLLUP-VAN', 'Rollup van', $2, 'BEV') returning id`,
      [tenant!.id, series!.id],
    );
    await query(h, 'update vehicles set vehicle_model_id = $1 where id = any($2::bigint[])', [
      model!.id,
      [...ids.values()].slice(0, 2),
    ]);
    fleet.forEach((identity, i) => {
      const t = terminal(h, identity, { startTime: start, randomAlarms: true, alarmsPerHour: 2, seed: i });
      // a low battery: the first charging session comes early
      (t.vehicle as unknown as { soc: number }).soc = 28 + i;
      terminals.push(t);
    });
    for (const t of terminals) expect(await t.login()).toBe('ok');
    // eight hours of reports every two minutes, and a pause of an hour (a sleep) in the middle
    for (let i = 0; i < 240; i++)
      for (const t of terminals) {
        t.tick(i === 120 ? 3_600_000 : 120_000);
      }
    await stored(h, [...ids.values()], 240 * terminals.length);
  }, 120_000);
  afterAll(async () => {
    for (const t of terminals) await t.stop({ logout: false }).catch(() => undefined);
    await h?.close();
  });

  it('keeps a row per vehicle and day equal to the sums straight from history', async () => {
    for (const vehicleId of ids.values()) {
      const rows = await dayRows(h, vehicleId);
      const days = rows.map((r) => r.day);
      expect(days).toEqual(expect.arrayContaining([firstDay, secondDay]));
      for (const day of [firstDay, secondDay])
        expectDay(
          rows.find((r) => r.day === day),
          await fromHistory(h, vehicleId, day),
        );
    }
    // the fleet did drive, charge, sleep and raise alarms: the comparison above compared something
    const [sum] = await query<Record<string, number>>(
      h,
      `select sum(mileage)::float8 as mileage, sum(charge_count)::int as charges, sum(sleep_count)::int as sleeps,
        sum(alarm_count)::int as alarms, sum(drive_seconds)::int as drive from analysis_daily`,
    );
    expect(Number(sum!.mileage)).toBeGreaterThan(0);
    expect(Number(sum!.drive)).toBeGreaterThan(0);
    expect(Number(sum!.charges)).toBeGreaterThan(0);
    expect(Number(sum!.sleeps)).toBeGreaterThanOrEqual(3);
    expect(Number(sum!.alarms)).toBeGreaterThan(0);
  });

  it('keeps the group rows equal to the sums of the day rows', async () => {
    const cols = [
      'reports',
      'mileage',
      'drive_seconds',
      'charge_count',
      'sleep_count',
      'alarm_count',
      'online_seconds',
    ];
    const sums = cols.map((c) => `sum(${c})::float8 as ${c}`).join(', ');
    const fromDays = await query<Record<string, number>>(
      h,
      `select day::text as day, coalesce(vehicle_model_id, 0) as model, count(*)::int as vehicles, ${sums}
       from analysis_daily group by 1, 2 order by 1, 2`,
    );
    const fromGroups = await query<Record<string, number>>(
      h,
      `select day::text as day, vehicle_model_id as model, sum(vehicles)::int as vehicles, ${sums}
       from analysis_group_daily group by 1, 2 having sum(vehicles) > 0 order by 1, 2`,
    );
    const norm = (rows: Record<string, number>[]) =>
      rows.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, k === 'day' ? v : Math.round(Number(v) * 1000)]),
        ),
      );
    expect(norm(fromGroups)).toEqual(norm(fromDays));
  });

  it('updates an earlier day when a reissued frame of that day arrives', async () => {
    const t = terminals[0]!;
    const vehicleId = ids.get(t.vin)!;
    const count = async () =>
      Number(
        (
          await query<{ n: number }>(
            h,
            'select count(*)::int as n from vehicle_history where vehicle_id = $1',
            [vehicleId],
          )
        )[0]!.n,
      );
    const reportsOf = async (day: string) =>
      Number((await dayRows(h, vehicleId)).find((r) => r.day === day)?.reports ?? 0);
    const already = await count();
    // the link drops: five reports are kept for reissue, then the clock jumps to the next day
    t.disconnect();
    const missed = Array.from({ length: 5 }, () => t.tick(60_000));
    const day = new Date(Date.parse(missed[0]!.time) + 8 * 3_600_000).toISOString().slice(0, 10);
    const before = await reportsOf(day);
    await t.connect();
    expect(await t.login()).toBe('ok');
    t.tick(DAY);
    await stored(h, [vehicleId], already + 1);
    expect(await reportsOf(day)).toBe(before);
    expect(t.reissueMissed()).toBe(5);
    await stored(h, [vehicleId], already + 6);
    expect(await reportsOf(day)).toBe(before + 5);
    expectDay(
      (await dayRows(h, vehicleId)).find((r) => r.day === day),
      await fromHistory(h, vehicleId, day),
    );
  });

  /** Sends reports one batch each (the clock moved by each step), rolled up after each; answers the days they fell on. */
  async function batchByBatch(t: SimulatedTerminal, steps: number[]): Promise<Set<string>> {
    const vehicleId = ids.get(t.vin)!;
    const [row] = await query<{ n: number }>(
      h,
      'select count(*)::int as n from vehicle_history where vehicle_id = $1',
      [vehicleId],
    );
    let count = Number(row!.n);
    const days = new Set<string>();
    for (const step of steps) {
      const body = t.tick(step);
      days.add(new Date(Date.parse(body.time) + 8 * 3_600_000).toISOString().slice(0, 10));
      await stored(h, [vehicleId], ++count);
    }
    return days;
  }

  it("adds a live vehicle's reports batch by batch to the same sums as its history", async () => {
    const t = terminals[1]!;
    const vehicleId = ids.get(t.vin)!;
    // one report per batch: each is added to its day's row from the row's last report on
    const steps = Array.from({ length: 40 }, (_, i) => (i === 20 ? ANALYSIS_SLEEP_SECONDS * 1000 : 90_000));
    const days = await batchByBatch(t, steps);
    const rows = await dayRows(h, vehicleId);
    for (const day of days)
      expectDay(
        rows.find((r) => r.day === day),
        await fromHistory(h, vehicleId, day),
      );
  });

  it('adds reports that share a data second, batch by batch, to the same sums as its history', async () => {
    const t = terminals[2]!;
    const vehicleId = ids.get(t.vin)!;
    // two reports a second (the frame time has whole seconds): the second of each pair comes in the
    // next batch, after the row's last report by key only
    const days = await batchByBatch(t, Array<number>(24).fill(500));
    const rows = await dayRows(h, vehicleId);
    for (const day of days) {
      const stored = rows.find((r) => r.day === day);
      expectDay(stored, await fromHistory(h, vehicleId, day));
      const [last] = await query<{ key: string }>(
        h,
        `select frame_key::text as key from vehicle_history where vehicle_id = $1 and frame_time = $2::timestamptz
         order by frame_key desc limit 1`,
        [vehicleId, stored!.last_at],
      );
      expect(String(stored!.last_key)).toBe(last!.key);
    }
  });

  it('counts a vehicle-day up to the report stored last when its mark was taken, and the rest at the next round', async () => {
    const t = terminals[0]!;
    const vehicleId = ids.get(t.vin)!;
    const [row] = await query<{ n: number; tenant_id: number }>(
      h,
      'select count(*)::int as n, min(tenant_id) as tenant_id from vehicle_history where vehicle_id = $1',
      [vehicleId],
    );
    // three reports stored while a rollup runs that took its marks before the last two
    for (let i = 0; i < 3; i++) t.tick(60_000);
    await stored(h, [vehicleId], Number(row!.n) + 3, false);
    const [, first] = await query<{ at: Date; key: string }>(
      h,
      `select frame_time as at, frame_key::text as key from vehicle_history where vehicle_id = $1
       order by frame_time desc, frame_key desc limit 3`,
      [vehicleId],
    ).then((rows) => [rows, rows[2]!] as const);
    const day = new Date(first.at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const until = { at: first.at.getTime(), key: Number(first.key) };
    // computed, not written: the worker's own job may roll the day up meanwhile
    const [counted] = await telemetryStore(h.ctx.database).transaction((tx) =>
      computeDays(tx, Number(row!.tenant_id), ZONE, [{ vehicleId, day, until }]),
    );
    const [upTo] = await query<{ n: number }>(
      h,
      `select count(*)::int as n from vehicle_history where vehicle_id = $1 and frame_time >= $2::timestamptz
         and (frame_time, frame_key) <= ($3::timestamptz, $4::bigint)`,
      [
        vehicleId,
        zoneMidnight(...(day.split('-').map(Number) as [number, number, number]), ZONE),
        first.at,
        first.key,
      ],
    );
    expect(counted!.reports).toBe(upTo!.n);
    expect(String(counted!.last_key)).toBe(first.key);
    // the marks of the three are taken next: the day equals its history
    await rollupMarked(telemetryStore(h.ctx.database));
    const expected = await fromHistory(h, vehicleId, day);
    await waitFor(
      async () => (await dayRows(h, vehicleId)).find((r) => r.day === day),
      (r) => Number(r?.reports) === expected.reports,
      10_000,
      'the day rolled up',
    );
    expectDay(
      (await dayRows(h, vehicleId)).find((r) => r.day === day),
      expected,
    );
  });

  it('rebuilds a day from history to the same rows', async () => {
    const before = await query<DayRowDb>(
      h,
      `select vehicle_id, ${MEASURES.join(', ')}, mileage from analysis_daily where day = $1 order by vehicle_id`,
      [firstDay],
    );
    await query(h, 'update analysis_daily set reports = 0, mileage = 0 where day = $1', [firstDay]);
    const res = await post(ANALYSIS_CALLS.rebuild.path, { day: firstDay });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ day: firstDay, vehicles: before.length });
    const after = await query<DayRowDb>(
      h,
      `select vehicle_id, ${MEASURES.join(', ')}, mileage from analysis_daily where day = $1 order by vehicle_id`,
      [firstDay],
    );
    expect(after).toEqual(before);
  });

  it('answers the reports from the rollups: per vehicle, per model, per day, and exports the table', async () => {
    const rows = await query<Record<string, number>>(
      h,
      `select vehicle_id, sum(mileage)::float8 as mileage, sum(charge_count)::int as charges, sum(alarm_count)::int as alarms
       from analysis_daily group by vehicle_id`,
    );
    const page = (
      await post(ANALYSIS_CALLS.runningPage.path, { ...range, size: 50 })
    ).json() as AnalysisPage<AnalysisVehicleRow>;
    const mine = page.items.filter((r) => ids.has(r.vin));
    expect(mine).toHaveLength(3);
    for (const r of mine) {
      const sums = rows.find((x) => Number(x.vehicle_id) === r.vehicleId)!;
      expect(r.mileage).toBeCloseTo(Math.round(Number(sums.mileage) * 10) / 10, 6);
      expect(r.chargeCount).toBe(Number(sums.charges));
      expect(r.alarmCount).toBe(Number(sums.alarms));
    }
    const models = (
      await post(ANALYSIS_CALLS.runningPage.path, { ...range, codeType: 1 })
    ).json() as AnalysisPage<AnalysisModelRow>;
    const van = models.items.find((m) => m.modelName === 'Rollup van')!;
    expect(van.vehicles).toBe(2);
    const series = (await post(ANALYSIS_CALLS.mileageSeries.path, range)).json() as AnalysisDay[];
    const total = Math.round(mine.reduce((s, r) => s + r.mileage, 0));
    expect(Math.round(series.reduce((s, d) => s + d.mileage, 0))).toBe(total);
    expect(series.find((s) => s.date === firstDay)!.active).toBe(3);

    // the sleeps list: the hour's pause of every vehicle
    const sleeps = (
      await post(ANALYSIS_CALLS.hibernatePage.path, { ...range, size: 50 })
    ).json() as AnalysisPage<AnalysisDayRow>;
    expect(sleeps.items.filter((r) => ids.has(r.vin)).length).toBeGreaterThanOrEqual(3);
    expect(sleeps.items.every((r) => r.sleepCount > 0)).toBe(true);

    const file = await post(ANALYSIS_CALLS.runningExport.path, { ...range, vin: fleet[0]!.vin });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const row = mine.find((r) => r.vin === fleet[0]!.vin)!;
    expect(sheet.getRow(2).getCell(1).value).toBe(row.vin);
    expect(sheet.getRow(2).getCell(5).value).toBe(row.mileage);
  });

  it("shows another tenant's administrator none of these vehicles", async () => {
    const { fleet: other } = await h.demoTokens();
    const call = (path: string) =>
      h.call('POST', `/api/${path}`, { token: other, body: { ...range, size: 50 } });
    const page = (await call(ANALYSIS_CALLS.runningPage.path)).json() as AnalysisPage<AnalysisVehicleRow>;
    expect(page.items.some((r) => ids.has(r.vin))).toBe(false);
    const series = (await call(ANALYSIS_CALLS.mileageSeries.path)).json() as AnalysisDay[];
    expect(series.find((d) => d.date === firstDay)!.active).toBe(0);
  });

  it('checks the range and the permission', async () => {
    const bad = await post(ANALYSIS_CALLS.chargePage.path, {
      startTime: range.endTime,
      endTime: range.startTime,
    });
    expect(bad.statusCode).toBe(400);
    const long = await post(ANALYSIS_CALLS.chargePage.path, { startTime: 1, endTime: 400 * DAY });
    expect(long.statusCode).toBe(400);
    const anonymous = await h.call('POST', `/api/${ANALYSIS_CALLS.chargePage.path}`, { body: range });
    expect(anonymous.statusCode).toBe(401);
  });
});
