import { describe, expect, it } from 'vitest';
import type { TrackPoint } from '@chelian/contracts/monitor';
import {
  bearing,
  boundsOf,
  headingsOf,
  indexAt,
  positionAt,
  speedBand,
  speedRuns,
  stopsOf,
} from '../src/screens/single-vehicle/trackMath';

describe('track replay maths', () => {
  const points: TrackPoint[] = [0, 1, 2, 3, 4, 5].map((i) => ({
    time: i * 60_000,
    lng: 116 + i * 0.01,
    lat: 40,
    speed: i >= 1 && i <= 3 ? 0 : 40,
    mileage: null,
    soc: null,
  }));

  it('finds the point at a time', () => {
    expect(indexAt(points, -5)).toBe(0);
    expect(indexAt(points, 60_000)).toBe(1);
    expect(indexAt(points, 119_999)).toBe(1);
    expect(indexAt(points, 10 ** 9)).toBe(5);
    expect(indexAt([], 5)).toBe(0);
  });

  it('puts the vehicle on the line between the fixes around the time, in proportion to it', () => {
    expect(positionAt([], 5)).toBeNull();
    expect(positionAt(points, -5)).toEqual({ index: 0, fraction: 0, lng: 116, lat: 40 });
    const quarter = positionAt(points, 4 * 60_000 + 15_000)!;
    expect(quarter.index).toBe(4);
    expect(quarter.fraction).toBeCloseTo(0.25);
    expect(quarter.lng).toBeCloseTo(116.0425, 9);
    expect(quarter.lat).toBe(40);
    // past the last fix it stays there
    expect(positionAt(points, 10 ** 9)).toMatchObject({ index: 5, fraction: 0, lng: 116.05, lat: 40 });
    const diagonal: TrackPoint[] = [
      { time: 0, lng: 116, lat: 40, speed: 30, mileage: null, soc: null },
      { time: 30_000, lng: 116.03, lat: 40.06, speed: 30, mileage: null, soc: null },
    ];
    expect(positionAt(diagonal, 10_000)).toMatchObject({ lng: 116.01, lat: 40.02 });
  });

  it('takes the compass bearing between fixes, keeping it while standing', () => {
    const at = (lng: number, lat: number) => ({ lng, lat });
    expect(bearing(at(116, 40), at(116, 40.1))).toBeCloseTo(0, 6);
    expect(bearing(at(116, 40), at(116.1, 40))).toBeCloseTo(90, 1);
    expect(bearing(at(116, 40), at(116, 39.9))).toBeCloseTo(180, 6);
    expect(bearing(at(116, 40), at(115.9, 40))).toBeCloseTo(270, 1);
    // a degree of longitude is cos(40°) ≈ 0.766 of a degree of latitude there: not 45°
    expect(bearing(at(116, 40), at(116.01, 40.01))).toBeCloseTo(37.5, 0);
    expect(bearing(at(116, 40), at(116, 40))).toBeNull();
    const still = (lng: number, lat: number, time: number): TrackPoint => ({
      time,
      lng,
      lat,
      speed: 0,
      mileage: null,
      soc: null,
    });
    const h = headingsOf([
      still(116, 40, 0),
      still(116, 40, 1),
      still(116, 40.01, 2),
      still(116, 40.01, 3),
      still(116.01, 40.01, 4),
    ]);
    expect(h.map((d) => Math.round(d))).toEqual([0, 0, 0, 90, 90]);
    expect(headingsOf([still(116, 40, 0), still(116, 40, 1)])).toEqual([0, 0]);
  });

  it('finds stops of a minute or more and cuts the track into runs of one speed band', () => {
    expect(stopsOf(points)).toEqual([{ index: 1, from: 60_000, to: 180_000 }]);
    expect(stopsOf(points, 10 * 60_000)).toEqual([]);
    expect([null, 0, 12, 30, 59.9, 60, 120].map(speedBand)).toEqual([
      'standing',
      'standing',
      'slow',
      'moderate',
      'moderate',
      'fast',
      'fast',
    ]);
    // speeds 40, 0, 0, 0, 40, 40: a segment is driven at the speed its end reports
    expect(speedRuns(points)).toEqual([
      { band: 'standing', from: 0, to: 3 },
      { band: 'moderate', from: 3, to: 5 },
    ]);
    expect(speedRuns(points.slice(0, 1))).toEqual([]);
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        [116, 40],
        [116.2, 39.9],
        [115.9, 40.1],
      ]),
    ).toEqual([
      [115.9, 39.9],
      [116.2, 40.1],
    ]);
  });
});
