import { bcc, encode, HEADER_SIZE, MAX_DATA_LENGTH, type Edition, type FrameInput } from '@chelian/gb32960';

/**
 * The frame layer of the gateway: cuts a TCP byte stream into frames.
 *
 * Like the codec's FrameSplitter (start bytes, 24-byte header, 25+n bytes, BCC, skip one byte and
 * search again on failure), but a candidate whose header is well formed and whose BCC is wrong,
 * or whose length is over the limit, is reported with its header, so the gateway can answer it
 * with the standard's error flag instead of dropping it silently. Memory per connection is one
 * pending partial frame, allocated only while one is pending.
 */
export interface BadFrame {
  edition: Edition;
  commandId: number;
  flag: number;
  vin: string;
  reason: 'BAD_BCC' | 'BAD_LENGTH';
}

export interface FramerEvents {
  frame(bytes: Uint8Array): void;
  bad(header: BadFrame): void;
  /** bytes dropped because no frame starts there */
  garbage(bytes: number): void;
}

function validFlag(f: number): boolean {
  return (f >= 1 && f <= 7) || f === 0xfe;
}
function validEncryption(e: number): boolean {
  return (e >= 1 && e <= 5) || e >= 0xfe;
}

function vinOf(b: Uint8Array, p: number): string {
  let end = p + 17;
  while (end > p && b[end - 1] === 0) end--;
  let s = '';
  for (let i = p; i < end; i++) s += String.fromCharCode(b[i]!);
  return s;
}

export class StreamFramer {
  private pending: Buffer | null = null;

  constructor(private readonly on: FramerEvents) {}

  /** Bytes held back waiting for the rest of a frame. */
  get buffered(): number {
    return this.pending?.length ?? 0;
  }

  reset(): void {
    this.pending = null;
  }

  push(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    const len = data.length;
    let i = 0;
    let garbage = 0;
    while (i < len) {
      const c = data[i]!;
      if (c !== 0x23 && c !== 0x24) {
        garbage++;
        i++;
        continue;
      }
      if (i + 1 >= len) break;
      if (data[i + 1] !== c) {
        garbage++;
        i++;
        continue;
      }
      if (len - i < HEADER_SIZE) break;
      const flag = data[i + 3]!;
      if (!validFlag(flag) || !validEncryption(data[i + 21]!)) {
        garbage++;
        i++;
        continue;
      }
      const n = (data[i + 22]! << 8) | data[i + 23]!;
      const edition: Edition = c === 0x23 ? 2016 : 2025;
      if (n > MAX_DATA_LENGTH) {
        this.flushGarbage(garbage);
        garbage = 0;
        this.on.bad({ edition, commandId: data[i + 2]!, flag, vin: vinOf(data, i + 4), reason: 'BAD_LENGTH' });
        i += 2;
        continue;
      }
      const total = HEADER_SIZE + n + 1;
      if (len - i < total) break;
      if (bcc(data, i + 2, i + total - 1) !== data[i + total - 1]) {
        this.flushGarbage(garbage);
        garbage = 0;
        this.on.bad({ edition, commandId: data[i + 2]!, flag, vin: vinOf(data, i + 4), reason: 'BAD_BCC' });
        i += 2;
        continue;
      }
      this.flushGarbage(garbage);
      garbage = 0;
      this.on.frame(data.subarray(i, i + total));
      i += total;
    }
    this.flushGarbage(garbage);
    // Keep an unfinished frame in a buffer of its own, not the (larger) socket chunk.
    if (i < len) this.pending = Buffer.from(data.subarray(i));
  }

  private flushGarbage(n: number): void {
    if (n > 0) this.on.garbage(n);
  }
}

/** The answer to a frame: same edition, command and VIN; the request's time (or none). */
export function answerBytes(edition: Edition, commandId: number, vin: string, flag: number, time?: string): Uint8Array {
  return encode({ edition, commandId, response: flag, vin, encryption: 'none', body: time ? { time } : {} } as FrameInput);
}

/** Response flags of the standard. */
export const Flag = {
  ok: 0x01,
  error: 0x02,
  vinDuplicate: 0x03,
  /** 2025 only */
  vinUnknown: 0x04,
  signatureFailed: 0x05,
  structureError: 0x06,
  decryptionFailed: 0x07,
  command: 0xfe,
} as const;

/** The flag for a frame that cannot be read: structure error in 2025, plain error in 2016. */
export function malformedFlag(edition: Edition): number {
  return edition === 2025 ? Flag.structureError : Flag.error;
}
