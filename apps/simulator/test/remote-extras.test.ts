import { describe, expect, it } from 'vitest';
import { decode, encode } from '@chelian/gb32960';
import { parseDiagnosis } from '@chelian/contracts/diagnosis';
import { CarBody } from '../src/body';
import { DIAGNOSIS_COMMAND_ID, diagnose } from '../src/diagnosis';
import { VehicleModel } from '../src/vehicle';
import { CITIES } from '../src/cities';

const TIME = '2026-11-26T08:00:00';

describe('seat heating on the simulated vehicle', () => {
  it('heats each seat at levels 1-3 and switches it off, refusing anything else', () => {
    const body = new CarBody();
    const driving = { mode: 'driving' as const, speed: 60 };
    // seat in the high nibble, level in the low one; allowed while driving, as in a real car
    expect(body.apply(driving, '0D0113')).toBe(true);
    expect(body.apply(driving, '0D0122')).toBe(true);
    expect(body.seatHeat).toEqual({ 1: 3, 2: 2, 3: 0 });
    expect(body.apply(driving, '0D0010')).toBe(true);
    expect(body.seatHeat).toEqual({ 1: 0, 2: 2, 3: 0 });
    for (const refused of ['0D0114', '0D0110', '0D0141', '0D0101', '0D0012', '0D0230'])
      expect(body.apply(driving, refused), refused).toBe(false);
    expect(body.seatHeat).toEqual({ 1: 0, 2: 2, 3: 0 });
  });
});

describe('remote diagnosis on the simulated vehicle', () => {
  const vehicle = () =>
    new VehicleModel(
      { city: CITIES[0]!, seed: 11, soc: 64, mileage: 4321.5 },
      Date.parse('2026-11-26T00:00:00Z'),
    );

  it('answers protocol GPRS11, group 02 with the values its reports carry and the fault codes of its alarm', () => {
    const v = vehicle();
    v.randomAlarms = false;
    v.alarm = { level: 2, flags: 1 << 15, motorFaults: [0x100f03], otherFaults: [0x100c01] };
    const hex = diagnose(v, '0B02', TIME);
    const data = parseDiagnosis(hex);
    expect(data).not.toBeNull();
    const report = v.report(2016, TIME);
    expect(data!.values).toMatchObject({
      vehicleStatus: 2,
      runMode: 1,
      engineStatus: null,
      crankshaftSpeed: null,
      fuelRate: null,
      speed: 0,
      mileage: 4321.5,
      soc: 64,
      voltage: report.vehicle!.voltage,
      current: report.vehicle!.current,
      gear: 15,
      motorStatus: 3,
      motorSpeed: 0,
      motorTorque: 0,
      motorTemp: report.motors![0]!.temp,
      batteryTemp: report.extremes!.maxTemp!.value,
      insulation: report.vehicle!.insulation,
    });
    expect(data!.faults).toEqual([
      { controller: 'motor', codes: [0x100f03] },
      { controller: 'other', codes: [0x100c01] },
    ]);
    v.alarm = null;
    expect(parseDiagnosis(diagnose(v, '0B02', TIME))!.faults).toEqual([]);
  });

  it('refuses another protocol or group', () => {
    const v = vehicle();
    for (const hex of ['0B01', '0A02', '0B', '', undefined, 'ZZZZ'])
      expect(diagnose(v, hex, TIME), String(hex)).toBeNull();
  });

  it('the answer frame decodes with the codec, and a damaged one does not throw', () => {
    const v = vehicle();
    const hex = diagnose(v, '0B02', TIME)!;
    const vin = 'LCLDIAG0000000001';
    const bytes = encode({
      edition: 2016,
      commandId: 0x82,
      response: 'ok',
      vin,
      encryption: 'none',
      body: { time: TIME, commandId: DIAGNOSIS_COMMAND_ID, hex },
    } as Parameters<typeof encode>[0]);
    const r = decode(bytes);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.frame.command).toBe('control');
    expect(r.frame.response).toBe('ok');
    expect(r.frame.body).toMatchObject({ commandId: DIAGNOSIS_COMMAND_ID, command: 'custom', hex });
    // cut short: the codec still decodes the frame, the data unit is refused by the parser rather than thrown on
    const short = encode({
      edition: 2016,
      commandId: 0x82,
      response: 'ok',
      vin,
      encryption: 'none',
      body: { time: TIME, commandId: DIAGNOSIS_COMMAND_ID, hex: hex.slice(0, 20) },
    } as Parameters<typeof encode>[0]);
    const cut = decode(short);
    expect(cut.ok).toBe(true);
    if (cut.ok) expect(parseDiagnosis((cut.frame.body as { hex?: string }).hex)).toBeNull();
    expect(parseDiagnosis(`${hex}00`)).toBeNull();
    expect(parseDiagnosis('not hex')).toBeNull();
  });
});
