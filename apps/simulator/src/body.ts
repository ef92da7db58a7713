import type { VehicleModel } from './vehicle';

/**
 * The vendor extension of terminal control (0x82) the platform's remote control uses: command id
 * 0x90, parameters function, action (0 off / unlock / close, 1 on / lock / open) and argument
 * (wind level, reserved capacity, preheat type). See docs/control.md.
 */
export const BODY_CONTROL_COMMAND_ID = 0x90;

export const BODY_FUNCTIONS = {
  0x01: 'lock',
  0x02: 'trunk',
  0x03: 'air',
  0x04: 'recharge',
  0x05: 'window',
  0x06: 'light',
  0x07: 'findCar',
  0x08: 'flashLightCtrl',
  0x09: 'whistleCtrl',
  0x0a: 'tempStart',
  0x0b: 'batteryCharge',
  0x0c: 'preheat',
  0x0d: 'seatHeat',
} as const;
export type BodyFunction = (typeof BODY_FUNCTIONS)[keyof typeof BODY_FUNCTIONS];

/**
 * Why the body refused a control: the byte a refusal carries after the echoed command id (answer
 * flag 0x02, body time | 0x90 | reason; docs/control.md).
 */
export const BODY_REFUSALS = {
  /** a door, the trunk or a window, or a temporary start, while the vehicle moves */
  moving: 0x01,
  /** an argument out of range (wind level, capacity, preheat type, seat or heat level) */
  outOfRange: 0x02,
  /** a function or action the body does not know */
  unknown: 0x03,
} as const;
export type BodyRefusal = (typeof BODY_REFUSALS)[keyof typeof BODY_REFUSALS];

/** Controls that move a door, the trunk or a window: refused while the vehicle moves. */
const MOVING_PARTS: ReadonlySet<BodyFunction> = new Set(['lock', 'trunk', 'window']);

/** The simulated car body: what remote controls change. */
export class CarBody {
  doorsLocked = true;
  trunkOpen = false;
  windowsOpen = false;
  lightsOn = false;
  airOn = false;
  windLevel = 0;
  rechargeCapacity = 0;
  tempStarted = false;
  batteryTopUp = false;
  preheatType = 0;
  /** seat-heating level 0 (off) to 3 of the driver's (1), front passenger's (2) and rear (3) seats */
  readonly seatHeat: Record<1 | 2 | 3, number> = { 1: 0, 2: 0, 3: 0 };
  /** every control applied, newest last (tests and logs) */
  readonly applied: { fn: BodyFunction; on: boolean; argument: number }[] = [];

  /** the reason of the last refusal, null after a control applied */
  refusal: BodyRefusal | null = null;

  /**
   * Applies a control to the body, or refuses it (false, the reason in `refusal`) when the
   * vehicle's state forbids it: doors, trunk and windows do not move while driving, nor does a
   * temporary start begin; arguments out of range are refused.
   */
  apply(vehicle: Pick<VehicleModel, 'mode' | 'speed'>, hex: string | undefined): boolean {
    this.refusal = this.change(vehicle, hex);
    return this.refusal === null;
  }

  private change(vehicle: Pick<VehicleModel, 'mode' | 'speed'>, hex: string | undefined): BodyRefusal | null {
    const { moving: inMotion, outOfRange, unknown } = BODY_REFUSALS;
    if (!hex || !/^[0-9A-Fa-f]{6}$/.test(hex)) return unknown;
    const code = parseInt(hex.slice(0, 2), 16) as keyof typeof BODY_FUNCTIONS;
    const fn = BODY_FUNCTIONS[code];
    const action = parseInt(hex.slice(2, 4), 16);
    const argument = parseInt(hex.slice(4, 6), 16);
    if (!fn || action > 1) return unknown;
    const on = action === 1;
    const moving = vehicle.mode === 'driving' || vehicle.speed > 0;
    if (moving && MOVING_PARTS.has(fn)) return inMotion;
    switch (fn) {
      case 'lock':
        this.doorsLocked = on;
        break;
      case 'trunk':
        this.trunkOpen = on;
        break;
      case 'window':
        this.windowsOpen = on;
        break;
      case 'light':
        this.lightsOn = on;
        break;
      case 'air':
        if (on && (argument < 1 || argument > 7)) return outOfRange;
        this.airOn = on;
        this.windLevel = on ? argument : 0;
        break;
      case 'recharge':
        if (on && ![80, 85, 90, 95, 100].includes(argument)) return outOfRange;
        this.rechargeCapacity = on ? argument : 0;
        break;
      case 'tempStart':
        if (on && moving) return inMotion;
        this.tempStarted = on;
        break;
      case 'batteryCharge':
        this.batteryTopUp = on;
        break;
      case 'preheat':
        if (on && argument > 2) return outOfRange;
        this.preheatType = on ? argument : 0;
        break;
      case 'seatHeat': {
        // argument: seat in the high nibble (1-3), level in the low one (1-3 on, 0 off)
        const seat = argument >> 4;
        const level = argument & 0x0f;
        if (seat < 1 || seat > 3) return outOfRange;
        if (on ? level < 1 || level > 3 : level !== 0) return outOfRange;
        this.seatHeat[seat as 1 | 2 | 3] = level;
        break;
      }
      default:
        // find car, flash lights, horn: momentary, nothing to keep
        break;
    }
    this.applied.push({ fn, on, argument });
    return null;
  }
}
