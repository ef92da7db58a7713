import { and, asc, eq, gte, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LIMITS, type Language } from '@chelian/contracts';
import type { EnergyPoint, EnergyRealTime } from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import type { vehicleLatest } from '../telemetry/schema';
import { vehicleHistory } from '../telemetry/schema';
import { checkRange } from './range';
import { findTrips, travelDays, type TravelReport } from './travel';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';

/** An instant's day, YYYY-MM-DD, on a zone's clock. */
const dayOn = (zone: string) => (ms: number) => zonedTime(ms, zone).slice(0, 10);

type Range = { startTime: number; endTime: number };
/** Most points an energy track returns; a longer range is thinned evenly. */
const ENERGY_POINTS = 5000;

const powerKw = (voltage: number | null, current: number | null) =>
  voltage != null && current != null ? Math.round(voltage * current) / 1000 : null;

/** A vehicle's reports in a range (real-time and reissued), oldest first, with what travel needs. */
async function reports(
  db: Db,
  tenantId: number,
  vehicleId: number,
  from: Date,
  to: Date,
): Promise<TravelReport[]> {
  const rows = await db
    .select({
      time: vehicleHistory.frameTime,
      speed: vehicleHistory.speed,
      mileage: vehicleHistory.mileage,
      voltage: vehicleHistory.voltage,
      current: vehicleHistory.current,
      soc: vehicleHistory.soc,
      lng: vehicleHistory.lng,
      lat: vehicleHistory.lat,
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
    .orderBy(asc(vehicleHistory.frameTime));
  return rows.map((r) => ({ ...r, time: r.time.getTime() }));
}

/** travel: the trips of a range of at most 30 days. */
export async function travel(db: Db, tenantId: number, vehicleId: number, range: Range) {
  const { from, to } = checkRange(range, LIMITS.historyRangeDays);
  return findTrips(await reports(db, tenantId, vehicleId, from, to));
}

/** days travel: mileage, trips, driving time and energy per day (the tenant's clock) of a range of at most 30 days. */
export async function daysTravel(db: Db, tenantId: number, vehicleId: number, range: Range) {
  const { from, to } = checkRange(range, LIMITS.historyRangeDays);
  const list = await reports(db, tenantId, vehicleId, from, to);
  return travelDays(list, findTrips(list), dayOn(await tenantTimeZone(db, tenantId)));
}

/** energy/realTime: the battery values of the latest state. */
export function energyRealTime(
  vin: string,
  latest: typeof vehicleLatest.$inferSelect | null,
): EnergyRealTime {
  return {
    vin,
    time: latest?.frameTime?.getTime() ?? null,
    soc: latest?.soc ?? null,
    voltage: latest?.voltage ?? null,
    current: latest?.current ?? null,
    power: powerKw(latest?.voltage ?? null, latest?.current ?? null),
    charging: latest?.charging ?? false,
    chargeStatus: latest?.chargeStatus ?? null,
    maxCellVoltage: latest?.maxCellVoltage ?? null,
    minCellVoltage: latest?.minCellVoltage ?? null,
    maxTemp: latest?.maxTemp ?? null,
    minTemp: latest?.minTemp ?? null,
  };
}

/** energy/track: SOC, voltage, current and power over a range of at most 30 days, thinned to 5,000 points. */
export async function energyTrack(
  db: Db,
  tenantId: number,
  vehicleId: number,
  range: Range,
): Promise<EnergyPoint[]> {
  const { from, to } = checkRange(range, LIMITS.historyRangeDays);
  const list = await reports(db, tenantId, vehicleId, from, to);
  const step = Math.max(1, Math.ceil(list.length / ENERGY_POINTS));
  const points: EnergyPoint[] = [];
  for (let i = 0; i < list.length; i += step) {
    const r = list[i]!;
    points.push({
      time: r.time,
      soc: r.soc,
      voltage: r.voltage,
      current: r.current,
      power: powerKw(r.voltage, r.current),
      speed: r.speed,
      lng: r.lng,
      lat: r.lat,
    });
  }
  return points;
}

type Names = Record<Language, string>;
const n = (zh: string, en: string, tw: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });
export const WORK_DATA_TITLE = n('工作数据', 'Work data', '工作資料');
const DAY_HEADER = [
  n('日期', 'Date', '日期'),
  n('里程(km)', 'Mileage (km)', '里程(km)'),
  n('行程数', 'Trips', '行程數'),
  n('行驶时长(h)', 'Driving (h)', '行駛時數(h)'),
  n('能耗(kWh)', 'Energy (kWh)', '能耗(kWh)'),
  n('最高车速(km/h)', 'Top speed (km/h)', '最高車速(km/h)'),
];
const TRIP_HEADER = [
  n('开始时间', 'Start', '開始時間'),
  n('结束时间', 'End', '結束時間'),
  n('里程(km)', 'Distance (km)', '里程(km)'),
  n('时长(min)', 'Duration (min)', '時長(min)'),
  n('平均车速(km/h)', 'Average speed (km/h)', '平均車速(km/h)'),
  n('起始SOC(%)', 'Start SOC (%)', '起始SOC(%)'),
  n('结束SOC(%)', 'End SOC (%)', '結束SOC(%)'),
  n('能耗(kWh)', 'Energy (kWh)', '能耗(kWh)'),
];
const SHEETS = { days: n('每日', 'Days', '每日'), trips: n('行程', 'Trips', '行程') };

/** workDataExportExcel: the days and the trips of a range of at most 3 days, one sheet each. */
export async function workDataWorkbook(
  db: Db,
  tenantId: number,
  vehicleId: number,
  range: Range,
  lang: Language,
): Promise<Buffer> {
  const { from, to } = checkRange(range, LIMITS.exportRangeDays);
  const list = await reports(db, tenantId, vehicleId, from, to);
  const trips = findTrips(list);
  const zone = await tenantTimeZone(db, tenantId);
  const book = new ExcelJS.Workbook();
  const days = book.addWorksheet(SHEETS.days[lang]);
  days.addRow(DAY_HEADER.map((h) => h[lang]));
  for (const d of travelDays(list, trips, dayOn(zone)))
    days.addRow([
      d.date,
      d.mileage,
      d.trips,
      Math.round(d.drivingSeconds / 36) / 100,
      d.energyKwh,
      d.maxSpeed,
    ]);
  const sheet = book.addWorksheet(SHEETS.trips[lang]);
  sheet.addRow(TRIP_HEADER.map((h) => h[lang]));
  for (const t of trips)
    sheet.addRow([
      zonedTime(t.startTime, zone),
      zonedTime(t.endTime, zone),
      t.distance,
      Math.round(t.durationSeconds / 6) / 10,
      t.avgSpeed,
      t.startSoc,
      t.endSoc,
      t.energyKwh,
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
