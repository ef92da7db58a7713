import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LIMITS, text, type Language } from '@chelian/contracts';
import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import {
  ANALYSIS_RANGE_DAYS,
  ANALYSIS_REPORTS,
  type AnalysisDay,
  type AnalysisDayRow,
  type AnalysisModelRow,
  type AnalysisPage,
  type AnalysisQuery,
  type AnalysisReportKey,
  type AnalysisTotals,
  type AnalysisVehicleRow,
} from '@chelian/contracts/resources/analysis/index';
import type { Database } from '../../db/client';
import { containing } from '../../db/like';
import { badRequest } from '../../platform/errors';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';
import { withinVehicleScope, type VehicleScope } from '../../platform/vehicle-scope';
import { MEASURE_COLUMNS } from './rollup';

const DAY_MS = 86_400_000;
/** Day lists count their rows up to this many (the page shows "10,000+" beyond). */
const COUNT_CAP = 10_000;

export interface ReportRange {
  startDay: string;
  endDay: string;
}

/** The tenant's days of a query's range, checked: end after start, at most a year. */
export async function reportRange(db: Database, tenantId: number, q: AnalysisQuery): Promise<ReportRange> {
  if (q.endTime <= q.startTime) throw badRequest('TIME_RANGE_ORDER');
  if (q.endTime - q.startTime > ANALYSIS_RANGE_DAYS * DAY_MS)
    throw badRequest('TIME_RANGE_LIMIT', { days: ANALYSIS_RANGE_DAYS });
  const zone = await tenantTimeZone(db.db, tenantId);
  return {
    startDay: zonedTime(q.startTime, zone).slice(0, 10),
    endDay: zonedTime(q.endTime, zone).slice(0, 10),
  };
}

/** The vehicles a query asks about, of the caller's tenant and scope, as a condition on `v`. */
export function vehicleFilter(scope: VehicleScope, q: AnalysisQuery): SQL {
  const parts = [sql`v.tenant_id = ${scope.tenantId}`];
  if (q.orgId) parts.push(sql`v.org_id = ${q.orgId}`);
  if (q.vehicleModelId) parts.push(sql`v.vehicle_model_id = ${q.vehicleModelId}`);
  if (q.vin) parts.push(sql`v.vin ilike ${containing(q.vin)}`);
  const within = withinVehicleScope(scope, sql`v.id`);
  if (within) parts.push(within);
  return sql.join(parts, sql` and `);
}

/** The group rows answer when neither a dealer's scope nor a VIN narrows the vehicles. */
const byGroups = (scope: VehicleScope, q: AnalysisQuery) => scope.dealerOrgId == null && !q.vin;

/** Sums of the measure columns of the rows aliased `d`, as the names `toTotals` reads. */
const SUMS = sql.raw(MEASURE_COLUMNS.map((c) => `coalesce(sum(d.${c}), 0)::float8 as ${c}`).join(', '));

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const hours = (seconds: unknown) => round(Number(seconds ?? 0) / 3600, 2);
type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

function toTotals(r: Row): AnalysisTotals {
  return {
    mileage: round(n(r.mileage), 1),
    driveHours: hours(r.drive_seconds),
    onlineHours: hours(r.online_seconds),
    chargeCount: n(r.charge_count),
    chargeHours: hours(r.charge_seconds),
    chargedSoc: n(r.charged_soc),
    sleepCount: n(r.sleep_count),
    sleepHours: hours(r.sleep_seconds),
    alarmCount: n(r.alarm_count),
    alarmLevel1: n(r.alarm_level1),
    alarmLevel2: n(r.alarm_level2),
    alarmLevel3: n(r.alarm_level3),
    reports: n(r.reports),
    noPosition: n(r.no_position),
  };
}

/** The fleet per day of the range (every day, zeros where nothing was kept). */
export async function daySeries(
  db: Database,
  scope: VehicleScope,
  q: AnalysisQuery,
  range: ReportRange,
): Promise<AnalysisDay[]> {
  const days = sql`select generate_series(${range.startDay}::date, ${range.endDay}::date, interval '1 day')::date as day`;
  const rows = byGroups(scope, q)
    ? await db.rows<Row>(sql`
        with days as (${days}), g as (
          select d.day, coalesce(sum(d.vehicles), 0)::int as vehicles, coalesce(sum(d.active), 0)::int as active,
            coalesce(sum(d.online), 0)::int as online, ${SUMS}
          from analysis_group_daily d
          where d.tenant_id = ${scope.tenantId} and d.day between ${range.startDay}::date and ${range.endDay}::date
            ${q.orgId ? sql`and d.org_id = ${q.orgId}` : sql``}
            ${q.vehicleModelId ? sql`and d.vehicle_model_id = ${q.vehicleModelId}` : sql``}
          group by d.day)
        select days.day::text as date, g.* from days left join g on g.day = days.day order by days.day`)
    : await db.rows<Row>(sql`
        with days as (${days}), g as (
          select d.day, count(*)::int as vehicles, count(*) filter (where d.reports > 0)::int as active,
            count(*) filter (where d.online_seconds > 0)::int as online, ${SUMS}
          from analysis_daily d join vehicles v on v.id = d.vehicle_id
          where d.tenant_id = ${scope.tenantId} and d.day between ${range.startDay}::date and ${range.endDay}::date
            and ${vehicleFilter(scope, q)}
          group by d.day)
        select days.day::text as date, g.* from days left join g on g.day = days.day order by days.day`);
  return rows.map((r) => ({
    date: String(r.date),
    vehicles: n(r.vehicles),
    active: n(r.active),
    online: n(r.online),
    ...toTotals(r),
  }));
}

/** Vehicles in VIN order with their sums over the range: the page's vehicles only are summed. */
export async function vehiclePage(
  db: Database,
  scope: VehicleScope,
  q: AnalysisQuery,
  range: ReportRange,
): Promise<AnalysisPage<AnalysisVehicleRow>> {
  const filter = vehicleFilter(scope, q);
  const [rows, count] = await Promise.all([
    db.rows<Row>(sql`
      with page as (
        select v.id, v.vin, v.plate, v.vehicle_model_id, v.org_id from vehicles v where ${filter}
        order by v.vin limit ${q.size} offset ${(q.current - 1) * q.size})
      select page.id, page.vin, page.plate, m.name as model_name, o.name as org_name, agg.*
      from page
      left join lateral (
        select ${SUMS}, count(*) filter (where d.reports > 0)::int as days from analysis_daily d
        where d.tenant_id = ${scope.tenantId} and d.vehicle_id = page.id
          and d.day between ${range.startDay}::date and ${range.endDay}::date) agg on true
      left join vehicle_models m on m.id = page.vehicle_model_id
      left join organisations o on o.id = page.org_id
      order by page.vin`),
    db.rows<{ total: number }>(sql`select count(*)::int as total from vehicles v where ${filter}`),
  ]);
  return {
    items: rows.map((r) => ({
      vehicleId: n(r.id),
      vin: String(r.vin),
      plate: (r.plate as string | null) ?? null,
      modelName: (r.model_name as string | null) ?? null,
      orgName: (r.org_name as string | null) ?? null,
      days: n(r.days),
      ...toTotals(r),
    })),
    total: n(count[0]?.total),
    current: q.current,
  };
}

/** Models with their sums over the range (every model with a row, largest mileage first). */
export async function modelRows(
  db: Database,
  scope: VehicleScope,
  q: AnalysisQuery,
  range: ReportRange,
): Promise<AnalysisModelRow[]> {
  const rows = byGroups(scope, q)
    ? await db.rows<Row>(sql`
        select d.vehicle_model_id as model_id, max(d.vehicles)::int as vehicles, coalesce(sum(d.active), 0)::int as days, ${SUMS}
        from analysis_group_daily d
        where d.tenant_id = ${scope.tenantId} and d.day between ${range.startDay}::date and ${range.endDay}::date
          ${q.orgId ? sql`and d.org_id = ${q.orgId}` : sql``}
          ${q.vehicleModelId ? sql`and d.vehicle_model_id = ${q.vehicleModelId}` : sql``}
        group by d.vehicle_model_id`)
    : await db.rows<Row>(sql`
        select coalesce(d.vehicle_model_id, 0) as model_id, count(distinct d.vehicle_id)::int as vehicles,
          count(*) filter (where d.reports > 0)::int as days, ${SUMS}
        from analysis_daily d join vehicles v on v.id = d.vehicle_id
        where d.tenant_id = ${scope.tenantId} and d.day between ${range.startDay}::date and ${range.endDay}::date
          and ${vehicleFilter(scope, q)}
        group by 1`);
  const ids = [...new Set(rows.map((r) => n(r.model_id)).filter((id) => id > 0))];
  const names = ids.length
    ? await db.rows<{ id: number; name: string }>(
        sql`select id, name from vehicle_models where tenant_id = ${scope.tenantId} and id in ${ids}`,
      )
    : [];
  const nameOf = new Map(names.map((m) => [Number(m.id), m.name]));
  // several group rows of a model (one per organisation) each count their vehicles: when the group
  // table answers, the vehicles of a model are the model's vehicles in the archive
  const counts = byGroups(scope, q)
    ? await db.rows<{ model_id: number; vehicles: number }>(sql`
        select coalesce(v.vehicle_model_id, 0) as model_id, count(*)::int as vehicles from vehicles v
        where ${vehicleFilter(scope, q)} group by 1`)
    : [];
  const countOf = new Map(counts.map((c) => [Number(c.model_id), Number(c.vehicles)]));
  return rows
    .map((r) => {
      const id = n(r.model_id);
      return {
        vehicleModelId: id > 0 ? id : null,
        modelName: id > 0 ? (nameOf.get(id) ?? null) : null,
        vehicles: countOf.get(id) ?? n(r.vehicles),
        days: n(r.days),
        ...toTotals(r),
      };
    })
    .sort((a, b) => b.mileage - a.mileage || (a.modelName ?? '').localeCompare(b.modelName ?? ''));
}

/** The conditions of the day lists. */
const DAY_CONDITIONS: Partial<Record<AnalysisReportKey, SQL>> = {
  hibernate: sql`d.sleep_count > 0`,
  noPositioning: sql`d.no_position > 0`,
  anomaly: sql`(d.alarm_count > 0 or d.no_position > 0)`,
};

/**
 * Vehicle-days of the range matching the report's condition, newest day first, in the order of the
 * condition's partial index (day, vehicle), so a page reads only its own rows.
 */
export async function dayPage(
  db: Database,
  scope: VehicleScope,
  q: AnalysisQuery,
  range: ReportRange,
  key: AnalysisReportKey,
  lang: Language,
): Promise<AnalysisPage<AnalysisDayRow>> {
  const condition = DAY_CONDITIONS[key] ?? sql`true`;
  const where = sql`d.tenant_id = ${scope.tenantId} and d.day between ${range.startDay}::date and ${range.endDay}::date
    and ${condition} and ${vehicleFilter(scope, q)}`;
  const [rows, count] = await Promise.all([
    db.rows<Row>(sql`
      select d.*, d.day::text as date, v.vin, v.plate, m.name as model_name, o.name as org_name
      from analysis_daily d join vehicles v on v.id = d.vehicle_id
      left join vehicle_models m on m.id = v.vehicle_model_id
      left join organisations o on o.id = v.org_id
      where ${where}
      order by d.day desc, d.vehicle_id desc limit ${q.size} offset ${(q.current - 1) * q.size}`),
    db.rows<{ total: number }>(sql`
      select count(*)::int as total from (select 1 from analysis_daily d join vehicles v on v.id = d.vehicle_id
      where ${where} limit ${COUNT_CAP}) c`),
  ]);
  return {
    items: rows.map((r) => {
      const province = r.province ? CHINA_PROVINCES.find((p) => p.code === r.province) : undefined;
      return {
        vehicleId: n(r.vehicle_id),
        vin: String(r.vin),
        plate: (r.plate as string | null) ?? null,
        modelName: (r.model_name as string | null) ?? null,
        orgName: (r.org_name as string | null) ?? null,
        date: String(r.date),
        firstTime: r.first_at ? new Date(r.first_at as string).getTime() : null,
        lastTime: r.last_at ? new Date(r.last_at as string).getTime() : null,
        lng: r.lng == null ? null : n(r.lng),
        lat: r.lat == null ? null : n(r.lat),
        provinceName: province ? province.name[lang] : null,
        ...toTotals(r),
      };
    }),
    total: n(count[0]?.total),
    current: q.current,
  };
}

/** The rows of a report's table for an export: every row up to the export limit. */
export async function exportSheet(
  db: Database,
  scope: VehicleScope,
  q: AnalysisQuery,
  key: AnalysisReportKey,
  lang: Language,
): Promise<{ title: string; buffer: Buffer }> {
  const range = await reportRange(db, scope.tenantId, q);
  const spec = ANALYSIS_REPORTS[key];
  const all = { ...q, current: 1, size: LIMITS.exportRows };
  const label = (k: string) => text(`analysis.columns.${k}` as Parameters<typeof text>[0])[lang];
  const measures = spec.columns as readonly string[];
  let header: string[];
  let body: (string | number | null)[][];
  let title = text(`analysis.titles.${key}` as Parameters<typeof text>[0])[lang];
  const values = (r: object) => measures.map((m) => (r as Record<string, unknown>)[m] as number);
  if (key === 'running' && q.codeType === 1) {
    title = text('analysis.titles.runningByModel')[lang];
    header = ['modelName', 'vehicles', ...measures].map(label);
    const noModel = text('analysis.noModel')[lang];
    body = (await modelRows(db, scope, q, range)).map((r) => [
      r.modelName ?? noModel,
      r.vehicles,
      ...values(r),
    ]);
  } else if (spec.rows === 'day') {
    header = ['vin', 'plate', 'modelName', 'orgName', 'date', ...measures, 'provinceName'].map(label);
    body = (await dayPage(db, scope, all, range, key, lang)).items.map((r) => [
      r.vin,
      r.plate,
      r.modelName,
      r.orgName,
      r.date,
      ...values(r),
      r.provinceName,
    ]);
  } else {
    header = ['vin', 'plate', 'modelName', 'orgName', ...measures].map(label);
    body = (await vehiclePage(db, scope, all, range)).items.map((r) => [
      r.vin,
      r.plate,
      r.modelName,
      r.orgName,
      ...values(r),
    ]);
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  for (const row of body) sheet.addRow(row);
  sheet.columns.forEach((c) => (c.width = 18));
  return { title, buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}
