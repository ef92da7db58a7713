/** Real-time and reissue report bodies (0x02, 0x03) of the 2025 edition. */
import { need, type Writer } from './bytes.js';
import { badValue, fail, truncated } from './errors.js';
import {
  abnormalSet,
  LAYOUT_2025,
  Marks,
  putRaw,
  rawReaders,
  readers,
  blockWriter,
  type AbnormalSet,
} from './layout.js';
import type {
  Engine,
  FuelCellStack,
  HydrogenSystem2025,
  Motor,
  RealtimeBody,
  StorageVoltage,
  SupercapacitorExtremes,
  Vehicle,
} from './model.js';
import { gearByte } from './realtime2016.js';
import {
  arr,
  blockOrder,
  decodeAlarm,
  decodeCustom,
  decodePosition,
  decodeSignature,
  decodeStorageTemps,
  duplicateInfoType,
  encodeAlarm,
  encodeCustom,
  encodePosition,
  encodeSignature,
  encodeStorageTemps,
  finishAbnormal,
  millivolts,
  newRealtimeBody,
  obj,
  orderSoFar,
  putMillivolts,
  putTemps,
  signatureSize,
  temps,
  unknownInfoType,
} from './realtimeShared.js';
import { readTime, writeTime } from './time.js';

export const SIGNATURE_START = 0xff;

const L = LAYOUT_2025;
const VEHICLE = readers(L.vehicle, 'vehicle');
const GEAR_AT = L.vehicle.field.gear.at;
const MOTOR_COUNT = rawReaders(L.motors).motors;
const MOTOR = readers(L.motor, 'motors');
const HYDROGEN = readers(L.hydrogen, 'fuelCell');
const ENGINE = readers(L.engine, 'engine');
const STORAGE_COUNT = rawReaders(L.storageVoltages).storageVoltages;
const STORAGE = readers(L.storageVoltage, 'storageVoltages');
const STORAGE_RAW = rawReaders(L.storageVoltage);
const STACK_COUNT = rawReaders(L.fuelCellStacks).fuelCellStacks;
const STACK = readers(L.fuelCellStack, 'fuelCellStacks');
const STACK_RAW = rawReaders(L.fuelCellStack);
const SUPERCAP = readers(L.supercapacitor, 'supercapacitor');
const SUPERCAP_RAW = rawReaders(L.supercapacitor);
const SUPERCAP_PROBES = rawReaders(L.supercapacitorProbes).probes;
const MAX_VOLTAGE = readers(L.cellExtreme, 'supercapacitorExtremes.maxVoltage');
const MIN_VOLTAGE = readers(L.cellExtreme, 'supercapacitorExtremes.minVoltage');
const MAX_TEMP = readers(L.probeExtreme, 'supercapacitorExtremes.maxTemp');
const MIN_TEMP = readers(L.probeExtreme, 'supercapacitorExtremes.minTemp');
const EXTREMES_SIZE = 2 * L.cellExtreme.size + 2 * L.probeExtreme.size;

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
    gearValid: (g & 0x80) === 0,
    insulation: VEHICLE.insulation(b, p, m, -1),
  };
  // bit 6 of the gear byte is reserved (bit 7 is the gear-invalid flag)
  if (g & 0x40) v.gearReserved = 0x40;
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
      controllerVoltage: undefined,
      controllerCurrent: undefined,
    };
  }
  body.motors = list;
  return p;
}

function decodeHydrogen(b: Uint8Array, p: number, end: number, m: Marks): HydrogenSystem2025 {
  const size = L.hydrogen.size;
  if (end - p < size) truncated(p, 'fuel cell engine and hydrogen system data', size, end - p);
  return {
    maxTemp: HYDROGEN.maxTemp(b, p, m, -1),
    maxTempProbe: HYDROGEN.maxTempProbe(b, p, m, -1),
    maxConcentration: HYDROGEN.maxConcentration(b, p, m, -1),
    maxConcentrationSensor: HYDROGEN.maxConcentrationSensor(b, p, m, -1),
    maxPressure: HYDROGEN.maxPressure(b, p, m, -1),
    maxPressureSensor: HYDROGEN.maxPressureSensor(b, p, m, -1),
    dcdcStatus: HYDROGEN.dcdcStatus(b, p, m, -1),
    hydrogenRemaining: HYDROGEN.hydrogenRemaining(b, p, m, -1),
    dcdcTemp: HYDROGEN.dcdcTemp(b, p, m, -1),
  };
}

function decodeStorageVoltages(b: Uint8Array, p: number, end: number, body: RealtimeBody, m: Marks): number {
  need(p, L.storageVoltages.size, end, 'pack voltage count');
  const count = STORAGE_COUNT(b, p);
  p += L.storageVoltages.size;
  const size = L.storageVoltage.size;
  const list: StorageVoltage[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, size, end, 'pack voltage data');
    const n = STORAGE_RAW.cells(b, p);
    need(p + size, 2 * n, end, 'parallel unit voltages');
    list[k] = {
      no: STORAGE_RAW.no(b, p),
      voltage: STORAGE.voltage(b, p, m, k),
      current: STORAGE.current(b, p, m, k),
      cellTotal: n,
      firstCell: undefined,
      cells: millivolts(b, p + size, n, m, 'storageVoltages', k, 'cells'),
    };
    p += size + 2 * n;
  }
  body.storageVoltages = list;
  return p;
}

function decodeStacks(b: Uint8Array, p: number, end: number, body: RealtimeBody, m: Marks): number {
  need(p, L.fuelCellStacks.size, end, 'fuel cell stack count');
  const count = STACK_COUNT(b, p);
  p += L.fuelCellStacks.size;
  const size = L.fuelCellStack.size;
  const list: FuelCellStack[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, size, end, 'fuel cell stack data');
    const n = STACK_RAW.coolantTemps(b, p);
    need(p + size, n, end, 'fuel cell stack coolant temperatures');
    list[k] = {
      no: STACK_RAW.no(b, p),
      voltage: STACK.voltage(b, p, m, k),
      current: STACK.current(b, p, m, k),
      hydrogenInletPressure: STACK.hydrogenInletPressure(b, p, m, k),
      airInletPressure: STACK.airInletPressure(b, p, m, k),
      airInletTemp: STACK.airInletTemp(b, p, m, k),
      coolantTemps: temps(b, p + size, n, m, 'fuelCellStacks', k, 'coolantTemps'),
    };
    p += size + n;
  }
  body.fuelCellStacks = list;
  return p;
}

function decodeSupercap(b: Uint8Array, p: number, end: number, body: RealtimeBody, m: Marks): number {
  need(p, L.supercapacitor.size, end, 'supercapacitor data');
  const no = SUPERCAP_RAW.no(b, p);
  const voltage = SUPERCAP.voltage(b, p, m, -1);
  const current = SUPERCAP.current(b, p, m, -1);
  const cellCount = SUPERCAP_RAW.cells(b, p);
  p += L.supercapacitor.size;
  need(p, 2 * cellCount + L.supercapacitorProbes.size, end, 'supercapacitor cell voltages');
  const cells = millivolts(b, p, cellCount, m, 'supercapacitor', -1, 'cells');
  p += 2 * cellCount;
  const n = SUPERCAP_PROBES(b, p);
  p += L.supercapacitorProbes.size;
  need(p, n, end, 'supercapacitor probe temperatures');
  const probes = temps(b, p, n, m, 'supercapacitor', -1, 'probes');
  body.supercapacitor = { no, voltage, current, cells, probes };
  return p + n;
}

function decodeSupercapExtremes(b: Uint8Array, p: number, end: number, m: Marks): SupercapacitorExtremes {
  if (end - p < EXTREMES_SIZE) truncated(p, 'supercapacitor extreme values', EXTREMES_SIZE, end - p);
  const min = p + L.cellExtreme.size;
  const maxT = min + L.cellExtreme.size;
  const minT = maxT + L.probeExtreme.size;
  return {
    maxVoltage: {
      system: MAX_VOLTAGE.system(b, p, m, -1),
      cell: MAX_VOLTAGE.cell(b, p, m, -1),
      value: MAX_VOLTAGE.value(b, p, m, -1),
    },
    minVoltage: {
      system: MIN_VOLTAGE.system(b, min, m, -1),
      cell: MIN_VOLTAGE.cell(b, min, m, -1),
      value: MIN_VOLTAGE.value(b, min, m, -1),
    },
    maxTemp: {
      system: MAX_TEMP.system(b, maxT, m, -1),
      probe: MAX_TEMP.probe(b, maxT, m, -1),
      value: MAX_TEMP.value(b, maxT, m, -1),
    },
    minTemp: {
      system: MIN_TEMP.system(b, minT, m, -1),
      probe: MIN_TEMP.probe(b, minT, m, -1),
      value: MIN_TEMP.value(b, minT, m, -1),
    },
  };
}

const TYPES = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x30, 0x31, 0x32];

// Bit of each standard type in the "seen" mask.
function typeBit(type: number): number {
  if (type >= 1 && type <= 8) return 1 << type;
  if (type >= 0x30 && type <= 0x32) return 1 << (type - 0x30 + 9);
  return 0;
}

/** Decodes a 2025 real-time body in b[start..end). */
export function decodeRealtime2025(b: Uint8Array, start: number, end: number): RealtimeBody {
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
    if (type === SIGNATURE_START) {
      const signature = decodeSignature(b, p, end, 'signature');
      body.signature = signature;
      p += signatureSize(signature);
      if (p !== end)
        fail('TRAILING_BYTES', p, `${end - p} byte(s) after the signature`, 'the signature to end the body');
      break;
    }
    if (type >= 0x80) {
      if (order !== undefined) order.push(type);
      p = decodeCustom(b, p, end, type, body);
      sawCustom = true;
      continue;
    }
    const bit = typeBit(type);
    if (bit === 0) unknownInfoType(at, type, 2025);
    if (seen & bit) duplicateInfoType(at, type);
    if (order === undefined && (sawCustom || type < last)) order = orderSoFar(TYPES, seen, typeBit, body);
    if (order !== undefined) order.push(type);
    seen |= bit;
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
        body.fuelCell = decodeHydrogen(b, p, end, m);
        p += L.hydrogen.size;
        break;
      case 0x04: {
        if (end - p < L.engine.size) truncated(p, 'engine data', L.engine.size, end - p);
        const engine: Engine = {
          status: undefined,
          rpm: ENGINE.rpm(b, p, m, -1),
          fuelConsumption: undefined,
        };
        body.engine = engine;
        p += L.engine.size;
        break;
      }
      case 0x05:
        p = decodePosition(b, p, end, 2025, body, m);
        break;
      case 0x06:
        p = decodeAlarm(b, p, end, 2025, body, m);
        break;
      case 0x07:
        p = decodeStorageVoltages(b, p, end, body, m);
        break;
      case 0x08:
        p = decodeStorageTemps(b, p, end, body, m);
        break;
      case 0x30:
        p = decodeStacks(b, p, end, body, m);
        break;
      case 0x31:
        p = decodeSupercap(b, p, end, body, m);
        break;
      default:
        body.supercapacitorExtremes = decodeSupercapExtremes(b, p, end, m);
        p += EXTREMES_SIZE;
        break;
    }
  }
  if (order !== undefined) body.order = order;
  finishAbnormal(body, m);
  return body;
}

// ---------------------------------------------------------------- encoding

const PUT_VEHICLE = blockWriter(L.vehicle, 'vehicle', {
  gear: (o) => gearByte(o, 'vehicle') | (o.gearValid === false ? 0x80 : 0),
});
const PUT_MOTOR = blockWriter(L.motor, 'motors');
const PUT_HYDROGEN = blockWriter(L.hydrogen, 'fuelCell');
const PUT_ENGINE = blockWriter(L.engine, 'engine');
// the cell and coolant temperature counts are written with their lists
const PUT_STORAGE = blockWriter(L.storageVoltage, 'storageVoltages');
const PUT_STACK = blockWriter(L.fuelCellStack, 'fuelCellStacks');
const PUT_SUPERCAP = blockWriter(L.supercapacitor, 'supercapacitor');
const PUT_MAX_VOLTAGE = blockWriter(L.cellExtreme, 'supercapacitorExtremes.maxVoltage');
const PUT_MIN_VOLTAGE = blockWriter(L.cellExtreme, 'supercapacitorExtremes.minVoltage');
const PUT_MAX_TEMP = blockWriter(L.probeExtreme, 'supercapacitorExtremes.maxTemp');
const PUT_MIN_TEMP = blockWriter(L.probeExtreme, 'supercapacitorExtremes.minTemp');

function encodeVehicle(w: Writer, v: unknown, abn: AbnormalSet): void {
  const o = obj(v, 'vehicle');
  PUT_VEHICLE(w, o, abn, -1);
  if (o.accelerator !== undefined || o.brake !== undefined)
    badValue('vehicle', 'the 2025 vehicle block has no accelerator or brake pedal');
}

function encodeMotors(w: Writer, v: unknown, abn: AbnormalSet): void {
  const count = L.motors.field.motors;
  const list = arr(v, 'motors', count.maxRaw);
  putRaw(w, count.width, list.length);
  for (let i = 0; i < list.length; i++) PUT_MOTOR(w, obj(list[i], `motors[${i}]`), abn, i);
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
    if (s.cellTotal !== undefined && s.cellTotal !== cells.length)
      badValue(path + '.cellTotal', `must equal cells.length (${cells.length}) in the 2025 edition`);
    if (s.firstCell !== undefined) badValue(path + '.firstCell', 'the 2025 edition has no first-cell field');
    PUT_STORAGE(w, s, abn, k);
    putRaw(w, cellCount.width, cells.length);
    putMillivolts(w, cells, path + '.cells', abn);
  }
}

function encodeStacks(w: Writer, v: unknown, abn: AbnormalSet): void {
  const count = L.fuelCellStacks.field.fuelCellStacks;
  const list = arr(v, 'fuelCellStacks', count.maxRaw);
  putRaw(w, count.width, list.length);
  for (let k = 0; k < list.length; k++) {
    const path = `fuelCellStacks[${k}]`;
    const s = obj(list[k], path);
    PUT_STACK(w, s, abn, k);
    putTemps(w, s.coolantTemps, path + '.coolantTemps', L.fuelCellStack.field.coolantTemps, abn);
  }
}

function encodeSupercap(w: Writer, v: unknown, abn: AbnormalSet): void {
  const s = obj(v, 'supercapacitor');
  const cellCount = L.supercapacitor.field.cells;
  PUT_SUPERCAP(w, s, abn, -1);
  const cells = arr(s.cells, 'supercapacitor.cells', cellCount.maxRaw);
  putRaw(w, cellCount.width, cells.length);
  putMillivolts(w, cells, 'supercapacitor.cells', abn);
  putTemps(w, s.probes, 'supercapacitor.probes', L.supercapacitorProbes.field.probes, abn);
}

function encodeSupercapExtremes(w: Writer, v: unknown, abn: AbnormalSet): void {
  const x = obj(v, 'supercapacitorExtremes');
  PUT_MAX_VOLTAGE(w, obj(x.maxVoltage, 'supercapacitorExtremes.maxVoltage'), abn, -1);
  PUT_MIN_VOLTAGE(w, obj(x.minVoltage, 'supercapacitorExtremes.minVoltage'), abn, -1);
  PUT_MAX_TEMP(w, obj(x.maxTemp, 'supercapacitorExtremes.maxTemp'), abn, -1);
  PUT_MIN_TEMP(w, obj(x.minTemp, 'supercapacitorExtremes.minTemp'), abn, -1);
}

const STANDARD_2025: readonly [number, keyof RealtimeBody][] = [
  [0x01, 'vehicle'],
  [0x02, 'motors'],
  [0x03, 'fuelCell'],
  [0x04, 'engine'],
  [0x05, 'position'],
  [0x06, 'alarm'],
  [0x07, 'storageVoltages'],
  [0x08, 'storageTemps'],
  [0x30, 'fuelCellStacks'],
  [0x31, 'supercapacitor'],
  [0x32, 'supercapacitorExtremes'],
];

/** Writes a 2025 real-time body: time, blocks, then the signature when present. */
export function encodeRealtime2025(w: Writer, body: RealtimeBody): void {
  const abn = abnormalSet(body.abnormal);
  writeTime(w, body.time, 'time');
  if (body.extremes !== undefined) badValue('extremes', 'the 2025 edition has no extremes block');
  const present: number[] = [];
  for (const [t, k] of STANDARD_2025) if (body[k] !== undefined) present.push(t);
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
      case 0x01:
        encodeVehicle(w, body.vehicle, abn);
        break;
      case 0x02:
        encodeMotors(w, body.motors, abn);
        break;
      case 0x03:
        PUT_HYDROGEN(w, obj(body.fuelCell, 'fuelCell'), abn, -1);
        break;
      case 0x04:
        PUT_ENGINE(w, obj(body.engine, 'engine'), abn, -1);
        break;
      case 0x05:
        encodePosition(w, body.position, 2025, abn);
        break;
      case 0x06:
        encodeAlarm(w, body.alarm, 2025, abn);
        break;
      case 0x07:
        encodeStorageVoltages(w, body.storageVoltages, abn);
        break;
      case 0x08:
        encodeStorageTemps(w, body.storageTemps, abn);
        break;
      case 0x30:
        encodeStacks(w, body.fuelCellStacks, abn);
        break;
      case 0x31:
        encodeSupercap(w, body.supercapacitor, abn);
        break;
      default:
        encodeSupercapExtremes(w, body.supercapacitorExtremes, abn);
        break;
    }
  }
  if (body.signature !== undefined) {
    w.u8(SIGNATURE_START);
    encodeSignature(w, body.signature, 'signature');
  }
}
