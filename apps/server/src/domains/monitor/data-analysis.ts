import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LIMITS, type Language } from '@chelian/contracts';
import type { OnlineRateDay, ProvinceWorkTime, TypeCount, VehicleWork } from '@chelian/contracts/monitor';
import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { checkRange, zoneDays } from './range';
import { containing } from '../../db/like';
import { tenantTimeZone, zonedTime, zoneMidnight } from '../../platform/time-zone';

type Range = { startTime: number; endTime: number };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const hours = (seconds: unknown) => Math.round((Number(seconds ?? 0) / 3600) * 100) / 100;

/** Seconds of a session `l` inside (from_at, to_at) of bounds `b`. */
const overlap = sql`extract(epoch from (least(coalesce(l.logout_at, now()), b.to_at) - greatest(l.login_at, b.from_at)))`;
const sessionsIn = (tenantId: number) =>
  sql`l.tenant_id = ${tenantId} and l.login_at is not null and l.login_at < b.to_at and coalesce(l.logout_at, now()) > b.from_at`;

/** getOnlineRate: per day of the tenant's clock, the tenant's vehicles, those online at some time of it, and the rate. */
export async function onlineRate(db: Db, tenantId: number, range: Range): Promise<OnlineRateDay[]> {
  const { from, to } = checkRange(range, LIMITS.historyRangeDays);
  const rows = rowsOf<{ date: string; total: number; online: number }>(
    await db.execute(sql`${zoneDays(from, to, await tenantTimeZone(db, tenantId))}
      select to_char(b.start, 'YYYY-MM-DD') as date,
        (select count(*)::int from vehicles v where v.tenant_id = ${tenantId} and v.created_at < b.to_at) as total,
        (select count(distinct l.vehicle_id)::int from vehicle_logins l where ${sessionsIn(tenantId)}) as online
      from bounds b order by b.start`),
  );
  return rows.map((r) => ({
    date: r.date,
    total: Number(r.total),
    online: Number(r.online),
    rate: Number(r.total) ? Math.round((Number(r.online) / Number(r.total)) * 10000) / 10000 : 0,
  }));
}

/** workTime: hours online of the tenant's vehicles per day (the tenant's clock) of the range. */
export async function fleetDayWork(
  db: Db,
  tenantId: number,
  range: Range,
): Promise<{ date: string; hours: number }[]> {
  const { from, to } = checkRange(range, LIMITS.historyRangeDays);
  const rows = rowsOf<{ date: string; seconds: number }>(
    await db.execute(sql`${zoneDays(from, to, await tenantTimeZone(db, tenantId))}
      select to_char(b.start, 'YYYY-MM-DD') as date, coalesce(sum(${overlap}), 0)::float8 as seconds
      from bounds b left join vehicle_logins l on ${sessionsIn(tenantId)}
      group by b.start order by b.start`),
  );
  return rows.map((r) => ({ date: r.date, hours: hours(r.seconds) }));
}

function vehicleFilter(tenantId: number, q: { vin?: string; plate?: string }): SQL {
  return sql`v.tenant_id = ${tenantId}${q.vin ? sql` and v.vin ilike ${containing(q.vin)}` : sql``}${q.plate ? sql` and v.plate ilike ${containing(q.plate)}` : sql``}`;
}

interface WorkRow {
  vin: string;
  plate: string | null;
  model: string | null;
  seconds: number;
  sessions: number;
  last_login: Date | string | null;
}
const toWork = (r: WorkRow): VehicleWork => ({
  vin: r.vin,
  plate: r.plate,
  modelName: r.model,
  hours: hours(r.seconds),
  sessions: Number(r.sessions),
  lastLoginTime: r.last_login ? new Date(r.last_login).getTime() : null,
});

/** Vehicles with their time online in `bounds` (all time when null), most first, paged. */
async function workPage(
  db: Db,
  tenantId: number,
  q: { current: number; size: number; vin?: string; plate?: string },
  range: { from: Date; to: Date } | null,
  limit?: number,
) {
  const window = range
    ? sql`l.login_at < ${range.to.toISOString()}::timestamptz and coalesce(l.logout_at, now()) > ${range.from.toISOString()}::timestamptz`
    : sql`true`;
  const seconds = range
    ? sql`extract(epoch from (least(coalesce(l.logout_at, now()), ${range.to.toISOString()}::timestamptz) - greatest(l.login_at, ${range.from.toISOString()}::timestamptz)))`
    : sql`extract(epoch from (coalesce(l.logout_at, now()) - l.login_at))`;
  const where = vehicleFilter(tenantId, q);
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select v.vin, v.plate, v.model, coalesce(w.seconds, 0)::float8 as seconds, coalesce(w.sessions, 0)::int as sessions, w.last_login
      from vehicles v left join lateral (
        select sum(${seconds}) as seconds, count(*) as sessions, max(l.login_at) as last_login
        from vehicle_logins l where l.vehicle_id = v.id and l.login_at is not null and ${window}) w on true
      where ${where}
      order by coalesce(w.seconds, 0) desc, v.vin
      limit ${limit ?? q.size} offset ${limit ? 0 : (q.current - 1) * q.size}`),
    db.execute(sql`select count(*)::int as total from vehicles v where ${where}`),
  ]);
  return {
    items: rowsOf<WorkRow>(rows).map(toWork),
    total: Number(rowsOf<{ total: number }>(total)[0]?.total ?? 0),
    current: q.current,
  };
}

/** page: vehicles with their time online in all. */
export const vehicleWorkPage = (
  db: Db,
  tenantId: number,
  q: { current: number; size: number; vin?: string; plate?: string },
) => workPage(db, tenantId, q, null);

/** page/workTime: vehicles with their time online in a range of at most 30 days. */
export function rangeWorkPage(
  db: Db,
  tenantId: number,
  q: Range & { current: number; size: number; vin?: string; plate?: string },
) {
  return workPage(db, tenantId, q, checkRange(q, LIMITS.historyRangeDays));
}

/** work/time/date: the (at most 100) vehicles online on one day (YYYY-MM-DD, the tenant's clock), longest first. */
export async function dateWork(db: Db, tenantId: number, date: string): Promise<VehicleWork[]> {
  const [year, month, day] = (/^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? []).slice(1).map(Number);
  if (!year || !month || !day || month > 12 || day > 31) throw badRequest('TIME_RANGE_ORDER');
  const zone = await tenantTimeZone(db, tenantId);
  const from = zoneMidnight(year, month, day, zone);
  const to = zoneMidnight(year, month, day + 1, zone);
  return (await workPage(db, tenantId, { current: 1, size: 100 }, { from, to }, 100)).items.filter(
    (w) => w.sessions > 0,
  );
}

/** getTotalWorkTimeByProvince: hours online in all per province of each vehicle's last fix. */
export async function workTimeByProvince(
  db: Db,
  tenantId: number,
  lang: Language,
): Promise<ProvinceWorkTime[]> {
  const rows = rowsOf<{ lng: number | null; lat: number | null; seconds: number }>(
    await db.execute(sql`
      select lt.lng, lt.lat, coalesce((select sum(extract(epoch from (coalesce(l.logout_at, now()) - l.login_at)))
        from vehicle_logins l where l.vehicle_id = v.id and l.login_at is not null), 0)::float8 as seconds
      from vehicles v left join vehicle_latest lt on lt.vehicle_id = v.id where v.tenant_id = ${tenantId}`),
  );
  const byCode = new Map<string, { vehicles: number; seconds: number }>();
  for (const r of rows) {
    const code = r.lng != null && r.lat != null ? (provinceAt(Number(r.lng), Number(r.lat))?.code ?? '') : '';
    const entry = byCode.get(code) ?? { vehicles: 0, seconds: 0 };
    entry.vehicles++;
    entry.seconds += Number(r.seconds);
    byCode.set(code, entry);
  }
  return [...byCode.entries()]
    .map(([code, e]) => ({
      code,
      name: CHINA_PROVINCES.find((p) => p.code === code)?.name[lang] ?? '',
      vehicles: e.vehicles,
      hours: hours(e.seconds),
    }))
    .sort((a, b) => b.hours - a.hours || a.code.localeCompare(b.code));
}

/** provinces: the provincial-level divisions, code and name in the caller's language. */
export const provinceList = (lang: Language) =>
  CHINA_PROVINCES.map((p) => ({ code: p.code, name: p.name[lang] }));

type Names = Record<Language, string>;
const n = (zh: string, en: string, tw: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });
export const ANALYSIS_TITLES = {
  onlineRate: n('上线率', 'Online rate', '上線率'),
  province: n('区域工作时长', 'Work time by province', '區域工作時數'),
  time: n('每日工作时长', 'Work time per day', '每日工作時數'),
  total: n('累计工作时长', 'Total work time', '累計工作時數'),
  type: n('车型统计', 'Vehicles by type', '車型統計'),
};
const H = {
  date: n('日期', 'Date', '日期'),
  total: n('车辆总数', 'Vehicles', '車輛總數'),
  online: n('上线车辆', 'Online', '上線車輛'),
  rate: n('上线率(%)', 'Online rate (%)', '上線率(%)'),
  province: n('省份', 'Province', '省份'),
  hours: n('工作时长(小时)', 'Work time (h)', '工作時數(小時)'),
  plate: n('车牌号', 'Plate', '車牌號'),
  model: n('车型', 'Model', '車型'),
  sessions: n('上线次数', 'Sessions', '上線次數'),
  lastLogin: n('最近登入', 'Last login', '最近登入'),
  type: n('车辆类型', 'Type', '車輛類型'),
  noSeries: n('无车系', 'No series', '無車系'),
};

/** One sheet of the given header and rows as xlsx. */
export async function sheet(
  lang: Language,
  header: Names[],
  rows: (string | number | null)[][],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Sheet');
  ws.addRow(header.map((h) => h[lang]));
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const onlineRateSheet = (lang: Language, list: OnlineRateDay[]) =>
  sheet(
    lang,
    [H.date, H.total, H.online, H.rate],
    list.map((d) => [d.date, d.total, d.online, Math.round(d.rate * 10000) / 100]),
  );
export const provinceSheet = (lang: Language, list: ProvinceWorkTime[]) =>
  sheet(
    lang,
    [H.province, H.total, H.hours],
    list.map((p) => [p.name, p.vehicles, p.hours]),
  );
export const timeSheet = (lang: Language, list: { date: string; hours: number }[]) =>
  sheet(
    lang,
    [H.date, H.hours],
    list.map((d) => [d.date, d.hours]),
  );
export const typeSheet = (lang: Language, list: TypeCount[]) =>
  sheet(
    lang,
    [H.type, H.total, H.online],
    list.map((c) => [c.name || H.noSeries[lang], c.count, c.online]),
  );

/** export/total: every vehicle with its time online in all (at most the export limit). */
export async function totalSheet(
  db: Db,
  tenantId: number,
  q: { vin?: string; plate?: string },
  lang: Language,
) {
  const page = await workPage(
    db,
    tenantId,
    { current: 1, size: LIMITS.exportRows, ...q },
    null,
    LIMITS.exportRows + 1,
  );
  if (page.items.length > LIMITS.exportRows) throw badRequest('EXPORT_TOO_MANY', { max: LIMITS.exportRows });
  const zone = await tenantTimeZone(db, tenantId);
  const at = (ms: number | null) => (ms == null ? null : zonedTime(ms, zone));
  return sheet(
    lang,
    [n('VIN', 'VIN', 'VIN'), H.plate, H.model, H.hours, H.sessions, H.lastLogin],
    page.items.map((w) => [w.vin, w.plate, w.modelName, w.hours, w.sessions, at(w.lastLoginTime)]),
  );
}
