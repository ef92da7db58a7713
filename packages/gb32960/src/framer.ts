/** Splits a TCP byte stream into whole frames. */
import { Gb32960Error } from './errors.js';
import { bcc, HEADER_SIZE, MAX_DATA_LENGTH, MAX_FRAME_SIZE, START_2016, START_2025 } from './frame.js';
import type { Edition } from './model.js';

export type SkipReason =
  /** Bytes before the next `##` / `$$`. */
  | 'NO_START'
  /** A start marker whose header has an undefined response flag or encryption byte. */
  | 'BAD_HEADER'
  /** A start marker whose data unit length is over 65531. */
  | 'BAD_LENGTH'
  /** A candidate frame whose check byte is wrong. */
  | 'BAD_BCC';

/** Bytes dropped in one run; `reason` is why the run started. */
export interface SkipEvent {
  bytes: number;
  reason: SkipReason;
}

/**
 * A candidate with a well-formed header that still failed (wrong check byte, impossible length):
 * a receiver can answer it with the standard's error flag instead of dropping it silently.
 */
export interface RejectedFrame {
  reason: 'BAD_BCC' | 'BAD_LENGTH';
  edition: Edition;
  commandId: number;
  /** response flag byte */
  flag: number;
  vin: string;
  /**
   * The frame as received for BAD_BCC, its 24-byte header for BAD_LENGTH (whose body never
   * comes), so that it can be kept. A view valid during the call only: copy it to keep it.
   */
  bytes: Uint8Array;
}

export interface FrameSplitterOptions {
  /** Called for every whole frame (then push() returns an empty array). */
  onFrame?: (frame: Uint8Array) => void;
  /** Called for every run of dropped bytes, so a gateway can log garbage. */
  onSkip?: (event: SkipEvent) => void;
  /**
   * Reject a start marker early when its response flag (byte 3) or encryption byte (byte 21) is
   * not one the standard defines, instead of waiting for up to 64 KiB to fail the BCC. Default true.
   */
  checkHeader?: boolean;
  /** Called for a rejected candidate whose header was well formed, before its bytes are skipped. */
  onReject?: (frame: RejectedFrame) => void;
  /**
   * Free the partial-frame buffer whenever it empties, so a mostly idle stream holds no buffer
   * (a gateway with many connections); by default it is kept for reuse.
   */
  releaseBuffer?: boolean;
}

const EMPTY: Uint8Array[] = [];
Object.freeze(EMPTY);

function validFlag(f: number): boolean {
  return (f >= 1 && f <= 7) || f === 0xfe;
}
function validEncryption(e: number): boolean {
  return (e >= 1 && e <= 5) || e >= 0xfe;
}

/**
 * Stream framer: push() socket chunks, get whole frames (start bytes to BCC, BCC verified).
 *
 * - Frames that lie inside one chunk are returned as subarrays of that chunk (no copy); frames
 *   that span chunks are copied out of the internal buffer.
 * - On a bad BCC, a bad header or an impossible length it drops one byte and searches again,
 *   since `##` can occur inside a payload; dropped bytes are reported through onSkip.
 * - Memory is bounded: the internal buffer never holds more than one maximum frame (65556 bytes);
 *   resynchronising inside it briefly uses one such buffer plus the current chunk.
 */
export class FrameSplitter {
  private buf: Uint8Array = new Uint8Array(0);
  private len = 0;
  private out: Uint8Array[] | null = null;
  private skipRun = 0;
  private skipReason: SkipReason = 'NO_START';
  private readonly onFrame: ((frame: Uint8Array) => void) | undefined;
  private readonly onSkip: ((event: SkipEvent) => void) | undefined;
  private readonly checkHeader: boolean;
  private readonly onReject: ((frame: RejectedFrame) => void) | undefined;
  private readonly releaseBuffer: boolean;

  /** Whole frames delivered so far. */
  frames = 0;
  /** Bytes dropped so far. */
  skippedBytes = 0;

  constructor(options: FrameSplitterOptions = {}) {
    this.onFrame = options.onFrame;
    this.onSkip = options.onSkip;
    this.checkHeader = options.checkHeader ?? true;
    this.onReject = options.onReject;
    this.releaseBuffer = options.releaseBuffer ?? false;
  }

  /** Bytes held back, waiting for the rest of a frame. */
  get bufferedBytes(): number {
    return this.len;
  }

  /** Drops any partial frame (e.g. when the connection closes). */
  reset(): void {
    this.len = 0;
    this.buf = new Uint8Array(0);
    this.skipRun = 0;
  }

  /** Feeds a chunk; returns the frames it completed (empty when onFrame is set). */
  push(chunk: Uint8Array): Uint8Array[] {
    if (!(chunk instanceof Uint8Array))
      throw new Gb32960Error('BAD_INPUT', 'FrameSplitter.push() takes a Uint8Array');
    const out = this.onFrame === undefined ? [] : null;
    this.out = out;
    let data = chunk;
    let pos = 0;
    if (this.len > 0) {
      const r = this.completePending(chunk);
      if (r === null) {
        this.flushSkip();
        this.out = null;
        return out ?? EMPTY;
      }
      data = r.data;
      pos = r.pos;
    }
    const tail = this.scan(data, pos, data.length);
    if (tail < data.length) this.keep(data, tail, data.length);
    this.flushSkip();
    this.out = null;
    return out ?? EMPTY;
  }

  private emit(frame: Uint8Array): void {
    this.flushSkip();
    this.frames++;
    if (this.out !== null) this.out.push(frame);
    else (this.onFrame as (f: Uint8Array) => void)(frame);
  }

  private skip(n: number, reason: SkipReason): void {
    if (this.skipRun === 0) this.skipReason = reason;
    this.skipRun += n;
    this.skippedBytes += n;
  }

  private flushSkip(): void {
    if (this.skipRun === 0) return;
    const event = { bytes: this.skipRun, reason: this.skipReason };
    this.skipRun = 0;
    if (this.onSkip !== undefined) this.onSkip(event);
  }

  /** Why the header at j is impossible, or null. Needs 24 bytes at j. */
  private headerProblem(d: Uint8Array, j: number): SkipReason | null {
    if (this.checkHeader && (!validFlag(d[j + 3]) || !validEncryption(d[j + 21]))) return 'BAD_HEADER';
    if (((d[j + 22] << 8) | d[j + 23]) > MAX_DATA_LENGTH) {
      this.reject(d, j, 'BAD_LENGTH');
      return 'BAD_LENGTH';
    }
    return null;
  }

  /** Reports the candidate at j (a whole header is there) to onReject. */
  private reject(d: Uint8Array, j: number, reason: RejectedFrame['reason'], total = HEADER_SIZE): void {
    if (this.onReject === undefined) return;
    let end = j + 21;
    while (end > j + 4 && d[end - 1] === 0) end--;
    let vin = '';
    for (let k = j + 4; k < end; k++) vin += String.fromCharCode(d[k]);
    this.flushSkip();
    this.onReject({
      reason,
      edition: d[j] === START_2016 ? 2016 : 2025,
      commandId: d[j + 2],
      flag: d[j + 3],
      vin,
      bytes: d.subarray(j, j + total),
    });
  }

  /**
   * Scans d[i..end) for frames; returns where the unfinished tail starts (end if none).
   * Frames found are subarrays of d, so d must not be the internal buffer.
   */
  private scan(d: Uint8Array, i: number, end: number): number {
    for (;;) {
      let j = i;
      while (j < end) {
        const c = d[j];
        if (c === START_2016 || c === START_2025) {
          if (j + 1 === end || d[j + 1] === c) break;
        }
        j++;
      }
      if (j > i) this.skip(j - i, 'NO_START');
      if (end - j < HEADER_SIZE) return j;
      const problem = this.headerProblem(d, j);
      if (problem !== null) {
        this.skip(1, problem);
        i = j + 1;
        continue;
      }
      const total = HEADER_SIZE + 1 + ((d[j + 22] << 8) | d[j + 23]);
      if (end - j < total) return j;
      if (bcc(d, j + 2, j + total - 1) !== d[j + total - 1]) {
        this.reject(d, j, 'BAD_BCC', total);
        this.skip(1, 'BAD_BCC');
        i = j + 1;
        continue;
      }
      this.emit(d.subarray(j, j + total));
      i = j + total;
    }
  }

  private emptied(): void {
    if (this.releaseBuffer) this.buf = new Uint8Array(0);
  }

  private ensure(capacity: number): void {
    if (this.buf.length >= capacity) return;
    let cap = Math.max(1024, this.buf.length * 2);
    while (cap < capacity) cap *= 2;
    const next = new Uint8Array(Math.min(cap, MAX_FRAME_SIZE));
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  private keep(d: Uint8Array, start: number, end: number): void {
    this.ensure(end - start);
    this.buf.set(d.subarray(start, end), 0);
    this.len = end - start;
  }

  private append(d: Uint8Array, start: number, end: number): void {
    this.ensure(this.len + end - start);
    this.buf.set(d.subarray(start, end), this.len);
    this.len += end - start;
  }

  /**
   * Continues the frame held in the buffer with bytes of chunk. Returns null when the chunk was
   * all taken and the frame is still unfinished; otherwise the bytes still to scan.
   */
  private completePending(chunk: Uint8Array): { data: Uint8Array; pos: number } | null {
    if (this.len === 1 && chunk.length > 0 && chunk[0] !== this.buf[0]) {
      // A lone '#' or '$' at the end of the last chunk that was not a start marker after all.
      this.skip(1, 'NO_START');
      this.len = 0;
      this.emptied();
      return { data: chunk, pos: 0 };
    }
    let c = 0;
    if (this.len < HEADER_SIZE) {
      c = Math.min(HEADER_SIZE - this.len, chunk.length);
      this.append(chunk, 0, c);
      if (this.len < HEADER_SIZE) return null;
    }
    const problem = this.headerProblem(this.buf, 0);
    if (problem !== null) return this.resync(problem, chunk, c);
    const total = HEADER_SIZE + 1 + ((this.buf[22] << 8) | this.buf[23]);
    const k = Math.min(total - this.len, chunk.length - c);
    this.append(chunk, c, c + k);
    c += k;
    if (this.len < total) return null;
    if (bcc(this.buf, 2, total - 1) !== this.buf[total - 1]) {
      this.reject(this.buf, 0, 'BAD_BCC', total);
      return this.resync('BAD_BCC', chunk, c);
    }
    this.len = 0;
    const frame = this.buf.slice(0, total);
    this.emptied();
    this.emit(frame);
    return { data: chunk, pos: c };
  }

  /** Drops the first buffered byte and rescans the rest of the buffer followed by the chunk. */
  private resync(reason: SkipReason, chunk: Uint8Array, c: number): { data: Uint8Array; pos: number } {
    this.skip(1, reason);
    const rest = this.len - 1;
    const data = new Uint8Array(rest + chunk.length - c);
    data.set(this.buf.subarray(1, this.len), 0);
    data.set(chunk.subarray(c), rest);
    this.len = 0;
    this.emptied();
    return { data, pos: 0 };
  }
}
