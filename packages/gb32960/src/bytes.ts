import { badValue, truncated } from './errors.js';
import { toHex } from './hex.js';
import { parseHexField } from './hex.js';

/** Big-endian WORD at p (caller has checked bounds). */
export function u16(b: Uint8Array, p: number): number {
  return (b[p] << 8) | b[p + 1];
}

/** Big-endian DWORD at p, unsigned (caller has checked bounds). */
export function u32(b: Uint8Array, p: number): number {
  return b[p] * 0x1000000 + ((b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]);
}

/** Bytes as a string, one char per byte, trailing NULs trimmed (exactly reversible with padding). */
export function latin1(b: Uint8Array, start: number, end: number): string {
  while (end > start && b[end - 1] === 0) end--;
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]);
  return s;
}

/** Ensures n bytes are available at p before end. */
export function need(p: number, n: number, end: number, what: string): void {
  if (end - p < n) truncated(p, what, n, end - p);
}

/** Sequential reader with bounds checks, for the bodies that are not on the hot path. */
export class Reader {
  constructor(
    readonly b: Uint8Array,
    public pos: number,
    readonly end: number,
  ) {}

  get remaining(): number {
    return this.end - this.pos;
  }

  need(n: number, what: string): void {
    if (this.end - this.pos < n) truncated(this.pos, what, n, this.end - this.pos);
  }

  u8(what: string): number {
    this.need(1, what);
    return this.b[this.pos++];
  }

  u16(what: string): number {
    this.need(2, what);
    const v = u16(this.b, this.pos);
    this.pos += 2;
    return v;
  }

  u32(what: string): number {
    this.need(4, what);
    const v = u32(this.b, this.pos);
    this.pos += 4;
    return v;
  }

  hex(n: number, what: string): string {
    this.need(n, what);
    const s = toHex(this.b, this.pos, this.pos + n);
    this.pos += n;
    return s;
  }

  latin1(n: number, what: string): string {
    this.need(n, what);
    const s = latin1(this.b, this.pos, this.pos + n);
    this.pos += n;
    return s;
  }
}

/** Growable big-endian writer. */
export class Writer {
  buf: Uint8Array;
  pos = 0;

  /** `buffer`: room to start with, or a buffer to write into (grown into a new one when too small) */
  constructor(buffer: number | Uint8Array = 256) {
    this.buf = typeof buffer === 'number' ? new Uint8Array(buffer) : buffer;
  }

  private grow(n: number): void {
    let cap = this.buf.length * 2;
    while (cap < this.pos + n) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  u8(v: number): void {
    if (this.pos + 1 > this.buf.length) this.grow(1);
    this.buf[this.pos++] = v;
  }

  u16(v: number): void {
    if (this.pos + 2 > this.buf.length) this.grow(2);
    this.buf[this.pos++] = v >>> 8;
    this.buf[this.pos++] = v;
  }

  u32(v: number): void {
    if (this.pos + 4 > this.buf.length) this.grow(4);
    this.buf[this.pos++] = v >>> 24;
    this.buf[this.pos++] = v >>> 16;
    this.buf[this.pos++] = v >>> 8;
    this.buf[this.pos++] = v;
  }

  bytes(src: Uint8Array): void {
    if (this.pos + src.length > this.buf.length) this.grow(src.length);
    this.buf.set(src, this.pos);
    this.pos += src.length;
  }

  /** Writes a string one byte per char (codes must be 0-255), NUL-padded to `size` when given. */
  latin1(s: unknown, path: string, size?: number): void {
    if (typeof s !== 'string') badValue(path, 'must be a string');
    if (size !== undefined && s.length > size)
      badValue(path, `longer than ${size} bytes`, `<= ${size} chars`);
    const n = size ?? s.length;
    if (this.pos + n > this.buf.length) this.grow(n);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 255) badValue(path, `character ${i} is not a single byte`, 'chars U+0000-U+00FF');
      this.buf[this.pos + i] = c;
    }
    this.buf.fill(0, this.pos + s.length, this.pos + n);
    this.pos += n;
  }

  hex(s: unknown, path: string, size?: number): number {
    const bytes = parseHexField(s);
    if (bytes === null) badValue(path, 'must be a hex string of whole bytes');
    if (size !== undefined && bytes.length !== size)
      badValue(path, `must be ${size} bytes`, `${size * 2} hex digits`);
    this.bytes(bytes);
    return bytes.length;
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}

/** Validates an integer field for encoding. */
export function int(v: unknown, path: string, max: number, min = 0): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    badValue(path, `must be an integer ${min}..${max}, got ${JSON.stringify(v)}`, `${min}..${max}`);
  return v;
}
