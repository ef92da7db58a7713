import { Gb32960Error } from './errors.js';

const HEX_PAIRS: string[] = [];
for (let i = 0; i < 256; i++) HEX_PAIRS.push((i < 16 ? '0' : '') + i.toString(16).toUpperCase());

/** Uppercase hex of b[start..end). */
export function toHex(b: Uint8Array, start = 0, end = b.length): string {
  let s = '';
  for (let i = start; i < end; i++) s += HEX_PAIRS[b[i]];
  return s;
}

function nibble(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/**
 * Parses hex; whitespace, ':' and '-' separators and a leading "0x" are accepted.
 * Throws Gb32960Error BAD_INPUT on anything else.
 */
export function fromHex(text: string): Uint8Array {
  if (typeof text !== 'string') throw new Gb32960Error('BAD_INPUT', 'hex input must be a string');
  let s = text.trim();
  if (s.startsWith('0x') || s.startsWith('0X')) s = s.slice(2);
  const out = new Uint8Array(s.length >> 1);
  let n = 0;
  let hi = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 58 || c === 45) continue;
    const v = nibble(c);
    if (v < 0)
      throw new Gb32960Error('BAD_INPUT', `not a hex digit at character ${i}: ${JSON.stringify(s[i])}`, i);
    if (hi < 0) hi = v;
    else {
      out[n++] = (hi << 4) | v;
      hi = -1;
    }
  }
  if (hi >= 0) throw new Gb32960Error('BAD_INPUT', 'hex input has an odd number of digits');
  return out.subarray(0, n);
}

/** Strict hex for model fields: even length, digits only. Returns null if invalid. */
export function parseHexField(s: unknown): Uint8Array | null {
  if (typeof s !== 'string' || (s.length & 1) !== 0) return null;
  const out = new Uint8Array(s.length >> 1);
  for (let i = 0; i < out.length; i++) {
    const hi = nibble(s.charCodeAt(2 * i));
    const lo = nibble(s.charCodeAt(2 * i + 1));
    if (hi < 0 || lo < 0) return null;
    out[i] = (hi << 4) | lo;
  }
  return out;
}
