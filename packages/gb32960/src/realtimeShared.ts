/**
 * Pieces of the real-time report common to both editions: the lists of cell voltages and
 * temperatures, the blocks whose layout did not change, and the encoder's value checks. Every
 * width, scale, offset and marker comes from the layout tables (layout.ts).
 */
import { int, need, u16, u32, type Writer } from './bytes.js';
import { badValue, fail, truncated } from './errors.js';
import { toHex } from './hex.js';
import {
  blockWriter,
  LAYOUT_2016,
  LAYOUT_2025,
  putRaw,
  rawReaders,
  readers,
  writers,
  writeValue,
  type AbnormalSet,
  type Field,
  type Marks,
} from './layout.js';
import type { Alarm, CustomBlock, Edition, Position, RealtimeBody, Signature, StorageTemp } from './model.js';
import { alarmFlagName, alarmFlagNames, SIGNATURE_TYPE, codeOf } from './names.js';

// ---------------------------------------------------------------- decoding: lists

// The list elements, the bulk of decoding a full report: their numbers as plain constants.
const PROBE = LAYOUT_2016.probeTemp;
const PROBE_OFFSET = PROBE.offset;
const PROBE_ABNORMAL = PROBE.abnormal;
const PROBE_MIN = PROBE.min;
const PROBE_MAX = PROBE.max;
const CELL = LAYOUT_2016.cellVoltage;
const CELL_SCALE = CELL.scale;
const CELL_ABNORMAL = CELL.abnormal;
const CELL_MAX = CELL.maxRaw;

/** Records list[k].field[i] (k < 0: list.field[i]) when the raw code is the abnormal marker. */
function markIn(abnormal: boolean, m: Marks, list: string, k: number, field: string, i: number): null {
  return abnormal ? m.add((k < 0 ? list : list + '[' + k + ']') + '.' + field + '[' + i + ']') : null;
}

/** N probe temperatures at p; markers recorded as list[k].field[i]. */
export function temps(
  b: Uint8Array,
  p: number,
  n: number,
  m: Marks,
  list: string,
  k: number,
  field: string,
): (number | null)[] {
  const out: (number | null)[] = new Array(n);
  if (p + n > b.length) truncated(p, 'temperatures', n, b.length - p);
  for (let i = 0; i < n; i++) {
    const raw = b[p + i];
    out[i] = raw < PROBE_ABNORMAL ? raw - PROBE_OFFSET : markIn(raw === PROBE_ABNORMAL, m, list, k, field, i);
  }
  return out;
}

// A packed array of doubles to slice from (never written): the copy starts out with the element
// kind the cell voltages need, so filling it involves no transition or boxing.
const DOUBLES: readonly number[] = new Array(65536).fill(0.5);

/** N cell voltages at p; markers recorded as list[k].field[i]. */
export function millivolts(
  b: Uint8Array,
  p: number,
  n: number,
  m: Marks,
  list: string,
  k: number,
  field: string,
): (number | null)[] {
  const out: (number | null)[] = DOUBLES.slice(0, n);
  if (p + 2 * n > b.length) truncated(p, 'voltages', 2 * n, b.length - p);
  let i = 0;
  // Two cells per iteration: this loop dominates the decoding of a full report.
  for (; i + 1 < n; i += 2, p += 4) {
    const r0 = (b[p] << 8) | b[p + 1];
    const r1 = (b[p + 2] << 8) | b[p + 3];
    if (r0 < CELL_ABNORMAL) out[i] = r0 / CELL_SCALE;
    else out[i] = markIn(r0 === CELL_ABNORMAL, m, list, k, field, i);
    if (r1 < CELL_ABNORMAL) out[i + 1] = r1 / CELL_SCALE;
    else out[i + 1] = markIn(r1 === CELL_ABNORMAL, m, list, k, field, i + 1);
  }
  if (i < n) {
    const r = (b[p] << 8) | b[p + 1];
    if (r < CELL_ABNORMAL) out[i] = r / CELL_SCALE;
    else out[i] = markIn(r === CELL_ABNORMAL, m, list, k, field, i);
  }
  return out;
}

// ---------------------------------------------------------------- decoding: shared blocks

export function newRealtimeBody(time: string): RealtimeBody {
  // Blocks are added as they are found: an absent block is an absent key, never a key holding
  // undefined (which `in`, Object.keys and spreads would still see).
  return { time };
}

/** Ends a body: the abnormal-marker paths, when there were any. */
export function finishAbnormal(body: RealtimeBody, m: Marks): void {
  if (m.paths !== undefined) body.abnormal = m.paths;
}

const POSITION_2016 = LAYOUT_2016.position;
const POSITION_2025 = LAYOUT_2025.position;
const READ_POSITION_2016 = readers(POSITION_2016, 'position');
const READ_POSITION_2025 = readers(POSITION_2025, 'position');

/** 0x05 position: 9 bytes (2016) or 10 bytes with the coordinate system (2025). */
export function decodePosition(
  b: Uint8Array,
  p: number,
  end: number,
  edition: Edition,
  body: RealtimeBody,
  m: Marks,
): number {
  const size = edition === 2016 ? POSITION_2016.size : POSITION_2025.size;
  if (end - p < size) truncated(p, 'position data', size, end - p);
  const r = edition === 2016 ? READ_POSITION_2016 : READ_POSITION_2025;
  const s = b[p];
  const lng = r.lng(b, p, m, -1);
  const lat = r.lat(b, p, m, -1);
  const pos: Position = {
    valid: (s & 1) === 0,
    lng: lng === null ? null : s & 4 ? -lng : lng,
    lat: lat === null ? null : s & 2 ? -lat : lat,
  };
  if (edition === 2025) pos.coordSystem = READ_POSITION_2025.coordSystem(b, p, m, -1);
  // status bits the fields above do not carry: bits 3-7 (reserved), and the hemisphere of a
  // coordinate that is itself a marker
  const reserved = (s & 0xf8) | (lng === null ? s & 4 : 0) | (lat === null ? s & 2 : 0);
  if (reserved !== 0) pos.reserved = reserved;
  body.position = pos;
  return p + size;
}

const ALARM = LAYOUT_2016.alarm;
const READ_ALARM = readers(ALARM, 'alarm');
const FLAGS = rawReaders(ALARM).flags;
const FAULTS = LAYOUT_2016.faults;
const FAULT_COUNT = rawReaders(FAULTS).faults;
const FAULT_SIZE = LAYOUT_2016.faultCode.width;
const FLAG_LEVELS = LAYOUT_2025.flagLevels;
const FLAG_LEVEL_COUNT = rawReaders(FLAG_LEVELS).flagLevels;
const FLAG_LEVEL = LAYOUT_2025.flagLevel;
const READ_FLAG_LEVEL = rawReaders(FLAG_LEVEL);

function faultList(b: Uint8Array, p: number, end: number, what: string): number[] {
  if (end - p < FAULTS.size) truncated(p, what + ' count', FAULTS.size, end - p);
  const n = FAULT_COUNT(b, p);
  p += FAULTS.size;
  if (end - p < FAULT_SIZE * n) truncated(p, what, FAULT_SIZE * n, end - p);
  const out: number[] = n === 0 ? [] : new Array(n);
  for (let i = 0; i < n; i++, p += FAULT_SIZE) out[i] = u32(b, p);
  return out;
}

/** Bytes a fault list of n codes takes. */
function faultsSize(n: number): number {
  return FAULTS.size + FAULT_SIZE * n;
}

/** Alarm block: 2016 0x07, 2025 0x06 (adds the list of general alarm levels). */
export function decodeAlarm(
  b: Uint8Array,
  p: number,
  end: number,
  edition: Edition,
  body: RealtimeBody,
  m: Marks,
): number {
  if (end - p < ALARM.size) truncated(p, 'alarm data', ALARM.size, end - p);
  const level = READ_ALARM.level(b, p, m, -1);
  const flags = FLAGS(b, p);
  p += ALARM.size;
  const storageFaults = faultList(b, p, end, 'storage fault codes');
  p += faultsSize(storageFaults.length);
  const motorFaults = faultList(b, p, end, 'drive motor fault codes');
  p += faultsSize(motorFaults.length);
  const engineFaults = faultList(b, p, end, 'engine fault codes');
  p += faultsSize(engineFaults.length);
  const otherFaults = faultList(b, p, end, 'other fault codes');
  p += faultsSize(otherFaults.length);
  let flagLevels;
  if (edition === 2025) {
    need(p, FLAG_LEVELS.size, end, 'general alarm level count');
    const n = FLAG_LEVEL_COUNT(b, p);
    p += FLAG_LEVELS.size;
    need(p, FLAG_LEVEL.size * n, end, 'general alarm levels');
    flagLevels = new Array(n);
    for (let i = 0; i < n; i++, p += FLAG_LEVEL.size) {
      const bit = READ_FLAG_LEVEL.bit(b, p);
      flagLevels[i] = { bit, name: alarmFlagName(bit, 2025), level: READ_FLAG_LEVEL.level(b, p) };
    }
  }
  const alarm: Alarm = {
    level,
    flags,
    flagNames: flags === 0 ? [] : alarmFlagNames(flags, edition),
    storageFaults,
    motorFaults,
    engineFaults,
    otherFaults,
    flagLevels,
  };
  body.alarm = alarm;
  return p;
}

const STORAGE_TEMPS = LAYOUT_2016.storageTemps;
const STORAGE_TEMP_COUNT = rawReaders(STORAGE_TEMPS).storageTemps;
const STORAGE_TEMP = LAYOUT_2016.storageTemp;
const READ_STORAGE_TEMP = rawReaders(STORAGE_TEMP);

/** Storage temperatures: 2016 0x09, 2025 0x08 (same layout). */
export function decodeStorageTemps(
  b: Uint8Array,
  p: number,
  end: number,
  body: RealtimeBody,
  m: Marks,
): number {
  need(p, STORAGE_TEMPS.size, end, 'storage temperature subsystem count');
  const count = STORAGE_TEMP_COUNT(b, p);
  p += STORAGE_TEMPS.size;
  const list: StorageTemp[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, STORAGE_TEMP.size, end, 'storage temperature subsystem');
    const no = READ_STORAGE_TEMP.no(b, p);
    const n = READ_STORAGE_TEMP.probes(b, p);
    p += STORAGE_TEMP.size;
    need(p, n, end, 'storage temperature probes');
    list[k] = { no, probes: temps(b, p, n, m, 'storageTemps', k, 'probes') };
    p += n;
  }
  body.storageTemps = list;
  return p;
}

/** 0x80-0xFE: WORD length then that many bytes. */
export function decodeCustom(
  b: Uint8Array,
  p: number,
  end: number,
  type: number,
  body: RealtimeBody,
): number {
  need(p, 2, end, `custom data 0x${type.toString(16).toUpperCase()} length`);
  const n = u16(b, p);
  p += 2;
  need(p, n, end, `custom data 0x${type.toString(16).toUpperCase()}`);
  const block: CustomBlock = { type, hex: toHex(b, p, p + n) };
  if (body.custom === undefined) body.custom = [block];
  else body.custom.push(block);
  return p + n;
}

/** Bytes a signature takes on the wire: type, WORD length and R, WORD length and S. */
export function signatureSize(s: Signature): number {
  return 5 + (s.r.length + s.s.length) / 2;
}

export function decodeSignature(b: Uint8Array, p: number, end: number, what: string): Signature {
  need(p, 3, end, what);
  const type = b[p];
  const rLen = u16(b, p + 1);
  p += 3;
  need(p, rLen, end, what + ' R');
  const r = toHex(b, p, p + rLen);
  p += rLen;
  need(p, 2, end, what + ' S length');
  const sLen = u16(b, p);
  p += 2;
  need(p, sLen, end, what + ' S');
  const s = toHex(b, p, p + sLen);
  return { type, r, s };
}

export function unknownInfoType(p: number, type: number, edition: Edition): never {
  return fail(
    'UNKNOWN_INFO_TYPE',
    p,
    `info type 0x${type.toString(16).padStart(2, '0').toUpperCase()} is not defined by the ${edition} edition and has no length, so the rest of the body cannot be read`,
    edition === 2016 ? '0x01-0x09 or 0x80-0xFE' : '0x01-0x08, 0x30-0x32, 0x80-0xFE or 0xFF',
  );
}

export function duplicateInfoType(p: number, type: number): never {
  return fail(
    'DUPLICATE_INFO_TYPE',
    p,
    `info type 0x${type.toString(16).padStart(2, '0').toUpperCase()} appears twice in one report`,
    'each standard info type at most once',
  );
}

/**
 * The order of the blocks read so far, when it first stops being the standard one (ascending
 * types, then custom blocks): the standard types seen, ascending, then the custom blocks' types.
 */
export function orderSoFar(
  types: readonly number[],
  seen: number,
  bitOf: (type: number) => number,
  body: RealtimeBody,
): number[] {
  const out: number[] = [];
  for (const t of types) if (seen & bitOf(t)) out.push(t);
  if (body.custom !== undefined) for (const c of body.custom) out.push(c.type);
  return out;
}

// ---------------------------------------------------------------- encoding

export function obj(v: unknown, path: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) badValue(path, 'must be an object');
  return v as Record<string, unknown>;
}

export function arr(v: unknown, path: string, max = 0xffff): unknown[] {
  if (!Array.isArray(v)) badValue(path, 'must be an array');
  if (v.length > max) badValue(path, `has ${v.length} entries, at most ${max} fit`);
  return v;
}

/** A list's count (BYTE or WORD), then its probe temperatures. */
export function putTemps(w: Writer, v: unknown, path: string, count: Field, abn: AbnormalSet): void {
  const list = arr(v, path, count.maxRaw);
  putRaw(w, count.width, list.length);
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    // Common case without building the element's path.
    if (typeof t === 'number' && Number.isInteger(t) && t >= PROBE_MIN && t <= PROBE_MAX)
      w.u8(t + PROBE_OFFSET);
    else writeValue(w, PROBE, t, abn, path + '[' + i + ']');
  }
}

/** Cell voltages (their count is the caller's). */
export function putMillivolts(w: Writer, list: unknown[], path: string, abn: AbnormalSet): void {
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    const raw = typeof v === 'number' ? Math.round(v * CELL_SCALE) : -1;
    // Common case without building the element's path.
    if (raw >= 0 && raw <= CELL_MAX) w.u16(raw);
    else writeValue(w, CELL, v, abn, path + '[' + i + ']');
  }
}

/** `position.lng` or `position.lat`: the magnitude (its sign is in the status byte), or a marker. */
function coordinate(f: Field, v: number | null, abn: AbnormalSet, path: string): number {
  if (v === null) return abn !== undefined && abn.has(path) ? f.abnormal : f.invalid;
  const raw = Math.round(Math.abs(v) * f.scale);
  if (raw > f.maxRaw) badValue(path, 'out of range');
  return raw;
}

const WRITE_COORD_SYSTEM = writers(POSITION_2025, 'position').coordSystem;

export function encodePosition(w: Writer, v: unknown, edition: Edition, abn: AbnormalSet): void {
  const p = obj(v, 'position');
  const lng = p.lng === null ? null : num(p.lng, 'position.lng');
  const lat = p.lat === null ? null : num(p.lat, 'position.lat');
  if (typeof p.valid !== 'boolean') badValue('position.valid', 'must be a boolean');
  const reserved = p.reserved === undefined ? 0 : int(p.reserved, 'position.reserved', 0xff) & 0xfe;
  // -0 keeps the hemisphere bit of a zero coordinate.
  const west = lng !== null && (lng < 0 || Object.is(lng, -0));
  const south = lat !== null && (lat < 0 || Object.is(lat, -0));
  w.u8((p.valid ? 0 : 1) | (south ? 2 : 0) | (west ? 4 : 0) | reserved);
  // an absent coordinate system is WGS84; null is its marker
  if (edition === 2025) WRITE_COORD_SYSTEM(w, p.coordSystem === undefined ? 'WGS84' : p.coordSystem, abn, -1);
  const layout = edition === 2016 ? POSITION_2016 : POSITION_2025;
  const lngRaw = coordinate(layout.field.lng, lng, abn, 'position.lng');
  const latRaw = coordinate(layout.field.lat, lat, abn, 'position.lat');
  putRaw(w, layout.field.lng.width, lngRaw);
  putRaw(w, layout.field.lat.width, latRaw);
}

function num(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v))
    badValue(path, `must be a number or null, got ${JSON.stringify(v)}`);
  return v;
}

const WRITE_ALARM = blockWriter(ALARM, 'alarm', { flags: (a) => a.flags ?? 0 });
const FAULT_CODE = LAYOUT_2016.faultCode;

function putFaults(w: Writer, v: unknown, path: string): void {
  const count = FAULTS.field.faults;
  const list = arr(v ?? [], path, count.maxRaw);
  putRaw(w, count.width, list.length);
  for (let i = 0; i < list.length; i++)
    putRaw(w, FAULT_CODE.width, int(list[i], `${path}[${i}]`, FAULT_CODE.maxRaw));
}

const WRITE_FLAG_LEVEL = blockWriter(FLAG_LEVEL, 'alarm.flagLevels');

export function encodeAlarm(w: Writer, v: unknown, edition: Edition, abn: AbnormalSet): void {
  const a = obj(v, 'alarm');
  WRITE_ALARM(w, a, abn, -1);
  putFaults(w, a.storageFaults, 'alarm.storageFaults');
  putFaults(w, a.motorFaults, 'alarm.motorFaults');
  putFaults(w, a.engineFaults, 'alarm.engineFaults');
  putFaults(w, a.otherFaults, 'alarm.otherFaults');
  if (edition === 2025) {
    const count = FLAG_LEVELS.field.flagLevels;
    const list = arr(a.flagLevels ?? [], 'alarm.flagLevels', count.maxRaw);
    putRaw(w, count.width, list.length);
    for (let i = 0; i < list.length; i++) WRITE_FLAG_LEVEL(w, obj(list[i], `alarm.flagLevels[${i}]`), abn, i);
  }
}

// the probe count is written with the probes (putTemps)
const WRITE_STORAGE_TEMP = blockWriter(STORAGE_TEMP, 'storageTemps');

export function encodeStorageTemps(w: Writer, v: unknown, abn: AbnormalSet): void {
  const count = STORAGE_TEMPS.field.storageTemps;
  const list = arr(v, 'storageTemps', count.maxRaw);
  putRaw(w, count.width, list.length);
  for (let k = 0; k < list.length; k++) {
    const t = obj(list[k], `storageTemps[${k}]`);
    WRITE_STORAGE_TEMP(w, t, abn, k);
    putTemps(w, t.probes, `storageTemps[${k}].probes`, STORAGE_TEMP.field.probes, abn);
  }
}

export function encodeCustom(w: Writer, v: unknown, path: string): void {
  const c = obj(v, path);
  const type = int(c.type, path + '.type', 0xfe, 0x80);
  w.u8(type);
  const at = w.pos;
  w.u16(0);
  const n = w.hex(c.hex, path + '.hex');
  if (n > 0xffff) badValue(path + '.hex', 'longer than 65535 bytes');
  w.buf[at] = n >>> 8;
  w.buf[at + 1] = n;
}

export function encodeSignature(w: Writer, v: unknown, path: string): void {
  const s = obj(v, path);
  w.u8(codeOf(SIGNATURE_TYPE, s.type, path + '.type'));
  for (const part of ['r', 's'] as const) {
    const at = w.pos;
    w.u16(0);
    const n = w.hex(s[part], `${path}.${part}`);
    if (n > 0xffff) badValue(`${path}.${part}`, 'longer than 65535 bytes');
    w.buf[at] = n >>> 8;
    w.buf[at + 1] = n;
  }
}

/**
 * The order in which the encoder writes the blocks: `order` when given (checked against the
 * blocks present), else standard types ascending, then custom blocks.
 */
export function blockOrder(body: RealtimeBody, present: number[], path = 'order'): number[] {
  const customCount = body.custom === undefined ? 0 : arr(body.custom, 'custom').length;
  if (body.order === undefined) {
    const out = present.slice();
    for (let i = 0; i < customCount; i++) out.push(-1);
    return out;
  }
  const order = arr(body.order, path);
  const out: number[] = [];
  let customs = 0;
  const seen = new Set<number>();
  for (let i = 0; i < order.length; i++) {
    const t = int(order[i], `${path}[${i}]`, 0xfe, 1);
    if (t >= 0x80) {
      customs++;
      out.push(-1);
    } else {
      if (!present.includes(t)) badValue(`${path}[${i}]`, `info type ${t} is listed but its block is absent`);
      if (seen.has(t)) badValue(`${path}[${i}]`, `info type ${t} is listed twice`);
      seen.add(t);
      out.push(t);
    }
  }
  if (customs !== customCount)
    badValue(path, `lists ${customs} custom block(s), the body has ${customCount}`);
  if (seen.size !== present.length) badValue(path, 'does not list every block of the body');
  return out;
}
