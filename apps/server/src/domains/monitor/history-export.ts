import { and, asc, eq, gte, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LIMITS, type Language } from '@chelian/contracts';
import type { HistoryExportBody } from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { vehicleHistory } from '../telemetry/schema';
import { trackPoints } from '../telemetry';
import { checkRange } from './range';
import { exportCell, SIGNALS } from './signals';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';

type Names = Record<Language, string>;
const n = (zh: string, en: string, tw: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

export const HISTORY_EXPORT_TITLE = n('历史数据', 'History', '歷史資料');
export const TRACK_EXPORT_TITLE = n('轨迹数据', 'Track', '軌跡資料');
const TIME = n('数据时间', 'Data time', '資料時間');
const REISSUE = n('补发', 'Reissued', '補發');

async function workbook(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The chosen values of one vehicle's reports over at most 3 days, oldest first, as xlsx. */
export async function historyWorkbook(
  db: Db,
  tenantId: number,
  vehicleId: number,
  body: HistoryExportBody,
  lang: Language,
) {
  const { from, to } = checkRange(body, LIMITS.exportRangeDays);
  const keys = body.signals.length ? body.signals : [...SIGNALS.keys()];
  for (const key of keys) if (!SIGNALS.has(key)) throw badRequest('SIGNAL_UNKNOWN', { signal: key });
  const rows = await db
    .select({
      frameTime: vehicleHistory.frameTime,
      reissue: vehicleHistory.reissue,
      ...Object.fromEntries(keys.map((k) => [k, SIGNALS.get(k)!.column])),
    })
    .from(vehicleHistory)
    .where(
      and(
        eq(vehicleHistory.vehicleId, vehicleId),
        eq(vehicleHistory.tenantId, tenantId),
        gte(vehicleHistory.frameTime, from),
        lte(vehicleHistory.frameTime, to),
      ),
    )
    .orderBy(asc(vehicleHistory.frameTime))
    .limit(LIMITS.exportRows + 1);
  if (rows.length > LIMITS.exportRows) throw badRequest('EXPORT_TOO_MANY', { max: LIMITS.exportRows });
  const header = [
    TIME[lang],
    REISSUE[lang],
    ...keys.map(
      (k) => SIGNALS.get(k)!.name[lang] + (SIGNALS.get(k)!.unit ? ` (${SIGNALS.get(k)!.unit})` : ''),
    ),
  ];
  const record = rows as unknown as Record<string, unknown>[];
  const zone = await tenantTimeZone(db, tenantId);
  return workbook(
    header,
    record.map((r) => [
      zonedTime(r.frameTime as Date, zone),
      r.reissue ? 1 : 0,
      ...keys.map((k) => exportCell(k, r[k], lang)),
    ]),
  );
}

/** One vehicle's track over at most 3 days as xlsx: time, position, speed, odometer, SOC. */
export async function trackWorkbook(
  db: Db,
  tenantId: number,
  vehicleId: number,
  range: { startTime: number; endTime: number },
  lang: Language,
) {
  const { from, to } = checkRange(range, LIMITS.exportRangeDays);
  const track = trackPoints(db, tenantId, vehicleId, from, to);
  const rows = await db
    .select()
    .from(track)
    .orderBy(track.time)
    .limit(LIMITS.exportRows + 1);
  if (rows.length > LIMITS.exportRows) throw badRequest('EXPORT_TOO_MANY', { max: LIMITS.exportRows });
  const header = [
    TIME[lang],
    ...['lng', 'lat', 'speed', 'mileage', 'soc'].map((k) => SIGNALS.get(k)!.name[lang]),
  ];
  const zone = await tenantTimeZone(db, tenantId);
  return workbook(
    header,
    rows.map((r) => [zonedTime(r.time, zone), r.lng, r.lat, r.speed, r.mileage, r.soc]),
  );
}
