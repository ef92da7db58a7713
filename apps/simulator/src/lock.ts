import type { VehicleModel } from './vehicle';

/**
 * The vendor extension of terminal control (0x82) for remote lock and speed limits: command id
 * 0x91, parameters function (0x01 lock, 0x02 unlock, 0x03 speed limit, 0x04 cancel the speed
 * limit, 0x05 mileage change, 0x06 urgent reset) and argument (the speed-limit level 1-3; for a
 * mileage change the new odometer in 0.1 km, 4 bytes). See docs/control.md.
 */
export const LOCK_COMMAND_ID = 0x91;

/** Speed-limit levels: km/h. */
export const SPEED_LIMITS: Record<number, number> = { 1: 50, 2: 10, 3: 5 };

/** Applies a lock command to the vehicle; false when refused (unknown function or level). */
export function applyLock(
  vehicle: Pick<VehicleModel, 'speedCap' | 'immobilized' | 'mileage'>,
  hex: string | undefined,
): boolean {
  if (hex && /^05[0-9A-Fa-f]{8}$/.test(hex)) {
    // the odometer reported in later frames starts from the new value
    vehicle.mileage = parseInt(hex.slice(2), 16) / 10;
    return true;
  }
  if (!hex || !/^[0-9A-Fa-f]{4}$/.test(hex)) return false;
  const fn = parseInt(hex.slice(0, 2), 16);
  const argument = parseInt(hex.slice(2, 4), 16);
  switch (fn) {
    case 0x01:
      vehicle.immobilized = true;
      return true;
    case 0x02:
      vehicle.immobilized = false;
      return true;
    case 0x03:
      if (!SPEED_LIMITS[argument]) return false;
      vehicle.speedCap = SPEED_LIMITS[argument]!;
      return true;
    case 0x04:
      vehicle.speedCap = null;
      return true;
    case 0x06:
      // urgent reset: back to a free vehicle, whatever was commanded before
      vehicle.immobilized = false;
      vehicle.speedCap = null;
      return true;
    default:
      return false;
  }
}
