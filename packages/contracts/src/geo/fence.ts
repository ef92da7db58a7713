/**
 * The area of an electronic fence, in WGS-84 (what terminals report), as stored and sent:
 *
 * - polygon and rectangle: a GeoJSON Polygon of one closed ring, `{ type: 'Polygon', coordinates: [[[lng, lat], ...]] }`;
 *   a polygon may carry holes as further rings (an area it leaves out, e.g. a yard inside a district),
 *   given through the API or an import: the map edits the outer ring;
 *   a rectangle is its four corners, axis-aligned (two distinct longitudes, two distinct latitudes);
 * - circle: `{ type: 'Circle', center: [lng, lat], radius }`, radius in metres on the ground. A
 *   drawn circle is a polygon on the map, but a centre and a radius let the alarm check be exact
 *   (distance <= radius) and let the radius be shown and edited as the number it is.
 *
 * The shape (CIRCLE, POLYGON, RECTANGLE) travels beside the geometry and must agree with it.
 * Rings drawn in the console come counter-clockwise, as RFC 7946 has outer rings; either
 * orientation is taken.
 */
export type LngLatPair = [lng: number, lat: number];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: LngLatPair[][];
}

export interface CircleGeometry {
  type: 'Circle';
  center: LngLatPair;
  radius: number;
}

export type FenceGeometry = PolygonGeometry | CircleGeometry;

export const FENCE_SHAPES = ['CIRCLE', 'POLYGON', 'RECTANGLE'] as const;
export type FenceShape = (typeof FENCE_SHAPES)[number];

/**
 * Bounds of a fence: 500 vertices draw any district outline at street precision while keeping the
 * point-in-polygon test of every position report under a few microseconds; a circle from 10 m (a
 * depot gate, about the accuracy of a GNSS fix) to 100 km (a metropolitan area).
 */
export const FENCE_LIMITS = {
  minVertices: 3,
  maxVertices: 500,
  minRadius: 10,
  maxRadius: 100_000,
  maxHoles: 20,
} as const;

/** Why a geometry is refused; the server answers each with a message of its own. */
export type FenceGeometryIssue =
  | 'FENCE_GEOMETRY_FORMAT'
  | 'FENCE_GEOMETRY_SHAPE'
  | 'FENCE_GEOMETRY_COORDINATE'
  | 'FENCE_GEOMETRY_RING'
  | 'FENCE_GEOMETRY_RECTANGLE'
  | 'FENCE_GEOMETRY_RADIUS';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isPosition(p: unknown): p is LngLatPair {
  return (
    Array.isArray(p) &&
    p.length === 2 &&
    typeof p[0] === 'number' &&
    typeof p[1] === 'number' &&
    Number.isFinite(p[0]) &&
    Number.isFinite(p[1])
  );
}

const inRange = ([lng, lat]: LngLatPair) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90;

/** The first thing wrong with a shape and its geometry, or null when the fence may be stored. */
export function fenceGeometryIssue(shape: unknown, geometry: unknown): FenceGeometryIssue | null {
  if (!isRecord(geometry)) return 'FENCE_GEOMETRY_FORMAT';
  if (geometry.type === 'Circle') {
    if (shape !== 'CIRCLE') return 'FENCE_GEOMETRY_SHAPE';
    if (!isPosition(geometry.center)) return 'FENCE_GEOMETRY_FORMAT';
    if (!inRange(geometry.center)) return 'FENCE_GEOMETRY_COORDINATE';
    const r = geometry.radius;
    if (typeof r !== 'number' || !Number.isFinite(r)) return 'FENCE_GEOMETRY_FORMAT';
    return r >= FENCE_LIMITS.minRadius && r <= FENCE_LIMITS.maxRadius ? null : 'FENCE_GEOMETRY_RADIUS';
  }
  if (geometry.type !== 'Polygon') return 'FENCE_GEOMETRY_FORMAT';
  if (shape !== 'POLYGON' && shape !== 'RECTANGLE') return 'FENCE_GEOMETRY_SHAPE';
  const rings = geometry.coordinates;
  if (!Array.isArray(rings) || rings.length < 1 || rings.length > FENCE_LIMITS.maxHoles + 1)
    return 'FENCE_GEOMETRY_FORMAT';
  if (shape === 'RECTANGLE' && rings.length !== 1) return 'FENCE_GEOMETRY_RECTANGLE';
  for (const r of rings) if (!Array.isArray(r)) return 'FENCE_GEOMETRY_FORMAT';
  const all = rings as unknown[][];
  if (!all.every((r) => r.every(isPosition))) return 'FENCE_GEOMETRY_FORMAT';
  const checked = all as LngLatPair[][];
  if (!checked.every((r) => r.every(inRange))) return 'FENCE_GEOMETRY_COORDINATE';
  for (const r of checked) {
    const first = r[0];
    const last = r[r.length - 1];
    const vertices = r.length - 1;
    if (
      !first ||
      !last ||
      first[0] !== last[0] ||
      first[1] !== last[1] ||
      vertices < FENCE_LIMITS.minVertices ||
      vertices > FENCE_LIMITS.maxVertices
    )
      return 'FENCE_GEOMETRY_RING';
  }
  const ring = checked[0]!;
  const vertices = ring.length - 1;
  if (shape === 'RECTANGLE') {
    const corners = ring.slice(0, 4);
    const lngs = new Set(corners.map((p) => p[0]));
    const lats = new Set(corners.map((p) => p[1]));
    // each edge runs along a meridian or a parallel: consecutive corners share one coordinate
    const aligned = corners.every((p, i) => {
      const q = corners[(i + 1) % 4]!;
      return (p[0] === q[0]) !== (p[1] === q[1]);
    });
    if (vertices !== 4 || lngs.size !== 2 || lats.size !== 2 || !aligned) return 'FENCE_GEOMETRY_RECTANGLE';
  }
  return null;
}

/** The axis-aligned rectangle spanning two corners, as a closed ring from the south-west corner. */
export function rectangleRing(a: LngLatPair, b: LngLatPair): LngLatPair[] {
  const [w, e] = a[0] <= b[0] ? [a[0], b[0]] : [b[0], a[0]];
  const [s, n] = a[1] <= b[1] ? [a[1], b[1]] : [b[1], a[1]];
  return [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ];
}
