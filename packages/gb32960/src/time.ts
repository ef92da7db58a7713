import { badValue, fail, truncated } from './errors.js';
import type { Writer } from './bytes.js';

const PAD2: string[] = [];
for (let i = 0; i < 100; i++) PAD2.push(i < 10 ? '0' + i : String(i));

// The time as three pieces looked up, "YYYY-MM-", "DDThh:" and "mm:ss+08:00": two concatenations a
// time, and no cache to keep between calls.
const YEAR_MONTH: string[] = [];
for (let y = 0; y < 256; y++)
  for (let mo = 0; mo < 13; mo++)
    YEAR_MONTH.push((y < 100 ? '20' + PAD2[y] : String(2000 + y)) + '-' + PAD2[mo] + '-');
const DAY_HOUR: string[] = [];
for (let d = 0; d < 32; d++) for (let h = 0; h < 24; h++) DAY_HOUR.push(PAD2[d] + 'T' + PAD2[h] + ':');
const MINUTES_SECONDS: string[] = [];
for (let i = 0; i < 3600; i++) MINUTES_SECONDS.push(PAD2[Math.floor(i / 60)] + ':' + PAD2[i % 60] + '+08:00');

/**
 * Reads the 6-byte time (YY MM DD hh mm ss, binary, Beijing time) at p as an ISO 8601 string with
 * +08:00. Ranges are checked so that every decoded time is a well-formed timestamp.
 */
export function readTime(b: Uint8Array, p: number, end: number): string {
  if (end - p < 6) truncated(p, 'time', 6, end - p);
  const y = b[p];
  const mo = b[p + 1];
  const d = b[p + 2];
  const h = b[p + 3];
  const mi = b[p + 4];
  const s = b[p + 5];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59)
    fail(
      'BAD_TIME',
      p,
      `time out of range: ${y} ${mo} ${d} ${h}:${mi}:${s}`,
      'month 1-12, day 1-31, hour 0-23, minute 0-59, second 0-59',
    );
  return YEAR_MONTH[y * 13 + mo] + DAY_HOUR[d * 24 + h] + MINUTES_SECONDS[mi * 60 + s];
}

const BEIJING_MS = 8 * 3600 * 1000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The 6 time bytes of an ISO 8601 string (any offset; converted to Beijing time), or throws BAD_VALUE. */
export function timeBytes(v: unknown, path: string): number[] {
  if (typeof v !== 'string') badValue(path, 'time must be an ISO 8601 string', 'YYYY-MM-DDThh:mm:ss+08:00');
  const m = ISO.exec(v);
  if (m === null) badValue(path, `not an ISO 8601 time: ${JSON.stringify(v)}`, 'YYYY-MM-DDThh:mm:ss+08:00');
  let fields = [+m[1], +m[2], +m[3], +m[4], +m[5], +m[6]];
  const zone = m[8];
  if (zone !== undefined && zone !== '+08:00' && zone !== '+0800') {
    const t = Date.parse(v);
    if (Number.isNaN(t)) badValue(path, `not a valid time: ${JSON.stringify(v)}`);
    const bj = new Date(t + BEIJING_MS);
    fields = [
      bj.getUTCFullYear(),
      bj.getUTCMonth() + 1,
      bj.getUTCDate(),
      bj.getUTCHours(),
      bj.getUTCMinutes(),
      bj.getUTCSeconds(),
    ];
  }
  const [y, mo, d, h, mi, s] = fields;
  if (y < 2000 || y > 2255 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59)
    badValue(
      path,
      `time out of range: ${JSON.stringify(v)}`,
      'years 2000-2255 and valid month/day/hour/minute/second',
    );
  return [y - 2000, mo, d, h, mi, s];
}

export function writeTime(w: Writer, v: unknown, path: string): void {
  const t = timeBytes(v, path);
  for (let i = 0; i < 6; i++) w.u8(t[i]);
}

/** A Date (default: now) as the model's time string: Beijing time with +08:00, whole seconds. */
export function beijingTime(date: Date = new Date()): string {
  const bj = new Date(date.getTime() + BEIJING_MS);
  return (
    String(bj.getUTCFullYear()) +
    '-' +
    PAD2[bj.getUTCMonth() + 1] +
    '-' +
    PAD2[bj.getUTCDate()] +
    'T' +
    PAD2[bj.getUTCHours()] +
    ':' +
    PAD2[bj.getUTCMinutes()] +
    ':' +
    PAD2[bj.getUTCSeconds()] +
    '+08:00'
  );
}

/** The model's time string as a Date. */
export function parseTime(s: string): Date {
  const [y, mo, d, h, mi, sec] = timeBytes(s, 'time');
  return new Date(Date.UTC(2000 + y, mo - 1, d, h, mi, sec) - BEIJING_MS);
}
