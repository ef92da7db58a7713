import { bcc, encode, HEADER_SIZE, type Edition, type FrameInput } from '@chelian/gb32960';

/** The answer to a frame: same edition, command and VIN; the request's time (or none). */
export function answerBytes(
  edition: Edition,
  commandId: number,
  vin: string,
  flag: number,
  time?: string,
): Uint8Array {
  return encode({
    edition,
    commandId,
    response: flag,
    vin,
    encryption: 'none',
    body: time ? { time } : {},
  } as FrameInput);
}

/** Where the header keeps the response flag, the encryption and the data unit length. */
const FLAG_AT = 3;
const ENCRYPTION_AT = 21;
const LENGTH_AT = 22;
const NO_ENCRYPTION = 0x01;
const TIME_BYTES = 6;

/**
 * The "ok" answer to a report, cut from the report's own bytes: its header with the flag set, the
 * length of a time, and the report's time bytes. The same bytes answerBytes() encodes, without
 * decoding and re-encoding a time for every report a 2025 terminal sends.
 */
export function reportAnswer(report: Uint8Array): Uint8Array {
  const out = Buffer.allocUnsafe(HEADER_SIZE + TIME_BYTES + 1);
  out.set(report.subarray(0, HEADER_SIZE + TIME_BYTES));
  out[FLAG_AT] = Flag.ok;
  out[ENCRYPTION_AT] = NO_ENCRYPTION;
  out[LENGTH_AT] = 0;
  out[LENGTH_AT + 1] = TIME_BYTES;
  out[HEADER_SIZE + TIME_BYTES] = bcc(out, 2, HEADER_SIZE + TIME_BYTES);
  return out;
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

const TIME_FIELDS: readonly (readonly [number, number])[] = [
  [0, 99],
  [1, 12],
  [1, 31],
  [0, 23],
  [0, 59],
  [0, 59],
];

/**
 * The answer with `flag` to a frame that was refused, cut from its own bytes like reportAnswer:
 * its header with the flag, and its six time bytes when the data unit starts with a valid time
 * (the standard's answers carry the request's time, and a frame refused for its body or its
 * BCC still has the time it was sent with). Without one (a heartbeat, a time sync request, a
 * time out of range) the answer's body is empty.
 */
export function errorAnswer(request: Uint8Array, flag: number): Uint8Array {
  const declared = request.length >= HEADER_SIZE ? (request[LENGTH_AT]! << 8) | request[LENGTH_AT + 1]! : 0;
  let withTime = request[2] !== 0x07 && declared >= TIME_BYTES && request.length >= HEADER_SIZE + TIME_BYTES;
  for (let i = 0; withTime && i < TIME_BYTES; i++) {
    const v = request[HEADER_SIZE + i]!;
    withTime = v >= TIME_FIELDS[i]![0] && v <= TIME_FIELDS[i]![1];
  }
  const n = withTime ? TIME_BYTES : 0;
  const out = Buffer.allocUnsafe(HEADER_SIZE + n + 1);
  out.set(request.subarray(0, HEADER_SIZE + n));
  out[FLAG_AT] = flag;
  out[ENCRYPTION_AT] = NO_ENCRYPTION;
  out[LENGTH_AT] = 0;
  out[LENGTH_AT + 1] = n;
  out[HEADER_SIZE + n] = bcc(out, 2, HEADER_SIZE + n);
  return out;
}
