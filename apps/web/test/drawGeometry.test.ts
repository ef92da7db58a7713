import { describe, expect, it } from 'vitest';
import { fenceGeometryIssue } from '@chelian/contracts/geo/fence';
import { gcj02ToWgs84, wgs84ToGcj02 } from '@chelian/contracts/geo/locate';
import { isHole, toFeature, toFeatures, toGeometry } from '../src/widgets/map/draw/geometry';

const same = (lng: number, lat: number): [number, number] => [lng, lat];

/** Great-circle distance in metres. */
function metres([a, b]: [number, number], [c, d]: [number, number]): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((d - b) * rad) / 2) ** 2 +
    Math.cos(b * rad) * Math.cos(d * rad) * Math.sin(((c - a) * rad) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}

describe('drawn shapes as stored geometry', () => {
  it('a stored circle drawn and read back keeps its centre and radius', () => {
    // [radius, how far the drawn points may stray from it]: a circle regular on the web-mercator
    // map is off the ground circle by about r/2R x tan(lat), 0.61 % at 100 km around Beijing
    for (const [radius, tolerance] of [
      [10, 1e-4],
      [850, 1e-4],
      [100_000, 7e-3],
    ] as const) {
      const circle = { type: 'Circle' as const, center: [116.4074, 39.9042] as [number, number], radius };
      const feature = toFeature(circle, 'circle', same);
      for (const p of feature.geometry.coordinates[0]!)
        expect(Math.abs(metres(circle.center, p) - radius) / radius).toBeLessThan(tolerance);
      const back = toGeometry(feature, same)!;
      expect(back.type).toBe('Circle');
      if (back.type !== 'Circle') return;
      expect(metres(back.center, circle.center)).toBeLessThan(0.05);
      expect(Math.abs(back.radius - radius)).toBeLessThan(0.11);
      expect(fenceGeometryIssue('CIRCLE', back)).toBeNull();
    }
  });

  it('a polygon and a rectangle go through GCJ-02 and back to what was stored', () => {
    const polygon = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [121.45, 31.22],
          [121.49, 31.23],
          [121.5, 31.2],
          [121.45, 31.22],
        ] as [number, number][],
      ],
    };
    const shown = toFeature(polygon, 'polygon', wgs84ToGcj02);
    // on a GCJ-02 map the points are shifted by hundreds of metres
    expect(metres(shown.geometry.coordinates[0]![0]!, [121.45, 31.22])).toBeGreaterThan(100);
    expect(toGeometry(shown, gcj02ToWgs84)).toEqual(polygon);

    const rectangle = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [116.3, 39.8],
          [116.5, 39.8],
          [116.5, 40],
          [116.3, 40],
          [116.3, 39.8],
        ] as [number, number][],
      ],
    };
    const back = toGeometry(toFeature(rectangle, 'rectangle', wgs84ToGcj02), gcj02ToWgs84)!;
    expect(back).toEqual(rectangle);
    expect(fenceGeometryIssue('RECTANGLE', back)).toBeNull();
  });

  it('a rectangle drawn on a GCJ-02 map is stored axis-aligned', () => {
    const drawn = {
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [113.25, 23.1],
            [113.35, 23.1],
            [113.35, 23.2],
            [113.25, 23.2],
            [113.25, 23.1],
          ],
        ],
      },
      properties: { mode: 'rectangle' },
    };
    expect(fenceGeometryIssue('RECTANGLE', toGeometry(drawn, gcj02ToWgs84))).toBeNull();
  });

  it('a polygon with a hole keeps the hole through an edit of either ring (GCJ-02 map)', () => {
    const stored = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [121.4, 31.2],
          [121.5, 31.2],
          [121.5, 31.3],
          [121.4, 31.3],
          [121.4, 31.2],
        ],
        [
          [121.44, 31.24],
          [121.46, 31.24],
          [121.46, 31.26],
          [121.44, 31.24],
        ],
      ] as [number, number][][],
    };
    const [area, ...holes] = toFeatures(stored, 'polygon', wgs84ToGcj02);
    // terra-draw edits no polygon with holes: the hole is a feature of its own
    expect(holes).toHaveLength(1);
    expect(isHole(area!)).toBe(false);
    expect(isHole(holes[0]!)).toBe(true);
    expect(area!.geometry.coordinates).toHaveLength(1);
    // nothing edited: both rings come back as stored
    expect(toGeometry(area!, gcj02ToWgs84, holes)).toEqual(stored);

    // the outer ring's north-east corner dragged north: the hole stays as it was
    const moved = structuredClone(area!);
    const ne = moved.geometry.coordinates[0]![2]!;
    moved.geometry.coordinates[0]![2] = [ne[0], ne[1] + 0.01];
    const edited = toGeometry(moved, gcj02ToWgs84, holes)!;
    expect(edited.type).toBe('Polygon');
    if (edited.type !== 'Polygon') return;
    expect(edited.coordinates).toHaveLength(2);
    expect(edited.coordinates[1]).toEqual(stored.coordinates[1]);
    expect(metres(edited.coordinates[0]![2]!, [121.5, 31.31])).toBeLessThan(1);
    expect(fenceGeometryIssue('POLYGON', edited)).toBeNull();

    // a vertex of the hole moved: the outer ring stays, the hole follows
    const hole = structuredClone(holes[0]!);
    const first = hole.geometry.coordinates[0]![1]!;
    hole.geometry.coordinates[0]![1] = [first[0] + 0.005, first[1]];
    const reshaped = toGeometry(area!, gcj02ToWgs84, [hole])!;
    if (reshaped.type !== 'Polygon') throw new Error('not a polygon');
    expect(reshaped.coordinates[0]).toEqual(stored.coordinates[0]);
    // (the GCJ-02 offset itself changes by about 2 m over the 500 m the vertex moved)
    expect(metres(reshaped.coordinates[1]![1]!, [121.465, 31.24])).toBeLessThan(5);

    // the single-feature view of the area is its outer ring, as before
    expect(toFeature(stored, 'polygon', wgs84ToGcj02).geometry.coordinates).toHaveLength(1);
  });
});
