/** Real-time and reissue report bodies (0x02, 0x03) of the 2016 edition. */
import { int, need, u16, u32, type Writer } from './bytes.js';
import { badValue, truncated } from './errors.js';
import type {
  Engine,
  Extremes,
  FuelCell2016,
  Motor,
  RealtimeBody,
  StorageVoltage,
  Vehicle,
} from './model.js';
import {
  CHARGE_STATUS,
  ENGINE_STATUS,
  GEARS,
  MOTOR_STATUS,
  RUN_MODE,
  VEHICLE_STATUS,
  WORKING_OFF,
} from './names.js';
import {
  arr,
  blockOrder,
  byteVal,
  decodeAlarm,
  decodeCustom,
  decodePosition,
  decodeStorageTemps,
  duplicateInfoType,
  dwordVal,
  encodeAlarm,
  encodeCustom,
  encodePosition,
  encodeStorageTemps,
  enumVal,
  millivolts,
  newRealtimeBody,
  finishAbnormal,
  idByte,
  putIdByte,
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

// Info type codes seen in the body being decoded, to rebuild a non-default order.
const seenOrder = new Uint8Array(65536);

function decodeVehicle(b: Uint8Array, p: number, end: number): Vehicle {
  if (end - p < 20) truncated(p, 'vehicle data', 20, end - p);
  const g = b[p + 15];
  const v: Vehicle = {
    status: enumVal(b[p], VEHICLE_STATUS, 'vehicle.status'),
    chargeStatus: enumVal(b[p + 1], CHARGE_STATUS, 'vehicle.chargeStatus'),
    runMode: enumVal(b[p + 2], RUN_MODE, 'vehicle.runMode'),
    speed: wordVal((b[p + 3] << 8) | b[p + 4], 10, 0, 'vehicle.speed'),
    mileage: dwordVal(u32(b, p + 5), 10, 0, 'vehicle.mileage'),
    voltage: wordVal((b[p + 9] << 8) | b[p + 10], 10, 0, 'vehicle.voltage'),
    current: wordVal((b[p + 11] << 8) | b[p + 12], 10, 10000, 'vehicle.current'),
    soc: byteVal(b[p + 13], 'vehicle.soc'),
    dcdc: enumVal(b[p + 14], WORKING_OFF, 'vehicle.dcdc'),
    gear: g & 0x0f,
    braking: (g & 0x10) !== 0,
    driving: (g & 0x20) !== 0,
    insulation: wordVal((b[p + 16] << 8) | b[p + 17], 1, 0, 'vehicle.insulation'),
    accelerator: byteVal(b[p + 18], 'vehicle.accelerator'),
    brake: byteVal(b[p + 19], 'vehicle.brake'),
  };
  // bits 6-7 of the gear byte are reserved in 2016: kept so the frame encodes back to its bytes
  if (g & 0xc0) v.gearReserved = g & 0xc0;
  return v;
}

function decodeMotors(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 1, end, 'drive motor count');
  const n = b[p++];
  if (end - p < 12 * n) truncated(p, 'drive motor data', 12 * n, end - p);
  const list: Motor[] = new Array(n);
  for (let i = 0; i < n; i++, p += 12) {
    const st = b[p + 1];
    const ct = b[p + 2];
    const rpm = (b[p + 3] << 8) | b[p + 4];
    const tq = (b[p + 5] << 8) | b[p + 6];
    const t = b[p + 7];
    const v = (b[p + 8] << 8) | b[p + 9];
    const c = (b[p + 10] << 8) | b[p + 11];
    list[i] = {
      no: b[p] < 0xfe ? b[p] : sentinelAt(b[p] === 0xfe, 'motors', i, '.no'),
      status: st < 0xfe ? st : sentinelAt(st === 0xfe, 'motors', i, '.status'),
      controllerTemp: ct < 0xfe ? ct - 40 : sentinelAt(ct === 0xfe, 'motors', i, '.controllerTemp'),
      rpm: rpm < 0xfffe ? rpm - 20000 : sentinelAt(rpm === 0xfffe, 'motors', i, '.rpm'),
      torque: tq < 0xfffe ? (tq - 20000) / 10 : sentinelAt(tq === 0xfffe, 'motors', i, '.torque'),
      temp: t < 0xfe ? t - 40 : sentinelAt(t === 0xfe, 'motors', i, '.temp'),
      controllerVoltage: v < 0xfffe ? v / 10 : sentinelAt(v === 0xfffe, 'motors', i, '.controllerVoltage'),
      controllerCurrent:
        c < 0xfffe ? (c - 10000) / 10 : sentinelAt(c === 0xfffe, 'motors', i, '.controllerCurrent'),
    };
  }
  body.motors = list;
  return p;
}

function decodeFuelCell(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 8, end, 'fuel cell data');
  const voltage = wordVal(u16(b, p), 10, 0, 'fuelCell.voltage');
  const current = wordVal(u16(b, p + 2), 10, 0, 'fuelCell.current');
  const consumption = wordVal(u16(b, p + 4), 100, 0, 'fuelCell.consumption');
  const n = u16(b, p + 6);
  p += 8;
  need(p, n + 10, end, 'fuel cell probe temperatures and hydrogen data');
  const probeTemps = temps(b, p, n, 'fuelCell', -1, 'probeTemps');
  p += n;
  const fc: FuelCell2016 = {
    voltage,
    current,
    consumption,
    probeTemps,
    maxTemp: wordVal(u16(b, p), 10, 400, 'fuelCell.maxTemp'),
    maxTempProbe: idByte(b[p + 2], 'fuelCell.maxTempProbe'),
    maxConcentration: wordVal(u16(b, p + 3), 1, 0, 'fuelCell.maxConcentration'),
    maxConcentrationSensor: idByte(b[p + 5], 'fuelCell.maxConcentrationSensor'),
    maxPressure: wordVal(u16(b, p + 6), 10, 0, 'fuelCell.maxPressure'),
    maxPressureSensor: idByte(b[p + 8], 'fuelCell.maxPressureSensor'),
    dcdcStatus: enumVal(b[p + 9], WORKING_OFF, 'fuelCell.dcdcStatus'),
  };
  body.fuelCell = fc;
  return p + 10;
}

function decodeEngine(b: Uint8Array, p: number, end: number): Engine {
  if (end - p < 5) truncated(p, 'engine data', 5, end - p);
  return {
    status: enumVal(b[p], ENGINE_STATUS, 'engine.status'),
    rpm: wordVal(u16(b, p + 1), 1, 0, 'engine.rpm'),
    fuelConsumption: wordVal(u16(b, p + 3), 100, 0, 'engine.fuelConsumption'),
  };
}

function decodeExtremes(b: Uint8Array, p: number, end: number): Extremes {
  if (end - p < 14) truncated(p, 'extreme values data', 14, end - p);
  return {
    maxCellVoltage: {
      subsystem: idByte(b[p], 'extremes.maxCellVoltage.subsystem'),
      cell: idByte(b[p + 1], 'extremes.maxCellVoltage.cell'),
      value: wordVal(u16(b, p + 2), 1000, 0, 'extremes.maxCellVoltage.value'),
    },
    minCellVoltage: {
      subsystem: idByte(b[p + 4], 'extremes.minCellVoltage.subsystem'),
      cell: idByte(b[p + 5], 'extremes.minCellVoltage.cell'),
      value: wordVal(u16(b, p + 6), 1000, 0, 'extremes.minCellVoltage.value'),
    },
    maxTemp: {
      subsystem: idByte(b[p + 8], 'extremes.maxTemp.subsystem'),
      probe: idByte(b[p + 9], 'extremes.maxTemp.probe'),
      value: tempVal(b[p + 10], 'extremes.maxTemp.value'),
    },
    minTemp: {
      subsystem: idByte(b[p + 11], 'extremes.minTemp.subsystem'),
      probe: idByte(b[p + 12], 'extremes.minTemp.probe'),
      value: tempVal(b[p + 13], 'extremes.minTemp.value'),
    },
  };
}

function decodeStorageVoltages(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 1, end, 'storage voltage subsystem count');
  const count = b[p++];
  const list: StorageVoltage[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, 10, end, 'storage voltage subsystem');
    const v = u16(b, p + 1);
    const c = u16(b, p + 3);
    const m = b[p + 9];
    need(p + 10, 2 * m, end, 'cell voltages');
    const sv: StorageVoltage = {
      no: b[p],
      voltage: v < 0xfffe ? v / 10 : sentinelAt(v === 0xfffe, 'storageVoltages', k, '.voltage'),
      current: c < 0xfffe ? (c - 10000) / 10 : sentinelAt(c === 0xfffe, 'storageVoltages', k, '.current'),
      cellTotal: u16(b, p + 5),
      firstCell: u16(b, p + 7),
      cells: millivolts(b, p + 10, m, 'storageVoltages', k, 'cells'),
    };
    p += 10 + 2 * m;
    list[k] = sv;
  }
  body.storageVoltages = list;
  return p;
}

/** Decodes a 2016 real-time body in b[start..end). */
export function decodeRealtime2016(b: Uint8Array, start: number, end: number): RealtimeBody {
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
    seenOrder[count++] = type;
    if (type >= 0x80 && type !== 0xff) {
      p = decodeCustom(b, p, end, type, body);
      sawCustom = true;
      continue;
    }
    if (type === 0 || type > 9) unknownInfoType(at, type, 2016);
    if (seen & (1 << type)) duplicateInfoType(at, type);
    seen |= 1 << type;
    if (sawCustom || type < last) canonical = false;
    last = type;
    switch (type) {
      case 0x01:
        body.vehicle = decodeVehicle(b, p, end);
        p += 20;
        break;
      case 0x02:
        p = decodeMotors(b, p, end, body);
        break;
      case 0x03:
        p = decodeFuelCell(b, p, end, body);
        break;
      case 0x04:
        body.engine = decodeEngine(b, p, end);
        p += 5;
        break;
      case 0x05:
        p = decodePosition(b, p, end, 2016, body);
        break;
      case 0x06:
        body.extremes = decodeExtremes(b, p, end);
        p += 14;
        break;
      case 0x07:
        p = decodeAlarm(b, p, end, 2016, body);
        break;
      case 0x08:
        p = decodeStorageVoltages(b, p, end, body);
        break;
      default:
        p = decodeStorageTemps(b, p, end, body);
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
  putWord(w, o.current, 10, 10000, 'vehicle.current');
  putByte(w, o.soc, 'vehicle.soc');
  putEnum(w, o.dcdc, WORKING_OFF, 'vehicle.dcdc');
  w.u8(gearByte(o, 'vehicle'));
  putWord(w, o.insulation, 1, 0, 'vehicle.insulation');
  putByte(w, o.accelerator, 'vehicle.accelerator');
  putByte(w, o.brake, 'vehicle.brake');
}

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

function encodeMotors(w: Writer, v: unknown): void {
  const list = arr(v, 'motors', 0xff);
  w.u8(list.length);
  for (let i = 0; i < list.length; i++) {
    const path = `motors[${i}]`;
    const m = obj(list[i], path);
    putIdByte(w, m.no, path + '.no');
    putEnum(w, m.status, MOTOR_STATUS, path + '.status');
    putTemp(w, m.controllerTemp, path + '.controllerTemp');
    putWord(w, m.rpm, 1, 20000, path + '.rpm');
    putWord(w, m.torque, 10, 20000, path + '.torque');
    putTemp(w, m.temp, path + '.temp');
    putWord(w, m.controllerVoltage, 10, 0, path + '.controllerVoltage');
    putWord(w, m.controllerCurrent, 10, 10000, path + '.controllerCurrent');
  }
}

function encodeFuelCell(w: Writer, v: unknown): void {
  const f = obj(v, 'fuelCell');
  putWord(w, f.voltage, 10, 0, 'fuelCell.voltage');
  putWord(w, f.current, 10, 0, 'fuelCell.current');
  putWord(w, f.consumption, 100, 0, 'fuelCell.consumption');
  putTemps(w, f.probeTemps, 'fuelCell.probeTemps', 2);
  putWord(w, f.maxTemp, 10, 400, 'fuelCell.maxTemp');
  putIdByte(w, f.maxTempProbe, 'fuelCell.maxTempProbe');
  putWord(w, f.maxConcentration, 1, 0, 'fuelCell.maxConcentration');
  putIdByte(w, f.maxConcentrationSensor, 'fuelCell.maxConcentrationSensor');
  putWord(w, f.maxPressure, 10, 0, 'fuelCell.maxPressure');
  putIdByte(w, f.maxPressureSensor, 'fuelCell.maxPressureSensor');
  putEnum(w, f.dcdcStatus, WORKING_OFF, 'fuelCell.dcdcStatus');
}

function encodeEngine(w: Writer, v: unknown): void {
  const e = obj(v, 'engine');
  putEnum(w, e.status, ENGINE_STATUS, 'engine.status');
  putWord(w, e.rpm, 1, 0, 'engine.rpm');
  putWord(w, e.fuelConsumption, 100, 0, 'engine.fuelConsumption');
}

function encodeExtremes(w: Writer, v: unknown): void {
  const x = obj(v, 'extremes');
  for (const k of ['maxCellVoltage', 'minCellVoltage'] as const) {
    const e = obj(x[k], `extremes.${k}`);
    putIdByte(w, e.subsystem, `extremes.${k}.subsystem`);
    putIdByte(w, e.cell, `extremes.${k}.cell`);
    putWord(w, e.value, 1000, 0, `extremes.${k}.value`);
  }
  for (const k of ['maxTemp', 'minTemp'] as const) {
    const e = obj(x[k], `extremes.${k}`);
    putIdByte(w, e.subsystem, `extremes.${k}.subsystem`);
    putIdByte(w, e.probe, `extremes.${k}.probe`);
    putTemp(w, e.value, `extremes.${k}.value`);
  }
}

function encodeStorageVoltages(w: Writer, v: unknown): void {
  const list = arr(v, 'storageVoltages', 0xff);
  w.u8(list.length);
  for (let k = 0; k < list.length; k++) {
    const path = `storageVoltages[${k}]`;
    const s = obj(list[k], path);
    const cells = arr(s.cells, path + '.cells', 0xff);
    w.u8(int(s.no, path + '.no', 0xff));
    putWord(w, s.voltage, 10, 0, path + '.voltage');
    putWord(w, s.current, 10, 10000, path + '.current');
    w.u16(int(s.cellTotal ?? cells.length, path + '.cellTotal', 0xffff));
    w.u16(int(s.firstCell ?? 1, path + '.firstCell', 0xffff));
    w.u8(cells.length);
    putMillivolts(w, cells, path + '.cells');
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
        encodeVehicle(w, body.vehicle);
        break;
      case 2:
        encodeMotors(w, body.motors);
        break;
      case 3:
        encodeFuelCell(w, body.fuelCell);
        break;
      case 4:
        encodeEngine(w, body.engine);
        break;
      case 5:
        encodePosition(w, body.position, 2016);
        break;
      case 6:
        encodeExtremes(w, body.extremes);
        break;
      case 7:
        encodeAlarm(w, body.alarm, 2016);
        break;
      case 8:
        encodeStorageVoltages(w, body.storageVoltages);
        break;
      default:
        encodeStorageTemps(w, body.storageTemps);
        break;
    }
  }
}
