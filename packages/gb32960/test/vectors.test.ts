import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bcc, decode, encode, fromHex, reply, toHex } from '../src/index.js';
import { body, mustDecode } from './helpers.js';
import { EXTRA, MALFORMED, PUBLIC } from './vectors.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('public vectors (shared/gb32960/vectors)', () => {
  it('every vector re-encodes byte for byte', () => {
    for (const v of Object.values(PUBLIC)) {
      const frame = mustDecode(v.hex);
      expect(toHex(encode(frame)), v.name).toBe(v.hex.toUpperCase());
    }
  });

  it('every row of public.tsv, when present, decodes and re-encodes', () => {
    const tsv = resolve(here, '../../../../shared/gb32960/vectors/public.tsv');
    if (!existsSync(tsv)) return;
    const rows = readFileSync(tsv, 'utf8').trim().split('\n').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(Object.keys(PUBLIC).length);
    for (const row of rows) {
      const [name, edition, , hex] = row.split('\t');
      const frame = mustDecode(hex);
      expect(frame.edition, name).toBe(Number(edition));
      expect(toHex(encode(frame)), name).toBe(hex.toUpperCase());
    }
  });

  it('V1_realtime_2016', () => {
    const f = mustDecode(PUBLIC.V1_realtime_2016.hex);
    expect(f).toMatchObject({
      edition: 2016,
      command: 'realtime',
      commandId: 2,
      response: 'command',
      vin: 'ERR08030000000000',
      encryption: 'none',
      length: 183,
    });
    const b = body(f);
    expect(b.time).toBe('2018-06-23T12:05:02+08:00');
    expect(b.vehicle).toEqual({
      status: 1,
      chargeStatus: 3,
      runMode: 1,
      speed: 5.0,
      mileage: 57.3,
      voltage: 700.0,
      current: 500.0,
      soc: 50,
      dcdc: 1,
      gear: 14,
      braking: true,
      driving: true,
      insulation: 4637,
      accelerator: 0,
      brake: 101,
    });
    expect(b.motors).toEqual([
      {
        no: 1,
        status: 1,
        controllerTemp: 20,
        rpm: 5000,
        torque: 1500.0,
        temp: 20,
        controllerVoltage: 12.0,
        controllerCurrent: 500.0,
      },
    ]);
    expect(b.position).toEqual({ valid: true, lng: 120.009633, lat: 30.344348 });
    expect(b.extremes).toEqual({
      maxCellVoltage: { subsystem: 1, cell: 17, value: 1.6 },
      minCellVoltage: { subsystem: 1, cell: 2, value: 1.28 },
      maxTemp: { subsystem: 1, probe: 1, value: 40 },
      minTemp: { subsystem: 1, probe: 5, value: 24 },
    });
    expect(b.alarm.level).toBe(0);
    expect(b.alarm.flags).toBe(0);
    expect(b.alarm.flagNames).toEqual([]);
    expect(b.storageVoltages).toHaveLength(1);
    expect(b.storageVoltages[0]).toMatchObject({
      no: 1,
      voltage: 700,
      current: 500,
      cellTotal: 17,
      firstCell: 1,
    });
    expect(b.storageVoltages[0].cells).toHaveLength(17);
    expect(b.storageVoltages[0].cells.slice(0, 3)).toEqual([1.6, 1.28, 1.6]);
    expect(b.storageTemps).toEqual([{ no: 1, probes: [40, 24, 24, 24, 24] }]);
    expect(b.custom).toHaveLength(1);
    expect(b.custom[0].type).toBe(0x80);
    expect(b.custom[0].hex).toHaveLength(96);
    expect(b.fuelCell).toBeUndefined();
    expect(b.engine).toBeUndefined();
    expect(b.order).toBeUndefined();
    expect(b.abnormal).toBeUndefined();
  });

  it('V2_realtime_2016', () => {
    const f = mustDecode(PUBLIC.V2_realtime_2016.hex);
    expect(f.vin).toBe('LZYTAGBW2E1054491');
    const b = body(f);
    expect(b.vehicle).toMatchObject({
      speed: 0,
      mileage: 178407.5,
      voltage: 570.5,
      current: -31.0,
      soc: 57,
      dcdc: 2,
      gear: 14,
      insulation: 16822,
      brake: 1,
    });
    expect(b.motors).toEqual([
      {
        no: 1,
        status: 4,
        controllerTemp: 0,
        rpm: 0,
        torque: 0,
        temp: 0,
        controllerVoltage: 0,
        controllerCurrent: 0,
      },
    ]);
    expect(b.position).toEqual({ valid: true, lng: 121.4482, lat: 31.25105 });
    expect(b.extremes).toEqual({
      maxCellVoltage: { subsystem: 1, cell: 63, value: 3.263 },
      minCellVoltage: { subsystem: 1, cell: 91, value: 3.25 },
      maxTemp: { subsystem: 1, probe: 2, value: 30 },
      minTemp: { subsystem: 1, probe: 78, value: 24 },
    });
    expect(b.custom).toHaveLength(1);
    expect(b.custom[0]).toMatchObject({ type: 0x80 });
    expect(b.custom[0].hex.length / 2).toBe(48);
  });

  it('V4_realtime_2025_sm2', () => {
    const f = mustDecode(PUBLIC.V4_realtime_2025_sm2.hex);
    expect(f.edition).toBe(2025);
    expect(f.vin).toBe('H3V21BA24TZ000443');
    const b = body(f);
    expect(b.vehicle).toMatchObject({
      status: 2,
      chargeStatus: 3,
      speed: 0,
      current: 0,
      soc: 49,
      insulation: 60000,
      gearValid: true,
    });
    expect(b.vehicle.accelerator).toBeUndefined();
    expect(b.motors).toEqual([{ no: 1, status: 3, controllerTemp: 27, rpm: 0, torque: 0, temp: 27 }]);
    expect(b.position).toEqual({ valid: true, coordSystem: 1, lng: 109.365246, lat: 24.32704 });
    expect(b.alarm.level).toBe(0);
    expect(b.alarm.flagLevels).toEqual([]);
    expect(b.storageVoltages).toHaveLength(1);
    expect(b.storageVoltages[0]).toMatchObject({ no: 1, voltage: 355.8, current: 0, cellTotal: 108 });
    expect(b.storageVoltages[0].cells).toHaveLength(108);
    expect(b.storageTemps).toHaveLength(1);
    expect(b.storageTemps[0].probes).toEqual(new Array(18).fill(27));
    expect(b.custom.map((c: { type: number; hex: string }) => [c.type, c.hex.length / 2])).toEqual([
      [0xa0, 1],
      [0xa1, 151],
    ]);
    expect(b.signature.type).toBe(1);
    expect(b.signature.r).toHaveLength(64);
    expect(b.signature.s).toHaveLength(64);
    expect(b.extremes).toBeUndefined();
  });

  it('L1_login_2016', () => {
    const f = mustDecode(PUBLIC.L1_login_2016.hex);
    expect(f.command).toBe('login');
    expect(f.vin).toBe('LFWADRJF011002346');
    expect(body(f)).toEqual({
      time: '2018-06-05T11:44:29+08:00',
      serial: 1,
      iccid: '83605337981605490187',
      subsystemCount: 2,
      codeLength: 5,
      codes: ['10001', '10002'],
    });
  });

  it('L2_login_2016_m0', () => {
    const f = mustDecode(PUBLIC.L2_login_2016_m0.hex);
    expect(f.vin).toBe('H3V21BA29SZ003109');
    expect(body(f)).toMatchObject({
      serial: 2,
      iccid: '89860624400014310964',
      subsystemCount: 1,
      codeLength: 0,
      codes: [],
    });
  });

  it('L5_login_2025', () => {
    const f = mustDecode(PUBLIC.L5_login_2025.hex);
    expect(f.edition).toBe(2025);
    expect(body(f)).toEqual({
      time: '2025-10-27T20:02:02+08:00',
      serial: 12,
      iccid: '89860924790023166606',
      systems: [{ packCodes: ['0RJPEA00HAU0AAF131001955'] }],
    });
  });

  it('logout, heartbeat and its reply, time-only login reply, platform login', () => {
    const logout = mustDecode(PUBLIC.logout_2016.hex);
    expect(logout.command).toBe('logout');
    expect(body(logout).serial).toBe(10);

    const hb = mustDecode(PUBLIC.heartbeat_2016.hex);
    expect(hb).toMatchObject({ command: 'heartbeat', response: 'command', length: 0, body: {} });
    const hbReply = mustDecode(PUBLIC.heartbeat_reply_2016.hex);
    expect(hbReply).toMatchObject({ command: 'heartbeat', response: 'ok', length: 0, body: {} });
    expect(toHex(encode(reply(hb, 'ok')))).toBe(PUBLIC.heartbeat_reply_2016.hex);

    const lr = mustDecode(PUBLIC.login_reply_time_only.hex);
    expect(lr).toMatchObject({ command: 'login', response: 'ok', length: 6 });
    expect(lr.body).toEqual({ time: '2018-10-30T16:36:00+08:00' });

    const pl = mustDecode(PUBLIC.platform_login_2016.hex);
    expect(pl.command).toBe('platformLogin');
    expect(body(pl)).toMatchObject({
      username: 'HAUV4BGN6S50',
      password: 'HAUV4BGN6S5002219HAU',
      encryptionRule: 'none',
    });
  });

  it('alarms_only_2016', () => {
    const b = body(mustDecode(PUBLIC.alarms_only_2016.hex));
    expect(b.alarm).toEqual({
      level: 3,
      flags: 0x00000003,
      flagNames: ['temperatureDifference', 'batteryHighTemperature'],
      storageFaults: [],
      motorFaults: [],
      engineFaults: [],
      otherFaults: [0x00010003, 0x00080002, 0x00080003, 0x000c0004, 0x000d0001, 0x00060920, 0x000a000b],
    });
  });
});

describe('further real frames from public implementations', () => {
  it('every one re-encodes byte for byte', () => {
    for (const v of Object.values(EXTRA)) {
      const frame = mustDecode(v.hex);
      expect(toHex(encode(frame)), v.name).toBe(v.hex.toUpperCase());
    }
  });

  it('malformed real frames fail with a precise error', () => {
    for (const v of Object.values(MALFORMED)) {
      const r = decode(fromHex(v.hex));
      expect(r.ok, v.name).toBe(false);
      if (!r.ok) {
        expect(r.error.code, v.name).toBe(v.code);
        expect(r.error.header?.vin, v.name).toMatch(/^[A-Z0-9]{17}$/);
      }
    }
    const dup = decode(fromHex(MALFORMED.rtm_duplicate_alarm_2016.hex));
    expect(!dup.ok && dup.error.offset).toBe(24 + 6 + 44 - 6); // the second 0x07
  });

  it('2016 logins with several storage systems', () => {
    expect(body(mustDecode(EXTRA.rtm_login2016_multi.hex))).toMatchObject({
      serial: 12,
      subsystemCount: 3,
      codeLength: 24,
      codes: ['0RJPEA00HAU0AAF131001955', '0RJPEA00HAU0AAF131001956', '0RJPEA00HAU0AAF131001957'],
    });
    expect(body(mustDecode(EXTRA.terry_login_2016.hex))).toEqual({
      time: '2018-10-30T16:36:00+08:00',
      serial: 3,
      iccid: '89861616020014100002',
      subsystemCount: 1,
      codeLength: 1,
      codes: ['1'],
    });
  });

  it('2025 login with two management systems', () => {
    expect(body(mustDecode(EXTRA.rtm_login2025_multi.hex)).systems).toEqual([
      { packCodes: ['0RJPEA00HAU0AAF131001955'] },
      { packCodes: ['0RJPEA00HAU0AAF131001956', '0RJPEA00HAU0AAF131001957'] },
    ]);
  });

  it('sentinels: invalid becomes null, abnormal is null and listed', () => {
    const v = body(mustDecode(EXTRA.rtm_vehicle_invalid_2016.hex)).vehicle;
    expect(v).toEqual({
      status: null,
      chargeStatus: null,
      runMode: null,
      speed: null,
      mileage: null,
      voltage: null,
      current: null,
      soc: null,
      dcdc: null,
      gear: 15,
      braking: true,
      driving: true,
      insulation: null,
      accelerator: null,
      brake: null,
    });
    const m = body(mustDecode(EXTRA.rtm_motors_sentinels_2016.hex));
    // a 1-byte identifier's 0xFF/0xFE is a sentinel like any other field's
    expect(m.motors[0]).toEqual({
      no: null,
      status: null,
      controllerTemp: null,
      rpm: null,
      torque: null,
      temp: null,
      controllerVoltage: null,
      controllerCurrent: null,
    });
    // 0xFEFE is a value, not a sentinel: only 0xFFFE/0xFFFF are.
    expect(m.motors[1]).toEqual({
      no: null,
      status: null,
      controllerTemp: null,
      rpm: 45278,
      torque: 4527.8,
      temp: null,
      controllerVoltage: 6527.8,
      controllerCurrent: 5527.8,
    });
    expect(m.abnormal).toEqual([
      'motors[1].no',
      'motors[1].status',
      'motors[1].controllerTemp',
      'motors[1].temp',
    ]);
    expect(body(mustDecode(EXTRA.rtm_engine_2016.hex)).engine).toEqual({
      status: null,
      rpm: null,
      fuelConsumption: null,
    });
    expect(body(mustDecode(EXTRA.rtm_extremes_2016.hex)).extremes).toEqual({
      maxCellVoltage: { subsystem: null, cell: null, value: null },
      minCellVoltage: { subsystem: null, cell: null, value: null },
      maxTemp: { subsystem: null, probe: null, value: null },
      minTemp: { subsystem: null, probe: null, value: null },
    });
    expect(body(mustDecode(EXTRA.rtm_cells_2016.hex)).storageVoltages).toEqual([
      {
        no: 255,
        voltage: null,
        current: null,
        cellTotal: 65535,
        firstCell: 65535,
        cells: [null, null, null, null],
      },
      {
        no: 255,
        voltage: null,
        current: null,
        cellTotal: 65535,
        firstCell: 65535,
        cells: [null, null, null],
      },
    ]);
    expect(body(mustDecode(EXTRA.rtm_probes_2016.hex)).storageTemps).toEqual([
      { no: 255, probes: [] },
      { no: 5, probes: [null, null, null, null, null] },
    ]);
  });

  it('position: 0xFFFFFFFF coordinates are null, never -4294.97; their hemisphere bits are kept', () => {
    const f = mustDecode(EXTRA.rtm_gnss_2016.hex);
    expect(body(f).position).toEqual({ valid: false, lng: null, lat: null, reserved: 6 });
    expect(toHex(encode(f))).toBe(EXTRA.rtm_gnss_2016.hex.toUpperCase());
  });

  it('position status bits give the signs', () => {
    const bytes = fromHex(EXTRA.rtm_gnss_2016.hex.replace(/ffffffffffffffff/, '06B2E5B301E6B56D'));
    bytes[bytes.length - 1] = bcc(bytes, 2, bytes.length - 1);
    expect(body(mustDecode(toHex(bytes))).position).toEqual({
      valid: false,
      lng: -112.387507,
      lat: -31.896941,
    });
  });

  it('custom block of 16 bytes', () => {
    expect(body(mustDecode(EXTRA.rtm_custom_2016.hex)).custom).toEqual([
      { type: 0x80, hex: 'FE'.repeat(16) },
    ]);
  });

  it('a full 2016 report (rtm_con data_2016)', () => {
    const f = mustDecode(EXTRA.rtm_realtime_2016.hex);
    const b = body(f);
    expect(b.time).toBe('2025-10-11T19:08:18+08:00');
    expect(b.vehicle).toEqual({
      status: 1,
      chargeStatus: 3,
      runMode: 1,
      speed: 12.2,
      mileage: 258.9,
      voltage: 780.9,
      current: 5.1,
      soc: 85,
      dcdc: 1,
      gear: 14,
      braking: true,
      driving: false,
      insulation: 6553,
      accelerator: 0,
      brake: 16,
    });
    expect(b.motors).toEqual([
      {
        no: 1,
        status: 1,
        controllerTemp: 16,
        rpm: 857,
        torque: 2,
        temp: 21,
        controllerVoltage: 775.5,
        controllerCurrent: 2,
      },
      {
        no: 2,
        status: 2,
        controllerTemp: 15,
        rpm: 873,
        torque: -32.5,
        temp: 24,
        controllerVoltage: 775.5,
        controllerCurrent: -2.5,
      },
    ]);
    expect(b.position).toEqual({ valid: true, lng: 0, lat: 0 });
    expect(b.extremes).toEqual({
      maxCellVoltage: { subsystem: 1, cell: 2, value: 4.063 },
      minCellVoltage: { subsystem: 1, cell: 20, value: 4.06 },
      maxTemp: { subsystem: 1, probe: 1, value: 18 },
      minTemp: { subsystem: 1, probe: 10, value: 16 },
    });
    expect(b.storageVoltages[0]).toMatchObject({
      no: 1,
      voltage: 780.9,
      current: 5.1,
      cellTotal: 192,
      firstCell: 1,
    });
    expect(b.storageVoltages[0].cells).toHaveLength(192);
    expect(b.storageVoltages[0].cells.slice(0, 3)).toEqual([4.061, 4.063, 4.062]);
    expect(b.storageTemps[0].probes).toHaveLength(48);
    expect(b.storageTemps[0].probes.slice(0, 3)).toEqual([18, 17, 18]);
    expect(b.custom).toEqual([
      { type: 0x83, hex: '000007FF0107FD01047A0107FD01000100010001000101010001069A01' },
    ]);
  });

  it('a full 2025 report with RSA signature (rtm_con data_2025)', () => {
    const b = body(mustDecode(EXTRA.rtm_realtime_2025.hex));
    expect(b.time).toBe('2025-10-28T14:45:47+08:00');
    expect(b.vehicle).toEqual({
      status: 1,
      chargeStatus: 3,
      runMode: 1,
      speed: 0,
      mileage: 15591,
      voltage: 713.8,
      current: 2.2,
      soc: 75,
      dcdc: 1,
      gear: 15,
      braking: true,
      driving: false,
      gearValid: true,
      insulation: 6553,
    });
    expect(b.motors).toEqual([
      { no: 1, status: 3, controllerTemp: 31, rpm: 0, torque: 0, temp: 34 },
      { no: 2, status: 3, controllerTemp: 33, rpm: 0, torque: -0.5, temp: 29 },
    ]);
    expect(b.position).toEqual({ valid: false, coordSystem: 2, lng: 0, lat: 0 });
    expect(b.alarm).toMatchObject({
      level: 0,
      flags: 0,
      otherFaults: [0x00080002, 0x00090025, 0x00090026],
      flagLevels: [],
    });
    expect(b.storageVoltages[0]).toMatchObject({ no: 1, voltage: 713.8, current: 2.2, cellTotal: 180 });
    expect(b.storageVoltages[0].cells.slice(0, 3)).toEqual([3.957, 3.96, 3.958]);
    expect(b.storageTemps[0].probes).toHaveLength(48);
    expect(b.custom).toHaveLength(1);
    expect(b.custom[0].type).toBe(0x83);
    expect(b.custom[0].hex).toHaveLength(70);
    expect(b.signature.type).toBe(2);
    expect(b.signature.r).toHaveLength(512);
    expect(b.signature.s).toBe('');
  });

  it('2025 alarm with general alarm levels', () => {
    const a = body(mustDecode(EXTRA.rtm_warnings_2025.hex)).alarm;
    expect(a).toMatchObject({
      level: 3,
      flags: 3,
      flagNames: ['temperatureDifference', 'batteryHighTemperature'],
    });
    expect(a.otherFaults).toHaveLength(7);
    expect(a.flagLevels).toEqual([
      { bit: 0, name: 'temperatureDifference', level: 3 },
      { bit: 1, name: 'batteryHighTemperature', level: 3 },
    ]);
  });

  it('2025 activation, activation response, logout, platform frames and ack', () => {
    const act = mustDecode(EXTRA.rtm_activation_2025.hex);
    expect(act.command).toBe('activation');
    expect(body(act)).toMatchObject({
      time: '2025-06-23T15:06:22+08:00',
      chipId: '1234567812345678',
      vin: 'HGLH3ACF1PA714408',
    });
    expect(body(act).publicKey).toHaveLength(259 * 2);
    expect(body(act).signature.type).toBe(2);
    expect(mustDecode(EXTRA.rtm_activation_response_2025.hex).body).toEqual({
      status: 'failed',
      reason: 'chipActivated',
    });
    expect(body(mustDecode(EXTRA.rtm_logout_2025.hex))).toEqual({
      time: '2025-10-27T20:02:02+08:00',
      serial: 2050,
    });
    expect(mustDecode(EXTRA.rtm_platform_login_2025.hex)).toMatchObject({
      edition: 2025,
      command: 'platformLogin',
    });
    expect(mustDecode(EXTRA.rtm_platform_logout_2016.hex)).toMatchObject({
      command: 'platformLogout',
      body: { serial: 2050 },
    });
    expect(mustDecode(EXTRA.rtm_platform_logout_2025.hex)).toMatchObject({
      edition: 2025,
      command: 'platformLogout',
    });
    expect(mustDecode(EXTRA.rtm_ack_2025.hex)).toMatchObject({
      edition: 2025,
      response: 'ok',
      body: { time: '2025-10-27T20:02:02+08:00' },
    });
  });

  it('a 2016 reissue (terryhart)', () => {
    const f = mustDecode(EXTRA.terry_reissue_2016.hex);
    expect(f.command).toBe('reissue');
    expect(f.commandId).toBe(3);
    const b = body(f);
    expect(b.time).toBe('2018-10-30T15:43:10+08:00');
    expect(b.vehicle).toMatchObject({
      status: 2,
      chargeStatus: 4,
      runMode: 1,
      mileage: 10000,
      voltage: 637.4,
      current: 0,
      soc: 100,
      gear: 15,
      braking: false,
      driving: false,
      insulation: 55000,
    });
    expect(b.motors).toEqual([
      {
        no: 1,
        status: 4,
        controllerTemp: 25,
        rpm: 0,
        torque: 0,
        temp: 29,
        controllerVoltage: 637.4,
        controllerCurrent: 0,
      },
    ]);
    expect(b.position).toEqual({ valid: true, lng: 118.775819, lat: 31.982632 });
    expect(b.extremes.maxCellVoltage).toEqual({ subsystem: 1, cell: 92, value: 4.098 });
    expect(b.extremes.minTemp).toEqual({ subsystem: 1, probe: 32, value: 17 });
    expect(b.storageVoltages[0].cells).toHaveLength(156);
    expect(b.storageTemps[0].probes).toHaveLength(33);
  });

  it('replies match the ones the public gateways send', () => {
    const rt = mustDecode(EXTRA.terry_realtime_2016.hex);
    expect(toHex(encode(reply(rt, 'ok')))).toBe(
      '232302014C59314341313233354A30303032343333010006120A1E1021214D',
    );
    const lo = mustDecode(EXTRA.terry_logout_2016.hex);
    expect(toHex(encode(reply(lo, 'ok')))).toBe(
      '232304014C5A595441474257394A313030343136340100061206161015155D',
    );
    const plo = mustDecode(EXTRA.terry_platform_logout_2016.hex);
    expect(toHex(encode(reply(plo, 'ok')))).toBe(
      '232306014C5A595441474257394A313030343136340100061206161015155F',
    );
    const login = mustDecode(EXTRA.terry_login_2016.hex);
    expect(toHex(encode(reply(login, 'ok')))).toBe(PUBLIC.login_reply_time_only.hex);
    const ts = mustDecode(EXTRA.terry_time_sync_2016.hex);
    expect(ts).toMatchObject({ command: 'timeSync', body: {} });
    const tsReply = toHex(encode(reply(ts, 'ok')));
    expect(tsReply.startsWith('232308014552523038303330303030303030303030010006')).toBe(true);
  });

  it('production frames (sunsky74 simulator goldens)', () => {
    const rt = body(mustDecode(EXTRA.sunsky_realtime_2016.hex));
    expect(rt.vehicle).toMatchObject({
      speed: 4.8,
      mileage: 93266,
      voltage: 341.7,
      current: 2.5,
      soc: 50,
      gear: 14,
      braking: true,
      insulation: 17884,
      brake: 101,
    });
    expect(rt.motors[0]).toEqual({
      no: 1,
      status: 1,
      controllerTemp: 44,
      rpm: 437,
      torque: 1.7,
      temp: 33,
      controllerVoltage: 341,
      controllerCurrent: 0.3,
    });
    expect(rt.position).toEqual({ valid: true, lng: 114.366778, lat: 30.591045 });
    expect(rt.extremes.maxCellVoltage).toEqual({ subsystem: 1, cell: 5, value: 3.284 });
    // Same raw 0x2729 as the vehicle current: 2.5 A with the 1000 A offset.
    expect(rt.storageVoltages[0]).toMatchObject({
      voltage: 341.4,
      current: 2.5,
      cellTotal: 104,
      firstCell: 1,
    });
    expect(rt.storageVoltages[0].cells).toHaveLength(104);
    expect(rt.storageTemps[0].probes).toEqual([28, 27, 28, 29, 29, 27, 27, 28]);

    const re = mustDecode(EXTRA.sunsky_reissue_2025.hex);
    expect(re).toMatchObject({ edition: 2025, command: 'reissue' });
    const b = body(re);
    expect(b.time).toBe('2026-06-01T16:45:57+08:00');
    expect(b.vehicle).toMatchObject({
      status: 3,
      mileage: 3994.7,
      voltage: 355.4,
      current: 5.3,
      soc: 57,
      gear: 0,
      gearValid: true,
      insulation: 60000,
    });
    expect(b.motors).toEqual([{ no: 1, status: 4, controllerTemp: 49, rpm: 0, torque: 0, temp: 50 }]);
    expect(b.position).toEqual({ valid: true, coordSystem: 1, lng: 109.365088, lat: 24.327016 });
    expect(b.alarm).toMatchObject({ level: 3, flags: 0x100, flagNames: ['socJump'] });
    expect(b.storageVoltages[0]).toMatchObject({ voltage: 355.5, current: 5.3, cellTotal: 108 });
    expect(b.storageTemps[0].probes).toHaveLength(18);
    expect(b.signature.type).toBe(1);
  });
});
