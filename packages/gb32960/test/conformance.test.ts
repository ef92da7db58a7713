import { describe, expect, it } from 'vitest';
import { decode, encode, toHex, type FrameInput, type RealtimeBody } from '../src/index.js';

const VIN = 'LZYTAGBW2E1054491';
const TIME = '2024-05-17T08:30:00+08:00';

function report(edition: 2016 | 2025, body: Partial<RealtimeBody>): Uint8Array {
  return encode({
    edition,
    command: 'realtime',
    response: 'command',
    vin: VIN,
    encryption: 'none',
    body: { time: TIME, ...body },
  } as FrameInput);
}

function decoded(bytes: Uint8Array): RealtimeBody {
  const r = decode(bytes);
  if (!r.ok) throw r.error;
  return r.frame.body as RealtimeBody;
}

/** The bytes with one byte changed and the BCC fixed up. */
function patch(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const b = bytes.slice();
  b[at] = value;
  let x = 0;
  for (let i = 2; i < b.length - 1; i++) x ^= b[i]!;
  b[b.length - 1] = x;
  return b;
}

const DATA = 24 + 6; // header, then the report's time

describe('conformance', () => {
  it('a 1-byte identifier of 0xFE or 0xFF is null, like every other sentinel, and encodes back', () => {
    const motors = report(2016, {
      motors: [
        {
          no: 1,
          status: 1,
          controllerTemp: 40,
          rpm: 3000,
          torque: 10,
          temp: 50,
          controllerVoltage: 350,
          controllerCurrent: 20,
        },
      ],
    });
    // type 0x02, count, then the motor number
    for (const [raw, abnormal] of [
      [0xff, undefined],
      [0xfe, ['motors[0].no']],
    ] as const) {
      const bytes = patch(motors, DATA + 2, raw);
      const body = decoded(bytes);
      expect(body.motors![0]!.no).toBeNull();
      expect(body.abnormal).toEqual(abnormal);
      expect(
        toHex(
          encode({
            edition: 2016,
            command: 'realtime',
            response: 'command',
            vin: VIN,
            encryption: 'none',
            body,
          } as FrameInput),
        ),
      ).toBe(toHex(bytes));
    }

    const extremes = report(2016, {
      extremes: {
        maxCellVoltage: { subsystem: 1, cell: 2, value: 3.5 },
        minCellVoltage: { subsystem: 1, cell: 3, value: 3.4 },
        maxTemp: { subsystem: 1, probe: 4, value: 30 },
        minTemp: { subsystem: 1, probe: 5, value: 20 },
      },
    });
    let bytes = extremes;
    for (const at of [1, 2, 9, 10]) bytes = patch(bytes, DATA + at, 0xff);
    const e = decoded(bytes).extremes!;
    expect([e.maxCellVoltage.subsystem, e.maxCellVoltage.cell, e.maxTemp.subsystem, e.maxTemp.probe]).toEqual(
      [null, null, null, null],
    );

    // 2025 coordinate system: type 0x05, status, then the system byte
    const pos = report(2025, { position: { valid: true, lng: 116.4, lat: 39.9, coordSystem: 2 } });
    const noSystem = patch(pos, DATA + 2, 0xff);
    expect(decoded(noSystem).position!.coordSystem).toBeNull();
    expect(
      toHex(
        encode({
          edition: 2025,
          command: 'realtime',
          response: 'command',
          vin: VIN,
          encryption: 'none',
          body: decoded(noSystem),
        } as FrameInput),
      ),
    ).toBe(toHex(noSystem));
  });

  it('longitude and latitude of 0xFFFFFFFF are null, never -4294.97', () => {
    const pos = report(2016, { position: { valid: false, lng: -116.4, lat: -39.9 } });
    let bytes = pos;
    for (let i = 2; i < 10; i++) bytes = patch(bytes, DATA + i, 0xff);
    const p = decoded(bytes).position!;
    expect(p.lng).toBeNull();
    expect(p.lat).toBeNull();
    expect(
      toHex(
        encode({
          edition: 2016,
          command: 'realtime',
          response: 'command',
          vin: VIN,
          encryption: 'none',
          body: decoded(bytes),
        } as FrameInput),
      ),
    ).toBe(toHex(bytes));
  });

  it('decoded bodies carry no keys for absent blocks or fields of the other edition', () => {
    const vehicle = {
      status: 1,
      chargeStatus: 3,
      runMode: 1,
      speed: 50,
      mileage: 1000,
      voltage: 350,
      current: 10,
      soc: 80,
      dcdc: 1,
      gear: 14,
      braking: false,
      driving: true,
      insulation: 500,
    } as const;
    const b2016 = decoded(report(2016, { vehicle: { ...vehicle, accelerator: 10, brake: 0 } }));
    expect(Object.keys(b2016)).toEqual(['time', 'vehicle']);
    expect('gearValid' in b2016.vehicle!).toBe(false);
    const b2025 = decoded(report(2025, { vehicle: { ...vehicle, gearValid: true } }));
    expect(Object.keys(b2025)).toEqual(['time', 'vehicle']);
    expect('accelerator' in b2025.vehicle! || 'brake' in b2025.vehicle!).toBe(false);
    expect(Object.values(b2016).includes(undefined)).toBe(false);
  });

  it('reserved bits of the gear and position status bytes encode back as they came', () => {
    const bytes = report(2016, {
      vehicle: {
        status: 1,
        chargeStatus: 3,
        runMode: 1,
        speed: 0,
        mileage: 0,
        voltage: 0,
        current: 0,
        soc: 0,
        dcdc: 2,
        gear: 0,
        braking: false,
        driving: false,
        insulation: 0,
        accelerator: 0,
        brake: 0,
      },
      position: { valid: true, lng: 1, lat: 1 },
    });
    // vehicle: type, then 15 bytes before the gear byte; position after the 21-byte vehicle block
    const odd = patch(patch(bytes, DATA + 1 + 15, 0xc0), DATA + 21 + 1, 0xf8);
    const body = decoded(odd);
    expect(body.vehicle!.gearReserved).toBe(0xc0);
    expect(body.position!.reserved).toBe(0xf8);
    expect(
      toHex(
        encode({
          edition: 2016,
          command: 'realtime',
          response: 'command',
          vin: VIN,
          encryption: 'none',
          body,
        } as FrameInput),
      ),
    ).toBe(toHex(odd));
  });
});
