/** Real-time and reissue report bodies (0x02, 0x03) of the 2016 edition. */
import { int, need, type Writer } from './bytes.js';
import { badValue, truncated } from './errors.js';
import {
  abnormalSet,
  LAYOUT_2016,
  Marks,
  putRaw,
  rawReaders,
  readers,
  blockWriter,
  type AbnormalSet,
} from './layout.js';
import type {
  Engine,
  Extremes,
  FuelCell2016,
  Motor,
  RealtimeBody,
  StorageVoltage,
  Vehicle,
} from './model.js';
import { GEARS } from './names.js';
import {
  arr,
  blockOrder,
  decodeAlarm,
  decodeCustom,
  decodePosition,
  decodeStorageTemps,
  duplicateInfoType,
  encodeAlarm,
  encodeCustom,
  encodePosition,
  encodeStorageTemps,
  finishAbnormal,
  millivolts,
  newRealtimeBody,
  obj,
  orderSoFar,
  putMillivolts,
  putTemps,
  temps,
  unknownInfoType,
} from './realtimeShared.js';
import { readTime, writeTime } from './time.js';

const L = LAYOUT_2016;
const VEHICLE = readers(L.vehicle, 'vehicle');
const GEAR_AT = L.vehicle.field.gear.at;
const MOTOR_COUNT = rawReaders(L.motors).motors;
const MOTOR = readers(L.motor, 'motors');
const FUEL_CELL = readers(L.fuelCell, 'fuelCell');
const PROBE_COUNT = rawReaders(L.fuelCell).probeTemps;
const HYDROGEN = readers(L.hydrogen, 'fuelCell');
const ENGINE = readers(L.engine, 'engine');
const MAX_CELL = readers(L.cellExtreme, 'extremes.maxCellVoltage');
const MIN_CELL = readers(L.cellExtreme, 'extremes.minCellVoltage');
const MAX_TEMP = readers(L.probeExtreme, 'extremes.maxTemp');
const MIN_TEMP = readers(L.probeExtreme, 'extremes.minTemp');
const EXTREMES_SIZE = 2 * L.cellExtreme.size + 2 * L.probeExtreme.size;
const STORAGE_COUNT = rawReaders(L.storageVoltages).storageVoltages;
const STORAGE = readers(L.storageVoltage, 'storageVoltages');
const STORAGE_RAW = rawReaders(L.storageVoltage);

function decodeVehicle(b: Uint8Array, p: number, end: number, m: Marks): Vehicle {
  if (end - p < L.vehicle.size) truncated(p, 'vehicle data', L.vehicle.size, end - p);
  const g = b[p + GEAR_AT];
  const v: Vehicle = {
    status: VEHICLE.status(b, p, m, -1),
    chargeStatus: VEHICLE.chargeStatus(b, p, m, -1),
    runMode: VEHICLE.runMode(b, p, m, -1),
    speed: VEHICLE.speed(b, p, m, -1),
    mileage: VEHICLE.mileage(b, p, m, -1),
    voltage: VEHICLE.voltage(b, p, m, -1),
    current: VEHICLE.current(b, p, m, -1),
    soc: VEHICLE.soc(b, p, m, -1),
    dcdc: VEHICLE.dcdc(b, p, m, -1),
    gear: g & 0x0f,
    braking: (g & 0x10) !== 0,
    driving: (g & 0x20) !== 0,
    insulation: VEHICLE.insulation(b, p, m, -1),
    accelerator: VEHICLE.accelerator(b, p, m, -1),
    brake: VEHICLE.brake(b, p, m, -1),
  };
  // bits 6-7 of the gear byte are reserved in 2016: kept so the frame encodes back to its bytes
  if (g & 0xc0) v.gearReserved = g & 0xc0;
  return v;
}

function decodeMotors(b: Uint8Array, p: number, end: number, body: RealtimeBody, m: Marks): number {
  need(p, L.motors.size, end, 'drive motor count');
  const n = MOTOR_COUNT(b, p);
  p += L.motors.size;
  const size = L.motor.size;
  if (end - p < size * n) truncated(p, 'drive motor data', size * n, end - p);
  const list: Motor[] = new Array(n);
  for (let i = 0; i < n; i++, p += size) {
    list[i] = {
      no: MOTOR.no(b, p, m, i),
      status: MOTOR.status(b, p, m, i),
      controllerTemp: MOTOR.controllerTemp(b, p, m, i),
      rpm: MOTOR.rpm(b, p, m, i),
      torque: MOTOR.torque(b, p, m, i),
      temp: MOTOR.temp(b, p, m, i),
      controllerVoltage: MOTOR.controllerVoltage(b, p, m, i),
      controllerCurrent: MOTOR.controllerCurrent(b, p, m, i),
    };
  }
  body.motors = list;
  return p;
}

function decodeFuelCell(b: Uint8Array, p: number, end: number, body: RealtimeBody, m: Marks): number {
  need(p, L.fuelCell.size, end, 'fuel cell data');
  const voltage = FUEL_CELL.voltage(b, p, m, -1);
  const current = FUEL_CELL.current(b, p, m, -1);
  const consumption = FUEL_CELL.consumption(b, p, m, -1);
  const n = PROBE_COUNT(b, p);
  p += L.fuelCell.size;
  need(p, n + L.hydrogen.size, end, 'fuel cell probe temperatures and hydrogen data');
  const probeTemps = temps(b, p, n, m, 'fuelCell', -1, 'probeTemps');
  p += n;
  const fc: FuelCell2016 = {
    voltage,
    current,
    consumption,
    probeTemps,
    maxTemp: HYDROGEN.maxTemp(b, p, m, -1),
    maxTempProbe: HYDROGEN.maxTempProbe(b, p, m, -1),
    maxConcentration: HYDROGEN.maxConcentration(b, p, m, -1),
    maxConcentrationSensor: HYDROGEN.maxConcentrationSensor(b, p, m, -1),
    maxPressure: HYDROGEN.maxPressure(b, p, m, -1),
    maxPressureSensor: HYDROGEN.maxPressureSensor(b, p, m, -1),
    dcdcStatus: HYDROGEN.dcdcStatus(b, p, m, -1),
  };
  body.fuelCell = fc;
  return p + L.hydrogen.size;
}

function decodeEngine(b: Uint8Array, p: number, end: number, m: Marks): Engine {
  if (end - p < L.engine.size) truncated(p, 'engine data', L.engine.size, end - p);
  return {
    status: ENGINE.status(b, p, m, -1),
    rpm: ENGINE.rpm(b, p, m, -1),
    fuelConsumption: ENGINE.fuelConsumption(b, p, m, -1),
  };
}

function decodeExtremes(b: Uint8Array, p: number, end: number, m: Marks): Extremes {
  if (end - p < EXTREMES_SIZE) truncated(p, 'extreme values data', EXTREMES_SIZE, end - p);
  const min = p + L.cellExtreme.size;
  const maxT = min + L.cellExtreme.size;
  const minT = maxT + L.probeExtreme.size;
  return {
    maxCellVoltage: {
      subsystem: MAX_CELL.subsystem(b, p, m, -1),
      cell: MAX_CELL.cell(b, p, m, -1),
      value: MAX_CELL.value(b, p, m, -1),
    },
    minCellVoltage: {
      subsystem: MIN_CELL.subsystem(b, min, m, -1),
      cell: MIN_CELL.cell(b, min, m, -1),
      value: MIN_CELL.value(b, min, m, -1),
    },
    maxTemp: {
      subsystem: MAX_TEMP.subsystem(b, maxT, m, -1),
      probe: MAX_TEMP.probe(b, maxT, m, -1),
      value: MAX_TEMP.value(b, maxT, m, -1),
    },
    minTemp: {
      subsystem: MIN_TEMP.subsystem(b, minT, m, -1),
      probe: MIN_TEMP.probe(b, minT, m, -1),
      value: MIN_TEMP.value(b, minT, m, -1),
    },
  };
}

function decodeStorageVoltages(b: Uint8Array, p: number, end: number, body: RealtimeBody, m: Marks): number {
  need(p, L.storageVoltages.size, end, 'storage voltage subsystem count');
  const count = STORAGE_COUNT(b, p);
  p += L.storageVoltages.size;
  const size = L.storageVoltage.size;
  const list: StorageVoltage[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, size, end, 'storage voltage subsystem');
    const n = STORAGE_RAW.cells(b, p);
    need(p + size, 2 * n, end, 'cell voltages');
    const sv: StorageVoltage = {
      no: STORAGE_RAW.no(b, p),
      voltage: STORAGE.voltage(b, p, m, k),
      current: STORAGE.current(b, p, m, k),
      cellTotal: STORAGE_RAW.cellTotal(b, p),
      firstCell: STORAGE_RAW.firstCell(b, p),
      cells: millivolts(b, p + size, n, m, 'storageVoltages', k, 'cells'),
    };
    p += size + 2 * n;
    list[k] = sv;
  }
  body.storageVoltages = list;
  return p;
}

const TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const bitOf = (type: number): number => 1 << type;

/** Decodes a 2016 real-time body in b[start..end). */
export function decodeRealtime2016(b: Uint8Array, start: number, end: number): RealtimeBody {
  const body = newRealtimeBody(readTime(b, start, end));
  const m = new Marks();
  let p = start + 6;
  let seen = 0;
  let last = 0;
  let sawCustom = false;
  // the info types in wire order, kept once they are not the standard order
  let order: number[] | undefined;
  while (p < end) {
    const type = b[p];
    const at = p;
    p++;
    if (type >= 0x80 && type !== 0xff) {
      if (order !== undefined) order.push(type);
      p = decodeCustom(b, p, end, type, body);
      sawCustom = true;
      continue;
    }
    if (type === 0 || type > 9) unknownInfoType(at, type, 2016);
    if (seen & (1 << type)) duplicateInfoType(at, type);
    if (order === undefined && (sawCustom || type < last)) order = orderSoFar(TYPES, seen, bitOf, body);
    if (order !== undefined) order.push(type);
    seen |= 1 << type;
    last = type;
    switch (type) {
      case 0x01:
        body.vehicle = decodeVehicle(b, p, end, m);
        p += L.vehicle.size;
        break;
      case 0x02:
        p = decodeMotors(b, p, end, body, m);
        break;
      case 0x03:
        p = decodeFuelCell(b, p, end, body, m);
        break;
      case 0x04:
        body.engine = decodeEngine(b, p, end, m);
        p += L.engine.size;
        break;
      case 0x05:
        p = decodePosition(b, p, end, 2016, body, m);
        break;
      case 0x06:
        body.extremes = decodeExtremes(b, p, end, m);
        p += EXTREMES_SIZE;
        break;
      case 0x07:
        p = decodeAlarm(b, p, end, 2016, body, m);
        break;
      case 0x08:
        p = decodeStorageVoltages(b, p, end, body, m);
        break;
      default:
        p = decodeStorageTemps(b, p, end, body, m);
        break;
    }
  }
  if (order !== undefined) body.order = order;
  finishAbnormal(body, m);
  return body;
}

// ---------------------------------------------------------------- encoding

const PUT_VEHICLE = blockWriter(L.vehicle, 'vehicle', { gear: (o) => gearByte(o, 'vehicle') });
const PUT_MOTOR = blockWriter(L.motor, 'motors');
// the probe count is written with the probes (putTemps)
const PUT_FUEL_CELL = blockWriter(L.fuelCell, 'fuelCell');
const PUT_HYDROGEN = blockWriter(L.hydrogen, 'fuelCell');
const PUT_ENGINE = blockWriter(L.engine, 'engine');
const PUT_MAX_CELL = blockWriter(L.cellExtreme, 'extremes.maxCellVoltage');
const PUT_MIN_CELL = blockWriter(L.cellExtreme, 'extremes.minCellVoltage');
const PUT_MAX_TEMP = blockWriter(L.probeExtreme, 'extremes.maxTemp');
const PUT_MIN_TEMP = blockWriter(L.probeExtreme, 'extremes.minTemp');
// the cell count is written before the cells (encodeStorageVoltages)
const PUT_STORAGE = blockWriter(L.storageVoltage, 'storageVoltages', {
  cellTotal: (s) => s.cellTotal ?? (s.cells as unknown[]).length,
  firstCell: (s) => s.firstCell ?? 1,
});

export function gearByte(o: Record<string, unknown>, path: string): number {
  // the code 0-15, or 'R', 'D', 'P' as earlier versions decoded 13-15
  const i =
    typeof o.gear === 'number'
      ? Number.isInteger(o.gear) && o.gear >= 0 && o.gear <= 15
        ? o.gear
        : -1
      : GEARS.indexOf(o.gear as string);
  if (i < 0) badValue(path + '.gear', `unknown gear ${JSON.stringify(o.gear)}`, '0-15 (13 R, 14 D, 15 P)');
  const reserved = o.gearReserved === undefined ? 0 : int(o.gearReserved, path + '.gearReserved', 0xff);
  return i | (o.braking ? 0x10 : 0) | (o.driving ? 0x20 : 0) | reserved;
}

function encodeMotors(w: Writer, v: unknown, abn: AbnormalSet): void {
  const count = L.motors.field.motors;
  const list = arr(v, 'motors', count.maxRaw);
  putRaw(w, count.width, list.length);
  for (let i = 0; i < list.length; i++) PUT_MOTOR(w, obj(list[i], `motors[${i}]`), abn, i);
}

function encodeFuelCell(w: Writer, v: unknown, abn: AbnormalSet): void {
  const f = obj(v, 'fuelCell');
  PUT_FUEL_CELL(w, f, abn, -1);
  putTemps(w, f.probeTemps, 'fuelCell.probeTemps', L.fuelCell.field.probeTemps, abn);
  PUT_HYDROGEN(w, f, abn, -1);
}

function encodeExtremes(w: Writer, v: unknown, abn: AbnormalSet): void {
  const x = obj(v, 'extremes');
  PUT_MAX_CELL(w, obj(x.maxCellVoltage, 'extremes.maxCellVoltage'), abn, -1);
  PUT_MIN_CELL(w, obj(x.minCellVoltage, 'extremes.minCellVoltage'), abn, -1);
  PUT_MAX_TEMP(w, obj(x.maxTemp, 'extremes.maxTemp'), abn, -1);
  PUT_MIN_TEMP(w, obj(x.minTemp, 'extremes.minTemp'), abn, -1);
}

function encodeStorageVoltages(w: Writer, v: unknown, abn: AbnormalSet): void {
  const count = L.storageVoltages.field.storageVoltages;
  const cellCount = L.storageVoltage.field.cells;
  const list = arr(v, 'storageVoltages', count.maxRaw);
  putRaw(w, count.width, list.length);
  for (let k = 0; k < list.length; k++) {
    const path = `storageVoltages[${k}]`;
    const s = obj(list[k], path);
    const cells = arr(s.cells, path + '.cells', cellCount.maxRaw);
    PUT_STORAGE(w, s, abn, k);
    putRaw(w, cellCount.width, cells.length);
    putMillivolts(w, cells, path + '.cells', abn);
  }
}

const STANDARD_2016: readonly (keyof RealtimeBody)[] = [
  'time',
  'vehicle',
  'motors',
  'fuelCell',
  'engine',
  'position',
  'extremes',
  'alarm',
  'storageVoltages',
  'storageTemps',
];

/** Writes a 2016 real-time body (without the time-only reply shortcut). */
export function encodeRealtime2016(w: Writer, body: RealtimeBody): void {
  const abn = abnormalSet(body.abnormal);
  writeTime(w, body.time, 'time');
  for (const k of ['fuelCellStacks', 'supercapacitor', 'supercapacitorExtremes', 'signature'] as const)
    if (body[k] !== undefined) badValue(k, 'is a 2025 block; the 2016 edition has no such info type');
  const present: number[] = [];
  for (let t = 1; t <= 9; t++) if (body[STANDARD_2016[t]] !== undefined) present.push(t);
  const customs = body.custom ?? [];
  let nextCustom = 0;
  for (const t of blockOrder(body, present)) {
    if (t < 0) {
      encodeCustom(w, customs[nextCustom], `custom[${nextCustom}]`);
      nextCustom++;
      continue;
    }
    w.u8(t);
    switch (t) {
      case 1:
        PUT_VEHICLE(w, obj(body.vehicle, 'vehicle'), abn, -1);
        break;
      case 2:
        encodeMotors(w, body.motors, abn);
        break;
      case 3:
        encodeFuelCell(w, body.fuelCell, abn);
        break;
      case 4:
        PUT_ENGINE(w, obj(body.engine, 'engine'), abn, -1);
        break;
      case 5:
        encodePosition(w, body.position, 2016, abn);
        break;
      case 6:
        encodeExtremes(w, body.extremes, abn);
        break;
      case 7:
        encodeAlarm(w, body.alarm, 2016, abn);
        break;
      case 8:
        encodeStorageVoltages(w, body.storageVoltages, abn);
        break;
      default:
        encodeStorageTemps(w, body.storageTemps, abn);
        break;
    }
  }
}
