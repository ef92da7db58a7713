import type { Feature, FeatureCollection, MultiPoint } from 'geojson';
import type { GeoJSONFeatureDiff } from 'maplibre-gl';
import { MAP_STATES, type MapData, type VehicleStatePush } from '@chelian/contracts/monitor';
import type { LngLat } from '../../../widgets/map';
import { vehicleStateOf } from '../liveRows';

/**
 * The fleet as typed arrays (WGS-84 positions, state codes), with what decides a state kept per
 * vehicle so pushed changes recolour and move markers in place. The map holds one feature per state
 * (see fleetFeatures).
 */
export interface FleetPoints {
  vins: string[];
  lng: Float64Array;
  lat: Float64Array;
  states: Uint8Array;
  online: Uint8Array;
  alarm: Uint8Array;
  charging: Uint8Array;
  moving: Uint8Array;
  indexOf: Map<number, number>;
}

const code = (name: (typeof MAP_STATES)[number]) => MAP_STATES.indexOf(name);

export function toFleetPoints(data: MapData): FleetPoints {
  const n = data.ids.length;
  const points: FleetPoints = {
    vins: data.vins,
    lng: Float64Array.from(data.lng),
    lat: Float64Array.from(data.lat),
    states: Uint8Array.from(data.states),
    online: new Uint8Array(n),
    alarm: new Uint8Array(n),
    charging: new Uint8Array(n),
    moving: new Uint8Array(n),
    indexOf: new Map(data.ids.map((id, i) => [id, i])),
  };
  for (let i = 0; i < n; i++) {
    const state = data.states[i]!;
    points.online[i] = state === code('offline') ? 0 : 1;
    points.alarm[i] = state === code('alarm') ? 1 : 0;
    points.charging[i] = state === code('charging') ? 1 : 0;
    points.moving[i] = state === code('driving') ? 1 : 0;
  }
  return points;
}

/**
 * Applies pushed state in place; returns the states whose vehicles on the map changed (the state a
 * changed vehicle left and the one it is in), the features of the map to send again.
 */
export function applyPushes(points: FleetPoints, pushes: VehicleStatePush[]): Set<number> {
  const touched = new Set<number>();
  for (const p of pushes) {
    const i = points.indexOf.get(p.vehicleId);
    if (i === undefined) continue;
    touched.add(points.states[i]!);
    if (p.lng != null && p.lat != null) {
      points.lng[i] = p.lng;
      points.lat[i] = p.lat;
    }
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
    touched.add(points.states[i]!);
  }
  return touched;
}

/** Vehicles per state, in the order of MAP_STATES. */
export function stateCounts(points: FleetPoints): number[] {
  const out = new Array<number>(MAP_STATES.length).fill(0);
  for (const s of points.states) out[s] = (out[s] ?? 0) + 1;
  return out;
}

type Display = (lng: number, lat: number) => LngLat;
type StateFeature = Feature<MultiPoint, { s: number }>;

/** The vehicles in state `s` as one feature, its id the state code. */
function stateFeature(points: FleetPoints, s: number, display: Display): StateFeature {
  const coordinates: LngLat[] = [];
  for (let i = 0; i < points.states.length; i++)
    if (points.states[i] === s) coordinates.push(display(points.lng[i]!, points.lat[i]!));
  return { type: 'Feature', id: s, properties: { s }, geometry: { type: 'MultiPoint', coordinates } };
}

/**
 * The whole fleet as the map's GeoJSON, positions in the datum of the tiles (`display`): one
 * MultiPoint per state rather than a Point feature per vehicle. maplibre walks and copies what it
 * sends its worker, object by object, and the worker reads it back the same way; a feature is four
 * objects, a position one array, so 100,000 vehicles cost a quarter of the objects (on the loaded
 * bench the main thread took 0.5-1.6 s to post them as Points, 0.15-0.19 s as MultiPoints). The
 * cluster index takes each position as a point of its own, with the state as its properties.
 */
export function fleetFeatures(
  points: FleetPoints,
  display: Display,
): FeatureCollection<MultiPoint, { s: number }> {
  return { type: 'FeatureCollection', features: MAP_STATES.map((_, s) => stateFeature(points, s, display)) };
}

/** The map's update after pushes: the features of the states touched, sent again whole. */
export function fleetDiff(
  points: FleetPoints,
  states: Iterable<number>,
  display: Display,
): GeoJSONFeatureDiff[] {
  return Array.from(states, (s) => ({ id: s, newGeometry: stateFeature(points, s, display).geometry }));
}

/**
 * The vehicle drawn at a point of the map: the one in state `s` nearest to `at` (the point's
 * position as drawn; the tile keeps it to a few metres). Vehicles at the same spot draw as one.
 */
export function vehicleAt(points: FleetPoints, s: number, at: LngLat, display: Display): number | undefined {
  let best: number | undefined;
  let bestDistance = Infinity;
  for (let i = 0; i < points.states.length; i++) {
    if (points.states[i] !== s) continue;
    const [x, y] = display(points.lng[i]!, points.lat[i]!);
    const distance = (x - at[0]) ** 2 + (y - at[1]) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  }
  return best;
}
