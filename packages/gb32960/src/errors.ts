import type { FrameHeader } from './model.js';

export type ErrorCode =
  /** The frame does not start with `##` (2016) or `$$` (2025). */
  | 'BAD_START'
  /** The input or a field ends before the bytes it announces. */
  | 'TRUNCATED'
  /** The check byte is not the XOR of bytes 2 to 23+n. */
  | 'BAD_BCC'
  /** The data unit length is over 65531, or a body has a length its command does not allow. */
  | 'BAD_LENGTH'
  /** Bytes are left after the frame, a body, or the 2025 signature. */
  | 'TRAILING_BYTES'
  /** A real-time info type this edition cannot size (2016 0x0A-0x7F, 0xFF; 2025 0x09-0x2F, 0x33-0x7F). */
  | 'UNKNOWN_INFO_TYPE'
  /** A standard real-time info type appears twice in one frame. */
  | 'DUPLICATE_INFO_TYPE'
  /** A time field out of range (month 1-12, day 1-31, hour 0-23, minute and second 0-59). */
  | 'BAD_TIME'
  /** A value the codec cannot represent (decoding: e.g. a domain with no length; encoding: out of range, wrong type). */
  | 'BAD_VALUE'
  /** The input is not bytes / not hex / not JSON. */
  | 'BAD_INPUT'
  /** A defect in this codec (never expected; the fuzz tests assert it does not happen). */
  | 'INTERNAL';

/**
 * The only error this package throws or returns.
 * `offset` is the byte offset in the frame where decoding stopped (-1 when encoding);
 * `path` names the model field when encoding.
 */
export class Gb32960Error extends Error {
  override readonly name = 'Gb32960Error';
  readonly code: ErrorCode;
  readonly offset: number;
  readonly expected: string | undefined;
  readonly path: string | undefined;
  /** Set when the 24-byte header was readable, so a gateway can still answer with an error flag. */
  header: FrameHeader | undefined;

  constructor(code: ErrorCode, message: string, offset = -1, expected?: string, path?: string) {
    super(message);
    this.code = code;
    this.offset = offset;
    this.expected = expected;
    this.path = path;
    this.header = undefined;
  }

  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      offset: this.offset,
      message: this.message,
      expected: this.expected,
      path: this.path,
      header: this.header,
    };
  }
}

export function fail(code: ErrorCode, offset: number, message: string, expected?: string): never {
  throw new Gb32960Error(code, message, offset, expected);
}

export function truncated(offset: number, what: string, need: number, have: number): never {
  throw new Gb32960Error(
    'TRUNCATED',
    `${what}: needs ${need} byte(s) at offset ${offset}, ${Math.max(0, have)} left`,
    offset,
    `${need} byte(s)`,
  );
}

export function badValue(path: string, message: string, expected?: string): never {
  throw new Gb32960Error('BAD_VALUE', `${path}: ${message}`, -1, expected, path);
}
