import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LIMITS, type Language } from '@chelian/contracts';
import type { LinkGpsBody, LinkGpsRow } from '@chelian/contracts/monitor';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { checkRange } from './range';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';

/**
 * The link position log (third-party link position log): every position block a vehicle's link
 * delivered (the reports that carried a fix, valid or not), with the fix time, when it arrived,
 * the delay between them and the session that carried it (terminal address, gateway, edition).
 * It shows how a terminal's link reports positions: late, reissued or invalid fixes stand out.
 */
interface Raw {
  frame_time: Date | string;
  received_at: Date | string;
  reissue: boolean;
  position_valid: boolean | null;
  lng: number | null;
  lat: number | null;
  speed: number | null;
  edition: number;
  remote_addr: string | null;
  gateway: string | null;
}

const epoch = (v: Date | string) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

function query(
  vehicleId: number,
  tenantId: number,
  body: Pick<LinkGpsBody, 'validOnly'>,
  from: Date,
  to: Date,
  page: { limit: number; offset: number } | null,
  order: 'asc' | 'desc',
) {
  const valid = body.validOnly ? sql`and h.position_valid` : sql``;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql`limit ${LIMITS.exportRows + 1}`;
  return sql`
    select h.frame_time, h.received_at, h.reissue, h.position_valid, h.lng, h.lat, h.speed, h.edition, s.remote_addr, s.gateway
    from vehicle_history h
    left join lateral (
      select l.remote_addr, l.gateway from vehicle_logins l
      where l.vehicle_id = h.vehicle_id and l.login_at <= h.received_at
      order by l.login_at desc limit 1) s on true
    where h.vehicle_id = ${vehicleId} and h.tenant_id = ${tenantId} and h.frame_time >= ${from.toISOString()} and h.frame_time <= ${to.toISOString()}
      and h.lng is not null ${valid}
    order by h.frame_time ${order === 'asc' ? sql`asc` : sql`desc`} ${paging}`;
}

function toRow(vin: string, r: Raw, lang: Language): LinkGpsRow {
  const gpsTime = epoch(r.frame_time);
  const receivedAt = epoch(r.received_at);
  const lng = r.lng == null ? null : Number(r.lng);
  const lat = r.lat == null ? null : Number(r.lat);
  return {
    vin,
    gpsTime,
    receivedAt,
    delaySeconds: Math.round((receivedAt - gpsTime) / 1000),
    reissue: r.reissue,
    valid: r.position_valid,
    lng,
    lat,
    province: lng != null && lat != null ? (provinceAt(lng, lat)?.name[lang] ?? null) : null,
    speed: r.speed == null ? null : Number(r.speed),
    remoteAddr: r.remote_addr,
    gateway: r.gateway,
    edition: Number(r.edition),
  };
}

/** getLinkGpsPage: a page over at most 30 days, newest first. */
export async function linkGpsPage(
  db: Db,
  tenantId: number,
  vehicle: { id: number; vin: string },
  body: LinkGpsBody,
  lang: Language,
) {
  const { from, to } = checkRange(body, LIMITS.historyRangeDays);
  const valid = body.validOnly ? sql`and position_valid` : sql``;
  const [rows, count] = await Promise.all([
    db.execute(
      query(
        vehicle.id,
        tenantId,
        body,
        from,
        to,
        { limit: body.size, offset: (body.current - 1) * body.size },
        'desc',
      ),
    ),
    db.execute(sql`select count(*)::int as total from vehicle_history where vehicle_id = ${vehicle.id} and tenant_id = ${tenantId}
      and frame_time >= ${from.toISOString()} and frame_time <= ${to.toISOString()} and lng is not null ${valid}`),
  ]);
  const items = (rows as unknown as { rows: Raw[] }).rows.map((r) => toRow(vehicle.vin, r, lang));
  const total = Number((count as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  return { items, total, current: body.current };
}

type Names = Record<Language, string>;
const n = (zh: string, en: string, tw: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });
export const LINK_GPS_TITLE = n('定位对接日志', 'Link position log', '定位介接紀錄');
const HEADER = [
  n('VIN', 'VIN', 'VIN'),
  n('定位时间', 'GPS time', '定位時間'),
  n('接收时间', 'Received', '接收時間'),
  n('延迟(秒)', 'Delay (s)', '延遲(秒)'),
  n('补发', 'Reissued', '補發'),
  n('定位有效', 'Valid fix', '定位有效'),
  n('经度', 'Longitude', '經度'),
  n('纬度', 'Latitude', '緯度'),
  n('省份', 'Province', '省份'),
  n('车速(km/h)', 'Speed (km/h)', '車速(km/h)'),
  n('终端地址', 'Terminal address', '終端位址'),
  n('网关', 'Gateway', '閘道'),
  n('协议版本', 'Edition', '協定版本'),
];
const YES = n('是', 'Yes', '是');
const NO = n('否', 'No', '否');

/** linkGpsExport: at most 3 days as xlsx, oldest first. */
export async function linkGpsWorkbook(
  db: Db,
  tenantId: number,
  vehicle: { id: number; vin: string },
  body: Omit<LinkGpsBody, 'current' | 'size'>,
  lang: Language,
) {
  const { from, to } = checkRange(body, LIMITS.exportRangeDays);
  const result = await db.execute(query(vehicle.id, tenantId, body, from, to, null, 'asc'));
  const rows = (result as unknown as { rows: Raw[] }).rows;
  if (rows.length > LIMITS.exportRows) throw badRequest('EXPORT_TOO_MANY', { max: LIMITS.exportRows });
  const zone = await tenantTimeZone(db, tenantId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(HEADER.map((h) => h[lang]));
  for (const raw of rows) {
    const r = toRow(vehicle.vin, raw, lang);
    const yes = (v: boolean | null) => (v == null ? '' : v ? YES[lang] : NO[lang]);
    sheet.addRow([
      r.vin,
      zonedTime(r.gpsTime, zone),
      zonedTime(r.receivedAt, zone),
      r.delaySeconds,
      yes(r.reissue),
      yes(r.valid),
      r.lng,
      r.lat,
      r.province,
      r.speed,
      r.remoteAddr,
      r.gateway,
      r.edition,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
