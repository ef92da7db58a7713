import type { Edition } from '@chelian/gb32960';
import { fleetIdentities, DEFAULT_SEED, type VehicleIdentity } from './identity';
import { SimulatedTerminal, type TerminalOptions } from './terminal';
import { demoSigningKey } from './sign';
import { classifyLoginFailure, type Refusal, type RefusalReason } from './refusals';

export interface FleetOptions extends Omit<TerminalOptions, 'identity' | 'index' | 'edition' | 'signingKey'> {
  /** 2025 terminals sign their reports with their demo key (demoSigningKey of the VIN) */
  signing?: boolean;
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
  stats(): {
    online: number;
    realtime: number;
    reissue: number;
    heartbeats: number;
    logins: number;
    answers: number;
    refused: number;
  };
  /** failed logins by reason, with the first of each */
  readonly refusals: Map<RefusalReason, { count: number; first: Refusal }>;
  /**
   * Called once per reason, at its first failed login. A 2016 0x02 (which carries no reason) is
   * followed by one 2025 login of the same VIN, whose answer tells an unknown VIN (0x04) from a
   * known one refused for its ICCID (0x02); `probe` is what that found.
   */
  onRefusal(listener: (first: Refusal, probe: Refusal | 'ok' | null) => void): void;
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
        signingKey: options.signing ? demoSigningKey(identity.vin).privateKey : undefined,
      }),
  );
  const refusals = new Map<RefusalReason, { count: number; first: Refusal }>();
  const listeners: ((first: Refusal, probe: Refusal | 'ok' | null) => void)[] = [];
  const announce = (first: Refusal, probe: Refusal | 'ok' | null) => {
    for (const l of listeners) l(first, probe);
  };
  const failed = (r: Refusal) => {
    const seen = refusals.get(r.reason);
    if (seen) {
      seen.count++;
      return;
    }
    refusals.set(r.reason, { count: 1, first: r });
    if (r.reason !== 'refused') return announce(r, null);
    const probeOf = identities.find((i) => i.vin === r.vin)!;
    probe2025(probeOf, options).then(
      (p) => announce(r, p),
      () => announce(r, null),
    );
  };
  for (const v of vehicles) {
    v.on('loginRefused', (flag) => failed(classifyLoginFailure(v.vin, v.edition, { flag })));
    v.on('loginFailed', (error) => failed(classifyLoginFailure(v.vin, v.edition, { error })));
  }
  const n = vehicles.length;
  const started = Promise.all(
    vehicles.map((v, i) => v.start(n > 1 ? Math.floor((ramp * i) / n) : 0).catch(() => undefined)),
  ).then(() => undefined);
  return {
    vehicles,
    started,
    stop: async (stopOptions) => {
      await Promise.all(vehicles.map((v) => v.stop(stopOptions)));
    },
    refusals,
    onRefusal: (listener) => listeners.push(listener),
    stats: () => {
      let refused = 0;
      for (const r of refusals.values()) refused += r.count;
      const total = { online: 0, realtime: 0, reissue: 0, heartbeats: 0, logins: 0, answers: 0, refused };
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

/**
 * One 2025 login of a VIN whose 2016 login was refused with 0x02, to learn why: 2025 answers an
 * unknown VIN with 0x04 and an ICCID the archive does not assign with 0x02. Logs out at once if it
 * is accepted (the refusal was passing).
 */
async function probe2025(identity: VehicleIdentity, options: FleetOptions): Promise<Refusal | 'ok'> {
  const t = new SimulatedTerminal({
    identity,
    host: options.host,
    port: options.port,
    edition: 2025,
    loginTimeoutMs: 10_000,
    randomAlarms: false,
  });
  try {
    const flag = await t.login();
    if (flag === 'ok') return 'ok';
    return classifyLoginFailure(identity.vin, 2025, { flag });
  } catch (error) {
    return classifyLoginFailure(identity.vin, 2025, { error });
  } finally {
    await t.stop({ logout: true, timeoutMs: 2000 });
  }
}
