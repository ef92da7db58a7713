import type { TrackPoint } from '@chelian/contracts/monitor';

export interface Projected {
  x: number;
  y: number;
}

/** Equirectangular projection of the points into a width x height box (longitude scaled by cos(latitude)). */
export function projectTrack(points: TrackPoint[], width: number, height: number, pad = 10): Projected[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const xs = points.map((p) => p.lng * Math.cos(midLat));
  const ys = points.map((p) => p.lat);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const scale = Math.min(
    (width - 2 * pad) / Math.max(1e-9, maxX - minX),
    (height - 2 * pad) / Math.max(1e-9, maxY - minY),
  );
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  return points.map((_, i) => ({
    x: offsetX + (xs[i]! - minX) * scale,
    y: height - offsetY - (ys[i]! - minY) * scale,
  }));
}

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

/** Colour of a segment by speed: standing, slow, moderate, fast. */
export function speedColour(speed: number | null): string {
  const v = speed ?? 0;
  if (v <= 0) return '#8c8c8c';
  if (v < 30) return '#52c41a';
  if (v < 60) return '#faad14';
  return '#f5222d';
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

export const PLAY_SPEEDS = [1, 2, 4, 8, 16, 32] as const;
