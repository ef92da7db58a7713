/** 2025 activation (0x09), activation response (0x0A) and data-unit key exchange (0x0B). */
import { latin1, Reader, type Writer } from './bytes.js';
import { badValue, fail } from './errors.js';
import type { ActivationBody, ActivationResponseBody, KeyExchangeBody } from './model.js';
import {
  ACTIVATION_REASON,
  ACTIVATION_STATUS,
  codeOf,
  encryptionCode,
  encryptionName,
  nameOf,
} from './names.js';
import { decodeSignature, encodeSignature, signatureSize } from './realtimeShared.js';
import { readTime, writeTime } from './time.js';

function trailing(p: number, end: number, what: string): void {
  if (p !== end) fail('TRAILING_BYTES', p, `${end - p} byte(s) after the ${what}`, `end of ${what}`);
}

export function decodeActivation(b: Uint8Array, start: number, end: number): ActivationBody {
  const time = readTime(b, start, end);
  const r = new Reader(b, start + 6, end);
  r.need(16, 'chip id');
  // Space-padded on the wire; trimmed here, padded again by the encoder.
  let e = r.pos + 16;
  while (e > r.pos && b[e - 1] === 0x20) e--;
  let chipId = '';
  for (let i = r.pos; i < e; i++) chipId += String.fromCharCode(b[i]);
  r.pos += 16;
  const keyLen = r.u16('public key length');
  const publicKey = r.hex(keyLen, 'public key');
  r.need(17, 'VIN');
  const vin = latin1(b, r.pos, r.pos + 17);
  r.pos += 17;
  const signature = decodeSignature(b, r.pos, end, 'activation signature');
  trailing(r.pos + signatureSize(signature), end, 'activation signature');
  return { time, chipId, publicKey, vin, signature };
}

export function encodeActivation(w: Writer, body: ActivationBody): void {
  writeTime(w, body.time, 'time');
  if (typeof body.chipId !== 'string' || body.chipId.length > 16)
    badValue('chipId', 'must be a string of at most 16 chars');
  w.latin1(body.chipId.padEnd(16, ' '), 'chipId', 16);
  const at = w.pos;
  w.u16(0);
  const n = w.hex(body.publicKey, 'publicKey');
  if (n > 0xffff) badValue('publicKey', 'longer than 65535 bytes');
  w.buf[at] = n >>> 8;
  w.buf[at + 1] = n;
  w.latin1(body.vin, 'vin', 17);
  encodeSignature(w, body.signature, 'signature');
}

export function decodeActivationResponse(b: Uint8Array, start: number, end: number): ActivationResponseBody {
  if (end - start !== 2)
    fail('BAD_LENGTH', start, `activation response body is ${end - start} bytes`, '2 bytes (status, reason)');
  return {
    status: nameOf<'activated' | 'failed'>(ACTIVATION_STATUS, b[start]),
    reason: nameOf<'ok' | 'chipActivated' | 'vinDuplicate'>(ACTIVATION_REASON, b[start + 1]),
  };
}

export function encodeActivationResponse(w: Writer, body: ActivationResponseBody): void {
  w.u8(codeOf(ACTIVATION_STATUS, body.status, 'status'));
  w.u8(codeOf(ACTIVATION_REASON, body.reason, 'reason'));
}

export function decodeKeyExchange(b: Uint8Array, start: number, end: number): KeyExchangeBody {
  const r = new Reader(b, start, end);
  const keyType = encryptionName(r.u8('key type'), 2025);
  const n = r.u16('key length');
  const key = r.hex(n, 'key');
  r.need(12, 'key start and end time');
  const startTime = readTime(b, r.pos, end);
  const endTime = readTime(b, r.pos + 6, end);
  trailing(r.pos + 12, end, 'key exchange body');
  return { keyType, key, startTime, endTime };
}

export function encodeKeyExchange(w: Writer, body: KeyExchangeBody): void {
  w.u8(encryptionCode(body.keyType, 2025, 'keyType'));
  const at = w.pos;
  w.u16(0);
  const n = w.hex(body.key, 'key');
  if (n > 0xffff) badValue('key', 'longer than 65535 bytes');
  w.buf[at] = n >>> 8;
  w.buf[at + 1] = n;
  writeTime(w, body.startTime, 'startTime');
  writeTime(w, body.endTime, 'endTime');
}
