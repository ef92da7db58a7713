import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { fenceAlarmResourceSpecs } from '@chelian/contracts/resources/dealer/fence';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { identities, query, registerVehicles, settle, terminal } from './gateway-support';
import { alarmEvaluator } from '../src/domains/alarm';
import { telemetryStore } from '../src/db/store';

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });

const vehicleIds = new Map<string, number>();
const fleetVins = identities(14, 'fence-alarms');

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error', INGEST_BATCH_WAIT_MS: '0' });
  ({ admin, operator, fleet } = await h.demoTokens());
  for (const [vin, id] of await registerVehicles(h, fleetVins)) vehicleIds.set(vin, id);
}, 180_000);
afterAll(() => h?.close());

/** metres of latitude per degree, as the fences measure them */
const M_PER_DEG = 6_371_008.8 * (Math.PI / 180);

let fenceNo = 0;
async function newFence(body: Record<string, unknown>): Promise<number> {
  const res = await call('POST', '/api/vehicle-svc/fences/V1.0', {
    name: `围栏报警${++fenceNo}-${Date.now() % 100000}`,
    alarmWays: [],
    vehicleScope: 'VIN',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

async function link(fenceId: number, vin: string): Promise<void> {
  const res = await call('POST', '/api/vehicle-svc/fenceVehicles', { fenceId, vin });
  expect(res.statusCode, res.body).toBe(200);
}

const square = (w: number, s: number, size: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [w, s],
      [w + size, s],
      [w + size, s + size],
      [w, s + size],
      [w, s],
    ],
  ],
});

type Driven = SimulatedTerminal & { at(lng: number, lat: number, speed?: number): RealtimeTime };
type RealtimeTime = { time: string };

/** A terminal that reports where and how fast the test puts it (the vehicle model does not move it). */
function drivenTerminal(index: number): Driven {
  const t = terminal(h, fleetVins[index]!) as Driven;
  const v = t.vehicle as unknown as {
    step(ms: number): void;
    now: number;
    lng: number;
    lat: number;
    speed: number;
  };
  v.step = (ms: number) => {
    v.now += ms;
  };
  t.at = (lng, lat, speed = 30) => {
    v.lng = lng;
    v.lat = lat;
    v.speed = speed;
    return t.tick() as unknown as RealtimeTime;
  };
  return t;
}

interface AlarmRow {
  id: number;
  kind: string;
  fence_id: number;
  started_at: Date;
  ended_at: Date | null;
  lng: number;
  lat: number;
  speed: number | null;
}

const alarmsOf = (vin: string) =>
  query<AlarmRow>(
    h,
    `select id, kind, fence_id, started_at, ended_at, lng, lat, speed from fence_alarms where vin = $1 order by started_at, id`,
    [vin],
  );

let importFence = '';

const CASES: Record<string, Case> = {
  fenceVehicle: {
    repeatable: true,
    importCells: () => ({ fenceId: importFence, vin: fleetVins[12]!.vin }),
    create: async () => ({
      fenceId: await newFence({
        shape: 'CIRCLE',
        geometry: { type: 'Circle', center: [10, 10], radius: 100 },
      }),
      vin: fleetVins[13]!.vin,
    }),
  },
  fenceAlarm: {
    // written by the ingest worker only: one row put in place
    existing: async () => {
      const [row] = await query<{ id: number }>(
        h,
        `insert into fence_alarms (tenant_id, fence_id, fence_name, vehicle_id, vin, kind, started_at, lng, lat)
         select f.tenant_id, f.id, f.name, v.id, v.vin, 'ENTER', now(), 10, 10
         from fences f join vehicles v on v.tenant_id = f.tenant_id and v.vin = $1 where f.name = $2
         returning id`,
        [fleetVins[12]!.vin, importFence],
      );
      return Number(row!.id);
    },
  },
};

describe('fence alarm declarations', () => {
  beforeAll(async () => {
    importFence = `导入围栏${Date.now() % 100000}`;
    const res = await call('POST', '/api/vehicle-svc/fences/V1.0', {
      name: importFence,
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [12, 12], radius: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  resourceSuite(fenceAlarmResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 900);
});

describe('fence rules', () => {
  it('links only vehicles of the tenant, with a localized error', async () => {
    const fenceId = await newFence({
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [11, 11], radius: 100 },
    });
    const res = await call(
      'POST',
      '/api/vehicle-svc/fenceVehicles',
      { fenceId, vin: 'LNOSUCHVIN0000000' },
      admin,
      'en-US',
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('no vehicle with VIN');
    const window = await call('POST', '/api/vehicle-svc/fences/V1.0', {
      name: `半个时段${Date.now()}`,
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [11, 11], radius: 100 },
      activeFrom: '08:00',
    });
    expect(window.statusCode).toBe(400);
    expect(window.body).toContain('生效时段');
  });

  it('raises entry and exit once each; jitter at the edge raises nothing; the bell hears it', async () => {
    const t = drivenTerminal(0);
    const fenceId = await newFence({ shape: 'RECTANGLE', geometry: square(110, 20, 0.01) });
    await link(fenceId, t.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.at(109.99, 20.005);
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0);
      const entered = t.at(110.005, 20.005);
      t.at(110.006, 20.005);
      t.at(110.007, 20.005);
      await settle(h);
      let list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ kind: 'ENTER', fence_id: fenceId, ended_at: null, lng: 110.005 });
      expect(new Date(list[0]!.started_at).getTime()).toBe(Date.parse(entered.time));
      // 5 m outside the west edge and back: GPS jitter, no exit
      const fiveMetres = 5 / (M_PER_DEG * Math.cos((20.005 * Math.PI) / 180));
      t.at(110 - fiveMetres, 20.005);
      t.at(110.0001, 20.005);
      t.at(110 - fiveMetres, 20.005);
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(1);
      const left = t.at(109.99, 20.005);
      t.at(109.98, 20.005);
      t.at(109.97, 20.005);
      await settle(h);
      list = await alarmsOf(t.vin);
      expect(list.map((a) => a.kind)).toEqual(['ENTER', 'EXIT']);
      expect(new Date(list[0]!.ended_at!).getTime()).toBe(Date.parse(left.time));
      expect(list[1]!.ended_at).toBeNull();

      const messages = await query<{ title: string; push_biz_type: string }>(
        h,
        `select title, push_biz_type from messages where title like $1`,
        [`%${t.vin}%`],
      );
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.every((m) => m.push_biz_type === 'DEALERAREA')).toBe(true);

      // the list of the console
      const page = await call('POST', '/api/vehicle-svc/fenceAlarms/page', {
        pageNum: 1,
        pageSize: 10,
        vin: t.vin,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(JSON.stringify(page.json())).toContain('EXIT');
    } finally {
      await t.stop();
    }
  });

  it('a point exactly on a polygon edge is inside', async () => {
    const t = drivenTerminal(1);
    const fenceId = await newFence({ shape: 'POLYGON', geometry: square(111, 21, 0.01) });
    await link(fenceId, t.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.at(111.005, 20.99);
      t.at(111.005, 21); // on the south edge
      await settle(h);
      const list = await alarmsOf(t.vin);
      expect(list.map((a) => a.kind)).toEqual(['ENTER']);
      expect(list[0]).toMatchObject({ lng: 111.005, lat: 21 });
    } finally {
      await t.stop();
    }
  });

  it('a polygon with a hole: the hole is outside', async () => {
    const t = drivenTerminal(2);
    const outer = square(120, 25, 0.02).coordinates[0]!;
    const hole = square(120.005, 25.005, 0.01).coordinates[0]!.slice().reverse();
    const fenceId = await newFence({
      shape: 'POLYGON',
      geometry: { type: 'Polygon', coordinates: [outer, hole] },
    });
    await link(fenceId, t.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.at(120.01, 25.01); // in the hole
      t.at(120.011, 25.01);
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0);
      t.at(120.0025, 25.01); // in the ring
      await settle(h);
      expect((await alarmsOf(t.vin)).map((a) => a.kind)).toEqual(['ENTER']);
      t.at(120.01, 25.01); // back in the hole, far from its edge
      await settle(h);
      expect((await alarmsOf(t.vin)).map((a) => a.kind)).toEqual(['ENTER', 'EXIT']);
    } finally {
      await t.stop();
    }
  });

  it('a circle: just inside its radius enters, just outside does not', async () => {
    const inside = drivenTerminal(3);
    const outside = drivenTerminal(4);
    const fenceId = await newFence({
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [100, 30], radius: 500 },
    });
    await link(fenceId, inside.vin);
    await link(fenceId, outside.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await inside.login()).toBe('ok');
      expect(await outside.login()).toBe('ok');
      inside.at(100, 30.02);
      outside.at(100, 30.02);
      inside.at(100, 30 + 499 / M_PER_DEG);
      outside.at(100, 30 + 501 / M_PER_DEG);
      await settle(h);
      expect((await alarmsOf(inside.vin)).map((a) => a.kind)).toEqual(['ENTER']);
      expect(await alarmsOf(outside.vin)).toHaveLength(0);
      // 10 m out: within the edge margin, still inside
      inside.at(100, 30 + 510 / M_PER_DEG);
      await settle(h);
      expect((await alarmsOf(inside.vin)).map((a) => a.kind)).toEqual(['ENTER']);
    } finally {
      await inside.stop();
      await outside.stop();
    }
  });

  it('dwell: one alarm once the vehicle has stayed the minutes, ended when it leaves', async () => {
    const t = drivenTerminal(5);
    const fenceId = await newFence({
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [101, 31], radius: 300 },
      entryAlarm: false,
      exitAlarm: false,
      dwellMinutes: 1,
    });
    await link(fenceId, t.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.at(101, 31.01);
      t.at(101, 31, 0); // in at t0
      for (let i = 0; i < 5; i++) t.at(101, 31, 0); // 50 s
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0);
      const dwelt = t.at(101, 31, 0); // 60 s
      t.at(101, 31, 0);
      await settle(h);
      let list = await alarmsOf(t.vin);
      expect(list.map((a) => a.kind)).toEqual(['DWELL']);
      expect(new Date(list[0]!.started_at).getTime()).toBe(Date.parse(dwelt.time));
      const left = t.at(101, 31.02);
      await settle(h);
      list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(new Date(list[0]!.ended_at!).getTime()).toBe(Date.parse(left.time));
    } finally {
      await t.stop();
    }
  });

  it('speeding inside: raised above the limit, held near it, ended below the margin', async () => {
    const t = drivenTerminal(6);
    const fenceId = await newFence({
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [102, 32], radius: 1000 },
      entryAlarm: false,
      exitAlarm: false,
      speedLimit: 60,
    });
    await link(fenceId, t.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.at(102, 32.05, 90); // fast, but outside
      t.at(102, 32, 50);
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0);
      t.at(102, 32, 80);
      t.at(102, 32, 59);
      t.at(102, 32, 62);
      await settle(h);
      let list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ kind: 'OVERSPEED', speed: 80, ended_at: null });
      const slow = t.at(102, 32, 50);
      await settle(h);
      list = await alarmsOf(t.vin);
      expect(new Date(list[0]!.ended_at!).getTime()).toBe(Date.parse(slow.time));
    } finally {
      await t.stop();
    }
  });

  it('outside the active window nothing is raised', async () => {
    const t = drivenTerminal(7);
    // the terminal's clock runs an hour behind: a window two hours from its data time, in the tenant's zone
    const minute = (ms: number) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Shanghai',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(ms);
      return (
        Number(parts.find((p) => p.type === 'hour')!.value) * 60 +
        Number(parts.find((p) => p.type === 'minute')!.value)
      );
    };
    const hhmm = (m: number) =>
      `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const now = minute(Date.now() - 3600_000);
    const fenceId = await newFence({
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [103, 33], radius: 300 },
      speedLimit: 40,
      dwellMinutes: 1,
      activeFrom: hhmm(now + 120),
      activeTo: hhmm(now + 180),
    });
    await link(fenceId, t.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.at(103, 33.01);
      for (let i = 0; i < 8; i++) t.at(103, 33, 80);
      t.at(103, 33.01);
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0);
    } finally {
      await t.stop();
    }
  });

  it('a fence changed takes effect without a restart', async () => {
    const t = drivenTerminal(8);
    const fenceId = await newFence({
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [104, 34], radius: 100 },
    });
    try {
      expect(await t.login()).toBe('ok');
      t.at(104, 34); // inside, but the vehicle is not linked yet
      t.at(104, 34.02);
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0);
      await link(fenceId, t.vin);
      await new Promise((r) => setTimeout(r, 50));
      t.at(104, 34);
      await settle(h);
      expect((await alarmsOf(t.vin)).map((a) => a.kind)).toEqual(['ENTER']);
      // moved so that the vehicle is far outside it: leaving is seen on the next report
      const moved = await call('PUT', '/api/vehicle-svc/fences/V1.0', {
        id: fenceId,
        geometry: { type: 'Circle', center: [104.1, 34], radius: 100 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      t.at(104, 34);
      await settle(h);
      expect((await alarmsOf(t.vin)).map((a) => a.kind)).toEqual(['ENTER', 'EXIT']);
    } finally {
      await t.stop();
    }
  });

  it('a restart keeps an open fence state (read back from the table)', async () => {
    const t = drivenTerminal(9);
    const fenceId = await newFence({
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [105, 35], radius: 300 },
    });
    await link(fenceId, t.vin);
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.at(105, 35.01);
      t.at(105, 35);
      await settle(h);
      const [open] = await alarmsOf(t.vin);
      expect(open).toMatchObject({ kind: 'ENTER', ended_at: null });

      const fresh = alarmEvaluator({ database: h.ctx.database, bus: h.ctx.bus, log: console });
      await fresh.reload();
      const store = telemetryStore(h.ctx.database);
      const base = new Date(open!.started_at).getTime();
      const [tenant] = await store.query<{ tenant_id: number }>(
        'select tenant_id from fence_alarms where id = $1',
        [open!.id],
      );
      const report = (timeMs: number, lat: number) => ({
        vehicleId: vehicleIds.get(t.vin)!,
        tenantId: Number(tenant!.tenant_id),
        vin: t.vin,
        timeMs,
        metrics: null,
        fix: { lng: 105, lat },
      });
      // still inside: no second entry
      expect(await store.transaction((tx) => fresh.evaluate(tx, [report(base + 10_000, 35)]))).toHaveLength(
        0,
      );
      expect(await alarmsOf(t.vin)).toHaveLength(1);
      // out: the same entry ends, an exit is raised
      const raised = await store.transaction((tx) => fresh.evaluate(tx, [report(base + 20_000, 35.01)]));
      expect(raised.map((r) => r.fence?.kind)).toEqual(['EXIT']);
      const list = await alarmsOf(t.vin);
      expect(list.map((a) => a.kind)).toEqual(['ENTER', 'EXIT']);
      expect(list[0]!.id).toBe(open!.id);
      expect(new Date(list[0]!.ended_at!).getTime()).toBe(base + 20_000);
      fresh.stop();
    } finally {
      await t.stop();
    }
  });
});
