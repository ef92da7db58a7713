/** decode(bytes): one whole frame to the model. Never throws. */
import { Gb32960Error } from './errors.js';
import { peekHeader, readHeader, HEADER_SIZE } from './frame.js';
import { fromHex, toHex } from './hex.js';
import { decodeControl } from './control.js';
import { decodeLogin, decodeLogout, decodePlatformLogin } from './login.js';
import type { Body, Edition, Frame } from './model.js';
import { RESPONSE_COMMAND } from './names.js';
import { decodeParamQuery, decodeParams } from './params.js';
import { decodeRealtime2016 } from './realtime2016.js';
import { decodeRealtime2025 } from './realtime2025.js';
import { decodeActivation, decodeActivationResponse, decodeKeyExchange } from './security.js';
import { readTime } from './time.js';

export type DecodeResult = { ok: true; frame: Frame } | { ok: false; error: Gb32960Error };

const ENCRYPTION_NONE = 0x01;

function decodeBody(b: Uint8Array, edition: Edition, length: number): Body {
  const start = HEADER_SIZE;
  const end = start + length;
  if (b[21] !== ENCRYPTION_NONE) return { ciphertext: toHex(b, start, end) };
  const id = b[2];
  // Activation response and key exchange carry no time, so they have no time-only reply form.
  const timeless = edition === 2025 && (id === 0x0a || id === 0x0b);
  if (b[3] !== RESPONSE_COMMAND && !timeless) {
    // Replies carry the request's time alone, or echo the whole body.
    if (length === 0) return {};
    if (length === 6) return { time: readTime(b, start, end) };
  }
  switch (id) {
    case 0x01:
      return decodeLogin(b, start, end, edition);
    case 0x02:
    case 0x03:
      return edition === 2016 ? decodeRealtime2016(b, start, end) : decodeRealtime2025(b, start, end);
    case 0x04:
    case 0x06:
      return decodeLogout(b, start, end);
    case 0x05:
      return decodePlatformLogin(b, start, end, edition);
    case 0x07:
    case 0x08:
      if (length === 0) return {};
      if (length === 6) return { time: readTime(b, start, end) };
      break;
    case 0x09:
      if (edition === 2025) return decodeActivation(b, start, end);
      break;
    case 0x0a:
      if (edition === 2025) return length === 0 ? {} : decodeActivationResponse(b, start, end);
      break;
    case 0x0b:
      if (edition === 2025) return length === 0 ? {} : decodeKeyExchange(b, start, end);
      break;
    case 0x80:
      return b[3] === RESPONSE_COMMAND
        ? decodeParamQuery(b, start, end)
        : decodeParams(b, start, end, edition);
    case 0x81:
      return decodeParams(b, start, end, edition);
    case 0x82:
      return decodeControl(b, start, end);
  }
  return { hex: toHex(b, start, end) };
}

/**
 * Decodes exactly one frame (start bytes to BCC). Never throws: any problem comes back as
 * `{ ok: false, error }`, with `error.header` set when the header was readable.
 */
export function decode(bytes: Uint8Array): DecodeResult {
  if (!(bytes instanceof Uint8Array))
    return { ok: false, error: new Gb32960Error('BAD_INPUT', 'decode() takes a Uint8Array (or Buffer)', -1) };
  try {
    const header = readHeader(bytes);
    header.body = decodeBody(bytes, header.edition, header.length);
    return { ok: true, frame: header as Frame };
  } catch (e) {
    const error =
      e instanceof Gb32960Error
        ? e
        : new Gb32960Error(
            'INTERNAL',
            `unexpected failure: ${e instanceof Error ? e.message : String(e)}`,
            -1,
          );
    error.header = peekHeader(bytes);
    return { ok: false, error };
  }
}

/** Like decode(), but returns the frame or throws the Gb32960Error. */
export function decodeOrThrow(bytes: Uint8Array): Frame {
  const r = decode(bytes);
  if (!r.ok) throw r.error;
  return r.frame;
}

/** decode() of a hex string (spaces allowed). Never throws. */
export function decodeHex(hex: string): DecodeResult {
  let bytes: Uint8Array;
  try {
    bytes = fromHex(hex);
  } catch (e) {
    return {
      ok: false,
      error: e instanceof Gb32960Error ? e : new Gb32960Error('BAD_INPUT', String(e)),
    };
  }
  return decode(bytes);
}
