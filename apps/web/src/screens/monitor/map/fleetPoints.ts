import { MAP_STATES, type MapData, type VehicleStatePush } from '@chelian/contracts/monitor';
import { wgs84ToGcj02 } from '@chelian/contracts/geo/locate';
import { vehicleStateOf } from '../liveRows';
import { project } from './mercator';

/**
 * The fleet as typed arrays the map draws from (zoom-0 world pixels and state codes), with what
 * decides a state kept per vehicle so pushed changes recolour and move markers in place.
 */
export interface FleetPoints {
  ids: number[];
  vins: string[];
  xs: Float64Array;
  ys: Float64Array;
  states: Uint8Array;
  online: Uint8Array;
  alarm: Uint8Array;
  charging: Uint8Array;
  moving: Uint8Array;
  indexOf: Map<number, number>;
  gcj02: boolean;
}

const code = (name: (typeof MAP_STATES)[number]) => MAP_STATES.indexOf(name);

export function toFleetPoints(data: MapData): FleetPoints {
  const n = data.ids.length;
  const gcj02 = Boolean(data.tiles.url) && data.tiles.coord === 'gcj02';
  const points: FleetPoints = {
    ids: data.ids,
    vins: data.vins,
    xs: new Float64Array(n),
    ys: new Float64Array(n),
    states: Uint8Array.from(data.states),
    online: new Uint8Array(n),
    alarm: new Uint8Array(n),
    charging: new Uint8Array(n),
    moving: new Uint8Array(n),
    indexOf: new Map(data.ids.map((id, i) => [id, i])),
    gcj02,
  };
  for (let i = 0; i < n; i++) {
    place(points, i, data.lng[i]!, data.lat[i]!);
    const state = data.states[i]!;
    points.online[i] = state === code('offline') ? 0 : 1;
    points.alarm[i] = state === code('alarm') ? 1 : 0;
    points.charging[i] = state === code('charging') ? 1 : 0;
    points.moving[i] = state === code('driving') ? 1 : 0;
  }
  return points;
}

function place(points: FleetPoints, i: number, lng: number, lat: number) {
  const [x, y] = points.gcj02 ? project(...wgs84ToGcj02(lng, lat)) : project(lng, lat);
  points.xs[i] = x;
  points.ys[i] = y;
}

/** Applies pushed state in place; returns whether any vehicle on the map changed. */
export function applyPushes(points: FleetPoints, pushes: VehicleStatePush[]): boolean {
  let changed = false;
  for (const p of pushes) {
    const i = points.indexOf.get(p.vehicleId);
    if (i === undefined) continue;
    changed = true;
    if (p.lng != null && p.lat != null) place(points, i, p.lng, p.lat);
    if (p.online !== undefined) points.online[i] = p.online ? 1 : 0;
    if (p.alarmLevel !== undefined) points.alarm[i] = (p.alarmLevel ?? 0) > 0 ? 1 : 0;
    if (p.charging !== undefined) points.charging[i] = p.charging ? 1 : 0;
    if (p.speed !== undefined) points.moving[i] = (p.speed ?? 0) > 0 ? 1 : 0;
    const state = vehicleStateOf({
      onlineStatus: points.online[i] ? 1 : 0,
      alarmLevel: points.alarm[i]!,
      charging: points.charging[i] ? 1 : 0,
      speed: points.moving[i]!,
    });
    points.states[i] = code(state);
  }
  return changed;
}
