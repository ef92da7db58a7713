import { Random, hashString } from './random';

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** VIN characters: digits and capitals without I, O and Q. */
export const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

function value(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  const v = TRANSLITERATION[c];
  if (v === undefined) throw new Error(`not a VIN character: ${JSON.stringify(c)}`);
  return v;
}

/** The check digit (position 9) of a 17-character VIN: '0'-'9' or 'X' (ISO 3779 / GB 16735). */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new Error(`a VIN has 17 characters, got ${vin.length}`);
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += value(vin[i]!) * WEIGHTS[i]!;
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export function isValidVin(vin: string): boolean {
  if (!/^[0-9A-HJ-NPR-Z]{17}$/.test(vin)) return false;
  return vinCheckDigit(vin) === vin[8];
}

/** World manufacturer identifiers of Chinese makers (all start with L). */
const WMIS = ['LSV', 'LFV', 'LGX', 'LNB', 'LC0', 'LGW', 'LVG', 'LB3', 'LRW', 'LS5'];
/** Model-year codes 2021-2026. */
const YEARS = ['M', 'N', 'P', 'R', 'S', 'T'];

/**
 * The index-th VIN of a seeded fleet: stable across runs, valid check digit, and unique for
 * index below 1,000,000 (the serial carries the index).
 */
export function fleetVin(seed: number | string, index: number): string {
  const base = typeof seed === 'number' ? seed : hashString(seed);
  const r = new Random((base ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const wmi = r.pick(WMIS);
  let vds = '';
  for (let i = 0; i < 5; i++) vds += r.pick([...VIN_CHARS.slice(10)]);
  const year = r.pick(YEARS);
  const plant = r.pick([...VIN_CHARS]);
  const serial = String(((base % 1000) + index) % 1_000_000).padStart(6, '0');
  const draft = `${wmi}${vds}0${year}${plant}${serial}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}
