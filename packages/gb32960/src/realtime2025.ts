/** Real-time and reissue report bodies (0x02, 0x03) of the 2025 edition. */
import { int, need, u16, u32, type Writer } from './bytes.js';
import { badValue, fail, truncated } from './errors.js';
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
import { CHARGE_STATUS, MOTOR_STATUS, RUN_MODE, VEHICLE_STATUS, WORKING_OFF } from './names.js';
import { gearByte } from './realtime2016.js';
import {
  arr,
  blockOrder,
  byteVal,
  decodeAlarm,
  decodeCustom,
  decodePosition,
  decodeSignature,
  signatureEnd,
  decodeStorageTemps,
  duplicateInfoType,
  dwordVal,
  encodeAlarm,
  encodeCustom,
  encodePosition,
  encodeSignature,
  encodeStorageTemps,
  enumVal,
  millivolts,
  newRealtimeBody,
  finishAbnormal,
  idByte,
  idWord,
  putIdByte,
  putIdWord,
  obj,
  putByte,
  putDword,
  putEnum,
  putMillivolts,
  putTemp,
  putTemps,
  putWord,
  sentinelAt,
  startAbnormal,
  tempVal,
  temps,
  unknownInfoType,
  wordVal,
} from './realtimeShared.js';
import { readTime, writeTime } from './time.js';

export const SIGNATURE_START = 0xff;

const seenOrder = new Uint8Array(65536);

function decodeVehicle(b: Uint8Array, p: number, end: number): Vehicle {
  if (end - p < 18) truncated(p, 'vehicle data', 18, end - p);
  const g = b[p + 15];
  const v: Vehicle = {
    status: enumVal(b[p], VEHICLE_STATUS, 'vehicle.status'),
    chargeStatus: enumVal(b[p + 1], CHARGE_STATUS, 'vehicle.chargeStatus'),
    runMode: enumVal(b[p + 2], RUN_MODE, 'vehicle.runMode'),
    speed: wordVal((b[p + 3] << 8) | b[p + 4], 10, 0, 'vehicle.speed'),
    mileage: dwordVal(u32(b, p + 5), 10, 0, 'vehicle.mileage'),
    voltage: wordVal((b[p + 9] << 8) | b[p + 10], 10, 0, 'vehicle.voltage'),
    current: wordVal((b[p + 11] << 8) | b[p + 12], 10, 30000, 'vehicle.current'),
    soc: byteVal(b[p + 13], 'vehicle.soc'),
    dcdc: enumVal(b[p + 14], WORKING_OFF, 'vehicle.dcdc'),
    gear: g & 0x0f,
    braking: (g & 0x10) !== 0,
    driving: (g & 0x20) !== 0,
    gearValid: (g & 0x80) === 0,
    insulation: wordVal((b[p + 16] << 8) | b[p + 17], 1, 0, 'vehicle.insulation'),
  };
  // bit 6 of the gear byte is reserved (bit 7 is the gear-invalid flag)
  if (g & 0x40) v.gearReserved = 0x40;
  return v;
}

function decodeMotors(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 1, end, 'drive motor count');
  const n = b[p++];
  if (end - p < 10 * n) truncated(p, 'drive motor data', 10 * n, end - p);
  const list: Motor[] = new Array(n);
  for (let i = 0; i < n; i++, p += 10) {
    const st = b[p + 1];
    const ct = b[p + 2];
    const rpm = (b[p + 3] << 8) | b[p + 4];
    const tq = u32(b, p + 5);
    const t = b[p + 9];
    list[i] = {
      no: b[p] < 0xfe ? b[p] : sentinelAt(b[p] === 0xfe, 'motors', i, '.no'),
      status: st < 0xfe ? st : sentinelAt(st === 0xfe, 'motors', i, '.status'),
      controllerTemp: ct < 0xfe ? ct - 40 : sentinelAt(ct === 0xfe, 'motors', i, '.controllerTemp'),
      rpm: rpm < 0xfffe ? rpm - 32000 : sentinelAt(rpm === 0xfffe, 'motors', i, '.rpm'),
      torque: tq < 0xfffffffe ? (tq - 200000) / 10 : sentinelAt(tq === 0xfffffffe, 'motors', i, '.torque'),
      temp: t < 0xfe ? t - 40 : sentinelAt(t === 0xfe, 'motors', i, '.temp'),
      controllerVoltage: undefined,
      controllerCurrent: undefined,
    };
  }
  body.motors = list;
  return p;
}

function decodeHydrogen(b: Uint8Array, p: number, end: number): HydrogenSystem2025 {
  if (end - p < 12) truncated(p, 'fuel cell engine and hydrogen system data', 12, end - p);
  return {
    maxTemp: wordVal(u16(b, p), 1, 40, 'fuelCell.maxTemp'),
    maxTempProbe: idByte(b[p + 2], 'fuelCell.maxTempProbe'),
    maxConcentration: wordVal(u16(b, p + 3), 10000, 0, 'fuelCell.maxConcentration'),
    maxConcentrationSensor: idByte(b[p + 5], 'fuelCell.maxConcentrationSensor'),
    maxPressure: wordVal(u16(b, p + 6), 10, 0, 'fuelCell.maxPressure'),
    maxPressureSensor: idByte(b[p + 8], 'fuelCell.maxPressureSensor'),
    dcdcStatus: enumVal(b[p + 9], WORKING_OFF, 'fuelCell.dcdcStatus'),
    hydrogenRemaining: byteVal(b[p + 10], 'fuelCell.hydrogenRemaining'),
    dcdcTemp: tempVal(b[p + 11], 'fuelCell.dcdcTemp'),
  };
}

function decodeStorageVoltages(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 1, end, 'pack voltage count');
  const count = b[p++];
  const list: StorageVoltage[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, 7, end, 'pack voltage data');
    const v = u16(b, p + 1);
    const c = u16(b, p + 3);
    const n = u16(b, p + 5);
    const no = b[p];
    p += 7;
    need(p, 2 * n, end, 'parallel unit voltages');
    list[k] = {
      no,
      voltage: v < 0xfffe ? v / 10 : sentinelAt(v === 0xfffe, 'storageVoltages', k, '.voltage'),
      current: c < 0xfffe ? (c - 30000) / 10 : sentinelAt(c === 0xfffe, 'storageVoltages', k, '.current'),
      cellTotal: n,
      firstCell: undefined,
      cells: millivolts(b, p, n, 'storageVoltages', k, 'cells'),
    };
    p += 2 * n;
  }
  body.storageVoltages = list;
  return p;
}

function decodeStacks(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 1, end, 'fuel cell stack count');
  const count = b[p++];
  const list: FuelCellStack[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, 12, end, 'fuel cell stack data');
    const v = u16(b, p + 1);
    const c = u16(b, p + 3);
    const hp = u16(b, p + 5);
    const ap = u16(b, p + 7);
    const at = b[p + 9];
    const n = u16(b, p + 10);
    const no = b[p];
    p += 12;
    need(p, n, end, 'fuel cell stack coolant temperatures');
    list[k] = {
      no,
      voltage: v < 0xfffe ? v / 10 : sentinelAt(v === 0xfffe, 'fuelCellStacks', k, '.voltage'),
      current: c < 0xfffe ? c / 10 : sentinelAt(c === 0xfffe, 'fuelCellStacks', k, '.current'),
      hydrogenInletPressure:
        hp < 0xfffe
          ? (hp - 1000) / 10
          : sentinelAt(hp === 0xfffe, 'fuelCellStacks', k, '.hydrogenInletPressure'),
      airInletPressure:
        ap < 0xfffe ? (ap - 1000) / 10 : sentinelAt(ap === 0xfffe, 'fuelCellStacks', k, '.airInletPressure'),
      airInletTemp: at < 0xfe ? at - 40 : sentinelAt(at === 0xfe, 'fuelCellStacks', k, '.airInletTemp'),
      coolantTemps: temps(b, p, n, 'fuelCellStacks', k, 'coolantTemps'),
    };
    p += n;
  }
  body.fuelCellStacks = list;
  return p;
}

function decodeSupercap(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 7, end, 'supercapacitor data');
  const no = b[p];
  const voltage = wordVal(u16(b, p + 1), 10, 0, 'supercapacitor.voltage');
  const current = wordVal(u16(b, p + 3), 10, 30000, 'supercapacitor.current');
  const m = u16(b, p + 5);
  p += 7;
  need(p, 2 * m + 2, end, 'supercapacitor cell voltages');
  const cells = millivolts(b, p, m, 'supercapacitor', -1, 'cells');
  p += 2 * m;
  const n = u16(b, p);
  p += 2;
  need(p, n, end, 'supercapacitor probe temperatures');
  const probes = temps(b, p, n, 'supercapacitor', -1, 'probes');
  body.supercapacitor = { no, voltage, current, cells, probes };
  return p + n;
}

function decodeSupercapExtremes(b: Uint8Array, p: number, end: number): SupercapacitorExtremes {
  if (end - p < 18) truncated(p, 'supercapacitor extreme values', 18, end - p);
  return {
    maxVoltage: {
      system: idByte(b[p], 'supercapacitorExtremes.maxVoltage.system'),
      cell: idWord(u16(b, p + 1), 'supercapacitorExtremes.maxVoltage.cell'),
      value: wordVal(u16(b, p + 3), 1000, 0, 'supercapacitorExtremes.maxVoltage.value'),
    },
    minVoltage: {
      system: idByte(b[p + 5], 'supercapacitorExtremes.minVoltage.system'),
      cell: idWord(u16(b, p + 6), 'supercapacitorExtremes.minVoltage.cell'),
      value: wordVal(u16(b, p + 8), 1000, 0, 'supercapacitorExtremes.minVoltage.value'),
    },
    maxTemp: {
      system: idByte(b[p + 10], 'supercapacitorExtremes.maxTemp.system'),
      probe: idWord(u16(b, p + 11), 'supercapacitorExtremes.maxTemp.probe'),
      value: tempVal(b[p + 13], 'supercapacitorExtremes.maxTemp.value'),
    },
    minTemp: {
      system: idByte(b[p + 14], 'supercapacitorExtremes.minTemp.system'),
      probe: idWord(u16(b, p + 15), 'supercapacitorExtremes.minTemp.probe'),
      value: tempVal(b[p + 17], 'supercapacitorExtremes.minTemp.value'),
    },
  };
}

// Bit of each standard type in the "seen" mask.
function typeBit(type: number): number {
  if (type >= 1 && type <= 8) return 1 << type;
  if (type >= 0x30 && type <= 0x32) return 1 << (type - 0x30 + 9);
  return 0;
}

/** Decodes a 2025 real-time body in b[start..end). */
export function decodeRealtime2025(b: Uint8Array, start: number, end: number): RealtimeBody {
  const body = newRealtimeBody(readTime(b, start, end));
  startAbnormal();
  let p = start + 6;
  let seen = 0;
  let last = 0;
  let canonical = true;
  let sawCustom = false;
  let count = 0;
  while (p < end) {
    const type = b[p];
    const at = p;
    p++;
    if (type === SIGNATURE_START) {
      body.signature = decodeSignature(b, p, end, 'signature');
      p = signatureEnd;
      if (p !== end)
        fail('TRAILING_BYTES', p, `${end - p} byte(s) after the signature`, 'the signature to end the body');
      break;
    }
    seenOrder[count++] = type;
    if (type >= 0x80) {
      p = decodeCustom(b, p, end, type, body);
      sawCustom = true;
      continue;
    }
    const bit = typeBit(type);
    if (bit === 0) unknownInfoType(at, type, 2025);
    if (seen & bit) duplicateInfoType(at, type);
    seen |= bit;
    if (sawCustom || type < last) canonical = false;
    last = type;
    switch (type) {
      case 0x01:
        body.vehicle = decodeVehicle(b, p, end);
        p += 18;
        break;
      case 0x02:
        p = decodeMotors(b, p, end, body);
        break;
      case 0x03:
        body.fuelCell = decodeHydrogen(b, p, end);
        p += 12;
        break;
      case 0x04: {
        if (end - p < 2) truncated(p, 'engine data', 2, end - p);
        const engine: Engine = {
          status: undefined,
          rpm: wordVal(u16(b, p), 1, 0, 'engine.rpm'),
          fuelConsumption: undefined,
        };
        body.engine = engine;
        p += 2;
        break;
      }
      case 0x05:
        p = decodePosition(b, p, end, 2025, body);
        break;
      case 0x06:
        p = decodeAlarm(b, p, end, 2025, body);
        break;
      case 0x07:
        p = decodeStorageVoltages(b, p, end, body);
        break;
      case 0x08:
        p = decodeStorageTemps(b, p, end, body);
        break;
      case 0x30:
        p = decodeStacks(b, p, end, body);
        break;
      case 0x31:
        p = decodeSupercap(b, p, end, body);
        break;
      default:
        body.supercapacitorExtremes = decodeSupercapExtremes(b, p, end);
        p += 18;
        break;
    }
  }
  if (!canonical) body.order = Array.from(seenOrder.subarray(0, count));
  finishAbnormal(body);
  return body;
}

// ---------------------------------------------------------------- encoding

function encodeVehicle(w: Writer, v: unknown): void {
  const o = obj(v, 'vehicle');
  putEnum(w, o.status, VEHICLE_STATUS, 'vehicle.status');
  putEnum(w, o.chargeStatus, CHARGE_STATUS, 'vehicle.chargeStatus');
  putEnum(w, o.runMode, RUN_MODE, 'vehicle.runMode');
  putWord(w, o.speed, 10, 0, 'vehicle.speed');
  putDword(w, o.mileage, 10, 0, 'vehicle.mileage');
  putWord(w, o.voltage, 10, 0, 'vehicle.voltage');
  putWord(w, o.current, 10, 30000, 'vehicle.current');
  putByte(w, o.soc, 'vehicle.soc');
  putEnum(w, o.dcdc, WORKING_OFF, 'vehicle.dcdc');
  w.u8(gearByte(o, 'vehicle') | (o.gearValid === false ? 0x80 : 0));
  putWord(w, o.insulation, 1, 0, 'vehicle.insulation');
  if (o.accelerator !== undefined || o.brake !== undefined)
    badValue('vehicle', 'the 2025 vehicle block has no accelerator or brake pedal');
}

function encodeMotors(w: Writer, v: unknown): void {
  const list = arr(v, 'motors', 0xff);
  w.u8(list.length);
  for (let i = 0; i < list.length; i++) {
    const path = `motors[${i}]`;
    const m = obj(list[i], path);
    putIdByte(w, m.no, path + '.no');
    putEnum(w, m.status, MOTOR_STATUS, path + '.status');
    putTemp(w, m.controllerTemp, path + '.controllerTemp');
    putWord(w, m.rpm, 1, 32000, path + '.rpm');
    putDword(w, m.torque, 10, 200000, path + '.torque');
    putTemp(w, m.temp, path + '.temp');
  }
}

function encodeHydrogen(w: Writer, v: unknown): void {
  const f = obj(v, 'fuelCell');
  putWord(w, f.maxTemp, 1, 40, 'fuelCell.maxTemp');
  putIdByte(w, f.maxTempProbe, 'fuelCell.maxTempProbe');
  putWord(w, f.maxConcentration, 10000, 0, 'fuelCell.maxConcentration');
  putIdByte(w, f.maxConcentrationSensor, 'fuelCell.maxConcentrationSensor');
  putWord(w, f.maxPressure, 10, 0, 'fuelCell.maxPressure');
  putIdByte(w, f.maxPressureSensor, 'fuelCell.maxPressureSensor');
  putEnum(w, f.dcdcStatus, WORKING_OFF, 'fuelCell.dcdcStatus');
  putByte(w, f.hydrogenRemaining, 'fuelCell.hydrogenRemaining');
  putTemp(w, f.dcdcTemp, 'fuelCell.dcdcTemp');
}

function encodeStorageVoltages(w: Writer, v: unknown): void {
  const list = arr(v, 'storageVoltages', 0xff);
  w.u8(list.length);
  for (let k = 0; k < list.length; k++) {
    const path = `storageVoltages[${k}]`;
    const s = obj(list[k], path);
    const cells = arr(s.cells, path + '.cells', 0xffff);
    if (s.cellTotal !== undefined && s.cellTotal !== cells.length)
      badValue(path + '.cellTotal', `must equal cells.length (${cells.length}) in the 2025 edition`);
    if (s.firstCell !== undefined) badValue(path + '.firstCell', 'the 2025 edition has no first-cell field');
    w.u8(int(s.no, path + '.no', 0xff));
    putWord(w, s.voltage, 10, 0, path + '.voltage');
    putWord(w, s.current, 10, 30000, path + '.current');
    w.u16(cells.length);
    putMillivolts(w, cells, path + '.cells');
  }
}

function encodeStacks(w: Writer, v: unknown): void {
  const list = arr(v, 'fuelCellStacks', 0xff);
  w.u8(list.length);
  for (let k = 0; k < list.length; k++) {
    const path = `fuelCellStacks[${k}]`;
    const s = obj(list[k], path);
    w.u8(int(s.no, path + '.no', 0xff));
    putWord(w, s.voltage, 10, 0, path + '.voltage');
    putWord(w, s.current, 10, 0, path + '.current');
    putWord(w, s.hydrogenInletPressure, 10, 1000, path + '.hydrogenInletPressure');
    putWord(w, s.airInletPressure, 10, 1000, path + '.airInletPressure');
    putTemp(w, s.airInletTemp, path + '.airInletTemp');
    putTemps(w, s.coolantTemps, path + '.coolantTemps', 2);
  }
}

function encodeSupercap(w: Writer, v: unknown): void {
  const s = obj(v, 'supercapacitor');
  w.u8(int(s.no, 'supercapacitor.no', 0xff));
  putWord(w, s.voltage, 10, 0, 'supercapacitor.voltage');
  putWord(w, s.current, 10, 30000, 'supercapacitor.current');
  const cells = arr(s.cells, 'supercapacitor.cells', 0xffff);
  w.u16(cells.length);
  putMillivolts(w, cells, 'supercapacitor.cells');
  putTemps(w, s.probes, 'supercapacitor.probes', 2);
}

function encodeSupercapExtremes(w: Writer, v: unknown): void {
  const x = obj(v, 'supercapacitorExtremes');
  for (const k of ['maxVoltage', 'minVoltage'] as const) {
    const e = obj(x[k], `supercapacitorExtremes.${k}`);
    putIdByte(w, e.system, `supercapacitorExtremes.${k}.system`);
    putIdWord(w, e.cell, `supercapacitorExtremes.${k}.cell`);
    putWord(w, e.value, 1000, 0, `supercapacitorExtremes.${k}.value`);
  }
  for (const k of ['maxTemp', 'minTemp'] as const) {
    const e = obj(x[k], `supercapacitorExtremes.${k}`);
    putIdByte(w, e.system, `supercapacitorExtremes.${k}.system`);
    putIdWord(w, e.probe, `supercapacitorExtremes.${k}.probe`);
    putTemp(w, e.value, `supercapacitorExtremes.${k}.value`);
  }
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
        encodeVehicle(w, body.vehicle);
        break;
      case 0x02:
        encodeMotors(w, body.motors);
        break;
      case 0x03:
        encodeHydrogen(w, body.fuelCell);
        break;
      case 0x04:
        putWord(w, obj(body.engine, 'engine').rpm, 1, 0, 'engine.rpm');
        break;
      case 0x05:
        encodePosition(w, body.position, 2025);
        break;
      case 0x06:
        encodeAlarm(w, body.alarm, 2025);
        break;
      case 0x07:
        encodeStorageVoltages(w, body.storageVoltages);
        break;
      case 0x08:
        encodeStorageTemps(w, body.storageTemps);
        break;
      case 0x30:
        encodeStacks(w, body.fuelCellStacks);
        break;
      case 0x31:
        encodeSupercap(w, body.supercapacitor);
        break;
      default:
        encodeSupercapExtremes(w, body.supercapacitorExtremes);
        break;
    }
  }
  if (body.signature !== undefined) {
    w.u8(SIGNATURE_START);
    encodeSignature(w, body.signature, 'signature');
  }
}
