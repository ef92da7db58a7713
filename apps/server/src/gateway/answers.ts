import { encode, type Edition, type FrameInput } from '@chelian/gb32960';

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
