import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LIMITS, text, type Language, type TextKey } from '@chelian/contracts';
import { provinceAt } from '@chelian/contracts/geo/locate';
import { MAP_STATES, type DayTravel, type MapState, type Trip } from '@chelian/contracts/monitor';
import { GB_ALARM_FLAGS } from '@chelian/contracts/resources/alarm/records';
import { ANALYSIS_IDLE_SECONDS, type AnalysisPage } from '@chelian/contracts/resources/analysis/index';
import {
  ANALYSIS_TOP_RANGE_DAYS,
  CHARGE_TIME_FRAME_DAYS,
  type AnalysisTopQuery,
  type ChargeHour,
  type DriveTop4,
  type GbAlarmCodeTop,
  type GbAlarmLevelTop,
  type RealtimeGroup,
  type RealtimeExportQuery,
  type RealtimeGroupQuery,
  type RealtimePageQuery,
  type RealtimeVehicleRow,
  type SingleVehicleQuery,
} from '@chelian/contracts/resources/analysis/more';
import type { Database } from '../../db/client';
import { containing } from '../../db/like';
import { badRequest, notFound } from '../../platform/errors';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';
import { withinVehicleScope, type VehicleScope } from '../../platform/vehicle-scope';
import { daysTravel, mapStateCode, travel } from '../monitor';
import { reportRange, vehicleFilter } from './reports';

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);
const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const hours = (seconds: unknown) => round(n(seconds) / 3600, 2);

/** The instants of a range of the tenant's days: from the first day's midnight to the one after the last. */
const dayBounds = (startDay: string, endDay: string, zone: string) => ({
  from: sql`(${startDay}::date::timestamp at time zone ${zone})`,
  to: sql`((${endDay}::date + 1)::timestamp at time zone ${zone})`,
});

/** A top list's range: the report's checks, and at most ANALYSIS_TOP_RANGE_DAYS. */
async function topRange(db: Database, scope: VehicleScope, q: AnalysisTopQuery) {
  const range = await reportRange(db, scope.tenantId, { ...q, current: 1, size: q.size });
  if (q.endTime - q.startTime > ANALYSIS_TOP_RANGE_DAYS * 86_400_000)
    throw badRequest('TIME_RANGE_LIMIT', { days: ANALYSIS_TOP_RANGE_DAYS });
  return range;
}

/**
 * gbAlarm/levelTop: the vehicles with the most GB alarm episodes begun in the range, with their
 * levels, from the day rows that have alarms: the partial index analysis_daily_alarm carries the
 * alarm columns, so the sums are an index-only scan of the vehicle-days with alarms (a month of
 * 100,000 vehicles alarming on one day in 31 is about 97,000 of them), grouped by vehicle before the
 * top ten are joined to their vehicles. Filters (organisation, model, VIN, a dealer's scope) narrow
 * the vehicles first.
 */
export async function gbAlarmLevelTop(
  db: Database,
  scope: VehicleScope,
  q: AnalysisTopQuery,
): Promise<GbAlarmLevelTop[]> {
  const range = await topRange(db, scope, q);
  const narrowed = Boolean(q.orgId || q.vehicleModelId || q.vin || scope.dealerOrgId != null);
  const rows = await db.rows<Row>(sql`
    with t as (
      select d.vehicle_id, sum(d.alarm_count)::int as alarm_count, sum(d.alarm_level1)::int as l1,
        sum(d.alarm_level2)::int as l2, sum(d.alarm_level3)::int as l3
      from analysis_daily d
      where d.tenant_id = ${scope.tenantId} and d.day between ${range.startDay}::date and ${range.endDay}::date
        and d.alarm_count > 0
        ${narrowed ? sql`and d.vehicle_id in (select v.id from vehicles v where ${vehicleFilter(scope, { ...q, current: 1 })})` : sql``}
      group by d.vehicle_id
      order by alarm_count desc, l3 desc, d.vehicle_id limit ${q.size})
    select t.*, v.vin, v.plate from t join vehicles v on v.id = t.vehicle_id
    order by t.alarm_count desc, t.l3 desc, t.vehicle_id`);
  return rows.map((r) => ({
    vehicleId: n(r.vehicle_id),
    vin: String(r.vin),
    plate: (r.plate as string | null) ?? null,
    alarmCount: n(r.alarm_count),
    alarmLevel1: n(r.l1),
    alarmLevel2: n(r.l2),
    alarmLevel3: n(r.l3),
  }));
}

/**
 * gbAlarm/codeTop: the general alarm flags (GB/T 32960 bits 0-27) seen in the most episodes begun
 * in the range, and on how many vehicles. The episodes are read by (tenant, started_at)
 * (alarm_episodes_tenant) and each is tested against the 28 bits: the cost follows the episodes of
 * the range, not the fleet (see the analysis bench in bench/RESULTS.md).
 */
export async function gbAlarmCodeTop(
  db: Database,
  scope: VehicleScope,
  q: AnalysisTopQuery,
): Promise<GbAlarmCodeTop[]> {
  const range = await topRange(db, scope, q);
  const { from, to } = dayBounds(range.startDay, range.endDay, await tenantTimeZone(db.db, scope.tenantId));
  const rows = await db.rows<Row>(sql`
    select b.bit, count(*)::int as count, count(distinct e.vehicle_id)::int as vehicles
    from alarm_episodes e join vehicles v on v.id = e.vehicle_id
      cross join generate_series(0, ${GB_ALARM_FLAGS.length - 1}) as b(bit)
    where e.tenant_id = ${scope.tenantId} and e.started_at >= ${from} and e.started_at < ${to}
      and (e.flags >> b.bit) & 1 = 1 and ${vehicleFilter(scope, { ...q, current: 1 })}
    group by b.bit order by count desc, b.bit limit ${q.size}`);
  return rows.map((r) => ({
    bit: n(r.bit),
    flag: GB_ALARM_FLAGS[n(r.bit)]!,
    count: n(r.count),
    vehicles: n(r.vehicles),
  }));
}

/** The vehicles now of a scope and the group filters, as a condition on `v` (vehicles) and vehicle_latest. */
function latestFilter(scope: VehicleScope, q: RealtimeGroupQuery & { vin?: string }): SQL {
  const parts = [sql`v.tenant_id = ${scope.tenantId}`, sql`vehicle_latest.tenant_id = ${scope.tenantId}`];
  if (q.orgId) parts.push(sql`v.org_id = ${q.orgId}`);
  if (q.vehicleModelId) parts.push(sql`v.vehicle_model_id = ${q.vehicleModelId}`);
  if (q.vin) parts.push(sql`v.vin ilike ${containing(q.vin)}`);
  const within = withinVehicleScope(scope, sql`v.id`);
  if (within) parts.push(within);
  return sql.join(parts, sql` and `);
}

const emptyStates = () => Object.fromEntries(MAP_STATES.map((s) => [s, 0])) as Record<MapState, number>;

/**
 * The positioned vehicles of a scope, column-wise (ids, vins, positions, state codes): PostgreSQL
 * builds the arrays (100,000 rows as objects cost more than the counting, as getCountByProvince).
 */
async function positions(db: Database, scope: VehicleScope, q: RealtimeGroupQuery & { vin?: string }) {
  const [row] = await db.rows<{ body: string }>(sql`
    select json_build_object('ids', coalesce(json_agg(v.id), '[]'::json), 'vins', coalesce(json_agg(v.vin), '[]'::json),
      'lng', coalesce(json_agg(vehicle_latest.lng), '[]'::json), 'lat', coalesce(json_agg(vehicle_latest.lat), '[]'::json),
      'states', coalesce(json_agg(${mapStateCode}), '[]'::json))::text as body
    from vehicle_latest join vehicles v on v.id = vehicle_latest.vehicle_id
    where ${latestFilter(scope, q)} and vehicle_latest.lng is not null and vehicle_latest.lat is not null`);
  return JSON.parse(row!.body) as {
    ids: number[];
    vins: string[];
    lng: number[];
    lat: number[];
    states: number[];
  };
}

/**
 * vehicleRealtime/groupProvince: positioned vehicles now per province of their last fix (the
 * province outlines' lookup) and state, most first; provinces without vehicles left out.
 */
export async function realtimeByProvince(
  db: Database,
  scope: VehicleScope,
  q: RealtimeGroupQuery,
  lang: Language,
): Promise<RealtimeGroup[]> {
  const p = await positions(db, scope, q);
  const groups = new Map<string, RealtimeGroup>();
  for (let i = 0; i < p.lng.length; i++) {
    const province = provinceAt(p.lng[i]!, p.lat[i]!);
    if (!province) continue;
    let g = groups.get(province.code);
    if (!g) {
      g = { key: province.code, name: province.name[lang], total: 0, states: emptyStates() };
      groups.set(province.code, g);
    }
    g.total += 1;
    g.states[MAP_STATES[p.states[i]!] ?? 'parked'] += 1;
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

/** vehicleRealtime/groupModel: vehicles now per model and state (one grouped pass over vehicle_latest). */
export async function realtimeByModel(
  db: Database,
  scope: VehicleScope,
  q: RealtimeGroupQuery,
): Promise<RealtimeGroup[]> {
  const rows = await db.rows<Row>(sql`
    select coalesce(v.vehicle_model_id, 0) as model_id, m.name, ${mapStateCode} as state, count(*)::int as count
    from vehicle_latest join vehicles v on v.id = vehicle_latest.vehicle_id
      left join vehicle_models m on m.id = v.vehicle_model_id
    where ${latestFilter(scope, q)}
    group by 1, 2, 3`);
  const groups = new Map<string, RealtimeGroup>();
  for (const r of rows) {
    const key = String(n(r.model_id));
    let g = groups.get(key);
    if (!g) {
      g = { key, name: (r.name as string | null) ?? null, total: 0, states: emptyStates() };
      groups.set(key, g);
    }
    g.total += n(r.count);
    g.states[MAP_STATES[n(r.state)] ?? 'parked'] += n(r.count);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

/**
 * vehicleRealtime/page: the vehicles (of a province: found by their last fix as the groups count
 * them) in VIN order with their current state; only the page's rows are read in full.
 */
export async function realtimePage(
  db: Database,
  scope: VehicleScope,
  q: RealtimePageQuery,
  lang: Language,
): Promise<AnalysisPage<RealtimeVehicleRow>> {
  const offset = (q.current - 1) * q.size;
  let ids: number[];
  let total: number;
  if (q.province) {
    const p = await positions(db, scope, q);
    const inside = p.ids
      .map((id, i) => ({ id, vin: p.vins[i]!, i }))
      .filter(({ i }) => provinceAt(p.lng[i]!, p.lat[i]!)?.code === q.province)
      .sort((a, b) => a.vin.localeCompare(b.vin));
    total = inside.length;
    ids = inside.slice(offset, offset + q.size).map((x) => x.id);
  } else {
    const [list, count] = await Promise.all([
      db.rows<{ id: number }>(sql`
        select v.id from vehicle_latest join vehicles v on v.id = vehicle_latest.vehicle_id
        where ${latestFilter(scope, q)} order by v.vin limit ${q.size} offset ${offset}`),
      db.rows<{ total: number }>(sql`
        select count(*)::int as total from vehicle_latest join vehicles v on v.id = vehicle_latest.vehicle_id
        where ${latestFilter(scope, q)}`),
    ]);
    ids = list.map((r) => n(r.id));
    total = n(count[0]?.total);
  }
  const rows = ids.length
    ? await db.rows<Row>(sql`
        select v.id, v.vin, v.plate, m.name as model_name, o.name as org_name, vehicle_latest.lng, vehicle_latest.lat,
          ${mapStateCode} as state, vehicle_latest.speed, vehicle_latest.soc, vehicle_latest.mileage, vehicle_latest.frame_time
        from vehicle_latest join vehicles v on v.id = vehicle_latest.vehicle_id
          left join vehicle_models m on m.id = v.vehicle_model_id
          left join organisations o on o.id = v.org_id
        where v.tenant_id = ${scope.tenantId} and v.id in ${ids}
        order by v.vin`)
    : [];
  return {
    items: rows.map((r) => {
      const lng = r.lng == null ? null : n(r.lng);
      const lat = r.lat == null ? null : n(r.lat);
      const province = lng != null && lat != null ? provinceAt(lng, lat) : undefined;
      return {
        vehicleId: n(r.id),
        vin: String(r.vin),
        plate: (r.plate as string | null) ?? null,
        modelName: (r.model_name as string | null) ?? null,
        orgName: (r.org_name as string | null) ?? null,
        provinceName: province ? province.name[lang] : null,
        state: MAP_STATES[n(r.state)] ?? 'parked',
        speed: r.speed == null ? null : n(r.speed),
        soc: r.soc == null ? null : n(r.soc),
        mileage: r.mileage == null ? null : n(r.mileage),
        time: r.frame_time ? new Date(r.frame_time as string).getTime() : null,
      };
    }),
    total,
    current: q.current,
  };
}

/** The columns of the area-vehicle export, as the list shows them (labels under analysis.columns). */
const REALTIME_COLUMNS = [
  'vin',
  'plate',
  'modelName',
  'orgName',
  'provinceName',
  'state',
  'speed',
  'soc',
  'odometer',
  'lastReport',
] as const;

/**
 * vehicleRealtime/export: the rows of the area-vehicle list as filtered (a province or all, in
 * VIN order), every one up to the export limit, in the caller's language and the tenant's clock.
 */
export async function realtimeSheet(
  db: Database,
  scope: VehicleScope,
  q: RealtimeExportQuery,
  lang: Language,
): Promise<{ title: string; buffer: Buffer }> {
  const { items } = await realtimePage(db, scope, { ...q, current: 1, size: LIMITS.exportRows }, lang);
  const zone = await tenantTimeZone(db.db, scope.tenantId);
  const say = (key: string) => text(key as TextKey)[lang];
  const title = say('analysis.titles.areaVehicle');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.addRow(REALTIME_COLUMNS.map((c) => say(`analysis.columns.${c}`))).font = { bold: true };
  for (const r of items)
    sheet.addRow([
      r.vin,
      r.plate,
      r.modelName,
      r.orgName,
      r.provinceName,
      say(`analysis.states.${r.state}`),
      r.speed,
      r.soc,
      r.mileage,
      r.time == null ? null : zonedTime(r.time, zone),
    ]);
  sheet.columns.forEach((c) => (c.width = 18));
  return { title, buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** The vehicle of a VIN in the caller's tenant and scope (404 otherwise, as for any vehicle it cannot see). */
async function vehicleOf(db: Database, scope: VehicleScope, vin: string): Promise<number> {
  const within = withinVehicleScope(scope, sql`v.id`);
  const [row] = await db.rows<{ id: number }>(sql`
    select v.id from vehicles v where v.tenant_id = ${scope.tenantId} and v.vin = ${vin.toUpperCase()}
      ${within ? sql`and ${within}` : sql``}`);
  if (!row) throw notFound();
  return n(row.id);
}

/**
 * vehicleDriveDetail/top4Charts: a vehicle's day rows of the range (at most a year: 366 rows read
 * by the day rows' primary key), every day listed, and their sums.
 */
export async function driveTop4(
  db: Database,
  scope: VehicleScope,
  q: SingleVehicleQuery,
): Promise<DriveTop4> {
  const range = await reportRange(db, scope.tenantId, { ...q, current: 1, size: 1 });
  const vehicleId = await vehicleOf(db, scope, q.vin);
  const rows = await db.rows<Row>(sql`
    with days as (select generate_series(${range.startDay}::date, ${range.endDay}::date, interval '1 day')::date as day)
    select days.day::text as date, d.mileage, d.drive_seconds, d.charged_soc, d.charge_count, d.alarm_count, d.reports
    from days left join analysis_daily d on d.tenant_id = ${scope.tenantId} and d.vehicle_id = ${vehicleId} and d.day = days.day
    order by days.day`);
  const days = rows.map((r) => ({
    date: String(r.date),
    mileage: round(n(r.mileage), 1),
    driveHours: hours(r.drive_seconds),
    chargedSoc: n(r.charged_soc),
    chargeCount: n(r.charge_count),
    alarmCount: n(r.alarm_count),
  }));
  const sum = (k: 'mileage' | 'driveHours' | 'chargedSoc' | 'chargeCount' | 'alarmCount') =>
    days.reduce((s, d) => s + d[k], 0);
  return {
    vin: q.vin.toUpperCase(),
    days,
    totals: {
      mileage: round(sum('mileage'), 1),
      driveHours: round(sum('driveHours'), 2),
      chargedSoc: sum('chargedSoc'),
      chargeCount: sum('chargeCount'),
      alarmCount: sum('alarmCount'),
      driveDays: rows.filter((r) => n(r.drive_seconds) > 0).length,
    },
  };
}

/**
 * vehicleChargeDetail/chargeTimeFrame: a vehicle's charges begun and charging time per hour of the
 * tenant's day over at most 30 days of its history (the rollups keep no hours). As the rollups
 * count them: a charge begins at a report charging (state 1 or 2) after one that was not; the time
 * to the next report, up to the idle limit, is charging time, on the hour of the report. A month
 * of reports every 10 s is 260,000 rows read by (vehicle_id, frame_time).
 */
export async function chargeTimeFrame(
  db: Database,
  scope: VehicleScope,
  q: SingleVehicleQuery,
): Promise<ChargeHour[]> {
  if (q.endTime <= q.startTime) throw badRequest('TIME_RANGE_ORDER');
  if (q.endTime - q.startTime > CHARGE_TIME_FRAME_DAYS * 86_400_000)
    throw badRequest('TIME_RANGE_LIMIT', { days: CHARGE_TIME_FRAME_DAYS });
  const vehicleId = await vehicleOf(db, scope, q.vin);
  const zone = await tenantTimeZone(db.db, scope.tenantId);
  const from = new Date(q.startTime).toISOString();
  const to = new Date(q.endTime).toISOString();
  const rows = await db.rows<Row>(sql`
    with h as (
      select x.frame_time, coalesce(x.charge_status in (1, 2), false) as charging,
        coalesce(lag(coalesce(x.charge_status in (1, 2), false)) over w, false) as prev_charging,
        extract(epoch from lead(x.frame_time) over w - x.frame_time) as gap
      from vehicle_history x
      where x.vehicle_id = ${vehicleId} and x.tenant_id = ${scope.tenantId}
        and x.frame_time >= ${from}::timestamptz and x.frame_time < ${to}::timestamptz
      window w as (order by x.frame_time, x.frame_key))
    select extract(hour from h.frame_time at time zone ${zone})::int as hour,
      count(*) filter (where charging and not prev_charging)::int as sessions,
      coalesce(sum(least(gap, ${ANALYSIS_IDLE_SECONDS})) filter (where charging and gap is not null), 0)::float8 as seconds
    from h group by 1`);
  const byHour = new Map(rows.map((r) => [n(r.hour), r]));
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    sessions: n(byHour.get(hour)?.sessions),
    chargeHours: hours(byHour.get(hour)?.seconds),
  }));
}

/**
 * vehicleDriveDetail/travel: the vehicle's trips of at most 30 days of its history, found as the
 * single-vehicle monitor finds them (monitor/travel.ts: a trip ends after 5 minutes standing or 10
 * without a report), so both screens show the same trips.
 */
export async function vehicleTravel(
  db: Database,
  scope: VehicleScope,
  q: SingleVehicleQuery,
): Promise<Trip[]> {
  const vehicleId = await vehicleOf(db, scope, q.vin);
  return travel(db.db, scope.tenantId, vehicleId, q);
}

/** vehicleDriveDetail/daysTravel: the vehicle's odometer rise and trips per day of the tenant's clock (at most 30 days). */
export async function vehicleDaysTravel(
  db: Database,
  scope: VehicleScope,
  q: SingleVehicleQuery,
): Promise<DayTravel[]> {
  const vehicleId = await vehicleOf(db, scope, q.vin);
  return daysTravel(db.db, scope.tenantId, vehicleId, q);
}
