/** encode(frame): the model back to bytes, the exact inverse of decode. */
import { int, Writer } from './bytes.js';
import { badValue, Gb32960Error } from './errors.js';
import { bcc, HEADER_SIZE, MAX_DATA_LENGTH, START_2016, START_2025 } from './frame.js';
import { toHex } from './hex.js';
import { encodeControl } from './control.js';
import { encodeLogin, encodeLogout, encodePlatformLogin } from './login.js';
import type {
  ActivationBody,
  ActivationResponseBody,
  ControlBody,
  Edition,
  FrameInput,
  KeyExchangeBody,
  Login2016Body,
  LogoutBody,
  ParamQueryBody,
  ParamsBody,
  PlatformLoginBody,
  RealtimeBody,
} from './model.js';
import { COMMAND_IDS, encryptionCode, responseCode } from './names.js';
import { encodeParamQuery, encodeParams } from './params.js';
import { encodeRealtime2016 } from './realtime2016.js';
import { encodeRealtime2025 } from './realtime2025.js';
import { obj } from './realtimeShared.js';
import { encodeActivation, encodeActivationResponse, encodeKeyExchange } from './security.js';
import { writeTime } from './time.js';

function definedKeys(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => o[k] !== undefined);
}

function encodeBody(w: Writer, rawBody: unknown, id: number, edition: Edition, encryption: number): void {
  const body = obj(rawBody, 'body');
  const keys = definedKeys(body);
  if (body.ciphertext !== undefined) {
    if (keys.length !== 1) badValue('body', 'a ciphertext body has no other fields');
    w.hex(body.ciphertext, 'body.ciphertext');
    return;
  }
  if (encryption !== 0x01)
    badValue('body', 'an encrypted frame (encryption other than none) takes { ciphertext }');
  const timeless = edition === 2025 && (id === 0x0a || id === 0x0b);
  if (keys.length === 0) return;
  if (keys.length === 1 && keys[0] === 'time' && !timeless) {
    writeTime(w, body.time, 'time');
    return;
  }
  switch (id) {
    case 0x01:
      return encodeLogin(w, body as unknown as Login2016Body, edition);
    case 0x02:
    case 0x03: {
      const rt = body as unknown as RealtimeBody;
      if (edition === 2016) encodeRealtime2016(w, rt);
      else encodeRealtime2025(w, rt);
      return;
    }
    case 0x04:
    case 0x06:
      return encodeLogout(w, body as unknown as LogoutBody);
    case 0x05:
      return encodePlatformLogin(w, body as unknown as PlatformLoginBody, edition);
    case 0x80:
      if (body.ids !== undefined) return encodeParamQuery(w, body as unknown as ParamQueryBody);
      return encodeParams(w, body as unknown as ParamsBody, edition);
    case 0x81:
      return encodeParams(w, body as unknown as ParamsBody, edition);
    case 0x82:
      return encodeControl(w, body as unknown as ControlBody);
  }
  if (edition === 2025) {
    if (id === 0x09) return encodeActivation(w, body as unknown as ActivationBody);
    if (id === 0x0a) return encodeActivationResponse(w, body as unknown as ActivationResponseBody);
    if (id === 0x0b) return encodeKeyExchange(w, body as unknown as KeyExchangeBody);
  }
  if (body.hex === undefined || keys.length !== 1)
    badValue('body', `command 0x${id.toString(16).padStart(2, '0')} takes {}, { time } or { hex }`);
  w.hex(body.hex, 'body.hex');
}

function encodeUnchecked(frame: FrameInput): Uint8Array {
  const f = obj(frame, 'frame') as unknown as FrameInput;
  const edition = f.edition;
  if (edition !== 2016 && edition !== 2025) badValue('edition', 'must be 2016 or 2025');
  let id: number;
  if (f.commandId !== undefined) id = int(f.commandId, 'commandId', 0xff);
  else {
    const byName = COMMAND_IDS[f.command as keyof typeof COMMAND_IDS];
    if (byName === undefined)
      badValue('command', `unknown command ${JSON.stringify(f.command)}; give commandId`);
    id = byName;
  }
  const encryption = encryptionCode(f.encryption ?? 'none', edition, 'encryption');
  // A buffer of its own for every frame, so that encoding keeps no state between calls (a getter
  // in the model may encode another frame): 1,024 bytes hold a typical report (454 on average in
  // the benchmark's varied mix), and the copy out trims it to the frame.
  const w = new Writer(1024);
  const start = edition === 2016 ? START_2016 : START_2025;
  w.u8(start);
  w.u8(start);
  w.u8(id);
  w.u8(responseCode(f.response ?? 'command', edition, 'response'));
  w.latin1(f.vin, 'vin', 17);
  w.u8(encryption);
  w.u16(0);
  encodeBody(w, f.body, id, edition, encryption);
  const n = w.pos - HEADER_SIZE;
  if (n > MAX_DATA_LENGTH)
    throw new Gb32960Error(
      'BAD_LENGTH',
      `data unit is ${n} bytes, over ${MAX_DATA_LENGTH}`,
      -1,
      `<= ${MAX_DATA_LENGTH}`,
      'body',
    );
  w.buf[22] = n >>> 8;
  w.buf[23] = n;
  w.u8(bcc(w.buf, 2, w.pos));
  return w.result();
}

/** Encodes a frame model. Throws only Gb32960Error (code BAD_VALUE with the offending path, or BAD_LENGTH). */
export function encode(frame: FrameInput): Uint8Array {
  try {
    return encodeUnchecked(frame);
  } catch (e) {
    if (e instanceof Gb32960Error) throw e;
    throw new Gb32960Error('BAD_INPUT', `cannot encode: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** encode() as an uppercase hex string. */
export function encodeHex(frame: FrameInput): string {
  const b = encode(frame);
  return toHex(b, 0, b.length);
}
