/** Value rules shared by the console and the server. */

/** Hidden-info display: first and last characters with stars between; one char becomes a star; two keep the first. */
export function maskText(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const chars = [...value];
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Password rule: at least 8 characters with uppercase, lowercase, digit and symbol. */
export function isStrongPassword(plain: string): boolean {
  return (
    plain.length >= 8 &&
    /[A-Z]/.test(plain) &&
    /[a-z]/.test(plain) &&
    /\d/.test(plain) &&
    /[^A-Za-z0-9]/.test(plain)
  );
}

export const MD5_HEX = /^[0-9a-f]{32}$/i;

/**
 * Splits range keys ("startTime&endTime": [a, b]) into their two names; other keys pass through.
 * Used by the console before sending and by the server when a client sends the joined form.
 */
export function splitRangeKeys(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.includes('&')) {
      out[key] = value;
      continue;
    }
    const [startKey, endKey] = key.split('&') as [string, string];
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
    out[startKey] = toEpochMs(parts[0]);
    out[endKey] = toEpochMs(parts[1]);
  }
  return out;
}

/**
 * The latest time a call may carry, epoch ms (2200-01-01 UTC). Far beyond any real date, yet
 * 1e20 and the like are refused with the field named, instead of reaching the database as an
 * invalid date.
 */
export const EPOCH_MS_MAX = 7_258_118_400_000;

/** Time values become epoch milliseconds; zero, negative or unparsable values become null. */
export function toEpochMs(value: unknown): number | null {
  if (value == null || value === '') return null;
  let ms: number;
  if (typeof value === 'number') ms = value;
  else if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'string') ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  else if (typeof value === 'object' && 'valueOf' in value)
    ms = Number((value as { valueOf(): unknown }).valueOf());
  else return null;
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** Export and import limits. */
export const LIMITS = {
  exportRows: 10000,
  importRows: 2000,
  autocomplete: 16,
  historyRangeDays: 30,
  exportRangeDays: 3,
  pageSizeMax: 1000000,
} as const;

/** The zone a tenant's times are shown and exported in until it names another (UTC+8 all year). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/**
 * The IANA zones a tenant may choose: the runtime's own list (about 420 in Node 20 and Chromium),
 * plus UTC, which that list leaves out. The server checks a choice against its list.
 */
export const TIME_ZONES: readonly string[] = [
  ...new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), DEFAULT_TIME_ZONE]),
];
