import { decode, type Edition, type Frame } from '@chelian/gb32960';
import { Flag, malformedFlag } from './answers';

/**
 * The parser layer: a whole frame (BCC already checked) to a decoded frame, or to the reason it
 * cannot be used and the flag to answer it with.
 */
export type Parsed =
  | { ok: true; frame: Frame }
  | {
      ok: false;
      /** readable header, when there is one (then the frame gets an answer) */
      header: { edition: Edition; commandId: number; vin: string } | null;
      flag: number;
      reason: string;
    };

export function parseFrame(bytes: Uint8Array): Parsed {
  const r = decode(bytes);
  if (!r.ok) {
    const h = r.error.header;
    const edition: Edition = h?.edition ?? (bytes[0] === 0x24 ? 2025 : 2016);
    return {
      ok: false,
      header: h ? { edition: h.edition, commandId: h.commandId, vin: h.vin } : null,
      flag: malformedFlag(edition),
      reason: `${r.error.code}: ${r.error.message}`,
    };
  }
  const f = r.frame;
  if (f.encryption !== 'none') {
    // Keys are not exchanged with this gateway: an encrypted body cannot be read.
    return {
      ok: false,
      header: { edition: f.edition, commandId: f.commandId, vin: f.vin },
      flag: f.edition === 2025 ? Flag.decryptionFailed : Flag.error,
      reason: `encrypted body (${String(f.encryption)}) cannot be read`,
    };
  }
  return { ok: true, frame: f };
}

/** A VIN as the standard writes it: 17 characters, digits and capitals without I, O, Q. */
export function plausibleVin(vin: string): boolean {
  return /^[0-9A-HJ-NPR-Z]{17}$/.test(vin);
}
