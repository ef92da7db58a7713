import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { gbEnumCodesOf } from '@chelian/contracts/gb32960-enums';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { frameDetail, type ReportDetail } from '../telemetry';
import { vehicleHistory, type vehicleLatest } from '../telemetry/schema';
import { findVehicle, type RowReader } from './status-list';

type Latest = typeof vehicleLatest.$inferSelect;

interface Detail extends ReportDetail {
  frameTime: Date;
}

/** Recent reports searched for blocks the newest one did not carry (motors, fuel cell, engine, ...). */
const RECENT_REPORTS = 10;
const RECENT_MS = 24 * 3600_000;

/**
 * The history rows the latest state points to: the report of each block's time (vehicle, position,
 * alarm, extremes, cells and probes) and the newest few, by the primary key (vehicle, time).
 */
async function detailRows(
  db: Db,
  latest: Latest,
): Promise<{ at: (time: Date | null) => Detail | undefined; recent: Detail[] }> {
  if (!latest.frameTime) return { at: () => undefined, recent: [] };
  const columns = {
    frameTime: vehicleHistory.frameTime,
    frame: vehicleHistory.frame,
    cellVoltages: vehicleHistory.cellVoltages,
    probeTemps: vehicleHistory.probeTemps,
    data: vehicleHistory.data,
  };
  const times = [
    latest.frameTime,
    latest.vehicleAt,
    latest.positionAt,
    latest.alarmAt,
    latest.extremesAt,
    latest.storageAt,
  ].filter((t): t is Date => t !== null);
  const [pointed, recent] = await Promise.all([
    db
      .select(columns)
      .from(vehicleHistory)
      .where(and(eq(vehicleHistory.vehicleId, latest.vehicleId), inArray(vehicleHistory.frameTime, times))),
    db
      .select(columns)
      .from(vehicleHistory)
      .where(
        and(
          eq(vehicleHistory.vehicleId, latest.vehicleId),
          lte(vehicleHistory.frameTime, latest.frameTime),
          gte(vehicleHistory.frameTime, new Date(latest.frameTime.getTime() - RECENT_MS)),
        ),
      )
      .orderBy(desc(vehicleHistory.frameTime))
      .limit(RECENT_REPORTS),
  ]);
  const byTime = new Map<number, Detail>(pointed.map((r) => [r.frameTime.getTime(), detailOf(r)]));
  return { at: (time) => (time ? byTime.get(time.getTime()) : undefined), recent: recent.map(detailOf) };
}

/**
 * A history row's detail: read from its frame, or from the columns of a row written before frames
 * were kept, whose JSON named the enumerations ("consuming", "GCJ02"): those become codes, as a
 * frame decodes to.
 */
function detailOf({
  frameTime,
  frame,
  ...legacy
}: ReportDetail & { frameTime: Date; frame: Uint8Array | null }): Detail {
  const fromFrame = frame && frameDetail(frame);
  return { frameTime, ...(fromFrame || { ...legacy, data: gbEnumCodesOf(legacy.data) }) };
}

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);

/** The vehicle of the caller's tenant, refused when it has no terminal. */
export async function vehicleWithTerminal(db: Db, tenantId: number, vin: string, reader: RowReader) {
  const found = await findVehicle(db, tenantId, vin, reader);
  if (!found) throw notFound();
  if (!found.row.terminalCode) throw new AppError(409, 'NO_TERMINAL_DETAILS');
  return found;
}

/**
 * Every value of the latest state grouped as GB/T 32960.3 groups a real-time report: vehicle,
 * drive motors, fuel cell, engine, position, extremes, alarms, storage voltages and temperatures
 * (cells in V, probes in degrees C, split per subsystem), and the other blocks as sent. Each block
 * comes from its newest report: the typed values from the latest state, the rest from the history
 * rows its block times point to (a block no time points to, from the newest recent report that had it).
 */
export async function currentCondition(db: Db, latest: Latest | null) {
  if (!latest) return null;
  const rows = await detailRows(db, latest);
  const block = (time: Date | null, key: string) => rows.at(time)?.data?.[key];
  const newestWith = (key: string) => rows.recent.find((r) => r.data?.[key] !== undefined)?.data?.[key];
  const storage = rows.at(latest.storageAt);
  const split = <T>(values: (T | null)[] | null | undefined, subsystems: unknown, countKey: string) => {
    if (!values || !Array.isArray(subsystems)) return [];
    let at = 0;
    return (subsystems as Record<string, unknown>[]).map((s) => {
      const count = Number(s[countKey] ?? 0);
      const part = values.slice(at, at + count);
      at += count;
      return { ...s, values: part };
    });
  };
  const cells = storage?.cellVoltages?.map((mv) => (mv == null ? null : mv / 1000)) ?? null;
  return {
    online: latest.online,
    frameTime: ms(latest.frameTime),
    receivedAt: ms(latest.receivedAt),
    edition: latest.edition,
    vehicle: {
      time: ms(latest.vehicleAt),
      vehicleStatus: latest.vehicleStatus,
      chargeStatus: latest.chargeStatus,
      runMode: latest.runMode,
      speed: latest.speed,
      mileage: latest.mileage,
      voltage: latest.voltage,
      current: latest.current,
      soc: latest.soc,
      dcdc: latest.dcdc,
      gear: latest.gear,
      insulation: latest.insulation,
      accelerator: latest.accelerator,
      brake: latest.brake,
      ...((block(latest.vehicleAt, 'vehicle') as object | undefined) ?? {}),
    },
    motors: (newestWith('motors') as unknown[] | undefined) ?? [],
    fuelCell: (newestWith('fuelCell') as object | undefined) ?? null,
    engine: (newestWith('engine') as object | undefined) ?? null,
    position: {
      time: ms(latest.positionAt),
      valid: latest.positionValid,
      lng: latest.lng,
      lat: latest.lat,
      coordSystem: block(latest.positionAt, 'coordSystem') ?? null,
    },
    extremes: {
      time: ms(latest.extremesAt),
      maxCellVoltage: latest.maxCellVoltage,
      minCellVoltage: latest.minCellVoltage,
      maxTemp: latest.maxTemp,
      minTemp: latest.minTemp,
      detail: (block(latest.extremesAt, 'extremes') as object | undefined) ?? null,
    },
    alarm: {
      time: ms(latest.alarmAt),
      level: latest.alarmLevel,
      flags: latest.alarmFlags,
      ...((block(latest.alarmAt, 'alarm') as object | undefined) ?? {}),
    },
    storageVoltages: split(cells, storage?.data?.storageVoltages, 'cellCount'),
    storageTemps: split(storage?.probeTemps, storage?.data?.storageTemps, 'probeCount'),
    others: Object.fromEntries(
      [
        ...['fuelCellStacks', 'supercapacitor', 'supercapacitorExtremes', 'custom'].map(
          (key): [string, unknown] => [key, newestWith(key)],
        ),
        // the sentinels of the newest report only
        ['abnormal', block(latest.frameTime, 'abnormal')],
      ].filter(([, value]) => value !== undefined),
    ),
  };
}
