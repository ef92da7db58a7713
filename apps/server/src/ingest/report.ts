import type { Alarm, Frame, RealtimeBody, Vehicle } from '@chelian/gb32960';

/**
 * A real-time report flattened for storage: typed values for the columns of history and the
 * latest state (the history row keeps the frame for the rest). Enumerations go back to the
 * standard's codes (254 abnormal, 255 invalid), measured values keep null for a sentinel.
 */
export interface ReportValues {
  vehicleStatus: number | null;
  chargeStatus: number | null;
  runMode: number | null;
  speed: number | null;
  mileage: number | null;
  voltage: number | null;
  current: number | null;
  soc: number | null;
  dcdc: number | null;
  gear: number | null;
  insulation: number | null;
  accelerator: number | null;
  brake: number | null;
  positionValid: boolean | null;
  lng: number | null;
  lat: number | null;
  alarmLevel: number | null;
  alarmFlags: number | null;
  maxCellVoltage: number | null;
  minCellVoltage: number | null;
  maxTemp: number | null;
  minTemp: number | null;
}

export interface Report {
  /** data time as sent (ISO 8601 with +08:00) */
  time: string;
  timeMs: number;
  values: ReportValues;
  /** which blocks the frame carried */
  hasVehicle: boolean;
  hasPosition: boolean;
  hasAlarm: boolean;
  hasExtremes: boolean;
  /** cell voltages or probe temperatures */
  hasStorage: boolean;
  alarm: Alarm | undefined;
  /** hottest drive motor and motor controller (degrees C), for the alarm rules */
  motorTemp: number | null;
  motorControllerTemp: number | null;
}

const VEHICLE_STATUS: Record<string, number> = { started: 1, off: 2, other: 3 };
const CHARGE_STATUS: Record<string, number> = {
  parkedCharging: 1,
  drivingCharging: 2,
  notCharging: 3,
  complete: 4,
};
const RUN_MODE: Record<string, number> = { electric: 1, hybrid: 2, fuel: 3 };
const DCDC: Record<string, number> = { working: 1, off: 2 };
const GEAR: Record<string, number> = { R: 13, D: 14, P: 15 };

function code(
  v: unknown,
  table: Record<string, number>,
  path: string,
  abnormal: Set<string> | null,
): number | null {
  if (v === undefined) return null;
  if (v === null) return abnormal?.has(path) ? 254 : 255;
  if (typeof v === 'number') return v;
  return table[v as string] ?? null;
}

function num(v: number | null | undefined): number | null {
  return v === undefined || v === null || !Number.isFinite(v) ? null : v;
}

function extremeOf(
  list: { cells?: (number | null)[]; probes?: (number | null)[] }[] | undefined,
  key: 'cells' | 'probes',
): [number | null, number | null] {
  if (!list) return [null, null];
  let max = -Infinity;
  let min = Infinity;
  for (let i = 0; i < list.length; i++) {
    const values = list[i]![key];
    if (!values) continue;
    for (let j = 0; j < values.length; j++) {
      const v = values[j];
      if (v === null || v === undefined) continue;
      if (v > max) max = v;
      if (v < min) min = v;
    }
  }
  return max === -Infinity ? [null, null] : [max, min];
}

/** The typed values of a report. Every report stored passes here: plain loops, no spreads. */
export function flattenReport(body: RealtimeBody): Report {
  const abnormal = body.abnormal && body.abnormal.length > 0 ? new Set(body.abnormal) : null;
  const values: ReportValues = {
    vehicleStatus: null,
    chargeStatus: null,
    runMode: null,
    speed: null,
    mileage: null,
    voltage: null,
    current: null,
    soc: null,
    dcdc: null,
    gear: null,
    insulation: null,
    accelerator: null,
    brake: null,
    positionValid: null,
    lng: null,
    lat: null,
    alarmLevel: null,
    alarmFlags: null,
    maxCellVoltage: null,
    minCellVoltage: null,
    maxTemp: null,
    minTemp: null,
  };
  const v: Vehicle | undefined = body.vehicle;
  if (v) {
    values.vehicleStatus = code(v.status, VEHICLE_STATUS, 'vehicle.status', abnormal);
    values.chargeStatus = code(v.chargeStatus, CHARGE_STATUS, 'vehicle.chargeStatus', abnormal);
    values.runMode = code(v.runMode, RUN_MODE, 'vehicle.runMode', abnormal);
    values.speed = num(v.speed);
    values.mileage = num(v.mileage);
    values.voltage = num(v.voltage);
    values.current = num(v.current);
    values.soc = num(v.soc);
    values.dcdc = code(v.dcdc, DCDC, 'vehicle.dcdc', abnormal);
    values.gear = typeof v.gear === 'number' ? v.gear : (GEAR[v.gear] ?? null);
    values.insulation = num(v.insulation);
    values.accelerator = num(v.accelerator);
    values.brake = num(v.brake);
  }
  const p = body.position;
  if (p) {
    values.positionValid = p.valid;
    values.lng = p.lng;
    values.lat = p.lat;
  }
  const a = body.alarm;
  if (a) {
    values.alarmLevel = a.level;
    values.alarmFlags = a.flags >>> 0;
  }
  let hasExtremes = false;
  if (body.extremes) {
    const x = body.extremes;
    values.maxCellVoltage = x.maxCellVoltage.value;
    values.minCellVoltage = x.minCellVoltage.value;
    values.maxTemp = x.maxTemp.value;
    values.minTemp = x.minTemp.value;
    hasExtremes = true;
  } else if (body.storageVoltages || body.storageTemps) {
    // 2025 has no extremes block: take them from the cells and probes.
    [values.maxCellVoltage, values.minCellVoltage] = extremeOf(body.storageVoltages, 'cells');
    [values.maxTemp, values.minTemp] = extremeOf(body.storageTemps, 'probes');
    hasExtremes = values.maxCellVoltage !== null || values.maxTemp !== null;
  }
  let motorTemp: number | null = null;
  let motorControllerTemp: number | null = null;
  const motors = body.motors;
  if (motors) {
    for (let i = 0; i < motors.length; i++) {
      const m = motors[i]!;
      if (m.temp !== null && (motorTemp === null || m.temp > motorTemp)) motorTemp = m.temp;
      if (
        m.controllerTemp !== null &&
        (motorControllerTemp === null || m.controllerTemp > motorControllerTemp)
      )
        motorControllerTemp = m.controllerTemp;
    }
  }
  return {
    time: body.time,
    timeMs: Date.parse(body.time),
    values,
    hasVehicle: v !== undefined,
    hasPosition: p !== undefined,
    hasAlarm: a !== undefined,
    hasExtremes,
    hasStorage: body.storageVoltages !== undefined || body.storageTemps !== undefined,
    alarm: a,
    motorTemp,
    motorControllerTemp,
  };
}

/** An alarm worth an episode: a level above 0, a general flag, or a fault code. */
export function alarmActive(a: Alarm): boolean {
  return (
    (a.level !== null && a.level > 0) ||
    a.flags !== 0 ||
    a.storageFaults.length > 0 ||
    a.motorFaults.length > 0 ||
    a.engineFaults.length > 0 ||
    a.otherFaults.length > 0
  );
}

function isRealtimeBody(body: unknown): body is RealtimeBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { time?: unknown }).time === 'string' &&
    !('serial' in body)
  );
}

/** A real-time (0x02) or reissued (0x03) report, read and flattened. */
export interface ReadReport {
  report: Report;
  reissue: boolean;
  edition: number;
}

/** A decoded real-time or reissued report, flattened; null when the frame is not a readable one. */
export function readReport(frame: Frame): ReadReport | null {
  if ((frame.command !== 'realtime' && frame.command !== 'reissue') || !isRealtimeBody(frame.body))
    return null;
  return { report: flattenReport(frame.body), reissue: frame.command === 'reissue', edition: frame.edition };
}
