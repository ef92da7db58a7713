/** Terminal control (0x82): time, command id, parameters. */
import { int, Writer } from './bytes.js';
import { badValue, fail } from './errors.js';
import { parseHexField, toHex } from './hex.js';
import type { ControlBody, ControlCommandName, UpgradeParams } from './model.js';
import { obj } from './realtimeShared.js';
import { readTime, writeTime } from './time.js';

const SEMICOLON = 0x3b;

const CONTROL_NAMES: (ControlCommandName | undefined)[] = [
  undefined,
  'remoteUpgrade',
  'powerOff',
  'reset',
  'factoryReset',
  'disconnect',
  'alarm',
  'samplingLink',
];

export function controlCommandName(id: number): ControlCommandName {
  return CONTROL_NAMES[id] ?? (id >= 0x80 && id <= 0xfe ? 'custom' : 'reserved');
}

function chars(b: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]);
  return s;
}

/**
 * Splits remote-upgrade parameters "apn;user;password;address;port;manufacturer;hw;fw;url;timeout".
 * Address (6 bytes), port and timeout (WORD) are binary and may be empty. Returns null when the
 * bytes do not follow that shape.
 */
export function parseUpgrade(b: Uint8Array): UpgradeParams | null {
  let p = 0;
  const n = b.length;
  const text = (): string | null => {
    const i = b.indexOf(SEMICOLON, p);
    if (i < 0) return null;
    const s = chars(b, p, i);
    p = i + 1;
    return s;
  };
  const binary = (size: number): Uint8Array | null | false => {
    if (p < n && b[p] === SEMICOLON) {
      p++;
      return null;
    }
    if (n - p < size + 1 || b[p + size] !== SEMICOLON) return false;
    const v = b.subarray(p, p + size);
    p += size + 1;
    return v;
  };
  const apn = text();
  const user = text();
  const password = text();
  if (apn === null || user === null || password === null) return null;
  const addr = binary(6);
  if (addr === false) return null;
  const port = binary(2);
  if (port === false) return null;
  const manufacturer = text();
  const hardwareVersion = text();
  const firmwareVersion = text();
  if (manufacturer === null || hardwareVersion === null || firmwareVersion === null) return null;
  const rest = n - p;
  let url: string;
  let timeout: number | null;
  if (rest >= 3 && b[n - 3] === SEMICOLON) {
    url = chars(b, p, n - 3);
    timeout = (b[n - 2] << 8) | b[n - 1];
  } else if (rest >= 1 && b[n - 1] === SEMICOLON) {
    url = chars(b, p, n - 1);
    timeout = null;
  } else return null;
  return {
    apn,
    user,
    password,
    address:
      addr === null
        ? null
        : addr[0] === 0 && addr[1] === 0
          ? `${addr[2]}.${addr[3]}.${addr[4]}.${addr[5]}`
          : toHex(addr),
    port: port === null ? null : (port[0] << 8) | port[1],
    manufacturer,
    hardwareVersion,
    firmwareVersion,
    url,
    timeout,
  };
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

export function writeUpgrade(w: Writer, u: UpgradeParams, path: string): void {
  const text = (v: unknown, name: string): void => {
    w.latin1(v, `${path}.${name}`);
    w.u8(SEMICOLON);
  };
  text(u.apn, 'apn');
  text(u.user, 'user');
  text(u.password, 'password');
  if (u.address !== null && u.address !== undefined) {
    const m = typeof u.address === 'string' ? IPV4.exec(u.address) : null;
    if (m !== null) {
      w.u16(0);
      for (let i = 1; i <= 4; i++) w.u8(int(+m[i], `${path}.address`, 255));
    } else {
      const bytes = parseHexField(u.address);
      if (bytes === null || bytes.length !== 6)
        badValue(`${path}.address`, 'must be "a.b.c.d" or 12 hex digits', 'IPv4 or 6 bytes of hex');
      w.bytes(bytes);
    }
  }
  w.u8(SEMICOLON);
  if (u.port !== null && u.port !== undefined) w.u16(int(u.port, `${path}.port`, 0xffff));
  w.u8(SEMICOLON);
  text(u.manufacturer, 'manufacturer');
  text(u.hardwareVersion, 'hardwareVersion');
  text(u.firmwareVersion, 'firmwareVersion');
  text(u.url, 'url');
  if (u.timeout !== null && u.timeout !== undefined) w.u16(int(u.timeout, `${path}.timeout`, 0xffff));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function decodeControl(b: Uint8Array, start: number, end: number): ControlBody {
  const time = readTime(b, start, end);
  if (end - start < 7) fail('TRUNCATED', end, 'terminal control body has no command id', '7 bytes or more');
  const commandId = b[start + 6];
  const params = b.subarray(start + 7, end);
  const body: ControlBody = { time, commandId, command: controlCommandName(commandId) };
  if (commandId === 0x01) {
    const upgrade = parseUpgrade(params);
    if (upgrade !== null) {
      // Keep the parsed form only if it writes back to the same bytes.
      const w = new Writer(params.length + 16);
      writeUpgrade(w, upgrade, 'upgrade');
      if (sameBytes(w.result(), params)) {
        body.upgrade = upgrade;
        return body;
      }
    }
  } else if (commandId === 0x06 && params.length >= 1) {
    body.warning = { level: params[0], message: toHex(params, 1) };
    return body;
  } else if (commandId >= 0x02 && commandId <= 0x07 && commandId !== 0x06 && params.length === 0) {
    return body;
  }
  body.hex = toHex(params);
  return body;
}

export function encodeControl(w: Writer, body: ControlBody): void {
  writeTime(w, body.time, 'time');
  const id = int(body.commandId, 'commandId', 0xff);
  w.u8(id);
  if (body.hex !== undefined) {
    if (body.upgrade !== undefined || body.warning !== undefined)
      badValue('hex', 'give either hex or the typed parameters, not both');
    w.hex(body.hex, 'hex');
    return;
  }
  if (body.upgrade !== undefined) {
    if (id !== 0x01) badValue('upgrade', 'only command 0x01 (remote upgrade) takes upgrade parameters');
    writeUpgrade(w, obj(body.upgrade, 'upgrade') as unknown as UpgradeParams, 'upgrade');
    return;
  }
  if (body.warning !== undefined) {
    if (id !== 0x06) badValue('warning', 'only command 0x06 (alarm) takes a warning');
    const wn = obj(body.warning, 'warning');
    w.u8(int(wn.level, 'warning.level', 0xff));
    w.hex(wn.message ?? '', 'warning.message');
    return;
  }
  if (id === 0x01 || id === 0x06)
    badValue(id === 1 ? 'upgrade' : 'warning', 'this command needs its parameters (or hex)');
}
