import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, wgs84ToGcj02 } from '../src/geo/locate';
import { fenceGeometryIssue, rectangleRing } from '../src/geo/fence';

describe('gcj02ToWgs84', () => {
  it('undoes wgs84ToGcj02 to under a millimetre across China', () => {
    for (const [lng, lat] of [
      [116.397, 39.909],
      [121.4737, 31.2304],
      [113.2644, 23.1291],
      [87.6168, 43.8256],
      [126.535, 45.8038],
      [109.5, 18.25],
    ] as [number, number][]) {
      const [gl, gt] = wgs84ToGcj02(lng, lat);
      // the shift is hundreds of metres: the test is not passing on an identity
      expect(Math.hypot(gl - lng, gt - lat)).toBeGreaterThan(1e-3);
      const [wl, wt] = gcj02ToWgs84(gl, gt);
      expect(Math.abs(wl - lng)).toBeLessThan(1e-8);
      expect(Math.abs(wt - lat)).toBeLessThan(1e-8);
    }
  });

  it('leaves positions outside China as they are', () => {
    expect(gcj02ToWgs84(2.35, 48.85)).toEqual([2.35, 48.85]);
  });
});

describe('fenceGeometryIssue', () => {
  const square: [number, number][] = [
    [116, 39],
    [117, 39],
    [117, 40],
    [116, 40],
    [116, 39],
  ];
  it('accepts a closed polygon, an axis-aligned rectangle and a circle in bounds', () => {
    expect(fenceGeometryIssue('POLYGON', { type: 'Polygon', coordinates: [square] })).toBeNull();
    expect(fenceGeometryIssue('RECTANGLE', { type: 'Polygon', coordinates: [square] })).toBeNull();
    expect(
      fenceGeometryIssue('RECTANGLE', {
        type: 'Polygon',
        coordinates: [rectangleRing([117, 40], [116, 39])],
      }),
    ).toBeNull();
    expect(fenceGeometryIssue('CIRCLE', { type: 'Circle', center: [116.4, 39.9], radius: 500 })).toBeNull();
  });

  it('names what is wrong', () => {
    const poly = (ring: unknown[]) => ({ type: 'Polygon', coordinates: [ring] });
    expect(fenceGeometryIssue('POLYGON', null)).toBe('FENCE_GEOMETRY_FORMAT');
    expect(fenceGeometryIssue('CIRCLE', poly(square))).toBe('FENCE_GEOMETRY_SHAPE');
    expect(fenceGeometryIssue('POLYGON', { type: 'Circle', center: [1, 1], radius: 50 })).toBe(
      'FENCE_GEOMETRY_SHAPE',
    );
    expect(fenceGeometryIssue('POLYGON', poly(square.slice(0, 4)))).toBe('FENCE_GEOMETRY_RING');
    expect(
      fenceGeometryIssue(
        'POLYGON',
        poly([
          [1, 1],
          [2, 2],
          [1, 1],
        ]),
      ),
    ).toBe('FENCE_GEOMETRY_RING');
    const big = Array.from({ length: 501 }, (_, i) => [
      Math.cos((i / 501) * 2 * Math.PI),
      Math.sin((i / 501) * 2 * Math.PI),
    ]);
    expect(fenceGeometryIssue('POLYGON', poly([...big, big[0]]))).toBe('FENCE_GEOMETRY_RING');
    expect(
      fenceGeometryIssue(
        'POLYGON',
        poly([
          [181, 1],
          [2, 2],
          [3, 1],
          [181, 1],
        ]),
      ),
    ).toBe('FENCE_GEOMETRY_COORDINATE');
    expect(
      fenceGeometryIssue(
        'POLYGON',
        poly([
          [Number.NaN, 1],
          [2, 2],
          [3, 1],
          [Number.NaN, 1],
        ]),
      ),
    ).toBe('FENCE_GEOMETRY_FORMAT');
    const skew = square.map(([x, y]) => [x + (y - 39) * 0.1, y]);
    expect(fenceGeometryIssue('RECTANGLE', poly(skew))).toBe('FENCE_GEOMETRY_RECTANGLE');
    expect(fenceGeometryIssue('CIRCLE', { type: 'Circle', center: [116, 39], radius: 9.9 })).toBe(
      'FENCE_GEOMETRY_RADIUS',
    );
    expect(fenceGeometryIssue('CIRCLE', { type: 'Circle', center: [116, 39], radius: 100_001 })).toBe(
      'FENCE_GEOMETRY_RADIUS',
    );
    expect(fenceGeometryIssue('CIRCLE', { type: 'Circle', center: [116, 91], radius: 100 })).toBe(
      'FENCE_GEOMETRY_COORDINATE',
    );
  });
});
