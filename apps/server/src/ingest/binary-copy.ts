/**
 * COPY ... FROM STDIN (FORMAT binary) rows, for the bulk writers on PostgreSQL: numbers, times and
 * arrays go over as their binary values, so the server does no text parsing for them (cell and
 * probe arrays dominate the cost of a report in text form).
 */
export type BinaryType = 'int2' | 'int4' | 'int8' | 'float4' | 'float8' | 'bool' | 'text' | 'jsonb' | 'timestamptz' | 'int2[]' | 'bytea';

const PG_EPOCH_MS = 946_684_800_000;
const INT2_OID = 21;
const SIGNATURE = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]);

export class BinaryCopy {
  private buf: Buffer;
  private pos = 0;

  constructor(
    private readonly types: readonly BinaryType[],
    initial = 1 << 20,
  ) {
    this.buf = Buffer.allocUnsafe(initial);
    this.ensure(19);
    SIGNATURE.copy(this.buf, 0);
    this.buf.writeInt32BE(0, 11);
    this.buf.writeInt32BE(0, 15);
    this.pos = 19;
  }

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  private int64(v: number): void {
    // two's complement of a safe integer, as two 32-bit halves
    const hi = Math.floor(v / 4294967296);
    const lo = v - hi * 4294967296;
    this.buf.writeInt32BE(hi | 0, this.pos);
    this.buf.writeUInt32BE(lo >>> 0, this.pos + 4);
    this.pos += 8;
  }

  /** Appends one row; values in the order of the types given to the constructor. */
  row(values: readonly unknown[]): void {
    const types = this.types;
    this.ensure(2);
    this.buf.writeInt16BE(types.length, this.pos);
    this.pos += 2;
    for (let i = 0; i < types.length; i++) {
      const v = values[i];
      if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) {
        this.ensure(4);
        this.buf.writeInt32BE(-1, this.pos);
        this.pos += 4;
        continue;
      }
      switch (types[i]) {
        case 'int2':
          this.ensure(6);
          this.buf.writeInt32BE(2, this.pos);
          this.buf.writeInt16BE(Math.round(v as number), this.pos + 4);
          this.pos += 6;
          break;
        case 'int4':
          this.ensure(8);
          this.buf.writeInt32BE(4, this.pos);
          this.buf.writeInt32BE(Math.round(v as number), this.pos + 4);
          this.pos += 8;
          break;
        case 'int8':
          this.ensure(12);
          this.buf.writeInt32BE(8, this.pos);
          this.pos += 4;
          this.int64(Math.round(v as number));
          break;
        case 'float4':
          this.ensure(8);
          this.buf.writeInt32BE(4, this.pos);
          this.buf.writeFloatBE(v as number, this.pos + 4);
          this.pos += 8;
          break;
        case 'float8':
          this.ensure(12);
          this.buf.writeInt32BE(8, this.pos);
          this.buf.writeDoubleBE(v as number, this.pos + 4);
          this.pos += 12;
          break;
        case 'bool':
          this.ensure(5);
          this.buf.writeInt32BE(1, this.pos);
          this.buf[this.pos + 4] = v ? 1 : 0;
          this.pos += 5;
          break;
        case 'timestamptz': {
          const ms = typeof v === 'number' ? v : v instanceof Date ? v.getTime() : Date.parse(String(v));
          this.ensure(12);
          this.buf.writeInt32BE(8, this.pos);
          this.pos += 4;
          this.int64((ms - PG_EPOCH_MS) * 1000);
          break;
        }
        case 'text':
        case 'jsonb': {
          const s = typeof v === 'string' ? v : JSON.stringify(v);
          const version = types[i] === 'jsonb' ? 1 : 0;
          const max = s.length * 3 + version;
          this.ensure(4 + max);
          if (version) this.buf[this.pos + 4] = 1;
          const n = this.buf.write(s, this.pos + 4 + version, 'utf8');
          this.buf.writeInt32BE(n + version, this.pos);
          this.pos += 4 + version + n;
          break;
        }
        case 'bytea': {
          const b = v as Uint8Array;
          this.ensure(4 + b.length);
          this.buf.writeInt32BE(b.length, this.pos);
          this.buf.set(b, this.pos + 4);
          this.pos += 4 + b.length;
          break;
        }
        case 'int2[]': {
          const a = v as (number | null)[];
          let hasNull = 0;
          for (const x of a) if (x === null || x === undefined) hasNull = 1;
          const size = a.length === 0 ? 12 : 20 + a.length * 6;
          this.ensure(4 + size);
          const b = this.buf;
          let p = this.pos;
          b.writeInt32BE(size - (hasNull ? a.filter((x) => x === null || x === undefined).length * 2 : 0), p);
          p += 4;
          b.writeInt32BE(a.length === 0 ? 0 : 1, p);
          b.writeInt32BE(hasNull, p + 4);
          b.writeInt32BE(INT2_OID, p + 8);
          p += 12;
          if (a.length > 0) {
            b.writeInt32BE(a.length, p);
            b.writeInt32BE(1, p + 4);
            p += 8;
            for (const x of a) {
              if (x === null || x === undefined) {
                b.writeInt32BE(-1, p);
                p += 4;
              } else {
                b.writeInt32BE(2, p);
                b.writeInt16BE(Math.max(-32768, Math.min(32767, Math.round(x))), p + 4);
                p += 6;
              }
            }
          }
          this.pos = p;
          break;
        }
      }
    }
  }

  /** The whole COPY stream (with the trailer). */
  finish(): Buffer {
    this.ensure(2);
    this.buf.writeInt16BE(-1, this.pos);
    this.pos += 2;
    return this.buf.subarray(0, this.pos);
  }
}
