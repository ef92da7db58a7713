import { describe, expect, it } from 'vitest';
import {
  bcc,
  decode,
  encode,
  fromHex,
  FrameSplitter,
  Gb32960Error,
  MAX_FRAME_SIZE,
  toHex,
  type Frame,
} from '../src/index.js';
import { EXTRA, MALFORMED, PUBLIC } from './vectors.js';

/** Seeded PRNG (mulberry32), so a failure reproduces from its seed. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const real = [...Object.values(PUBLIC), ...Object.values(EXTRA), ...Object.values(MALFORMED)].map((v) =>
  fromHex(v.hex),
);

let cases = 0;
let decoded = 0;
let exact = 0;
const inexact: string[] = [];

/**
 * decode() must never throw; failures are Gb32960Error with a code other than INTERNAL; a frame
 * that decodes must encode again, to the same bytes (checked over all cases at the end) and so
 * to the same model.
 */
function check(bytes: Uint8Array, label: string): void {
  cases++;
  let r: ReturnType<typeof decode>;
  try {
    r = decode(bytes);
  } catch (e) {
    throw new Error(`${label}: decode threw ${String(e)} on ${toHex(bytes)}`);
  }
  if (!r.ok) {
    if (!(r.error instanceof Gb32960Error) || r.error.code === 'INTERNAL')
      throw new Error(`${label}: ${r.error.code} ${r.error.message} on ${toHex(bytes)}`);
    return;
  }
  decoded++;
  let again: Uint8Array;
  try {
    again = encode(r.frame);
  } catch (e) {
    throw new Error(`${label}: encode of a decoded frame failed: ${String(e)} on ${toHex(bytes)}`);
  }
  // The property: a decoded frame encodes back to exactly its bytes, reserved bits included.
  if (toHex(again) === toHex(bytes)) {
    exact++;
    return;
  }
  inexact.push(`${label}: ${r.frame.command}\n  in  ${toHex(bytes)}\n  out ${toHex(again)}`);
  const r2 = decode(again);
  if (!r2.ok)
    throw new Error(`${label}: re-encoded frame does not decode: ${r2.error.message} on ${toHex(bytes)}`);
  expect(r2.frame, `${label}: ${toHex(bytes)}`).toEqual(r.frame as Frame);
}

/** Sets length and BCC so that the body parsers, not the framing checks, see the bytes. */
function seal(b: Uint8Array): Uint8Array {
  const n = b.length - 25;
  b[22] = n >>> 8;
  b[23] = n & 0xff;
  b[b.length - 1] = bcc(b, 2, b.length - 1);
  return b;
}

const COMMANDS = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x80, 0x81, 0x82, 0xc0, 0x55,
];

describe('fuzz (seeded)', () => {
  it('random frames with a valid envelope exercise every body parser', () => {
    const rand = prng(0x32960);
    for (let i = 0; i < 40000; i++) {
      const n = Math.floor(rand() * (rand() < 0.8 ? 80 : 700));
      const b = new Uint8Array(25 + n);
      for (let k = 0; k < b.length; k++) b[k] = Math.floor(rand() * 256);
      b[0] = b[1] = rand() < 0.5 ? 0x23 : 0x24;
      b[2] = COMMANDS[Math.floor(rand() * COMMANDS.length)];
      b[3] = rand() < 0.8 ? 0xfe : 1 + Math.floor(rand() * 7);
      b[21] = rand() < 0.95 ? 1 : b[21];
      // A plausible time, so the parsers past it get exercised.
      if (n >= 6 && rand() < 0.9)
        b.set([24, 1 + (b[25] % 12), 1 + (b[26] % 28), b[27] % 24, b[28] % 60, b[29] % 60], 24);
      check(seal(b), `envelope seed ${i}`);
    }
  });

  it('random real-time bodies built from plausible info types', () => {
    const rand = prng(7);
    const types2016 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0x80, 0xa5];
    const types2025 = [1, 2, 3, 4, 5, 6, 7, 8, 0x30, 0x31, 0x32, 0x80, 0xff];
    for (let i = 0; i < 20000; i++) {
      const is2016 = rand() < 0.5;
      const parts: number[] = [24, 5, 17, 8, 30, 0];
      const blocks = 1 + Math.floor(rand() * 4);
      for (let k = 0; k < blocks; k++) {
        const types = is2016 ? types2016 : types2025;
        parts.push(types[Math.floor(rand() * types.length)]);
        const len = Math.floor(rand() * 40);
        for (let j = 0; j < len; j++)
          parts.push(rand() < 0.3 ? Math.floor(rand() * 4) : Math.floor(rand() * 256));
      }
      const b = new Uint8Array(25 + parts.length);
      b[0] = b[1] = is2016 ? 0x23 : 0x24;
      b[2] = 0x02;
      b[3] = 0xfe;
      b.set(fromHex('4C5A59544147425732453130353434393101'), 4);
      b.set(parts, 24);
      check(seal(b), `realtime seed ${i}`);
    }
  });

  it('pure random bytes', () => {
    const rand = prng(99);
    for (let i = 0; i < 15000; i++) {
      const b = new Uint8Array(Math.floor(rand() * 120));
      for (let k = 0; k < b.length; k++) b[k] = Math.floor(rand() * 256);
      if (b.length > 1 && rand() < 0.5) b[0] = b[1] = 0x23;
      check(b, `random seed ${i}`);
    }
  });

  it('every truncation of every real frame', () => {
    for (const f of real) for (let n = 0; n < f.length; n++) check(f.subarray(0, n), `truncation ${n}`);
  });

  it('bit flips of real frames, with and without a fixed-up BCC', () => {
    const rand = prng(1234);
    for (let i = 0; i < 20000; i++) {
      const f = real[i % real.length].slice();
      const flips = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < flips; k++) {
        const at = Math.floor(rand() * f.length);
        f[at] ^= 1 << Math.floor(rand() * 8);
      }
      check(f, `flip raw ${i}`);
      if (f.length >= 25 && f[0] === f[1] && (f[0] === 0x23 || f[0] === 0x24)) {
        const fixed = f.slice();
        fixed[fixed.length - 1] = bcc(fixed, 2, fixed.length - 1);
        const n = (fixed[22] << 8) | fixed[23];
        if (n === fixed.length - 25) check(fixed, `flip sealed ${i}`);
      }
    }
  });

  it('ran at least 100,000 cases', () => {
    console.log(`fuzz: ${cases} cases, ${decoded} decoded, ${exact} re-encoded byte for byte`);
    expect(inexact.slice(0, 5).join('\n')).toBe('');
    expect(exact).toBe(decoded);
    expect(cases).toBeGreaterThanOrEqual(100000);
    expect(decoded).toBeGreaterThan(1000);
    expect(exact).toBeGreaterThan(100);
  });

  it('the framer never throws or hangs, and its buffer stays bounded', () => {
    const rand = prng(42);
    const good = real.filter((f) => decode(f).ok);
    const parts: Uint8Array[] = [];
    let intact = 0;
    for (let i = 0; i < 6000; i++) {
      const x = rand();
      if (x < 0.6) {
        parts.push(good[Math.floor(rand() * good.length)]);
        intact++;
      } else if (x < 0.8) {
        // garbage without start bytes, so every intact frame must still be found
        const g = new Uint8Array(1 + Math.floor(rand() * 50));
        for (let k = 0; k < g.length; k++) g[k] = Math.floor(rand() * 0x20);
        parts.push(g);
      } else {
        // a damaged frame: a flipped bit (the BCC then fails) or a truncation
        const f = good[Math.floor(rand() * good.length)].slice();
        if (rand() < 0.5) f[2 + Math.floor(rand() * (f.length - 2))] ^= 1 << Math.floor(rand() * 8);
        parts.push(rand() < 0.5 ? f : f.subarray(0, Math.floor(rand() * f.length)));
      }
    }
    const stream = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      stream.set(p, at);
      at += p.length;
    }
    const s = new FrameSplitter();
    let found = 0;
    let maxBuffered = 0;
    const t0 = Date.now();
    for (let p = 0; p < stream.length;) {
      const n = 1 + Math.floor(rand() * (rand() < 0.1 ? 20000 : 700));
      for (const f of s.push(stream.subarray(p, p + n))) {
        found++;
        const r = decode(f);
        if (!r.ok) expect(r.error.code).not.toBe('BAD_BCC');
      }
      maxBuffered = Math.max(maxBuffered, s.bufferedBytes);
      p += n;
    }
    expect(Date.now() - t0).toBeLessThan(15000);
    expect(maxBuffered).toBeLessThanOrEqual(MAX_FRAME_SIZE);
    // Damaged frames may hide nothing: each intact frame comes out (damaged ones rarely pass by luck).
    expect(found).toBeGreaterThanOrEqual(intact);

    // Pure random input, including start bytes: no throw, bounded, terminates.
    const noise = new FrameSplitter();
    for (let i = 0; i < 3000; i++) {
      const c = new Uint8Array(Math.floor(rand() * 400));
      for (let k = 0; k < c.length; k++) c[k] = rand() < 0.05 ? 0x23 : Math.floor(rand() * 256);
      noise.push(c);
      expect(noise.bufferedBytes).toBeLessThanOrEqual(MAX_FRAME_SIZE);
    }
  });
});
