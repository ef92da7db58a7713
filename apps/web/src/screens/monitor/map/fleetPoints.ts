import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONFeatureDiff } from 'maplibre-gl';
import { MAP_STATES, type MapData, type VehicleStatePush } from '@chelian/contracts/monitor';
import type { LngLat } from '../../../widgets/map';
import { vehicleStateOf } from '../liveRows';

/**
 * The fleet as typed arrays (WGS-84 positions, state codes), with what decides a state kept per
 * vehicle so pushed changes recolour and move markers in place. A vehicle's index is its feature id
 * on the map.
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

/** Applies pushed state in place; returns the indexes of the vehicles on the map that changed. */
export function applyPushes(points: FleetPoints, pushes: VehicleStatePush[]): number[] {
  const changed: number[] = [];
  for (const p of pushes) {
    const i = points.indexOf.get(p.vehicleId);
    if (i === undefined) continue;
    changed.push(i);
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
  }
  return changed;
}

/** Vehicles per state, in the order of MAP_STATES. */
export function stateCounts(points: FleetPoints): number[] {
  const out = new Array<number>(MAP_STATES.length).fill(0);
  for (const s of points.states) out[s] = (out[s] ?? 0) + 1;
  return out;
}

type Display = (lng: number, lat: number) => LngLat;

function feature(points: FleetPoints, i: number, display: Display): Feature<Point, { s: number }> {
  return {
    type: 'Feature',
    id: i,
    properties: { s: points.states[i]! },
    geometry: { type: 'Point', coordinates: display(points.lng[i]!, points.lat[i]!) },
  };
}

/** The whole fleet as the map's GeoJSON, positions in the datum of the tiles (`display`). */
export function fleetFeatures(
  points: FleetPoints,
  display: Display,
): FeatureCollection<Point, { s: number }> {
  const features = new Array<Feature<Point, { s: number }>>(points.vins.length);
  for (let i = 0; i < features.length; i++) features[i] = feature(points, i, display);
  return { type: 'FeatureCollection', features };
}

/** The map's update for the vehicles changed: position and state. */
export function fleetDiff(
  points: FleetPoints,
  indexes: Iterable<number>,
  display: Display,
): GeoJSONFeatureDiff[] {
  return Array.from(indexes, (i) => ({
    id: i,
    newGeometry: { type: 'Point', coordinates: display(points.lng[i]!, points.lat[i]!) },
    addOrUpdateProperties: [{ key: 's', value: points.states[i]! }],
  }));
}
