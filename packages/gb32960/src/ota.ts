import { fromHex, toHex } from './hex.js';

/**
 * The OTA progress report, a vendor extension frame (command id 0xC1, in the custom range
 * 0xC0-0xFE the standard leaves to platforms; response flag 0xFE). The terminal sends one at every
 * step of a remote upgrade (0x82 command 0x01) it was given; its data unit, after the usual
 * header, is:
 *
 *   offset  size  field
 *   0       1     reply code 0x01-0x23 (docs/ota.md lists them)
 *   1       1     progress in percent 0-100, 0xFF when the step has none
 *   2       4     bytes of the package received so far (DWORD, big-endian)
 *   6       4     package size in bytes (DWORD), 0 when not known yet
 *   10      1     n: length of the version text
 *   11      n     version text (ASCII): the version being installed, or after success the
 *                 version now running
 *
 * The frame's VIN names the vehicle; one upgrade runs per vehicle at a time, and the version text
 * ties a late report to the upgrade it belongs to.
 */
export const OTA_PROGRESS_COMMAND_ID = 0xc1;

export interface OtaProgressReport {
  /** 0x01-0x23 */
  code: number;
  /** 0-100, or null when the step has no progress */
  progress: number | null;
  received: number;
  total: number;
  version: string;
}

const MAX_VERSION = 64;

/** The data unit of an OTA progress report as uppercase hex (the `hex` of a custom frame's body). */
export function encodeOtaProgress(r: OtaProgressReport): string {
  const version = [...r.version].map((c) => c.charCodeAt(0) & 0x7f).slice(0, MAX_VERSION);
  const b = new Uint8Array(11 + version.length);
  const v = new DataView(b.buffer);
  b[0] = r.code & 0xff;
  b[1] = r.progress === null ? 0xff : Math.max(0, Math.min(100, Math.round(r.progress)));
  v.setUint32(2, Math.max(0, Math.min(0xffffffff, Math.floor(r.received))));
  v.setUint32(6, Math.max(0, Math.min(0xffffffff, Math.floor(r.total))));
  b[10] = version.length;
  b.set(version, 11);
  return toHex(b);
}

/**
 * Reads the data unit of an OTA progress report; null when it is not one (too short, a length that
 * does not match, a code outside 0x01-0x23, a progress above 100 other than 0xFF).
 */
export function decodeOtaProgress(hex: string): OtaProgressReport | null {
  let b: Uint8Array;
  try {
    b = fromHex(hex);
  } catch {
    return null;
  }
  if (b.length < 11) return null;
  const n = b[10];
  if (b.length !== 11 + n) return null;
  const code = b[0];
  if (code < 0x01 || code > 0x23) return null;
  const p = b[1];
  if (p > 100 && p !== 0xff) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let version = '';
  for (let i = 11; i < 11 + n; i++) version += String.fromCharCode(b[i]);
  return { code, progress: p === 0xff ? null : p, received: v.getUint32(2), total: v.getUint32(6), version };
}
