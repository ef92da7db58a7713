import { CITIES, type City } from './cities';
import { hashString } from './random';
import { fleetVin } from './vin';

/** Who a simulated vehicle is: the same seed and index give the same identity on every run. */
export interface VehicleIdentity {
  index: number;
  vin: string;
  /** 20 digits, unique in the fleet */
  iccid: string;
  /** the terminal's code (TUID) in the archive */
  terminalCode: string;
  /** a green new-energy plate */
  plate: string;
  city: City;
  model: string;
}

/** The demo fleet's seed: the server's demo archive (DEMO_FLEET) and its terminals use it. */
export const DEFAULT_SEED = 'chelian';
export const DEMO_SEED = DEFAULT_SEED;
/**
 * The seed `npm run simulate` and `npm run admin -- fleet register` use unless told otherwise: not
 * the demo fleet's, so a fleet of one's own never logs in as a demo vehicle (and displaces it)
 * while both run against the same platform.
 */
export const FLEET_SEED = 'fleet';

const MODELS = ['CL-E5 城市轿车', 'CL-S7 运动型SUV', 'CL-V9 商务MPV', 'CL-T3 城市物流车'];

export function vehicleIdentity(index: number, seed: number | string = DEFAULT_SEED): VehicleIdentity {
  const base = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const city = CITIES[index % CITIES.length]!;
  const n = String(index).padStart(8, '0');
  const tag = String(base % 10_000_000).padStart(7, '0');
  return {
    index,
    vin: fleetVin(base, index),
    iccid: `89860${tag}${n}`,
    terminalCode: `TB${tag}${n}`,
    plate: `${city.plate}D${String((base + index * 7919) % 100000).padStart(5, '0')}`,
    city,
    model: MODELS[(index + base) % MODELS.length]!,
  };
}

export function fleetIdentities(
  count: number,
  seed: number | string = DEFAULT_SEED,
  offset = 0,
): VehicleIdentity[] {
  return Array.from({ length: count }, (_, i) => vehicleIdentity(offset + i, seed));
}
