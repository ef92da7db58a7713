import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import type { vehicleLatest } from '../telemetry/schema';
import { findVehicle, type RowReader } from './status-list';

type Latest = typeof vehicleLatest.$inferSelect;

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);

/** The vehicle of the caller's tenant, refused when it has no terminal (spec 001 section 2). */
export async function vehicleWithTerminal(db: Db, tenantId: number, vin: string, reader: RowReader) {
  const found = await findVehicle(db, tenantId, vin, reader);
  if (!found) throw notFound();
  if (!found.row.terminalCode) throw new AppError(409, 'NO_TERMINAL_DETAILS');
  return found;
}

/**
 * Every value of the latest state grouped as GB/T 32960.3 groups a real-time report: vehicle,
 * drive motors, fuel cell, engine, position, extremes, alarms, storage voltages and temperatures
 * (cells in V, probes in degrees C, split per subsystem), and the other blocks as sent.
 */
export function currentCondition(latest: Latest | null) {
  if (!latest) return null;
  const data = (latest.data ?? {}) as Record<string, unknown>;
  const split = <T>(values: (T | null)[] | null, subsystems: unknown, countKey: string) => {
    if (!values || !Array.isArray(subsystems)) return [];
    let at = 0;
    return (subsystems as Record<string, unknown>[]).map((s) => {
      const count = Number(s[countKey] ?? 0);
      const part = values.slice(at, at + count);
      at += count;
      return { ...s, values: part };
    });
  };
  const cells = latest.cellVoltages?.map((mv) => (mv == null ? null : mv / 1000)) ?? null;
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
      ...((data.vehicle as object | undefined) ?? {}),
    },
    motors: (data.motors as unknown[] | undefined) ?? [],
    fuelCell: (data.fuelCell as object | undefined) ?? null,
    engine: (data.engine as object | undefined) ?? null,
    position: {
      time: ms(latest.positionAt),
      valid: latest.positionValid,
      lng: latest.lng,
      lat: latest.lat,
      coordSystem: (data.coordSystem as unknown) ?? null,
    },
    extremes: {
      time: ms(latest.extremesAt),
      maxCellVoltage: latest.maxCellVoltage,
      minCellVoltage: latest.minCellVoltage,
      maxTemp: latest.maxTemp,
      minTemp: latest.minTemp,
      detail: (data.extremes as object | undefined) ?? null,
    },
    alarm: {
      time: ms(latest.alarmAt),
      level: latest.alarmLevel,
      flags: latest.alarmFlags,
      ...((data.alarm as object | undefined) ?? {}),
    },
    storageVoltages: split(cells, data.storageVoltages, 'cellCount'),
    storageTemps: split(latest.probeTemps, data.storageTemps, 'probeCount'),
    others: Object.fromEntries(
      ['fuelCellStacks', 'supercapacitor', 'supercapacitorExtremes', 'custom', 'abnormal']
        .filter((key) => data[key] !== undefined)
        .map((key) => [key, data[key]]),
    ),
  };
}
