import type { AbnormalLocationKind } from '@chelian/contracts/resources/alarm/terminal';
import { provinceAt } from '@chelian/contracts/geo/locate';
import { distanceKm, FROZEN_KMH, FROZEN_MS, JUMP_KMH, JUMP_MIN_KM } from './terminal-rules';

/** The last trusted fix of a vehicle, as the worker keeps it. */
export interface LastFix {
  at: number;
  lng: number;
  lat: number;
  /** the fix was outside China (an OUTSIDE anomaly is written once per stay outside) */
  outside: boolean;
  /** since when these very coordinates have been reported */
  sameSince: number;
  /** a FROZEN anomaly was written for this run of the same coordinates */
  frozen: boolean;
}

export interface LocationAnomaly {
  kind: AbnormalLocationKind;
  at: number;
  lng: number;
  lat: number;
  prev: { at: number; lng: number; lat: number } | null;
  distanceKm: number | null;
  speedKmh: number | null;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Checks one fix against the vehicle's last one and moves it on. A fix outside China is written
 * when the vehicle leaves (not once per report while away); a jump is a move faster than JUMP_KMH
 * over more than JUMP_MIN_KM, and the jumped-to fix is not trusted as the next one's origin (a
 * single stray fix then gives one anomaly, not two); a frozen fix is the same coordinates for
 * FROZEN_MS while the vehicle reports FROZEN_KMH or more. A fix older than the last (reissued) is
 * only checked for being outside.
 */
export function checkFix(
  last: LastFix | undefined,
  at: number,
  lng: number,
  lat: number,
  speed: number | null,
): { next: LastFix; anomalies: LocationAnomaly[] } {
  const anomalies: LocationAnomaly[] = [];
  const outside = provinceAt(lng, lat) === null;
  const prev = last ? { at: last.at, lng: last.lng, lat: last.lat } : null;
  if (outside && !last?.outside)
    anomalies.push({ kind: 'OUTSIDE', at, lng, lat, prev, distanceKm: null, speedKmh: null });
  if (!last) return { next: { at, lng, lat, outside, sameSince: at, frozen: false }, anomalies };
  if (at <= last.at) return { next: last, anomalies };
  const km = distanceKm(last.lng, last.lat, lng, lat);
  const kmh = km / ((at - last.at) / 3_600_000);
  if (km > JUMP_MIN_KM && kmh > JUMP_KMH) {
    anomalies.push({ kind: 'JUMP', at, lng, lat, prev, distanceKm: round(km, 3), speedKmh: round(kmh, 1) });
    return { next: { ...last, outside: outside || last.outside }, anomalies };
  }
  const same = lng === last.lng && lat === last.lat;
  const next: LastFix = {
    at,
    lng,
    lat,
    outside,
    sameSince: same ? last.sameSince : at,
    frozen: same ? last.frozen : false,
  };
  if (same && !next.frozen && speed !== null && speed >= FROZEN_KMH && at - next.sameSince >= FROZEN_MS) {
    next.frozen = true;
    anomalies.push({ kind: 'FROZEN', at, lng, lat, prev, distanceKm: 0, speedKmh: speed });
  }
  return { next, anomalies };
}
