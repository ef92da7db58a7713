import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LIMITS, type Language } from '@chelian/contracts';
import type { FrameMessage, MessageQueryBody } from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { rawFrames, vehicleHistory } from '../telemetry/schema';
import { checkRange } from './range';
import { zonedTime } from '../../platform/time-zone';

type Names = Record<Language, string>;
const n = (zh: string, en: string, tw: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** GB/T 32960.3 command ids (and the platform's downlink ones) by name. */
const COMMANDS: Record<number, Names> = {
  0x01: n('车辆登入', 'Vehicle login', '車輛登入'),
  0x02: n('实时信息上报', 'Real-time report', '即時資訊上報'),
  0x03: n('补发信息上报', 'Reissued report', '補發資訊上報'),
  0x04: n('车辆登出', 'Vehicle logout', '車輛登出'),
  0x05: n('平台登入', 'Platform login', '平台登入'),
  0x06: n('平台登出', 'Platform logout', '平台登出'),
  0x07: n('心跳', 'Heartbeat', '心跳'),
  0x08: n('终端校时', 'Time sync', '終端校時'),
  0x80: n('查询命令', 'Parameter query', '查詢命令'),
  0x81: n('设置命令', 'Parameter set', '設定命令'),
  0x82: n('车载终端控制命令', 'Terminal control', '車載終端控制命令'),
};
const UNKNOWN = n('未知命令', 'Unknown command', '未知命令');
const commandName = (id: number | null, lang: Language) =>
  id != null && COMMANDS[id] ? COMMANDS[id]![lang] : UNKNOWN[lang];

function where(
  vehicleId: number,
  vin: string,
  body: Pick<MessageQueryBody, 'direction' | 'commandId'>,
  from: Date,
  to: Date,
) {
  // the (vehicle_id, received_at) index serves the range; the VIN keeps out the frames the vehicle
  // sent under another VIN before a VIN change
  return and(
    eq(rawFrames.vehicleId, vehicleId),
    eq(rawFrames.vin, vin),
    gte(rawFrames.receivedAt, from),
    lte(rawFrames.receivedAt, to),
    body.direction ? eq(rawFrames.direction, body.direction) : undefined,
    body.commandId != null ? eq(rawFrames.commandId, body.commandId) : undefined,
  );
}

/**
 * A page of frames in time order with their bytes. An accepted report's bytes are in its history
 * row: they are looked up for the page's rows only (a primary-key probe each), after the page is
 * cut from the time index; a report whose history row is gone shows none.
 */
async function framePage(db: Db, filter: SQL | undefined, newestFirst: boolean, limit: number, offset = 0) {
  const order = newestFirst ? desc : asc;
  const page = db
    .select({
      receivedAt: rawFrames.receivedAt,
      direction: rawFrames.direction,
      commandId: rawFrames.commandId,
      responseFlag: rawFrames.responseFlag,
      remoteAddr: rawFrames.remoteAddr,
      error: rawFrames.error,
      frame: rawFrames.frame,
      vehicleId: rawFrames.vehicleId,
      frameTime: rawFrames.frameTime,
      frameKey: rawFrames.frameKey,
    })
    .from(rawFrames)
    .where(filter)
    .orderBy(order(rawFrames.receivedAt))
    .limit(limit)
    .offset(offset)
    .as('page');
  const report = and(
    eq(vehicleHistory.vehicleId, page.vehicleId),
    eq(vehicleHistory.frameTime, page.frameTime),
    eq(vehicleHistory.frameKey, page.frameKey),
  );
  return db
    .select({
      receivedAt: page.receivedAt,
      direction: page.direction,
      commandId: page.commandId,
      responseFlag: page.responseFlag,
      remoteAddr: page.remoteAddr,
      error: page.error,
      frame: sql<Uint8Array | null>`coalesce(${page.frame}, ${vehicleHistory.frame})`,
    })
    .from(page)
    .leftJoin(vehicleHistory, report)
    .orderBy(order(page.receivedAt));
}

type FrameRow = Awaited<ReturnType<typeof framePage>>[number];

const toMessage = (r: FrameRow, lang: Language): FrameMessage => ({
  time: r.receivedAt.getTime(),
  direction: r.direction as 'up' | 'down',
  commandId: r.commandId,
  command: commandName(r.commandId, lang),
  responseFlag: r.responseFlag,
  remoteAddr: r.remoteAddr,
  error: r.error,
  hex: r.frame ? Buffer.from(r.frame).toString('hex').toUpperCase() : '',
});

/** queryMsg: a page of the vehicle's frames over at most 30 days, newest first. */
export async function messagePage(
  db: Db,
  vehicle: { id: number; vin: string },
  body: MessageQueryBody,
  lang: Language,
) {
  const { from, to } = checkRange(body, LIMITS.historyRangeDays);
  const filter = where(vehicle.id, vehicle.vin, body, from, to);
  const [rows, [{ total }]] = await Promise.all([
    framePage(db, filter, true, body.size, (body.current - 1) * body.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rawFrames)
      .where(filter),
  ]);
  return { items: rows.map((r) => toMessage(r, lang)), total, current: body.current };
}

export const MESSAGE_EXPORT_TITLE = n('报文数据', 'Frames', '報文資料');
const HEADER = [
  n('时间', 'Time', '時間'),
  n('方向', 'Direction', '方向'),
  n('命令', 'Command', '命令'),
  n('应答标志', 'Response flag', '應答標誌'),
  n('终端地址', 'Terminal address', '終端位址'),
  n('错误', 'Error', '錯誤'),
  n('报文', 'Frame', '報文'),
];
const DIRECTIONS = { up: n('上行', 'Up', '上行'), down: n('下行', 'Down', '下行') };

/** exportMsg: the vehicle's frames over at most 3 days as xlsx, oldest first. */
export async function messageWorkbook(
  db: Db,
  vehicle: { id: number; vin: string },
  body: Omit<MessageQueryBody, 'current' | 'size'>,
  lang: Language,
  timeZone: string,
) {
  const { from, to } = checkRange(body, LIMITS.exportRangeDays);
  const rows = await framePage(
    db,
    where(vehicle.id, vehicle.vin, body, from, to),
    false,
    LIMITS.exportRows + 1,
  );
  if (rows.length > LIMITS.exportRows) throw badRequest('EXPORT_TOO_MANY', { max: LIMITS.exportRows });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(HEADER.map((h) => h[lang]));
  for (const r of rows) {
    const m = toMessage(r, lang);
    sheet.addRow([
      zonedTime(m.time, timeZone, true),
      DIRECTIONS[m.direction]?.[lang] ?? m.direction,
      m.command,
      m.responseFlag,
      m.remoteAddr,
      m.error,
      m.hex,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
