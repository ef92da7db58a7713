/**
 * Pieces of the real-time report common to both editions: sentinel handling, the blocks whose
 * layout did not change, and the encoder's value checks.
 */
import { int, need, u16, u32, type Writer } from './bytes.js';
import { badValue, fail, truncated } from './errors.js';
import { toHex } from './hex.js';
import type { Alarm, CustomBlock, Edition, Position, RealtimeBody, Signature, StorageTemp } from './model.js';
import { alarmFlagName, alarmFlagNames, codeOf, SIGNATURE_TYPE, type Names, COORD_SYSTEM } from './names.js';
import { readTime } from './time.js';

// ---------------------------------------------------------------- decoding: sentinels

// Paths of "abnormal" sentinels found while decoding one body (decoding is synchronous).
let abnormal: string[] | undefined;

export function startAbnormal(): void {
  abnormal = undefined;
}
export function takeAbnormal(): string[] | undefined {
  const a = abnormal;
  abnormal = undefined;
  return a;
}

/** Records the path when the sentinel is the abnormal one; the value is null either way. */
export function sentinel(isAbnormal: boolean, path: string): null {
  if (isAbnormal) (abnormal ??= []).push(path);
  return null;
}
/** Same for an element of a list: builds the path only when needed. */
export function sentinelAt(isAbnormal: boolean, list: string, i: number, field: string): null {
  if (isAbnormal) (abnormal ??= []).push(list + '[' + i + ']' + field);
  return null;
}

/** BYTE value, 0xFE/0xFF -> null. */
export function byteVal(raw: number, path: string): number | null {
  return raw < 0xfe ? raw : sentinel(raw === 0xfe, path);
}
/** BYTE temperature with offset 40. */
export function tempVal(raw: number, path: string): number | null {
  return raw < 0xfe ? raw - 40 : sentinel(raw === 0xfe, path);
}
/** WORD (raw - offset) / div; 0xFFFE/0xFFFF -> null. */
export function wordVal(raw: number, div: number, offset: number, path: string): number | null {
  return raw < 0xfffe ? (raw - offset) / div : sentinel(raw === 0xfffe, path);
}
/** DWORD (raw - offset) / div; 0xFFFFFFFE/0xFFFFFFFF -> null. */
export function dwordVal(raw: number, div: number, offset: number, path: string): number | null {
  return raw < 0xfffffffe ? (raw - offset) / div : sentinel(raw === 0xfffffffe, path);
}
/**
 * BYTE enumeration: the standard's code as it is (labels live in one table outside the codec, see
 * the README); 0xFE/0xFF -> null. The table is still named here for the encoder, which also takes
 * the names earlier versions decoded to.
 */
export function enumVal(raw: number, _table: Names, path: string): number | null {
  return raw < 0xfe ? raw : sentinel(raw === 0xfe, path);
}

/** Same for an element of an array inside a block or a list entry: list[k].field[i] (k < 0: list.field[i]). */
export function sentinelIn(isAbnormal: boolean, list: string, k: number, field: string, i: number): null {
  if (isAbnormal) (abnormal ??= []).push((k < 0 ? list : list + '[' + k + ']') + '.' + field + '[' + i + ']');
  return null;
}

/** N temperatures (BYTE, offset 40) at p; sentinels recorded as list[k].field[i]. */
export function temps(
  b: Uint8Array,
  p: number,
  n: number,
  list: string,
  k: number,
  field: string,
): (number | null)[] {
  const out: (number | null)[] = new Array(n);
  if (p + n > b.length) truncated(p, 'temperatures', n, b.length - p);
  for (let i = 0; i < n; i++) {
    const raw = b[p + i];
    out[i] = raw < 0xfe ? raw - 40 : sentinelIn(raw === 0xfe, list, k, field, i);
  }
  return out;
}

// A packed array of doubles to slice from: the copy starts out with the element kind the cell
// voltages need, so filling it involves no transition or boxing.
const DOUBLES: number[] = new Array(65536).fill(0.5);

/** N WORD voltages in mV -> V at p; sentinels recorded as list[k].field[i]. */
export function millivolts(
  b: Uint8Array,
  p: number,
  n: number,
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
    if (r0 < 0xfffe) out[i] = r0 / 1000;
    else out[i] = sentinelIn(r0 === 0xfffe, list, k, field, i);
    if (r1 < 0xfffe) out[i + 1] = r1 / 1000;
    else out[i + 1] = sentinelIn(r1 === 0xfffe, list, k, field, i + 1);
  }
  if (i < n) {
    const r = (b[p] << 8) | b[p + 1];
    if (r < 0xfffe) out[i] = r / 1000;
    else out[i] = sentinelIn(r === 0xfffe, list, k, field, i);
  }
  return out;
}

// ---------------------------------------------------------------- decoding: shared blocks

export function newRealtimeBody(time: string): RealtimeBody {
  // Blocks are added as they are found: an absent block is an absent key, never a key holding
  // undefined (which `in`, Object.keys and spreads would still see).
  return { time };
}

/** Ends a body: the abnormal-sentinel paths, when there were any. */
export function finishAbnormal(body: RealtimeBody): void {
  const a = takeAbnormal();
  if (a !== undefined) body.abnormal = a;
}

/** BYTE identifier (motor, subsystem, cell, probe number); 0xFE/0xFF -> null like any other field. */
export const idByte = byteVal;
/** WORD identifier; 0xFFFE/0xFFFF -> null. */
export function idWord(raw: number, path: string): number | null {
  return raw < 0xfffe ? raw : sentinel(raw === 0xfffe, path);
}

export function readBodyTime(b: Uint8Array, p: number, end: number): string {
  return readTime(b, p, end);
}

/** 0x05 position: 9 bytes (2016) or 10 bytes with the coordinate system (2025). */
export function decodePosition(
  b: Uint8Array,
  p: number,
  end: number,
  edition: Edition,
  body: RealtimeBody,
): number {
  const size = edition === 2016 ? 9 : 10;
  if (end - p < size) truncated(p, 'position data', size, end - p);
  const s = b[p];
  const q = edition === 2016 ? p + 1 : p + 2;
  const lngRaw = u32(b, q);
  const latRaw = u32(b, q + 4);
  const lng = lngRaw < 0xfffffffe ? lngRaw / 1e6 : sentinel(lngRaw === 0xfffffffe, 'position.lng');
  const lat = latRaw < 0xfffffffe ? latRaw / 1e6 : sentinel(latRaw === 0xfffffffe, 'position.lat');
  const pos: Position = {
    valid: (s & 1) === 0,
    lng: lng === null ? null : s & 4 ? -lng : lng,
    lat: lat === null ? null : s & 2 ? -lat : lat,
  };
  if (edition === 2025) {
    const c = b[p + 1];
    pos.coordSystem = c < 0xfe ? c : sentinel(c === 0xfe, 'position.coordSystem');
  }
  // status bits the fields above do not carry: bits 3-7 (reserved), and the hemisphere of a
  // coordinate that is itself a sentinel
  const reserved = (s & 0xf8) | (lng === null ? s & 4 : 0) | (lat === null ? s & 2 : 0);
  if (reserved !== 0) pos.reserved = reserved;
  body.position = pos;
  return p + size;
}

// Where the last faultList() stopped (avoids returning a tuple on the hot path).
let listEnd = 0;

function faultList(b: Uint8Array, p: number, end: number, what: string): number[] {
  if (end - p < 1) truncated(p, what + ' count', 1, end - p);
  const n = b[p++];
  if (end - p < 4 * n) truncated(p, what, 4 * n, end - p);
  const out: number[] = n === 0 ? [] : new Array(n);
  for (let i = 0; i < n; i++, p += 4) out[i] = u32(b, p);
  listEnd = p;
  return out;
}

/** Alarm block: 2016 0x07, 2025 0x06 (adds the list of general alarm levels). */
export function decodeAlarm(
  b: Uint8Array,
  p: number,
  end: number,
  edition: Edition,
  body: RealtimeBody,
): number {
  if (end - p < 5) truncated(p, 'alarm data', 5, end - p);
  const level = byteVal(b[p], 'alarm.level');
  const flags = u32(b, p + 1);
  p += 5;
  const storageFaults = faultList(b, p, end, 'storage fault codes');
  const motorFaults = faultList(b, listEnd, end, 'drive motor fault codes');
  const engineFaults = faultList(b, listEnd, end, 'engine fault codes');
  const otherFaults = faultList(b, listEnd, end, 'other fault codes');
  p = listEnd;
  let flagLevels;
  if (edition === 2025) {
    need(p, 1, end, 'general alarm level count');
    const n = b[p++];
    need(p, 2 * n, end, 'general alarm levels');
    flagLevels = new Array(n);
    for (let i = 0; i < n; i++, p += 2) {
      const bit = b[p];
      flagLevels[i] = { bit, name: alarmFlagName(bit, 2025), level: b[p + 1] };
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

/** Storage temperatures: 2016 0x09, 2025 0x08 (same layout). */
export function decodeStorageTemps(b: Uint8Array, p: number, end: number, body: RealtimeBody): number {
  need(p, 1, end, 'storage temperature subsystem count');
  const count = b[p++];
  const list: StorageTemp[] = new Array(count);
  for (let k = 0; k < count; k++) {
    need(p, 3, end, 'storage temperature subsystem');
    const no = b[p];
    const n = u16(b, p + 1);
    p += 3;
    need(p, n, end, 'storage temperature probes');
    list[k] = { no, probes: temps(b, p, n, 'storageTemps', k, 'probes') };
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

/** Where the last decodeSignature() stopped. */
export let signatureEnd = 0;

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
  signatureEnd = p + sLen;
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

// ---------------------------------------------------------------- encoding

// Paths to encode with the abnormal sentinel, for the body being encoded.
let abnormalSet: Set<string> | undefined;

export function startEncodeAbnormal(list: unknown): void {
  abnormalSet = Array.isArray(list) && list.length > 0 ? new Set(list.map(String)) : undefined;
}

function isAbn(path: string): boolean {
  return abnormalSet !== undefined && abnormalSet.has(path);
}

function num(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v))
    badValue(path, `must be a number or null, got ${JSON.stringify(v)}`);
  return v;
}

export function putByte(w: Writer, v: unknown, path: string): void {
  if (v === null || v === undefined) w.u8(isAbn(path) ? 0xfe : 0xff);
  else w.u8(int(num(v, path), path, 0xfd));
}

export function putTemp(w: Writer, v: unknown, path: string): void {
  if (v === null || v === undefined) w.u8(isAbn(path) ? 0xfe : 0xff);
  else w.u8(int(Math.round(num(v, path)) + 40, path, 0xfd));
}

export function putWord(w: Writer, v: unknown, mul: number, offset: number, path: string): void {
  if (v === null || v === undefined) w.u16(isAbn(path) ? 0xfffe : 0xffff);
  else {
    const raw = Math.round(num(v, path) * mul) + offset;
    if (raw < 0 || raw > 0xfffd)
      badValue(path, `${String(v)} is out of range`, `${-offset / mul}..${(0xfffd - offset) / mul}`);
    w.u16(raw);
  }
}

export function putDword(w: Writer, v: unknown, mul: number, offset: number, path: string): void {
  if (v === null || v === undefined) w.u32(isAbn(path) ? 0xfffffffe : 0xffffffff);
  else {
    const raw = Math.round(num(v, path) * mul) + offset;
    if (raw < 0 || raw > 0xfffffffd)
      badValue(path, `${String(v)} is out of range`, `${-offset / mul}..${(0xfffffffd - offset) / mul}`);
    w.u32(raw);
  }
}

export function putEnum(w: Writer, v: unknown, table: Names, path: string): void {
  if (v === null || v === undefined) w.u8(isAbn(path) ? 0xfe : 0xff);
  else w.u8(codeOf(table, v, path));
}

export function obj(v: unknown, path: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) badValue(path, 'must be an object');
  return v as Record<string, unknown>;
}

export function arr(v: unknown, path: string, max = 0xffff): unknown[] {
  if (!Array.isArray(v)) badValue(path, 'must be an array');
  if (v.length > max) badValue(path, `has ${v.length} entries, at most ${max} fit`);
  return v;
}

export function putTemps(w: Writer, v: unknown, path: string, countBytes: 1 | 2): void {
  const list = arr(v, path, countBytes === 1 ? 0xff : 0xffff);
  if (countBytes === 1) w.u8(list.length);
  else w.u16(list.length);
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    // Common case without building the element's path.
    if (typeof t === 'number' && Number.isInteger(t) && t >= -40 && t <= 213) w.u8(t + 40);
    else putTemp(w, t, `${path}[${i}]`);
  }
}

export function putMillivolts(w: Writer, list: unknown[], path: string): void {
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    const raw = typeof v === 'number' ? Math.round(v * 1000) : -1;
    // Common case without building the element's path.
    if (raw >= 0 && raw <= 0xfffd) w.u16(raw);
    else putWord(w, v, 1000, 0, `${path}[${i}]`);
  }
}

export function encodePosition(w: Writer, v: unknown, edition: Edition): void {
  const p = obj(v, 'position');
  const lng = p.lng === null ? null : num(p.lng, 'position.lng');
  const lat = p.lat === null ? null : num(p.lat, 'position.lat');
  if (typeof p.valid !== 'boolean') badValue('position.valid', 'must be a boolean');
  const reserved = p.reserved === undefined ? 0 : int(p.reserved, 'position.reserved', 0xff) & 0xfe;
  // -0 keeps the hemisphere bit of a zero coordinate.
  const west = lng !== null && (lng < 0 || Object.is(lng, -0));
  const south = lat !== null && (lat < 0 || Object.is(lat, -0));
  w.u8((p.valid ? 0 : 1) | (south ? 2 : 0) | (west ? 4 : 0) | reserved);
  if (edition === 2025) {
    if (p.coordSystem === null) w.u8(isAbn('position.coordSystem') ? 0xfe : 0xff);
    else w.u8(codeOf(COORD_SYSTEM, p.coordSystem ?? 'WGS84', 'position.coordSystem'));
  }
  const lngRaw = Math.round(Math.abs(lng ?? 0) * 1e6);
  const latRaw = Math.round(Math.abs(lat ?? 0) * 1e6);
  if (lngRaw > 0xfffffffd) badValue('position.lng', 'out of range');
  if (latRaw > 0xfffffffd) badValue('position.lat', 'out of range');
  w.u32(lng === null ? (isAbn('position.lng') ? 0xfffffffe : 0xffffffff) : lngRaw);
  w.u32(lat === null ? (isAbn('position.lat') ? 0xfffffffe : 0xffffffff) : latRaw);
}

/** BYTE identifier: null as its sentinel; a number as it is (0xFE/0xFF too, as older models held them). */
export function putIdByte(w: Writer, v: unknown, path: string): void {
  if (v === null || v === undefined) w.u8(isAbn(path) ? 0xfe : 0xff);
  else w.u8(int(v, path, 0xff));
}

/** WORD identifier, likewise. */
export function putIdWord(w: Writer, v: unknown, path: string): void {
  if (v === null || v === undefined) w.u16(isAbn(path) ? 0xfffe : 0xffff);
  else w.u16(int(v, path, 0xffff));
}

function putFaults(w: Writer, v: unknown, path: string): void {
  const list = arr(v ?? [], path, 0xff);
  w.u8(list.length);
  for (let i = 0; i < list.length; i++) w.u32(int(list[i], `${path}[${i}]`, 0xffffffff));
}

export function encodeAlarm(w: Writer, v: unknown, edition: Edition): void {
  const a = obj(v, 'alarm');
  putByte(w, a.level, 'alarm.level');
  w.u32(int(a.flags ?? 0, 'alarm.flags', 0xffffffff));
  putFaults(w, a.storageFaults, 'alarm.storageFaults');
  putFaults(w, a.motorFaults, 'alarm.motorFaults');
  putFaults(w, a.engineFaults, 'alarm.engineFaults');
  putFaults(w, a.otherFaults, 'alarm.otherFaults');
  if (edition === 2025) {
    const list = arr(a.flagLevels ?? [], 'alarm.flagLevels', 0xff);
    w.u8(list.length);
    for (let i = 0; i < list.length; i++) {
      const e = obj(list[i], `alarm.flagLevels[${i}]`);
      w.u8(int(e.bit, `alarm.flagLevels[${i}].bit`, 0xff));
      w.u8(int(e.level, `alarm.flagLevels[${i}].level`, 0xff));
    }
  }
}

export function encodeStorageTemps(w: Writer, v: unknown): void {
  const list = arr(v, 'storageTemps', 0xff);
  w.u8(list.length);
  for (let k = 0; k < list.length; k++) {
    const t = obj(list[k], `storageTemps[${k}]`);
    w.u8(int(t.no, `storageTemps[${k}].no`, 0xff));
    putTemps(w, t.probes, `storageTemps[${k}].probes`, 2);
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
