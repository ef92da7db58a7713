import { describe, expect, it } from 'vitest';
import type { MonitorRow } from '@chelian/contracts/monitor';
import { applyVehicleState, vehicleStateOf } from '../src/screens/monitor/liveRows';
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
  it('moves and recolours a vehicle when its state is pushed', async () => {
    const { toFleetPoints, applyPushes, fleetDiff, fleetFeatures, stateCounts, vehicleAt } =
      await import('../src/screens/monitor/map/fleetPoints');
    const points = toFleetPoints({
      total: 3,
      ids: [7, 9, 11],
      vins: ['V7', 'V9', 'V11'],
      lng: [116.4, 121.5, 121.6],
      lat: [39.9, 31.2, 31.3],
      states: [4, 0, 0],
      tiles: { url: '', coord: 'gcj02' },
    });
    const same = (lng: number, lat: number): [number, number] => [lng, lat];
    // one feature per state, its vehicles' positions as a MultiPoint
    expect(fleetFeatures(points, same).features[0]).toMatchObject({
      id: 0,
      properties: { s: 0 },
      geometry: {
        type: 'MultiPoint',
        coordinates: [
          [121.5, 31.2],
          [121.6, 31.3],
        ],
      },
    });
    expect(vehicleAt(points, 0, [121.59, 31.31], same)).toBe(2);
    // parked to driving: both states' features are sent again
    expect([...applyPushes(points, [{ vehicleId: 7, vin: 'V7', lng: 117, lat: 39.9, speed: 30 }])]).toEqual([
      4, 3,
    ]);
    expect(points.states[0]).toBe(3);
    expect(fleetDiff(points, [4, 3], same)).toEqual([
      { id: 4, newGeometry: { type: 'MultiPoint', coordinates: [] } },
      { id: 3, newGeometry: { type: 'MultiPoint', coordinates: [[117, 39.9]] } },
    ]);
    expect(stateCounts(points)).toEqual([2, 0, 0, 1, 0]);
    applyPushes(points, [{ vehicleId: 7, vin: 'V7', online: false }]);
    expect(points.states[0]).toBe(0);
    expect(applyPushes(points, [{ vehicleId: 8, vin: 'V8', online: true }]).size).toBe(0);
  });
});
