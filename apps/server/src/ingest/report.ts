import type { Alarm, Frame, RealtimeBody, StorageTemp, StorageVoltage, Vehicle } from '@chelian/gb32960';

/**
 * A real-time report flattened for storage: typed values for the columns of history and the
 * latest state, and the rest as JSON. Enumerations go back to the standard's codes (254 abnormal,
 * 255 invalid), measured values keep null for a sentinel.
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
  /** every cell voltage of every subsystem in order, in mV (null for a sentinel); null when the frame had none */
  cellVoltages: (number | null)[] | null;
  /** every probe temperature of every subsystem in order, in degrees C; null when the frame had none */
  probeTemps: (number | null)[] | null;
  /** which blocks the frame carried */
  hasVehicle: boolean;
  hasPosition: boolean;
  hasAlarm: boolean;
  hasExtremes: boolean;
  /** everything without a typed column */
  rest: Record<string, unknown>;
  alarm: Alarm | undefined;
}

const VEHICLE_STATUS: Record<string, number> = { started: 1, off: 2, other: 3 };
const CHARGE_STATUS: Record<string, number> = { parkedCharging: 1, drivingCharging: 2, notCharging: 3, complete: 4 };
const RUN_MODE: Record<string, number> = { electric: 1, hybrid: 2, fuel: 3 };
const DCDC: Record<string, number> = { working: 1, off: 2 };
const GEAR: Record<string, number> = { R: 13, D: 14, P: 15 };

function code(v: unknown, table: Record<string, number>, path: string, abnormal: Set<string> | null): number | null {
  if (v === undefined) return null;
  if (v === null) return abnormal?.has(path) ? 254 : 255;
  if (typeof v === 'number') return v;
  return table[v as string] ?? null;
}

function num(v: number | null | undefined): number | null {
  return v === undefined || v === null || !Number.isFinite(v) ? null : v;
}

function extremeOf(list: { cells?: (number | null)[]; probes?: (number | null)[] }[] | undefined, key: 'cells' | 'probes'): [number | null, number | null] {
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

// Every report stored is flattened, so this is written for speed: plain loops, no
// spreads or object rest, arrays built in order.

/** How many values all subsystems hold together: the flat array is made at its size, not grown. */
function total(list: readonly unknown[], key: 'cells' | 'probes'): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) n += ((list[i] as Record<string, unknown[]>)[key] ?? []).length;
  return n;
}

/** Every cell of every subsystem in mV into `mv`; each subsystem without its cells, with cellCount. */
function splitCells(list: StorageVoltage[], mv: (number | null)[]): Record<string, unknown>[] {
  const meta: Record<string, unknown>[] = [];
  let at = 0;
  for (let i = 0; i < list.length; i++) {
    const sv = list[i]!;
    const cells = sv.cells;
    for (let j = 0; j < cells.length; j++) {
      const c = cells[j]!;
      mv[at++] = c === null ? null : Math.round(c * 1000);
    }
    const m: Record<string, unknown> = {};
    for (const k in sv) if (k !== 'cells') m[k] = (sv as unknown as Record<string, unknown>)[k];
    m.cellCount = cells.length;
    meta.push(m);
  }
  return meta;
}

/** Every probe of every subsystem into `temps`; each subsystem's number and probeCount. */
function splitProbes(list: StorageTemp[], temps: (number | null)[]): { no: number; probeCount: number }[] {
  const meta: { no: number; probeCount: number }[] = [];
  let at = 0;
  for (let i = 0; i < list.length; i++) {
    const probes = list[i]!.probes;
    for (let j = 0; j < probes.length; j++) temps[at++] = probes[j]!;
    meta.push({ no: list[i]!.no, probeCount: probes.length });
  }
  return meta;
}

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
  const rest: Record<string, unknown> = {};
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
    const flags: Record<string, unknown> = { braking: v.braking, driving: v.driving };
    if (v.gearValid !== undefined) flags.gearValid = v.gearValid;
    rest.vehicle = flags;
  }
  const p = body.position;
  if (p) {
    values.positionValid = p.valid;
    values.lng = p.lng;
    values.lat = p.lat;
    if (p.coordSystem !== undefined) rest.coordSystem = p.coordSystem;
  }
  const a = body.alarm;
  if (a) {
    values.alarmLevel = a.level;
    values.alarmFlags = a.flags >>> 0;
    let faults: Record<string, unknown> | null = null;
    if (a.storageFaults.length) (faults ??= {}).storageFaults = a.storageFaults;
    if (a.motorFaults.length) (faults ??= {}).motorFaults = a.motorFaults;
    if (a.engineFaults.length) (faults ??= {}).engineFaults = a.engineFaults;
    if (a.otherFaults.length) (faults ??= {}).otherFaults = a.otherFaults;
    if (a.flagLevels?.length) (faults ??= {}).flagLevels = a.flagLevels.map((f) => ({ bit: f.bit, level: f.level }));
    if (faults) rest.alarm = faults;
  }
  let hasExtremes = false;
  if (body.extremes) {
    const x = body.extremes;
    values.maxCellVoltage = x.maxCellVoltage.value;
    values.minCellVoltage = x.minCellVoltage.value;
    values.maxTemp = x.maxTemp.value;
    values.minTemp = x.minTemp.value;
    rest.extremes = x;
    hasExtremes = true;
  } else if (body.storageVoltages || body.storageTemps) {
    // 2025 has no extremes block: take them from the cells and probes.
    [values.maxCellVoltage, values.minCellVoltage] = extremeOf(body.storageVoltages, 'cells');
    [values.maxTemp, values.minTemp] = extremeOf(body.storageTemps, 'probes');
    hasExtremes = values.maxCellVoltage !== null || values.maxTemp !== null;
  }
  if (body.motors) rest.motors = body.motors;
  if (body.fuelCell) rest.fuelCell = body.fuelCell;
  if (body.engine) rest.engine = body.engine;
  // Cells and probes go to typed arrays (compact, and far cheaper for PostgreSQL than JSON numbers);
  // the subsystems keep their other values and their counts here.
  let cellVoltages: (number | null)[] | null = null;
  let probeTemps: (number | null)[] | null = null;
  if (body.storageVoltages) rest.storageVoltages = splitCells(body.storageVoltages, (cellVoltages = new Array(total(body.storageVoltages, 'cells'))));
  if (body.storageTemps) rest.storageTemps = splitProbes(body.storageTemps, (probeTemps = new Array(total(body.storageTemps, 'probes'))));
  if (body.fuelCellStacks) rest.fuelCellStacks = body.fuelCellStacks;
  if (body.supercapacitor) rest.supercapacitor = body.supercapacitor;
  if (body.supercapacitorExtremes) rest.supercapacitorExtremes = body.supercapacitorExtremes;
  if (body.custom) rest.custom = body.custom;
  if (abnormal) rest.abnormal = body.abnormal;
  return {
    time: body.time,
    timeMs: Date.parse(body.time),
    values,
    cellVoltages,
    probeTemps,
    hasVehicle: v !== undefined,
    hasPosition: p !== undefined,
    hasAlarm: a !== undefined,
    hasExtremes,
    rest,
    alarm: a,
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
  return typeof body === 'object' && body !== null && typeof (body as { time?: unknown }).time === 'string' && !('serial' in body);
}

/** A real-time (0x02) or reissued (0x03) report, read and flattened. */
export interface ReadReport {
  report: Report;
  reissue: boolean;
  edition: number;
}

/** A decoded real-time or reissued report, flattened; null when the frame is not a readable one. */
export function readReport(frame: Frame): ReadReport | null {
  if ((frame.command !== 'realtime' && frame.command !== 'reissue') || !isRealtimeBody(frame.body)) return null;
  return { report: flattenReport(frame.body), reissue: frame.command === 'reissue', edition: frame.edition };
}
