/** Vehicle login (0x01), logout (0x04), platform login (0x05) and logout (0x06). */
import { int, Reader, type Writer } from './bytes.js';
import { badValue, fail } from './errors.js';
import type { Edition, Login2016Body, Login2025Body, LogoutBody, PlatformLoginBody } from './model.js';
import { encryptionCode, encryptionName } from './names.js';
import { arr, obj } from './realtimeShared.js';
import { readTime, writeTime } from './time.js';

export const PACK_CODE_LENGTH = 24;

function noTrailing(r: Reader, what: string): void {
  if (r.pos !== r.end)
    fail('TRAILING_BYTES', r.pos, `${r.end - r.pos} byte(s) after the ${what}`, `end of ${what}`);
}

export function decodeLogin(
  b: Uint8Array,
  start: number,
  end: number,
  edition: Edition,
): Login2016Body | Login2025Body {
  const r = new Reader(b, start, end);
  const time = readTime(b, start, end);
  r.pos += 6;
  const serial = r.u16('login serial');
  const iccid = r.latin1(20, 'ICCID');
  if (edition === 2016) {
    const subsystemCount = r.u8('storage subsystem count');
    const codeLength = r.u8('storage system code length');
    const codes: string[] = [];
    if (codeLength > 0)
      for (let i = 0; i < subsystemCount; i++) codes.push(r.latin1(codeLength, 'storage system code'));
    noTrailing(r, 'login body');
    return { time, serial, iccid, subsystemCount, codeLength, codes };
  }
  const n = r.u8('battery management system count');
  r.need(n, 'pack counts');
  const counts: number[] = [];
  for (let i = 0; i < n; i++) counts.push(b[r.pos++]);
  const systems = counts.map((m) => {
    const packCodes: string[] = [];
    for (let i = 0; i < m; i++) packCodes.push(r.latin1(PACK_CODE_LENGTH, 'pack code'));
    return { packCodes };
  });
  noTrailing(r, 'login body');
  return { time, serial, iccid, systems };
}

export function encodeLogin(w: Writer, body: Login2016Body | Login2025Body, edition: Edition): void {
  writeTime(w, body.time, 'time');
  w.u16(int(body.serial, 'serial', 0xffff));
  w.latin1(body.iccid, 'iccid', 20);
  if (edition === 2016) {
    const b = body as Login2016Body;
    const codes = arr(b.codes ?? [], 'codes', 0xff);
    const m = int(b.codeLength ?? 0, 'codeLength', 0xff);
    const n = int(b.subsystemCount ?? codes.length, 'subsystemCount', 0xff);
    if (codes.length !== (m === 0 ? 0 : n))
      badValue(
        'codes',
        `expected ${m === 0 ? 0 : n} code(s) (subsystemCount ${n}, codeLength ${m}), got ${codes.length}`,
      );
    w.u8(n);
    w.u8(m);
    codes.forEach((c, i) => w.latin1(c, `codes[${i}]`, m));
    return;
  }
  const systems = arr((body as Login2025Body).systems ?? [], 'systems', 0xff);
  w.u8(systems.length);
  const lists = systems.map((s, i) =>
    arr(obj(s, `systems[${i}]`).packCodes, `systems[${i}].packCodes`, 0xff),
  );
  for (const l of lists) w.u8(l.length);
  lists.forEach((l, i) =>
    l.forEach((c, j) => w.latin1(c, `systems[${i}].packCodes[${j}]`, PACK_CODE_LENGTH)),
  );
}

/** Vehicle logout and platform logout: time + serial, 8 bytes. */
export function decodeLogout(b: Uint8Array, start: number, end: number): LogoutBody {
  if (end - start !== 8)
    fail('BAD_LENGTH', start, `logout body is ${end - start} bytes`, '8 bytes (time + serial)');
  return { time: readTime(b, start, end), serial: (b[start + 6] << 8) | b[start + 7] };
}

export function encodeLogout(w: Writer, body: LogoutBody): void {
  writeTime(w, body.time, 'time');
  w.u16(int(body.serial, 'serial', 0xffff));
}

export function decodePlatformLogin(
  b: Uint8Array,
  start: number,
  end: number,
  edition: Edition,
): PlatformLoginBody {
  if (end - start !== 41)
    fail(
      'BAD_LENGTH',
      start,
      `platform login body is ${end - start} bytes`,
      '41 bytes (time, serial, user 12, password 20, rule)',
    );
  const r = new Reader(b, start + 6, end);
  return {
    time: readTime(b, start, end),
    serial: r.u16('serial'),
    username: r.latin1(12, 'user name'),
    password: r.latin1(20, 'password'),
    encryptionRule: encryptionName(r.u8('encryption rule'), edition),
  };
}

export function encodePlatformLogin(w: Writer, body: PlatformLoginBody, edition: Edition): void {
  writeTime(w, body.time, 'time');
  w.u16(int(body.serial, 'serial', 0xffff));
  w.latin1(body.username, 'username', 12);
  w.latin1(body.password, 'password', 20);
  w.u8(encryptionCode(body.encryptionRule, edition, 'encryptionRule'));
}
