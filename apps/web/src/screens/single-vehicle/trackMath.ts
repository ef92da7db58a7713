import type { TrackPoint } from '@chelian/contracts/monitor';

/** The index of the last point at or before the time (binary search; points are in time order). */
export function indexAt(points: TrackPoint[], time: number): number {
  let lo = 0;
  let hi = points.length - 1;
  if (hi < 0 || time <= points[0]!.time) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (points[mid]!.time <= time) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where the vehicle was at a time, taken on the straight line between the fixes around it. */
export interface TrackPosition {
  /** the last fix at or before the time */
  index: number;
  /** how far from that fix towards the next one, 0 to 1 */
  fraction: number;
  lng: number;
  lat: number;
}

/**
 * The position at a time: linear in time between the fix at or before it and the next one, so a
 * marker glides along the track instead of jumping from fix to fix (fixes come every 10 to 30 s).
 * Before the first fix it is the first, after the last the last.
 */
export function positionAt(points: TrackPoint[], time: number): TrackPosition | null {
  if (points.length === 0) return null;
  const index = indexAt(points, time);
  const a = points[index]!;
  const b = points[index + 1];
  const span = b ? b.time - a.time : 0;
  const fraction = b && span > 0 ? Math.min(1, Math.max(0, (time - a.time) / span)) : 0;
  if (!b || fraction === 0) return { index, fraction, lng: a.lng, lat: a.lat };
  return {
    index,
    fraction,
    lng: a.lng + (b.lng - a.lng) * fraction,
    lat: a.lat + (b.lat - a.lat) * fraction,
  };
}

const RAD = Math.PI / 180;

/**
 * The initial great-circle bearing from one position to another, degrees clockwise from north in
 * [0, 360); null when they are the same place. Web Mercator keeps angles, so this is also the
 * direction on the map.
 */
export function bearing(from: { lng: number; lat: number }, to: { lng: number; lat: number }): number | null {
  if (from.lng === to.lng && from.lat === to.lat) return null;
  const f1 = from.lat * RAD;
  const f2 = to.lat * RAD;
  const dl = (to.lng - from.lng) * RAD;
  const y = Math.sin(dl) * Math.cos(f2);
  const x = Math.cos(f1) * Math.sin(f2) - Math.sin(f1) * Math.cos(f2) * Math.cos(dl);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/**
 * The heading at each fix: the bearing towards the next fix. A vehicle standing still (the next
 * fix in the same place) keeps the heading it arrived with; one standing from the start takes the
 * heading it leaves with; the last fix keeps the one before. 0 (north) when it never moves.
 */
export function headingsOf(points: TrackPoint[]): number[] {
  const out: (number | null)[] = points.map((p, i) => (points[i + 1] ? bearing(p, points[i + 1]!) : null));
  let last = out.find((h) => h !== null) ?? 0;
  return out.map((h) => (last = h ?? last));
}

export type SpeedBand = 'standing' | 'slow' | 'moderate' | 'fast';

/** The bands in order of speed, each below its upper bound in km/h (standing: 0). */
export const SPEED_BANDS: readonly { band: SpeedBand; below: number; colour: string }[] = [
  { band: 'standing', below: 0, colour: '#8c8c8c' },
  { band: 'slow', below: 30, colour: '#52c41a' },
  { band: 'moderate', below: 60, colour: '#faad14' },
  { band: 'fast', below: Infinity, colour: '#f5222d' },
];

/** The band of a speed: standing (0 or unknown), slow, moderate, fast. */
export function speedBand(speed: number | null): SpeedBand {
  const v = speed ?? 0;
  if (v <= 0) return 'standing';
  return SPEED_BANDS.find((b) => v < b.below)!.band;
}

/** A stretch of the track in one speed band: the fixes from..to (inclusive, to > from). */
export interface SpeedRun {
  band: SpeedBand;
  from: number;
  to: number;
}

/**
 * The track cut into runs of one speed band, a segment taking the band of the speed reported at
 * its end (the speed it was driven at). A day of 30 s fixes is some 2,900 segments but a few
 * hundred runs: one line each.
 */
export function speedRuns(points: TrackPoint[]): SpeedRun[] {
  const runs: SpeedRun[] = [];
  for (let i = 1; i < points.length; i++) {
    const band = speedBand(points[i]!.speed);
    const run = runs[runs.length - 1];
    if (run && run.band === band) run.to = i;
    else runs.push({ band, from: i - 1, to: i });
  }
  return runs;
}

/** Runs of standing points (speed 0) lasting at least minMs: where the vehicle stopped. */
export function stopsOf(points: TrackPoint[], minMs = 60_000): { index: number; from: number; to: number }[] {
  const stops: { index: number; from: number; to: number }[] = [];
  let start = -1;
  for (let i = 0; i <= points.length; i++) {
    const standing = i < points.length && (points[i]!.speed ?? 0) <= 0;
    if (standing && start < 0) start = i;
    if (!standing && start >= 0) {
      const from = points[start]!.time;
      const to = points[i - 1]!.time;
      if (to - from >= minMs) stops.push({ index: start, from, to });
      start = -1;
    }
  }
  return stops;
}

/** The bounds [[west, south], [east, north]] of positions; null for none. */
export function boundsOf(
  positions: readonly [number, number][],
): [[number, number], [number, number]] | null {
  if (positions.length === 0) return null;
  let [w, s] = positions[0]!;
  let [e, n] = positions[0]!;
  for (const [lng, lat] of positions) {
    w = Math.min(w, lng);
    e = Math.max(e, lng);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return [
    [w, s],
    [e, n],
  ];
}

export const PLAY_SPEEDS = [1, 2, 4, 8, 16, 32] as const;
