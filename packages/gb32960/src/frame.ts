import { u16 } from './bytes.js';
import { fail } from './errors.js';
import type { Edition, FrameHeader } from './model.js';
import { commandName, encryptionName, responseName } from './names.js';

/** Header size before the data unit. */
export const HEADER_SIZE = 24;
/** Largest data unit length the standard allows. */
export const MAX_DATA_LENGTH = 65531;
/** Largest whole frame: header + data unit + BCC. */
export const MAX_FRAME_SIZE = HEADER_SIZE + MAX_DATA_LENGTH + 1;

export const START_2016 = 0x23; // '#'
export const START_2025 = 0x24; // '$'

export function editionOfStart(byte: number): Edition | 0 {
  return byte === START_2016 ? 2016 : byte === START_2025 ? 2025 : 0;
}

/** XOR of b[start..end). */
export function bcc(b: Uint8Array, start: number, end: number): number {
  let x = 0;
  let i = start;
  // XOR-ing 32-bit words is several times faster than bytes once the range is long enough to pay
  // for the view over it.
  if (end - i >= 64) {
    const base = b.byteOffset;
    while (((base + i) & 3) !== 0) x ^= b[i++];
    const n = (end - i) >> 2;
    const w = new Int32Array(b.buffer, base + i, n);
    let k = 0;
    let y = 0;
    let y1 = 0;
    for (; k + 1 < n; k += 2) {
      y ^= w[k];
      y1 ^= w[k + 1];
    }
    if (k < n) y ^= w[k];
    y ^= y1;
    x ^= y ^ (y >>> 8) ^ (y >>> 16) ^ (y >>> 24);
    i += n << 2;
  }
  for (; i < end; i++) x ^= b[i];
  return x & 0xff;
}

export function readVin(b: Uint8Array, p: number): string {
  let end = p + 17;
  while (end > p && b[end - 1] === 0) end--;
  let s = '';
  for (let i = p; i < end; i++) s += String.fromCharCode(b[i]);
  return s;
}

/**
 * Checks the framing of exactly one frame in b[0..len) and returns its header.
 * Order of checks: start bytes, header present, length limit, whole frame present, no trailing
 * bytes, BCC.
 */
export function readHeader(b: Uint8Array): FrameHeader & { body: unknown } {
  const len = b.length;
  const edition = len === 0 ? 0 : editionOfStart(b[0]);
  if (len > 0 && edition === 0)
    fail('BAD_START', 0, 'frame must start with ## (2016) or $$ (2025)', '0x2323 or 0x2424');
  if (len < 2) fail('TRUNCATED', len, 'frame shorter than its start bytes', '2 start bytes');
  if (edition === 0 || b[1] !== b[0])
    fail(
      'BAD_START',
      edition === 0 ? 0 : 1,
      'frame must start with ## (2016) or $$ (2025)',
      '0x2323 or 0x2424',
    );
  if (len < HEADER_SIZE)
    fail('TRUNCATED', len, `frame shorter than the ${HEADER_SIZE}-byte header`, `${HEADER_SIZE} bytes`);
  const n = u16(b, 22);
  if (n > MAX_DATA_LENGTH)
    fail('BAD_LENGTH', 22, `data unit length ${n} is over ${MAX_DATA_LENGTH}`, `0..${MAX_DATA_LENGTH}`);
  const total = HEADER_SIZE + n + 1;
  if (len < total) fail('TRUNCATED', len, `frame announces ${total} bytes, got ${len}`, `${total} bytes`);
  if (len > total)
    fail('TRAILING_BYTES', total, `${len - total} byte(s) after the end of the frame`, `${total} bytes`);
  const check = bcc(b, 2, total - 1);
  if (check !== b[total - 1])
    fail(
      'BAD_BCC',
      total - 1,
      `check byte is 0x${b[total - 1].toString(16).padStart(2, '0')}, computed 0x${check.toString(16).padStart(2, '0')}`,
      `0x${check.toString(16).padStart(2, '0')}`,
    );
  return headerAt(b, edition, n);
}

function headerAt(b: Uint8Array, edition: Edition, n: number): FrameHeader & { body: unknown } {
  const commandId = b[2];
  return {
    edition,
    command: commandName(commandId, edition),
    commandId,
    response: responseName(b[3], edition),
    vin: readVin(b, 4),
    encryption: encryptionName(b[21], edition),
    length: n,
    body: undefined,
  };
}

/**
 * The 24-byte header as it reads, without checking length or BCC: undefined unless the input
 * starts with `##`/`$$` and has 24 bytes. Errors carry it (as `error.header`) so that a gateway
 * can answer even a frame it could not decode; after a BAD_BCC it may be corrupt.
 */
export function peekHeader(b: Uint8Array): FrameHeader | undefined {
  if (!(b instanceof Uint8Array) || b.length < HEADER_SIZE) return undefined;
  const edition = editionOfStart(b[0]);
  if (edition === 0 || b[1] !== b[0]) return undefined;
  const { body: _body, ...h } = headerAt(b, edition, u16(b, 22));
  void _body;
  return h;
}
