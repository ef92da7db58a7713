/**
 * COPY ... FROM STDIN (FORMAT binary) rows, for the bulk writers on PostgreSQL: numbers, times and
 * bytes go over as their binary values, so the server does no text parsing for them.
 *
 * Rows are written either field by field (`begin` then one call per column, no array of cells per
 * row) or with `row(values)` in the order of the types given to the constructor. Bytes are stored
 * one by one: at tens of thousands of rows a second, Buffer's checked writers cost more than
 * encoding the rows.
 */
export type BinaryType =
  'int2' | 'int4' | 'int8' | 'float4' | 'float8' | 'bool' | 'text' | 'timestamptz' | 'bytea';

const PG_EPOCH_MS = 946_684_800_000;
const TWO_32 = 4294967296;
const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00];

// floats go through these to get their IEEE bytes
const f32 = new Float32Array(1);
const f32Bytes = new Uint8Array(f32.buffer);
const f64 = new Float64Array(1);
const f64Bytes = new Uint8Array(f64.buffer);
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * A value that does not fit its column fails like it would in PostgreSQL (SQLSTATE 22003), so the
 * worker sets that one message aside instead of storing a wrapped number.
 */
function outOfRange(type: string, v: number): never {
  throw Object.assign(new Error(`value ${v} out of range for type ${type}`), { code: '22003' });
}

const missing = (v: unknown): v is null | undefined =>
  v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v));

// Buffers of COPYs already sent, kept for the next batches: a batch's COPY takes megabytes, and V8
// counts each new one as fresh external memory, which brings full garbage collections forward.
const spare: Buffer[] = [];
const SPARE_BYTES = 64 << 20;
let spareBytes = 0;

function bufferOf(size: number): Buffer {
  for (let i = 0; i < spare.length; i++) {
    const b = spare[i]!;
    if (b.length >= size) {
      spare.splice(i, 1);
      spareBytes -= b.length;
      return b;
    }
  }
  return Buffer.allocUnsafe(size);
}

function keep(b: Buffer): void {
  if (spareBytes + b.length > SPARE_BYTES) return;
  spare.push(b);
  spareBytes += b.length;
}

export class BinaryCopy {
  private buf: Buffer;
  private pos = 0;

  constructor(
    private readonly types: readonly BinaryType[] = [],
    initial = 1 << 20,
  ) {
    this.buf = bufferOf(Math.max(64, initial));
    for (let i = 0; i < SIGNATURE.length; i++) this.buf[i] = SIGNATURE[i]!;
    this.pos = SIGNATURE.length;
    this.u32(0); // flags
    this.u32(0); // header extension length
  }

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = bufferOf(size);
    this.buf.copy(next, 0, 0, this.pos);
    keep(this.buf);
    this.buf = next;
  }

  // unchecked stores: callers ensure the room first
  private u32(v: number): void {
    const b = this.buf;
    const p = this.pos;
    b[p] = v >>> 24;
    b[p + 1] = v >>> 16;
    b[p + 2] = v >>> 8;
    b[p + 3] = v;
    this.pos = p + 4;
  }

  private u16(v: number): void {
    const b = this.buf;
    const p = this.pos;
    b[p] = v >>> 8;
    b[p + 1] = v;
    this.pos = p + 2;
  }

  /** two's complement of a safe integer, as two 32-bit halves */
  private i64(v: number): void {
    const hi = Math.floor(v / TWO_32);
    this.u32(hi | 0);
    this.u32((v - hi * TWO_32) >>> 0);
  }

  private bytes(src: Uint8Array, count: number): void {
    const b = this.buf;
    let p = this.pos;
    if (littleEndian) for (let i = count - 1; i >= 0; i--) b[p++] = src[i]!;
    else for (let i = 0; i < count; i++) b[p++] = src[i]!;
    this.pos = p;
  }

  /** Starts a row of `fields` columns; then one call per column, in the COPY's column order. */
  begin(fields: number): void {
    this.ensure(2);
    this.u16(fields);
  }

  null(): void {
    this.ensure(4);
    this.u32(0xffffffff);
  }

  int2(v: number | null | undefined): void {
    if (missing(v)) return this.null();
    const r = Math.round(v);
    if (r > 32767 || r < -32768) outOfRange('smallint', v);
    this.ensure(6);
    this.u32(2);
    this.u16(r);
  }

  int4(v: number | null | undefined): void {
    if (missing(v)) return this.null();
    const r = Math.round(v);
    if (r > 2147483647 || r < -2147483648) outOfRange('integer', v);
    this.ensure(8);
    this.u32(4);
    this.u32(r);
  }

  int8(v: number | null | undefined): void {
    if (missing(v)) return this.null();
    const r = Math.round(v);
    if (!Number.isSafeInteger(r)) outOfRange('bigint', v);
    this.ensure(12);
    this.u32(8);
    this.i64(r);
  }

  float4(v: number | null | undefined): void {
    if (missing(v)) return this.null();
    this.ensure(8);
    this.u32(4);
    f32[0] = v;
    this.bytes(f32Bytes, 4);
  }

  float8(v: number | null | undefined): void {
    if (missing(v)) return this.null();
    this.ensure(12);
    this.u32(8);
    f64[0] = v;
    this.bytes(f64Bytes, 8);
  }

  bool(v: boolean | null | undefined): void {
    if (v === null || v === undefined) return this.null();
    this.ensure(5);
    this.u32(1);
    this.buf[this.pos++] = v ? 1 : 0;
  }

  /** ms since epoch, a Date or an ISO string */
  timestamptz(v: number | Date | string | null | undefined): void {
    if (v === null || v === undefined) return this.null();
    const ms = typeof v === 'number' ? v : v instanceof Date ? v.getTime() : Date.parse(v);
    if (!Number.isFinite(ms)) return this.null();
    this.ensure(12);
    this.u32(8);
    this.i64((ms - PG_EPOCH_MS) * 1000);
  }

  text(v: string | null | undefined): void {
    if (v === null || v === undefined) return this.null();
    this.ensure(4 + v.length * 3);
    const start = this.pos;
    const n = this.buf.write(v, start + 4, 'utf8');
    this.u32(n);
    this.pos = start + 4 + n;
  }

  bytea(v: Uint8Array | null | undefined): void {
    if (v === null || v === undefined) return this.null();
    this.ensure(4 + v.length);
    this.u32(v.length);
    this.buf.set(v, this.pos);
    this.pos += v.length;
  }

  /** One column's value as `type`. */
  value(type: BinaryType, v: unknown): void {
    switch (type) {
      case 'int2':
        return this.int2(v as number | null);
      case 'int4':
        return this.int4(v as number | null);
      case 'int8':
        return this.int8(v as number | null);
      case 'float4':
        return this.float4(v as number | null);
      case 'float8':
        return this.float8(v as number | null);
      case 'bool':
        return this.bool(v as boolean | null);
      case 'timestamptz':
        return this.timestamptz(v as number | Date | string | null);
      case 'text':
        return this.text(
          v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v),
        );
      case 'bytea':
        return this.bytea(v as Uint8Array | null);
    }
  }

  /** Appends one row; values in the order of the types given to the constructor. */
  row(values: readonly unknown[]): void {
    const types = this.types;
    this.begin(types.length);
    for (let i = 0; i < types.length; i++) this.value(types[i]!, values[i]);
  }

  /** The whole COPY stream (with the trailer). */
  finish(): Buffer {
    this.ensure(2);
    this.u16(0xffff);
    return this.buf.subarray(0, this.pos);
  }

  /** Once the COPY is done: the buffer serves a later one (this copy and what finish returned are not used again). */
  release(): void {
    keep(this.buf);
    this.buf = Buffer.alloc(0);
    this.pos = 0;
  }
}
