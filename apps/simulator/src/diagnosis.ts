import type { VehicleModel } from './vehicle';

/**
 * The vendor extension of terminal control (0x82) for remote diagnosis: command id 0x93,
 * parameters protocol (11, GPRS11) and group key (0x02, engine condition data). The terminal
 * answers the same command, flag 0x01, with time | 0x93 | the data unit built here; any other
 * protocol or group is refused (flag 0x02). See docs/control.md.
 */
export const DIAGNOSIS_COMMAND_ID = 0x93;
const PROTOCOL_GPRS11 = 11;
const GROUP_ENGINE = 0x02;

/** Controller bytes of the fault lists: 1 battery (BMS), 2 drive motor (MCU), 3 engine (ECU), 4 other. */
const CONTROLLERS = { storageFaults: 1, motorFaults: 2, engineFaults: 3, otherFaults: 4 } as const;

class Bytes {
  readonly out: number[] = [];
  u(value: number | null | undefined, size: 1 | 2 | 4): this {
    // absent or out of range: the standard's "invalid" (all ones)
    const max = 256 ** size - 1;
    const v =
      value === null || value === undefined || !Number.isFinite(value) || value < 0 || value >= max
        ? max
        : Math.round(value);
    for (let i = size - 1; i >= 0; i--) this.out.push(Math.floor(v / 256 ** i) % 256);
    return this;
  }
  hex(): string {
    return this.out
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  }
}

/**
 * The answer's data unit for a request (hex after the command id), or null to refuse it. The values
 * are those of the real-time report the vehicle would send now (the same model builds both), and
 * the fault lists are the codes its reports carry, so a diagnosis agrees with the frames. The
 * simulated car is battery-electric: no engine, so engine status, crankshaft speed and fuel
 * consumption are "invalid" and the engine controller lists nothing.
 */
export function diagnose(vehicle: VehicleModel, hex: string | undefined, time: string): string | null {
  if (!hex || !/^[0-9A-Fa-f]{4}$/.test(hex)) return null;
  if (parseInt(hex.slice(0, 2), 16) !== PROTOCOL_GPRS11 || parseInt(hex.slice(2, 4), 16) !== GROUP_ENGINE)
    return null;
  const report = vehicle.report(2016, time);
  const v = report.vehicle!;
  const motor = report.motors![0]!;
  const maxTemp = report.extremes?.maxTemp?.value;
  const alarm = report.alarm!;
  // a scaled value, or null (invalid) when the report has none
  const scaled = (value: number | null | undefined, scale: number, offset = 0) =>
    value === null || value === undefined ? null : (value + offset) * scale;
  const w = new Bytes()
    .u(GROUP_ENGINE, 1)
    .u(v.status, 1)
    .u(v.runMode, 1)
    .u(null, 1) // engine status: none
    .u(null, 2) // crankshaft speed
    .u(null, 2) // fuel consumption rate
    .u(scaled(v.speed, 10), 2)
    .u(scaled(v.mileage, 10), 4)
    .u(v.soc, 1)
    .u(scaled(v.voltage, 10), 2)
    .u(scaled(v.current, 10, 1000), 2)
    .u(v.gear, 1)
    .u(motor.status, 1)
    .u(scaled(motor.rpm, 1, 20000), 2)
    .u(scaled(motor.torque, 10, 2000), 2)
    .u(scaled(motor.temp, 1, 40), 1)
    .u(scaled(maxTemp, 1, 40), 1)
    .u(v.insulation, 2);
  const lists = (Object.keys(CONTROLLERS) as (keyof typeof CONTROLLERS)[]).map((key) => ({
    controller: CONTROLLERS[key],
    codes: (alarm[key] ?? []) as number[],
  }));
  const held = lists.filter((l) => l.codes.length > 0);
  w.u(held.length, 1);
  for (const l of held) {
    w.u(l.controller, 1).u(l.codes.length, 1);
    for (const code of l.codes) w.u(code, 4);
  }
  return w.hex();
}
