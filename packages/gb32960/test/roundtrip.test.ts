import { describe, expect, it } from 'vitest';
import {
  decode,
  encode,
  Gb32960Error,
  reply,
  toHex,
  type ControlBody,
  type Edition,
  type FrameInput,
  type RealtimeBody,
} from '../src/index.js';
import { body, roundTrip } from './helpers.js';

const VIN = 'LSVAU2180N2183294';
const TIME = '2024-02-29T23:59:58+08:00';

function frame(
  edition: Edition,
  command: FrameInput['command'],
  b: unknown,
  extra: Partial<FrameInput> = {},
): FrameInput {
  return {
    edition,
    command,
    response: 'command',
    vin: VIN,
    encryption: 'none',
    body: b,
    ...extra,
  } as FrameInput;
}

/** Encodes, decodes, and expects the decoded model to equal the input (after the derived fields). */
function same(input: FrameInput): void {
  const out = roundTrip(input);
  expect(out.body).toEqual(input.body);
  expect(out.vin).toBe(input.vin);
}

const realtime2016: RealtimeBody = {
  time: TIME,
  vehicle: {
    status: 1,
    chargeStatus: 2,
    runMode: 2,
    speed: 88.8,
    mileage: 123456.7,
    voltage: 780.9,
    current: -999.9,
    soc: 100,
    dcdc: 2,
    gear: 13,
    braking: true,
    driving: false,
    insulation: 60000,
    accelerator: 100,
    brake: 101,
  },
  motors: [
    {
      no: 1,
      status: 2,
      controllerTemp: -40,
      rpm: -20000,
      torque: -2000,
      temp: 210,
      controllerVoltage: 6000,
      controllerCurrent: -1000,
    },
    {
      no: 2,
      status: null,
      controllerTemp: null,
      rpm: null,
      torque: null,
      temp: null,
      controllerVoltage: null,
      controllerCurrent: null,
    },
  ],
  fuelCell: {
    voltage: 2000,
    current: 0.1,
    consumption: 600,
    probeTemps: [-40, 0, 200, null],
    maxTemp: -40,
    maxTempProbe: 1,
    maxConcentration: 50000,
    maxConcentrationSensor: 252,
    maxPressure: 100,
    maxPressureSensor: 3,
    dcdcStatus: 1,
  },
  engine: { status: 1, rpm: 60000, fuelConsumption: 12.34 },
  position: { valid: false, lng: -74.006015, lat: -40.712776 },
  extremes: {
    maxCellVoltage: { subsystem: 1, cell: 250, value: 15 },
    minCellVoltage: { subsystem: 2, cell: 1, value: 0 },
    maxTemp: { subsystem: 1, probe: 7, value: 210 },
    minTemp: { subsystem: 2, probe: 9, value: null },
  },
  alarm: {
    level: 3,
    flags: 0x0007ffff,
    flagNames: [
      'temperatureDifference',
      'batteryHighTemperature',
      'storageOverVoltage',
      'storageUnderVoltage',
      'socLow',
      'cellOverVoltage',
      'cellUnderVoltage',
      'socHigh',
      'socJump',
      'storageMismatch',
      'cellConsistencyPoor',
      'insulation',
      'dcdcTemperature',
      'brakeSystem',
      'dcdcStatus',
      'motorControllerTemperature',
      'highVoltageInterlock',
      'motorTemperature',
      'storageOverCharge',
    ],
    storageFaults: [1, 0xffffffff],
    motorFaults: [2],
    engineFaults: [],
    otherFaults: [0x00060920],
  },
  storageVoltages: [
    {
      no: 1,
      voltage: 780.9,
      current: 12.3,
      cellTotal: 400,
      firstCell: 201,
      cells: [3.263, 3.25, null, 0.001],
    },
    { no: 2, voltage: null, current: null, cellTotal: 2, firstCell: 1, cells: [4.2, 4.199] },
  ],
  storageTemps: [
    { no: 1, probes: [25, 26, null] },
    { no: 2, probes: [] },
  ],
  custom: [
    { type: 0x80, hex: '0102' },
    { type: 0xfe, hex: '' },
  ],
  abnormal: [
    'vehicle.x',
    'motors[1].rpm',
    'fuelCell.probeTemps[3]',
    'extremes.minTemp.value',
    'storageVoltages[0].cells[2]',
    'storageTemps[0].probes[2]',
  ],
};

const realtime2025: RealtimeBody = {
  time: '2025-12-31T00:00:00+08:00',
  vehicle: {
    status: 3,
    chargeStatus: 1,
    runMode: 3,
    speed: 500,
    mileage: 999999.9,
    voltage: 6000,
    current: -3000,
    soc: 0,
    dcdc: 1,
    gear: 6,
    braking: false,
    driving: true,
    gearValid: false,
    insulation: null,
  },
  motors: [{ no: 1, status: 1, controllerTemp: 30, rpm: -32000, torque: -20000, temp: 40 }],
  fuelCell: {
    maxTemp: -40,
    maxTempProbe: 2,
    maxConcentration: 6,
    maxConcentrationSensor: 4,
    maxPressure: 70.5,
    maxPressureSensor: 5,
    dcdcStatus: 2,
    hydrogenRemaining: 88,
    dcdcTemp: 55,
  },
  engine: { rpm: 1500 },
  position: { valid: true, coordSystem: 2, lng: 116.397128, lat: -0 },
  alarm: {
    level: 4,
    flags: (1 << 23) | (1 << 27),
    flagNames: ['storageThermalEvent', 'stackOverTemperature'],
    storageFaults: [],
    motorFaults: [],
    engineFaults: [7],
    otherFaults: [],
    flagLevels: [
      { bit: 23, name: 'storageThermalEvent', level: 4 },
      { bit: 27, name: 'stackOverTemperature', level: 3 },
    ],
  },
  storageVoltages: [{ no: 1, voltage: 355.8, current: 2999.9, cellTotal: 3, cells: [3.292, null, 60] }],
  storageTemps: [{ no: 1, probes: [27, 28] }],
  fuelCellStacks: [
    {
      no: 1,
      voltage: 2000,
      current: 2000,
      hydrogenInletPressure: -100,
      airInletPressure: 400,
      airInletTemp: 25,
      coolantTemps: [60, 61],
    },
    {
      no: 2,
      voltage: null,
      current: null,
      hydrogenInletPressure: null,
      airInletPressure: null,
      airInletTemp: null,
      coolantTemps: [],
    },
  ],
  supercapacitor: { no: 1, voltage: 1000, current: -12.5, cells: [2.7, 2.701], probes: [35, null] },
  supercapacitorExtremes: {
    maxVoltage: { system: 1, cell: 65531, value: 2.71 },
    minVoltage: { system: 1, cell: 2, value: 2.69 },
    maxTemp: { system: 1, probe: 300, value: 41 },
    minTemp: { system: 1, probe: 1, value: -40 },
  },
  custom: [{ type: 0xa0, hex: '54' }],
  signature: { type: 1, r: 'AB'.repeat(32), s: 'CD'.repeat(32) },
  abnormal: ['vehicle.insulation', 'supercapacitor.probes[1]'],
};

describe('real-time reports round-trip', () => {
  it('2016: every info type, sentinels, abnormal sentinels, negative coordinates, custom blocks', () => {
    const input = frame(2016, 'realtime', realtime2016);
    const out = roundTrip(input);
    // 'vehicle.x' names no sentinel, so it is not reproduced.
    expect(out.body).toEqual({ ...realtime2016, abnormal: realtime2016.abnormal?.slice(1) });
  });

  it('2016 reissue uses the same body', () => {
    const out = roundTrip(frame(2016, 'reissue', realtime2016));
    expect(out.commandId).toBe(3);
    expect(body(out).storageVoltages).toEqual(realtime2016.storageVoltages);
  });

  it('2025: every info type including 0x30, 0x31, 0x32, gear-invalid bit and signature', () => {
    same(frame(2025, 'realtime', realtime2025));
    same(frame(2025, 'reissue', realtime2025));
  });

  it('the abnormal sentinel bytes are written where listed', () => {
    const bytes = encode(
      frame(2016, 'realtime', {
        time: TIME,
        engine: { status: null, rpm: null, fuelConsumption: null },
        abnormal: ['engine.rpm'],
      }),
    );
    expect(toHex(bytes.subarray(31, 36))).toBe('FFFFFEFFFF');
  });

  it('a body with only a time is a time-only report', () => {
    same(frame(2016, 'realtime', { time: TIME }));
  });

  it('keeps a non-default block order', () => {
    const b: RealtimeBody = {
      time: TIME,
      engine: { status: 2, rpm: 0, fuelConsumption: 0 },
      custom: [{ type: 0x90, hex: 'FF' }],
      vehicle: realtime2016.vehicle,
      order: [0x04, 0x90, 0x01],
    };
    const out = roundTrip(frame(2016, 'realtime', b));
    expect(body(out).order).toEqual([4, 0x90, 1]);
    expect(body(out).engine).toEqual(b.engine);
    // Without `order` the encoder writes the default order, which decodes with no `order`.
    const plain = roundTrip(frame(2016, 'realtime', { ...b, order: undefined }));
    expect(body(plain).order).toBeUndefined();
  });

  it('undefined gear codes and enumeration codes are kept as numbers', () => {
    const v = { ...realtime2016.vehicle, gear: 9, status: 0x33, runMode: 0 } as RealtimeBody['vehicle'];
    const out = roundTrip(frame(2016, 'realtime', { time: TIME, vehicle: v }));
    expect(body(out).vehicle).toMatchObject({ gear: 9, status: 0x33, runMode: 0 });
  });

  it('scaled values come out exact', () => {
    const out = roundTrip(
      frame(2016, 'realtime', {
        time: TIME,
        vehicle: { ...realtime2016.vehicle, voltage: 780.9, current: 0.3, mileage: 0.1, speed: 0.7 },
      }),
    );
    expect(body(out).vehicle).toMatchObject({ voltage: 780.9, current: 0.3, mileage: 0.1, speed: 0.7 });
  });
});

describe('other commands round-trip', () => {
  it('login 2016 and 2025', () => {
    same(
      frame(2016, 'login', {
        time: TIME,
        serial: 65531,
        iccid: '89860000000000000001',
        subsystemCount: 2,
        codeLength: 3,
        codes: ['A01', 'B02'],
      }),
    );
    same(
      frame(2016, 'login', {
        time: TIME,
        serial: 1,
        iccid: '89860000000000000001',
        subsystemCount: 4,
        codeLength: 0,
        codes: [],
      }),
    );
    same(
      frame(2025, 'login', {
        time: TIME,
        serial: 7,
        iccid: '89860000000000000002',
        systems: [{ packCodes: ['0RJPEA00HAU0AAF131001955', '0RJPEA00HAU0AAF131001956'] }, { packCodes: [] }],
      }),
    );
  });

  it('logout, platform login and logout', () => {
    for (const ed of [2016, 2025] as const) {
      same(frame(ed, 'logout', { time: TIME, serial: 42 }));
      same(frame(ed, 'platformLogout', { time: TIME, serial: 42 }));
      same(
        frame(ed, 'platformLogin', {
          time: TIME,
          serial: 9,
          username: 'user',
          password: 'secret',
          encryptionRule: ed === 2025 ? 'SM4' : 'AES',
        }),
      );
    }
  });

  it('heartbeat and time sync, with their replies', () => {
    for (const ed of [2016, 2025] as const) {
      const hb = roundTrip(frame(ed, 'heartbeat', {}));
      expect(hb.body).toEqual({});
      const hbReply = roundTrip(reply(hb, 'ok'));
      expect(hbReply).toMatchObject({ response: 'ok', body: {} });
      const ts = roundTrip(frame(ed, 'timeSync', {}));
      const tsReply = roundTrip(reply(ts, 'ok', { time: TIME }));
      expect(tsReply).toMatchObject({ command: 'timeSync', response: 'ok', body: { time: TIME } });
    }
  });

  it('parameter query request and answer with every parameter, per edition', () => {
    for (const ed of [2016, 2025] as const) {
      same(frame(ed, 'paramQuery', { time: TIME, ids: Array.from({ length: 16 }, (_, i) => i + 1) }));
      const params = [
        { id: 0x01, name: 'localStoragePeriod', value: 30000 },
        { id: 0x02, name: 'reportPeriod', value: ed === 2016 ? 600 : 30 },
        { id: 0x03, name: 'alarmReportPeriod', value: ed === 2016 ? 1000 : 1 },
        { id: 0x04, name: 'platformDomainLength', value: 15 },
        { id: 0x05, name: 'platformDomain', value: 'gb.example.com.' },
        { id: 0x06, name: 'platformPort', value: 32960 },
        { id: 0x07, name: 'hardwareVersion', value: 'HW1.0' },
        { id: 0x08, name: 'firmwareVersion', value: 'FW2' },
        { id: 0x09, name: 'heartbeatPeriod', value: 30 },
        { id: 0x0a, name: 'terminalResponseTimeout', value: 60 },
        { id: 0x0b, name: 'platformResponseTimeout', value: 600 },
        { id: 0x0c, name: 'loginRetryInterval', value: 30 },
        { id: 0x0d, name: 'publicDomainLength', value: 9 },
        { id: 0x0e, name: 'publicDomain', value: '10.0.0.17' },
        { id: 0x0f, name: 'publicPort', value: 19006 },
        { id: 0x10, name: 'samplingInspection', value: 2 },
      ];
      same(frame(ed, 'paramQuery', { time: TIME, params }, { response: 'ok' }));
      same(frame(ed, 'paramSet', { time: TIME, params }));
    }
    // 2025 shrinks 0x02 and 0x03 to one byte
    expect(
      encode(frame(2025, 'paramSet', { time: TIME, params: [{ id: 2, name: 'reportPeriod', value: 10 }] })),
    ).toHaveLength(24 + 9 + 1);
    expect(
      encode(frame(2016, 'paramSet', { time: TIME, params: [{ id: 2, name: 'reportPeriod', value: 10 }] })),
    ).toHaveLength(24 + 10 + 1);
  });

  it('parameters this codec cannot size are kept as rest', () => {
    same(
      frame(2016, 'paramSet', {
        time: TIME,
        params: [{ id: 0x09, name: 'heartbeatPeriod', value: 10 }],
        rest: '80AABBCC',
        count: 2,
      }),
    );
  });

  it('terminal control: every command', () => {
    const upgrade: ControlBody = {
      time: TIME,
      commandId: 1,
      command: 'remoteUpgrade',
      upgrade: {
        apn: 'cmnet',
        user: 'u',
        password: 'p',
        address: '192.168.1.20',
        port: 21,
        manufacturer: 'ABCD',
        hardwareVersion: 'HW001',
        firmwareVersion: 'FW002',
        url: 'ftp://192.168.1.20/fw.bin',
        timeout: 30,
      },
    };
    for (const ed of [2016, 2025] as const) {
      same(frame(ed, 'control', upgrade));
      same(
        frame(ed, 'control', {
          ...upgrade,
          upgrade: {
            ...upgrade.upgrade!,
            address: null,
            port: null,
            timeout: null,
            user: '',
            password: '',
            apn: '',
          },
        }),
      );
      same(frame(ed, 'control', { ...upgrade, upgrade: { ...upgrade.upgrade!, address: '31322E6E6574' } }));
      const names = ['powerOff', 'reset', 'factoryReset', 'disconnect'] as const;
      names.forEach((command, i) => same(frame(ed, 'control', { time: TIME, commandId: i + 2, command })));
      same(
        frame(ed, 'control', {
          time: TIME,
          commandId: 6,
          command: 'alarm',
          warning: { level: 3, message: 'CAFE' },
        }),
      );
      same(frame(ed, 'control', { time: TIME, commandId: 7, command: 'samplingLink' }));
      // the vendor extension hook: platform-custom control commands keep their parameters as hex
      same(frame(ed, 'control', { time: TIME, commandId: 0x80, command: 'custom', hex: '0102030405' }));
      same(frame(ed, 'control', { time: TIME, commandId: 0xfe, command: 'custom', hex: '' }));
      same(frame(ed, 'control', { time: TIME, commandId: 0x08, command: 'reserved', hex: '00' }));
      // parameters that are not an upgrade string stay hex
      same(frame(ed, 'control', { time: TIME, commandId: 1, command: 'remoteUpgrade', hex: '3B3B' }));
      same(frame(ed, 'control', { time: TIME, commandId: 3, command: 'reset', hex: '99' }));
    }
  });

  it('the upgrade parameters are semicolon separated with binary address, port and timeout', () => {
    const bytes = encode(
      frame(2016, 'control', {
        time: TIME,
        commandId: 1,
        command: 'remoteUpgrade',
        upgrade: {
          apn: 'a',
          user: 'b',
          password: 'c',
          address: '1.2.3.4',
          port: 258,
          manufacturer: 'M',
          hardwareVersion: 'H',
          firmwareVersion: 'F',
          url: 'u',
          timeout: 10,
        },
      }),
    );
    expect(toHex(bytes.subarray(31, bytes.length - 1))).toBe(
      '613B623B633B0000010203043B01023B4D3B483B463B753B000A',
    );
  });

  it('2025 activation, activation response and key exchange', () => {
    same(
      frame(2025, 'activation', {
        time: TIME,
        chipId: 'CHIP0001',
        publicKey: '04' + 'AA'.repeat(64),
        vin: VIN,
        signature: { type: 1, r: '11'.repeat(32), s: '22'.repeat(32) },
      }),
    );
    for (const status of ['activated', 'failed'] as const)
      for (const reason of ['ok', 'chipActivated', 'vinDuplicate'] as const)
        same(frame(2025, 'activationResponse', { status, reason }));
    same(
      frame(2025, 'keyExchange', {
        keyType: 'SM4',
        key: '00112233445566778899AABBCCDDEEFF',
        startTime: TIME,
        endTime: '2025-02-28T00:00:00+08:00',
      }),
    );
    same(
      frame(
        2025,
        'keyExchange',
        { keyType: 'AES', key: '', startTime: TIME, endTime: TIME },
        { response: 'ok' },
      ),
    );
  });

  it('platform-custom and reserved commands keep the body as hex', () => {
    const c = roundTrip(frame(2016, undefined, { hex: '0102' }, { commandId: 0xc0 }));
    expect(c).toMatchObject({ command: 'custom', commandId: 0xc0, body: { hex: '0102' } });
    const u = roundTrip(frame(2016, undefined, { hex: 'FF' }, { commandId: 0x09 }));
    expect(u).toMatchObject({ command: 'unknown', commandId: 0x09 });
    const r = roundTrip(frame(2025, undefined, { hex: '' }, { commandId: 0x83 }));
    expect(r.command).toBe('unknown');
  });

  it('encrypted data units are kept as ciphertext', () => {
    for (const encryption of ['RSA', 'AES'] as const) {
      const out = roundTrip(frame(2016, 'realtime', { ciphertext: '00112233' }, { encryption }));
      expect(out).toMatchObject({ encryption, body: { ciphertext: '00112233' } });
    }
    const sm4 = roundTrip(frame(2025, 'login', { ciphertext: 'AB' }, { encryption: 'SM4' }));
    expect(sm4.encryption).toBe('SM4');
    // SM4 is not a 2016 method: the raw number is kept
    const raw = roundTrip(frame(2016, 'login', { ciphertext: 'AB' }, { encryption: 5 }));
    expect(raw.encryption).toBe(5);
  });

  it('every response flag of both editions', () => {
    for (const response of [
      'ok',
      'error',
      'vinDuplicate',
      'vinUnknown',
      'signatureFailed',
      'structureError',
      'decryptionFailed',
    ] as const) {
      const out = roundTrip(frame(2025, 'login', { time: TIME }, { response }));
      expect(out.response).toBe(response);
    }
    for (const response of ['ok', 'error', 'vinDuplicate'] as const)
      expect(roundTrip(frame(2016, 'realtime', { time: TIME }, { response })).response).toBe(response);
    expect(roundTrip(frame(2016, 'realtime', { time: TIME }, { response: 4 })).response).toBe(4);
  });

  it('a reply echoing the whole body decodes as the full body', () => {
    const out = roundTrip(frame(2016, 'logout', { time: TIME, serial: 3 }, { response: 'ok' }));
    expect(out.body).toEqual({ time: TIME, serial: 3 });
  });

  it('reply() keeps the request time and answers in the request edition', () => {
    const req = roundTrip(frame(2025, 'realtime', realtime2025));
    const rep = reply(req, 'structureError');
    expect(rep).toMatchObject({
      edition: 2025,
      command: 'realtime',
      commandId: 2,
      response: 'structureError',
      vin: VIN,
      body: { time: realtime2025.time },
    });
    const bytes = encode(rep);
    expect(bytes[0]).toBe(0x24);
    expect(bytes.length).toBe(31);
    // a header from a decode error is enough to answer
    const bad = encode(
      frame(2016, 'login', {
        time: TIME,
        serial: 1,
        iccid: '1',
        subsystemCount: 0,
        codeLength: 0,
        codes: [],
      }),
    );
    bad[bad.length - 1] ^= 0xff;
    const r = decode(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.header).toMatchObject({ command: 'login', vin: VIN });
      const answer = decode(encode(reply(r.error.header!, 'error')));
      expect(answer.ok && answer.frame.response).toBe('error');
    }
  });
});

describe('encoder input checks', () => {
  const cases: [string, FrameInput, string][] = [
    [
      'value out of range',
      frame(2016, 'realtime', { time: TIME, vehicle: { ...realtime2016.vehicle, soc: 300 } }),
      'vehicle.soc',
    ],
    [
      'value that would be a sentinel',
      frame(2016, 'realtime', { time: TIME, vehicle: { ...realtime2016.vehicle, speed: 6553.4 } }),
      'vehicle.speed',
    ],
    [
      'not a number',
      frame(2016, 'realtime', { time: TIME, vehicle: { ...realtime2016.vehicle, voltage: '1' } }),
      'vehicle.voltage',
    ],
    [
      'unknown enumeration',
      frame(2016, 'realtime', { time: TIME, vehicle: { ...realtime2016.vehicle, status: 'flying' } }),
      'vehicle.status',
    ],
    [
      'unknown gear',
      frame(2016, 'realtime', { time: TIME, vehicle: { ...realtime2016.vehicle, gear: 'X' } }),
      'vehicle.gear',
    ],
    ['bad time', frame(2016, 'logout', { time: '2024-13-01T00:00:00+08:00', serial: 1 }), 'time'],
    ['time before 2000', frame(2016, 'logout', { time: '1999-12-31T23:00:00+08:00', serial: 1 }), 'time'],
    [
      '2025 block in 2016',
      frame(2016, 'realtime', { time: TIME, supercapacitor: realtime2025.supercapacitor }),
      'supercapacitor',
    ],
    [
      'extremes in 2025',
      frame(2025, 'realtime', { time: TIME, extremes: realtime2016.extremes }),
      'extremes',
    ],
    ['too long VIN', { ...frame(2016, 'heartbeat', {}), vin: 'X'.repeat(18) }, 'vin'],
    [
      'login codes mismatch',
      frame(2016, 'login', {
        time: TIME,
        serial: 1,
        iccid: '1',
        subsystemCount: 2,
        codeLength: 1,
        codes: ['A'],
      }),
      'codes',
    ],
    [
      'domain without its length',
      frame(2016, 'paramSet', { time: TIME, params: [{ id: 5, name: 'platformDomain', value: 'x' }] }),
      'params[0].value',
    ],
    [
      'bad hex',
      frame(2016, 'realtime', { time: TIME, custom: [{ type: 0x80, hex: 'XYZ' }] }),
      'custom[0].hex',
    ],
    [
      'custom type out of range',
      frame(2016, 'realtime', { time: TIME, custom: [{ type: 0x20, hex: '' }] }),
      'custom[0].type',
    ],
    [
      'plaintext with encryption',
      frame(2016, 'logout', { time: TIME, serial: 1 }, { encryption: 'RSA' }),
      'body',
    ],
    ['order listing an absent block', frame(2016, 'realtime', { time: TIME, order: [1] }), 'order[0]'],
  ];
  for (const [name, input, path] of cases) {
    it(name, () => {
      let err: unknown;
      try {
        encode(input);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(Gb32960Error);
      expect((err as Gb32960Error).code).toBe('BAD_VALUE');
      expect((err as Gb32960Error).path).toBe(path);
    });
  }

  it('garbage input throws only Gb32960Error', () => {
    for (const bad of [
      null,
      undefined,
      42,
      'x',
      [],
      { edition: 2016 },
      { edition: 2016, command: 'nope', vin: '', body: {} },
    ]) {
      expect(() => encode(bad as unknown as FrameInput)).toThrow(Gb32960Error);
    }
  });

  it('times with other offsets are converted to Beijing time', () => {
    const out = roundTrip(frame(2016, 'logout', { time: '2024-02-29T15:59:58Z', serial: 1 }));
    expect(body(out).time).toBe(TIME);
  });
});
