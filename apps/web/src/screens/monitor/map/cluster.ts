import { MAP_STATES } from '@chelian/contracts/monitor';

export interface Cluster {
  /** screen position (mean of members) */
  x: number;
  y: number;
  count: number;
  /** index of one member (the only one when count is 1) */
  first: number;
  /** members per state code */
  states: number[];
}

/**
 * Grid clustering in screen space: points (zoom-0 world pixels, projected by `toScreen`) falling
 * in one `cell`-pixel square of the view become one cluster. Points outside the view (with a
 * margin) are skipped, so the cost follows the number of points, not the map.
 */
export function clusterPoints(
  xs: Float64Array,
  ys: Float64Array,
  states: ArrayLike<number>,
  toScreen: (x: number, y: number) => [number, number],
  width: number,
  height: number,
  cell = 56,
): Cluster[] {
  const cells = new Map<number, Cluster>();
  const columns = Math.ceil(width / cell) + 2;
  for (let i = 0; i < xs.length; i++) {
    const [sx, sy] = toScreen(xs[i]!, ys[i]!);
    if (sx < -cell || sy < -cell || sx > width + cell || sy > height + cell) continue;
    const key = (Math.floor(sy / cell) + 1) * columns + Math.floor(sx / cell) + 1;
    let c = cells.get(key);
    if (!c) {
      c = { x: 0, y: 0, count: 0, first: i, states: new Array<number>(MAP_STATES.length).fill(0) };
      cells.set(key, c);
    }
    c.x += sx;
    c.y += sy;
    c.count += 1;
    c.states[states[i]!] = (c.states[states[i]!] ?? 0) + 1;
  }
  const out = [...cells.values()];
  for (const c of out) {
    c.x /= c.count;
    c.y /= c.count;
  }
  return out;
}

/** The state a cluster is drawn in: alarm when any member alarms, else its most common state. */
export function clusterState(c: Cluster): number {
  const alarm = MAP_STATES.indexOf('alarm');
  if ((c.states[alarm] ?? 0) > 0) return alarm;
  let best = 0;
  for (let s = 1; s < c.states.length; s++) if ((c.states[s] ?? 0) > (c.states[best] ?? 0)) best = s;
  return best;
}
