import type { Edition } from '@chelian/gb32960';
import { fleetIdentities, DEFAULT_SEED, type VehicleIdentity } from './identity';
import { SimulatedTerminal, type TerminalOptions } from './terminal';

export interface FleetOptions extends Omit<TerminalOptions, 'identity' | 'index' | 'edition'> {
  /** number of terminals */
  vehicles: number;
  /** identities to use instead of the seeded ones */
  identities?: VehicleIdentity[];
  /** first index of the seeded identities (default 0) */
  offset?: number;
  /** 2016, 2025, or 'mixed' (every other terminal speaks 2025) */
  edition?: Edition | 'mixed';
  /** spread the logins over this many milliseconds (default: one report period, at most 10 s) */
  rampMs?: number;
}

export interface Fleet {
  vehicles: SimulatedTerminal[];
  /** resolves when every terminal has had its first try at logging in */
  started: Promise<void>;
  /** stops every terminal; with logout, resolves once every link has flushed and closed */
  stop(options?: { logout?: boolean; timeoutMs?: number }): Promise<void>;
  /** totals over the fleet */
  stats(): { online: number; realtime: number; reissue: number; heartbeats: number; logins: number; answers: number };
}

/** Starts a fleet of terminals in automatic mode against host:port. */
export function startFleet(options: FleetOptions): Fleet {
  const seed = options.seed ?? DEFAULT_SEED;
  const identities = options.identities ?? fleetIdentities(options.vehicles, seed, options.offset ?? 0);
  const interval = options.interval ?? 10;
  const ramp = options.rampMs ?? Math.min(10_000, interval * 1000);
  const vehicles = identities.slice(0, options.vehicles).map(
    (identity, i) =>
      new SimulatedTerminal({
        ...options,
        identity,
        seed,
        edition: options.edition === 'mixed' ? (i % 2 === 0 ? 2016 : 2025) : (options.edition ?? 2016),
      }),
  );
  const n = vehicles.length;
  const started = Promise.all(vehicles.map((v, i) => v.start(n > 1 ? Math.floor((ramp * i) / n) : 0).catch(() => undefined))).then(() => undefined);
  return {
    vehicles,
    started,
    stop: async (stopOptions) => {
      await Promise.all(vehicles.map((v) => v.stop(stopOptions)));
    },
    stats: () => {
      const total = { online: 0, realtime: 0, reissue: 0, heartbeats: 0, logins: 0, answers: 0 };
      for (const v of vehicles) {
        if (v.online) total.online++;
        total.realtime += v.stats.realtime;
        total.reissue += v.stats.reissue;
        total.heartbeats += v.stats.heartbeats;
        total.logins += v.stats.logins;
        total.answers += v.stats.answers;
      }
      return total;
    },
  };
}
