import { describe, expect, it } from 'vitest';
import {
  decode,
  encode,
  fromHex,
  FrameSplitter,
  MAX_FRAME_SIZE,
  toHex,
  type RejectedFrame,
  type SkipEvent,
} from '../src/index.js';
import { EXTRA, PUBLIC } from './vectors.js';

const frames = [
  PUBLIC.V1_realtime_2016.hex,
  PUBLIC.heartbeat_2016.hex,
  PUBLIC.V4_realtime_2025_sm2.hex,
  PUBLIC.L1_login_2016.hex,
  EXTRA.rtm_activation_response_2025.hex,
].map(fromHex);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function split(stream: Uint8Array, cuts: number[], options?: ConstructorParameters<typeof FrameSplitter>[0]) {
  const s = new FrameSplitter(options);
  const out: string[] = [];
  let prev = 0;
  for (const c of [...cuts, stream.length]) {
    for (const f of s.push(stream.subarray(prev, c))) out.push(toHex(f));
    prev = c;
  }
  return { out, splitter: s };
}

const hexes = frames.map((f) => toHex(f));

describe('FrameSplitter', () => {
  it('stuck-together frames in one chunk', () => {
    const { out, splitter } = split(concat(frames), []);
    expect(out).toEqual(hexes);
    expect(splitter.bufferedBytes).toBe(0);
    expect(splitter.skippedBytes).toBe(0);
  });

  it('a split at every byte boundary', () => {
    const stream = concat(frames);
    for (let cut = 0; cut <= stream.length; cut++) {
      expect(split(stream, [cut]).out).toEqual(hexes);
    }
  });

  it('one byte at a time', () => {
    const stream = concat(frames);
    expect(
      split(
        stream,
        Array.from({ length: stream.length }, (_, i) => i),
      ).out,
    ).toEqual(hexes);
  });

  it('frames within a chunk are views of it; spanning frames are copies', () => {
    const stream = concat(frames);
    const s = new FrameSplitter();
    const a = s.push(stream.subarray(0, frames[0].length + 10));
    expect(a[0].buffer).toBe(stream.buffer);
    const b = s.push(stream.subarray(frames[0].length + 10));
    expect(b[0].buffer).not.toBe(stream.buffer);
    expect(toHex(b[0])).toBe(hexes[1]);
  });

  it('garbage between frames is skipped and reported', () => {
    const junk = fromHex('00112233445566');
    const events: SkipEvent[] = [];
    const stream = concat([junk, frames[0], junk, junk, frames[1], junk]);
    const { out, splitter } = split(stream, [3, 50], { onSkip: (e) => events.push(e) });
    expect(out).toEqual([hexes[0], hexes[1]]);
    expect(splitter.skippedBytes).toBe(junk.length * 4);
    expect(events.every((e) => e.reason === 'NO_START')).toBe(true);
    expect(events.reduce((n, e) => n + e.bytes, 0)).toBe(junk.length * 4);
  });

  it('a false ## inside a payload does not swallow the next frame', () => {
    // A frame whose custom data contains "##" followed by a plausible header.
    const fake = encode({
      edition: 2016,
      command: 'realtime',
      response: 'command',
      vin: 'LSVAU2180N2183294',
      encryption: 'none',
      body: {
        time: '2024-01-01T00:00:00+08:00',
        custom: [{ type: 0x80, hex: '2323' + '02FE' + '41'.repeat(17) + '010010' }],
      },
    });
    const stream = concat([fromHex('2323'), fake, frames[1]]);
    for (let cut = 0; cut <= stream.length; cut += 3) {
      const events: SkipEvent[] = [];
      const { out } = split(stream, [cut], { onSkip: (e) => events.push(e) });
      expect(out).toEqual([toHex(fake), hexes[1]]);
      expect(events.reduce((n, e) => n + e.bytes, 0)).toBe(2);
    }
    // Corrupted, the same frame makes the framer scan its payload and meet the false header.
    const corrupt = fake.slice();
    corrupt[corrupt.length - 1] ^= 0x01;
    const bad = concat([corrupt, frames[1], frames[0]]);
    for (let cut = 0; cut <= bad.length; cut += 7) {
      const { out, splitter } = split(bad, [cut]);
      expect(out).toEqual([hexes[1], hexes[0]]);
      expect(splitter.skippedBytes).toBe(corrupt.length);
    }
  });

  it('a bad BCC drops one byte and resynchronises', () => {
    const broken = frames[0].slice();
    broken[broken.length - 1] ^= 0x55;
    const events: SkipEvent[] = [];
    const stream = concat([broken, frames[1], frames[2]]);
    for (const cuts of [[], [10], [broken.length - 1], [broken.length + 5, broken.length + 30]]) {
      events.length = 0;
      const { out, splitter } = split(stream, cuts, { onSkip: (e) => events.push(e) });
      expect(out).toEqual([hexes[1], hexes[2]]);
      expect(splitter.skippedBytes).toBe(broken.length);
      expect(events[0].reason).toBe('BAD_BCC');
    }
  });

  it('an impossible length is skipped at once', () => {
    const bad = frames[1].slice();
    bad[22] = 0xff;
    bad[23] = 0xfc; // 65532 > 65531
    const events: SkipEvent[] = [];
    const { out } = split(concat([bad, frames[0]]), [], { onSkip: (e) => events.push(e) });
    expect(out).toEqual([hexes[0]]);
    expect(events[0]).toEqual({ bytes: bad.length, reason: 'BAD_LENGTH' });
  });

  it('reports a rejected candidate with its header, whole or cut anywhere', () => {
    const broken = frames[0].slice();
    broken[broken.length - 1] ^= 0x55;
    const oversize = frames[1].slice();
    oversize[22] = 0xff;
    oversize[23] = 0xfc;
    const stream = concat([broken, frames[1], oversize, frames[2]]);
    const header = decode(frames[0]);
    if (!header.ok) throw header.error;
    for (const cuts of [
      [],
      [7],
      [broken.length - 1],
      [broken.length + 3, broken.length + frames[1].length + 10],
    ]) {
      const rejected: RejectedFrame[] = [];
      const { out } = split(stream, cuts, {
        onReject: (r) => rejected.push({ ...r, bytes: r.bytes.slice() }),
      });
      expect(out).toEqual([hexes[1], hexes[2]]);
      expect(rejected).toEqual([
        {
          reason: 'BAD_BCC',
          edition: 2016,
          commandId: 0x02,
          flag: 0xfe,
          vin: header.frame.vin,
          bytes: expect.any(Uint8Array),
        },
        {
          reason: 'BAD_LENGTH',
          edition: 2016,
          commandId: frames[1][2],
          flag: frames[1][3],
          vin: expect.any(String),
          bytes: expect.any(Uint8Array),
        },
      ]);
      // the frame as it came (to be kept), or the header of one whose body never comes
      expect(toHex(rejected[0]!.bytes)).toBe(toHex(broken));
      expect(rejected[1]!.bytes).toHaveLength(24);
    }
  });

  it('can hold no buffer between frames, for many idle streams', () => {
    const s = new FrameSplitter({ releaseBuffer: true });
    const got = [...s.push(frames[0].subarray(0, 30)), ...s.push(frames[0].subarray(30))];
    expect(got.map((f) => toHex(f))).toEqual([hexes[0]]);
    expect(s.bufferedBytes).toBe(0);
    expect((s as unknown as { buf: Uint8Array }).buf.length).toBe(0);
  });

  it('an undefined response flag or encryption byte is rejected early (unless disabled)', () => {
    const bad = frames[1].slice();
    bad[3] = 0x55;
    const { out } = split(concat([bad, frames[0]]), []);
    expect(out).toEqual([hexes[0]]);
    const lenient = frames[1].slice();
    lenient[21] = 0x00;
    lenient[lenient.length - 1] ^= 0x01;
    expect(split(concat([lenient, frames[0]]), [], { checkHeader: false }).out).toEqual([
      toHex(lenient),
      hexes[0],
    ]);
  });

  it('a maximum-size frame passes; memory stays bounded', () => {
    const big = encode({
      edition: 2016,
      commandId: 0xc0,
      response: 'command',
      vin: 'LSVAU2180N2183294',
      encryption: 'none',
      body: { hex: '23'.repeat(65531) },
    });
    expect(big.length).toBe(MAX_FRAME_SIZE);
    const s = new FrameSplitter();
    let max = 0;
    const got: Uint8Array[] = [];
    const stream = concat([big, frames[0], big]);
    for (let p = 0; p < stream.length; p += 1000) {
      got.push(...s.push(stream.subarray(p, p + 1000)));
      max = Math.max(max, s.bufferedBytes);
    }
    expect(got.map((f) => f.length)).toEqual([big.length, frames[0].length, big.length]);
    expect(max).toBeLessThan(MAX_FRAME_SIZE);
    expect(decode(got[0]).ok).toBe(true);
  });

  it('onFrame delivers frames instead of returning them', () => {
    const seen: string[] = [];
    const s = new FrameSplitter({ onFrame: (f) => seen.push(toHex(f)) });
    expect(s.push(concat(frames))).toEqual([]);
    expect(seen).toEqual(hexes);
    expect(s.frames).toBe(frames.length);
  });

  it('reset drops a partial frame', () => {
    const s = new FrameSplitter();
    s.push(frames[0].subarray(0, 30));
    expect(s.bufferedBytes).toBe(30);
    s.reset();
    expect(s.bufferedBytes).toBe(0);
    expect(s.push(frames[1]).map((f) => toHex(f))).toEqual([hexes[1]]);
  });

  it('a lone start byte at the end of a chunk', () => {
    const s = new FrameSplitter();
    expect(s.push(fromHex('0023'))).toEqual([]);
    expect(s.bufferedBytes).toBe(1);
    expect(s.push(fromHex('00')).length).toBe(0);
    expect(s.bufferedBytes).toBe(0);
    expect(s.skippedBytes).toBe(3);
  });
});
