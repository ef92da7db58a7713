import { describe, expect, it } from 'vitest';
import type { MonitorRow, TrackPoint } from '@chelian/contracts/monitor';
import { applyVehicleState, vehicleStateOf } from '../src/screens/monitor/liveRows';
import { indexAt, projectTrack, speedColour, stopsOf } from '../src/screens/single-vehicle/trackMath';
import { CommandSocket } from '../src/api/ws';

const row = (id: number, extra: Partial<MonitorRow> = {}): MonitorRow => ({
  id,
  vin: `VIN${id}`,
  plateCode: null,
  terminalCode: 'T',
  simCode: null,
  modelName: null,
  typeName: null,
  orgName: null,
  saleStatus: 'UNSOLD',
  saleDate: null,
  serviceStartDate: null,
  serviceEndDate: null,
  customerName: null,
  onlineStatus: 0,
  gps: 0,
  acc: 0,
  charging: 0,
  lockStatus: 0,
  lockStatusText: '',
  soc: 50,
  speed: 0,
  mileage: 10,
  alarmLevel: 0,
  gpsAddress: null,
  lastLat: null,
  lastLon: null,
  gpsTime: null,
  dataUpdateTime: null,
  loginTime: null,
  logoutTime: null,
  totalWorkTime: 0,
  terminalRegister: 1,
  chipCode: null,
  chipModel: null,
  chipFactory: null,
  chipRegister: 0,
  vehicleRegister: 0,
  vehicleRegisterGb4: null,
  vehicleRegisterGb4Text: null,
  vehicleRegisterGb6: null,
  vehicleRegisterGb6Text: null,
  ...extra,
});

describe('live status rows', () => {
  it('applies only the pushed fields and keeps untouched rows as they were', () => {
    const rows = [row(1), row(2)];
    const next = applyVehicleState(rows, [
      { vehicleId: 2, vin: 'VIN2', online: true, soc: 77, time: 1000, lng: 116.4, lat: 39.9, speed: 42 },
    ]);
    expect(next[0]).toBe(rows[0]);
    expect(next[1]).toMatchObject({
      onlineStatus: 1,
      soc: 77,
      dataUpdateTime: 1000,
      lastLon: 116.4,
      lastLat: 39.9,
      gps: 1,
      gpsTime: 1000,
      speed: 42,
      mileage: 10,
    });
    expect(applyVehicleState(rows, [{ vehicleId: 9, vin: 'X', soc: 1 }])).toBe(rows);
  });

  it('draws offline first, then alarm, charging, driving and parked', () => {
    expect(vehicleStateOf({ onlineStatus: 0, alarmLevel: 3, charging: 1, speed: 9 })).toBe('offline');
    expect(vehicleStateOf({ onlineStatus: 1, alarmLevel: 2, charging: 1, speed: 9 })).toBe('alarm');
    expect(vehicleStateOf({ onlineStatus: 1, alarmLevel: 0, charging: 1, speed: 0 })).toBe('charging');
    expect(vehicleStateOf({ onlineStatus: 1, alarmLevel: null, charging: 0, speed: 30 })).toBe('driving');
    expect(vehicleStateOf({ onlineStatus: 1, alarmLevel: 0, charging: 0, speed: 0 })).toBe('parked');
  });
});

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

  it('projects into the box keeping west to east and south to north', () => {
    const p = projectTrack(
      [...points, { time: 1, lng: 116, lat: 40.05, speed: 0, mileage: null, soc: null }],
      100,
      100,
      0,
    );
    for (const q of p) {
      expect(q.x).toBeGreaterThanOrEqual(0);
      expect(q.x).toBeLessThanOrEqual(100);
    }
    expect(p[1]!.x).toBeGreaterThan(p[0]!.x);
    expect(p[6]!.y).toBeLessThan(p[0]!.y);
  });

  it('finds stops of a minute or more and colours by speed', () => {
    expect(stopsOf(points)).toEqual([{ index: 1, from: 60_000, to: 180_000 }]);
    expect(stopsOf(points, 10 * 60_000)).toEqual([]);
    expect(speedColour(0)).not.toBe(speedColour(80));
  });
});

describe('vehicle state on the socket', () => {
  class Fake {
    readyState = 0;
    sent: string[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((e: { data: string }) => void) | null = null;
    onclose: (() => void) | null = null;
    onerror: (() => void) | null = null;
    send(text: string) {
      this.sent.push(text);
    }
    close() {
      this.readyState = 3;
    }
  }

  it('asks for pushes while someone listens, again after reconnecting, and stops after the last', () => {
    const sockets: Fake[] = [];
    const socket = new CommandSocket({
      url: () => 'ws://h',
      createSocket: () => (sockets.push(new Fake()), sockets.at(-1) as unknown as WebSocket),
      pingMs: 10 ** 9,
    });
    const got: unknown[] = [];
    const off = socket.onVehicleState((m) => got.push(m.vehicles));
    socket.connect();
    const first = sockets[0]!;
    first.readyState = 1;
    first.onopen?.();
    expect(first.sent).toEqual(['vehicleState:on']);
    first.onmessage?.({
      data: JSON.stringify({ type: 'vehicleState', at: 1, vehicles: [{ vehicleId: 1, vin: 'V' }] }),
    });
    expect(got).toEqual([[{ vehicleId: 1, vin: 'V' }]]);
    off();
    expect(first.sent).toEqual(['vehicleState:on', 'vehicleState:off']);
    socket.close();
  });
});

describe('distribution map', () => {
  it('clusters points on a screen grid, skipping those outside the view', async () => {
    const { clusterPoints, clusterState } = await import('../src/screens/monitor/map/cluster');
    const xs = Float64Array.from([10, 12, 100, 5000]);
    const ys = Float64Array.from([10, 14, 100, 10]);
    const states = [3, 1, 4, 0];
    const clusters = clusterPoints(xs, ys, states, (x, y) => [x, y], 400, 300, 56);
    expect(clusters).toHaveLength(2);
    const pair = clusters.find((c) => c.count === 2)!;
    expect(pair).toMatchObject({ x: 11, y: 12, first: 0 });
    expect(clusterState(pair)).toBe(1);
    expect(clusters.find((c) => c.count === 1)!.first).toBe(2);
  });

  it('projects with Web Mercator and zooms about the cursor', async () => {
    const { project, unproject, toScreen, zoomAt } = await import('../src/screens/monitor/map/mercator');
    const [x, y] = project(116.4, 39.9);
    const [lng, lat] = unproject(x, y);
    expect(lng).toBeCloseTo(116.4, 6);
    expect(lat).toBeCloseTo(39.9, 6);
    const view = { cx: x, cy: y, zoom: 5, width: 800, height: 600 };
    const before = toScreen(view, x + 1, y + 1);
    const zoomed = zoomAt(view, before[0], before[1], 7);
    const after = toScreen(zoomed, x + 1, y + 1);
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
  });

  it('moves and recolours a vehicle when its state is pushed', async () => {
    const { toFleetPoints, applyPushes } = await import('../src/screens/monitor/map/fleetPoints');
    const points = toFleetPoints({
      total: 1,
      ids: [7],
      vins: ['V7'],
      lng: [116.4],
      lat: [39.9],
      states: [4],
      tiles: { url: '', coord: 'gcj02' },
    });
    const x0 = points.xs[0];
    expect(applyPushes(points, [{ vehicleId: 7, vin: 'V7', lng: 117, lat: 39.9, speed: 30 }])).toBe(true);
    expect(points.xs[0]).toBeGreaterThan(x0!);
    expect(points.states[0]).toBe(3);
    applyPushes(points, [{ vehicleId: 7, vin: 'V7', online: false }]);
    expect(points.states[0]).toBe(0);
    expect(applyPushes(points, [{ vehicleId: 8, vin: 'V8', online: true }])).toBe(false);
  });
});
