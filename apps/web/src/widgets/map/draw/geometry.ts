import { rectangleRing, type FenceGeometry, type LngLatPair } from '@chelian/contracts/geo/fence';
import type { LngLat } from '../coords';

/** The shapes the drawing tools make; terra-draw's mode names. */
export type DrawShape = 'circle' | 'polygon' | 'rectangle';

type Convert = (lng: number, lat: number) => LngLat;

/** A drawn feature as terra-draw holds it (display coordinates). */
export interface DrawnFeature {
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

/** Spherical web-mercator, the projection terra-draw draws circles in (EPSG:3857). */
const R = 6378137;
/**
 * Ground distances (terra-draw's radius, the alarm check's haversine) use the mean radius: a
 * ground metre is R / EARTH_MEAN / cos(lat) mercator metres, 0.11 % more than 1 / cos(lat).
 */
const EARTH_MEAN = 6371000;
const mercatorPerMetre = (lat: number) => R / EARTH_MEAN / Math.cos((lat * Math.PI) / 180);
const toMercator = ([lng, lat]: LngLat): LngLat => [
  (lng * Math.PI * R) / 180,
  R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
];
const fromMercator = ([x, y]: LngLat): LngLat => [
  (x / R) * (180 / Math.PI),
  (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI),
];

/** 1e-7 degrees is about 1 cm: finer figures are noise of the pointer and the projection. */
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;
/** terra-draw refuses coordinates with more than 9 decimals */
const round9 = (v: number) => Math.round(v * 1e9) / 1e9;

/** The circle terra-draw draws: 64 points at one mercator distance from the centre. */
const CIRCLE_STEPS = 64;

function circleRing(center: LngLat, metres: number): LngLat[] {
  const [cx, cy] = toMercator(center);
  const r = metres * mercatorPerMetre(center[1]);
  const ring: LngLat[] = [];
  for (let i = 0; i < CIRCLE_STEPS; i++) {
    const a = (2 * Math.PI * i) / CIRCLE_STEPS;
    const [lng, lat] = fromMercator([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    ring.push([round9(lng), round9(lat)]);
  }
  ring.push(ring[0]!);
  return ring;
}

const openRing = (ring: LngLat[]) => ring.slice(0, -1);

/**
 * A terra-draw feature as the stored geometry, in WGS-84. A circle's centre is the mercator mean
 * of its points (it was drawn regular there) and its radius the mercator radius back in ground metres,
 * which holds after the circle is dragged too (terra-draw keeps the old radius property then).
 */
export function toGeometry(
  feature: DrawnFeature,
  toStored: Convert,
  holes: readonly DrawnFeature[] = [],
): FenceGeometry | null {
  if (feature.geometry.type !== 'Polygon') return null;
  const ring = (feature.geometry.coordinates as LngLat[][])[0];
  if (!ring || ring.length < 4) return null;
  const stored = (p: LngLat): LngLatPair => {
    const [lng, lat] = toStored(p[0], p[1]);
    return [round7(lng), round7(lat)];
  };
  /** the inner rings, each drawn as a feature of its own (terra-draw edits no polygon with holes) */
  const inner = holes.flatMap((h) => {
    const r = h.geometry.type === 'Polygon' ? (h.geometry.coordinates as LngLat[][])[0] : undefined;
    if (!r || r.length < 4) return [];
    const points = openRing(r).map(stored);
    return [[...points, points[0]!]];
  });
  switch (feature.properties.mode as DrawShape) {
    case 'circle': {
      const points = openRing(ring).map(toMercator);
      const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
      const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
      const r = points.reduce((s, p) => s + Math.hypot(p[0] - cx, p[1] - cy), 0) / points.length;
      const center = fromMercator([cx, cy]);
      const radius = r / mercatorPerMetre(center[1]);
      return { type: 'Circle', center: stored(center), radius: Math.round(radius * 10) / 10 };
    }
    case 'rectangle': {
      // the corners move apart a little in the shift back from GCJ-02: the stored rectangle
      // spans the shifted corners, axis-aligned again
      const corners = openRing(ring).map(stored);
      const lngs = corners.map((p) => p[0]);
      const lats = corners.map((p) => p[1]);
      return {
        type: 'Polygon',
        coordinates: [
          rectangleRing([Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]),
          ...inner,
        ],
      };
    }
    default: {
      const points = openRing(ring).map(stored);
      return { type: 'Polygon', coordinates: [[...points, points[0]!], ...inner] };
    }
  }
}

type DisplayFeature = {
  geometry: { type: 'Polygon'; coordinates: LngLat[][] };
  properties: Record<string, string | number | boolean>;
};

/** The property that marks a feature as an inner ring (a hole) of the area. */
export const HOLE = 'hole';

export const isHole = (feature: { properties: Record<string, unknown> }) => feature.properties[HOLE] === true;

/** A stored geometry as a terra-draw feature (without its id) in display coordinates. */
export function toFeature(value: FenceGeometry, shape: DrawShape, toDisplay: Convert): DisplayFeature {
  return toFeatures(value, shape, toDisplay)[0]!;
}

/**
 * A stored geometry as terra-draw features: the area, then each inner ring of a polygon as a
 * polygon of its own marked as a hole. terra-draw refuses a polygon with holes, so each ring is
 * edited on its own, and toGeometry puts them back together.
 */
export function toFeatures(value: FenceGeometry, shape: DrawShape, toDisplay: Convert): DisplayFeature[] {
  const display = (p: LngLatPair): LngLat => {
    const [lng, lat] = toDisplay(p[0], p[1]);
    return [round9(lng), round9(lat)];
  };
  if (value.type === 'Circle')
    return [
      {
        geometry: { type: 'Polygon', coordinates: [circleRing(display(value.center), value.radius)] },
        properties: { mode: 'circle', radiusKilometers: value.radius / 1000 },
      },
    ];
  return value.coordinates.map((stored, i) => {
    const ring = stored.map(display);
    ring[ring.length - 1] = ring[0]!;
    const properties: DisplayFeature['properties'] =
      i === 0 ? { mode: shape === 'rectangle' ? 'rectangle' : 'polygon' } : { mode: 'polygon', [HOLE]: true };
    return { geometry: { type: 'Polygon', coordinates: [ring] }, properties };
  });
}

/** The shape a stored geometry is edited as: a circle is a circle; a polygon is what the form says. */
export const shapeOf = (value: FenceGeometry, shape: DrawShape | null | undefined): DrawShape =>
  value.type === 'Circle' ? 'circle' : shape === 'rectangle' ? 'rectangle' : 'polygon';

/** West-south and east-north corners of a feature's points. */
export function boundsOf(ring: LngLat[]): [[number, number], [number, number]] {
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** A radius as read on the map: metres under a kilometre, kilometres to 10 m above. */
export function radiusText(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(2)} km` : `${Math.round(metres)} m`;
}
