import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceResourceSpecs } from '@chelian/contracts/resources/maintenance/maintenance';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { identities, query, registerVehicles, settle, terminal } from './gateway-support';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
let vehicleIds: Map<string, number>;
const strategies = '/api/vehicle-svc/vehicle/maintenance/strategy/V1.0';
const linkedVehicles = '/api/vehicle-svc/vehicle/maintenance/vehicle/V1.0';
const logs = '/api/vehicle-svc/vehicle/maintenance/log/V1.0';
const factory = '/api/vehicle-svc/factory/vehicle/V1.0';
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });
const DAY = 86_400_000;

const fleetOf = identities(5, 'maintenance');
const [driven, parked, spare, suiteCar, batchCar] = fleetOf.map((i) => i!);

/** Reports an odometer through real frames: the latest state's total mileage follows. */
async function drive(identity: typeof driven, km: number): Promise<number> {
  const t = terminal(h, identity, { edition: 2016 });
  try {
    expect(await t.login()).toBe('ok');
    t.vehicle.mileage = km;
    t.tick();
    await settle(h);
  } finally {
    t.stop();
  }
  const [latest] = await query<{ mileage: number }>(h, 'select mileage from vehicle_latest where vin = $1', [
    identity.vin,
  ]);
  return Number(latest!.mileage);
}

async function createStrategy(body: Row): Promise<number> {
  const res = await call('POST', strategies, { timeUnit: 'MONTH', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

const standing = async (strategyId: number, vin: string) =>
  ((await call('POST', `${linkedVehicles}/page`, { strategyId, vin })).json().items as Row[])[0];

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error', INGEST_BATCH_WAIT_MS: '0' });
  ({ admin, operator, fleet } = await h.demoTokens());
  vehicleIds = await registerVehicles(h, fleetOf as never);
}, 180_000);
afterAll(() => h?.close());

let suiteStrategy = 0;
const CASES: Record<string, Case> = {
  maintenanceStrategy: {
    unique: (n) => ({ name: `测试策略${n}` }),
    update: { remark: '改过的策略' },
  },
  maintenanceVehicle: {
    existing: async () => {
      suiteStrategy = await createStrategy({ name: '套件策略', mileageOver: 8000 });
      const id = vehicleIds.get(suiteCar.vin)!;
      const res = await call('POST', `${strategies}/relate`, { strategyId: suiteStrategy, vehicleIds: [id] });
      expect(res.statusCode, res.body).toBe(200);
      return id;
    },
  },
  maintenanceLog: {
    unique: (n) => ({ content: `测试保养${n}` }),
    repeatable: true,
    create: () => ({ vin: suiteCar.vin, maintainedAt: Date.now() - DAY }),
    importCells: (n) => ({ vin: suiteCar.vin, maintainedAt: Date.now() - 2 * DAY, content: `导入保养${n}` }),
  },
};

describe('maintenance declarations', () => {
  resourceSuite(maintenanceResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 800);
});

describe('maintenance strategies', () => {
  it('the demo holds strategies with linked vehicles and records', async () => {
    const demo = (await call('POST', `${strategies}/page`, { name: '常规保养' })).json().items as Row[];
    expect(demo[0]).toMatchObject({ mileageOver: 10000, timeOver: 6, timeUnit: 'MONTH' });
    expect(Number(demo[0]!.vehicleCount)).toBeGreaterThan(0);
    expect((await call('POST', `${logs}/page`, { site: '北京朝阳服务站' })).json().total).toBeGreaterThan(0);
  });

  it('need an interval and warnings shorter than their intervals, said in the caller language', async () => {
    const none = await call('POST', strategies, { name: '无间隔', timeUnit: 'MONTH' }, admin, 'en-US');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.mileageOver).toContain('mileage interval, a time interval or both');
    const pre = await call('POST', strategies, {
      name: '预警过长',
      mileageOver: 500,
      mileagePre: 500,
      timeUnit: 'DAY',
    });
    expect(pre.statusCode).toBe(400);
    expect(pre.json().error.fields.mileagePre).toBe('里程预警应小于保养里程间隔');
    const days = await call(
      'POST',
      strategies,
      { name: '天数预警', timeOver: 10, timeUnit: 'DAY', timePre: 10 },
      admin,
      'zh-TW',
    );
    expect(days.statusCode).toBe(400);
    expect(days.json().error.fields.timePre).toContain('10 天');
    const fraction = await call('POST', strategies, { name: '小数', mileageOver: 1000.5, timeUnit: 'DAY' });
    expect(fraction.statusCode).toBe(400);
    const names = (await call('POST', `${strategies}/page`, { pageSize: 100 })).json().items as Row[];
    expect(names.map((r) => r.name)).not.toContain('无间隔');
  });

  it('a vehicle is due by mileage from its real odometer, warned before, and a record resets it', async () => {
    const id = await createStrategy({
      name: '按里程',
      mileageOver: 5000,
      mileagePre: 500,
      timeOver: 12,
      timePre: 30,
    });
    const odometer = await drive(driven, 10_000);
    expect(odometer).toBeGreaterThanOrEqual(10_000);
    const linked = await call('POST', `${strategies}/relate`, {
      strategyId: id,
      vehicleIds: [vehicleIds.get(driven.vin)],
    });
    expect(linked.json()).toEqual({ linked: 1 });
    let row = (await standing(id, driven.vin))!;
    expect(row).toMatchObject({
      baseMileage: odometer,
      dueMileage: odometer + 5000,
      remainingMileage: 5000,
      dueStatus: 'NORMAL',
    });
    expect(Number(row.remainingDays)).toBeGreaterThanOrEqual(360);

    await drive(driven, odometer + 4600);
    row = (await standing(id, driven.vin))!;
    expect(row.dueStatus).toBe('DUE');
    expect(Math.round(Number(row.remainingMileage))).toBeLessThanOrEqual(400);
    const due = (await call('POST', `${linkedVehicles}/page`, { dueStatus: 'DUE' })).json().items as Row[];
    expect(due.map((r) => r.vin)).toContain(driven.vin);

    const now = await drive(driven, odometer + 5100);
    row = (await standing(id, driven.vin))!;
    expect(row.dueStatus).toBe('OVERDUE');
    expect((await call('GET', `${strategies}/${id}`)).json()).toMatchObject({ vehicleCount: 1, dueCount: 1 });

    // a record entered late for an older maintenance changes nothing
    const old = await call('POST', logs, {
      vin: driven.vin,
      maintainedAt: Date.now() - 30 * DAY,
      mileage: 9000,
      content: '补录',
    });
    expect(old.statusCode, old.body).toBe(200);
    expect((await standing(id, driven.vin))!.dueStatus).toBe('OVERDUE');

    // the maintenance itself: recorded at the current odometer, the next one counts from here
    const done = await call('PUT', logs, {
      vin: driven.vin,
      maintainedAt: Date.now(),
      content: '更换机油机滤',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ mileage: now, strategyId: id, strategyLabel: '按里程' });
    row = (await standing(id, driven.vin))!;
    expect(row).toMatchObject({ baseMileage: now, dueMileage: now + 5000, dueStatus: 'NORMAL' });
    expect((await call('GET', `${strategies}/${id}`)).json()).toMatchObject({ dueCount: 0 });

    // a record of the future is refused
    const future = await call('POST', logs, {
      vin: driven.vin,
      maintainedAt: Date.now() + 2 * DAY,
      content: 'x',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.maintainedAt).toBe('保养时间不能晚于当前时间');
    // an unknown VIN
    const unknown = await call('POST', logs, {
      vin: 'LNOSUCHVIN0000000',
      maintainedAt: Date.now(),
      content: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.vin).toContain('车辆不存在');

    // the linked vehicles where they stand, as a file
    const file = await call('POST', `${strategies}/export/location`, { strategyId: id });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    // the factory views
    const strategy = await call('GET', `${factory}/maintenance/${id}`);
    expect(strategy.statusCode, strategy.body).toBe(200);
    expect((strategy.json().vehicles as Row[]).map((r) => r.vin)).toEqual([driven.vin]);
    const vehicle = await call('POST', `${factory}/${driven.vin}/maintenance`);
    expect(vehicle.statusCode, vehicle.body).toBe(200);
    expect(vehicle.json().maintenance).toMatchObject({ strategyId: id, dueStatus: 'NORMAL' });
    expect((vehicle.json().logs as Row[])[0]).toMatchObject({ content: '更换机油机滤' });
    const log = await call('POST', `${factory}/maintenance/log/${done.json().id}`);
    expect(log.json()).toMatchObject({ vin: driven.vin, content: '更换机油机滤' });
    expect(
      (await call('POST', `${factory}/maintenance/log/${done.json().id}`, undefined, fleet)).statusCode,
    ).toBe(404);
  });

  it('a vehicle is due by time with its pre-warning, and a changed strategy moves the due point', async () => {
    const id = await createStrategy({ name: '按时间', timeOver: 30, timeUnit: 'DAY', timePre: 5 });
    const vehicleId = vehicleIds.get(parked.vin)!;
    await call('POST', `${strategies}/relate`, { strategyId: id, vehicleIds: [vehicleId] });
    let row = (await standing(id, parked.vin))!;
    // no frames yet: no odometer, the mileage plays no part
    expect(row).toMatchObject({ mileage: null, dueMileage: null, dueStatus: 'NORMAL' });
    expect(row.remainingDays).toBe(29);

    // 27 days since the last maintenance: within the 5-day warning
    await query(
      h,
      `update maintenance_links set base_at = now() - interval '27 days' where vehicle_id = $1`,
      [vehicleId],
    );
    const touched = await call('PUT', strategies, { id, remark: '30 天保养一次' });
    expect(touched.statusCode, touched.body).toBe(200);
    row = (await standing(id, parked.vin))!;
    expect(row.dueStatus).toBe('DUE');
    expect(row.remainingDays).toBe(2);

    // the interval shortened to 20 days: overdue
    await call('PUT', strategies, { id, timeOver: 20 });
    expect((await standing(id, parked.vin))!.dueStatus).toBe('OVERDUE');

    // a maintenance by the batch call resets it
    const batch = await call('PUT', `${logs}/batch`, {
      vins: [parked.vin, batchCar.vin],
      maintainedAt: Date.now(),
      content: '例行检查',
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toMatchObject({ recorded: 2 });
    expect((await standing(id, parked.vin))!.dueStatus).toBe('NORMAL');
    const refused = await call('PUT', `${logs}/batch`, {
      vins: [parked.vin, 'LNOSUCHVIN0000000'],
      maintainedAt: Date.now(),
      content: '不该记录',
    });
    expect(refused.statusCode).toBe(400);
    const written = (await call('POST', `${logs}/page`, { vin: parked.vin, pageSize: 50 })).json()
      .items as Row[];
    expect(written.map((r) => r.content)).not.toContain('不该记录');
  });

  it('copies a strategy without its vehicles', async () => {
    const id = await createStrategy({ name: '可复制', mileageOver: 7000, mileagePre: 300 });
    await call('POST', `${strategies}/relate`, { strategyId: id, vehicleIds: [vehicleIds.get(spare.vin)] });
    const first = await call('POST', `${strategies}/copy/${id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      name: '可复制 副本',
      mileageOver: 7000,
      mileagePre: 300,
      vehicleCount: 0,
    });
    const second = await call('POST', `${strategies}/copy`, { id }, admin, 'en-US');
    expect(second.json().name).toBe('可复制 (copy)');
    const third = await call('POST', `${strategies}/copy`, { id });
    expect(third.json().name).toBe('可复制 副本 2');
    expect((await call('POST', `${strategies}/copy/${id}`, undefined, fleet)).statusCode).toBe(404);
    expect((await call('POST', `${strategies}/copy/${id}`, undefined, operator)).statusCode).toBe(403);
    await call('POST', `${strategies}/all-unlink`, { strategyId: id });
  });

  it('links and unlinks vehicles, one strategy per vehicle', async () => {
    const a = await createStrategy({ name: '关联甲', mileageOver: 6000 });
    const b = await createStrategy({ name: '关联乙', mileageOver: 6000 });
    const spareId = vehicleIds.get(spare.vin)!;
    const notRef = async () =>
      (
        (await call('POST', `${strategies}/notRef`, { strategyId: a, pageSize: 200 })).json().items as Row[]
      ).map((r) => r.vin);
    expect(await notRef()).toContain(spare.vin);
    expect(
      (await call('POST', `${strategies}/relate`, { strategyId: a, vehicleIds: [spareId] })).json(),
    ).toEqual({
      linked: 1,
    });
    expect(await notRef()).not.toContain(spare.vin);
    // linked again to the same strategy: nothing changes; to another: refused, naming the VIN
    expect(
      (await call('POST', `${strategies}/relate`, { strategyId: a, vehicleIds: [spareId] })).json(),
    ).toEqual({
      linked: 0,
    });
    const elsewhere = await call(
      'POST',
      `${strategies}/relate`,
      { strategyId: b, vehicleIds: [spareId] },
      admin,
      'en-US',
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toContain(spare.vin);
    // another tenant's strategy or vehicle
    expect(
      (await call('POST', `${strategies}/relate`, { strategyId: a, vehicleIds: [spareId] }, fleet))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `${strategies}/relate`, { strategyId: a, vehicleIds: [99999999] })).statusCode,
    ).toBe(404);
    expect((await call('POST', `${strategies}/relate`, { strategyId: a, vehicleIds: [] })).statusCode).toBe(
      400,
    );

    const un = await call('POST', `${strategies}/unRelate`, { strategyId: a, vehicleIds: [spareId] });
    expect(un.json()).toEqual({ unlinked: 1 });
    expect(await notRef()).toContain(spare.vin);

    // all-link takes every free vehicle matching the VIN, all-unlink lets them all go
    const all = await call('POST', `${strategies}/all-link`, { strategyId: b, vin: spare.vin.slice(-6) });
    expect(all.json()).toEqual({ linked: 1 });
    expect((await call('GET', `${strategies}/${b}`)).json().vehicleCount).toBe(1);
    const none = await call('POST', `${strategies}/all-unlink`, { strategyId: b });
    expect(none.json()).toEqual({ unlinked: 1 });
    expect((await call('GET', `${strategies}/${b}`)).json().vehicleCount).toBe(0);
    // deleting a strategy lets its vehicles go, and keeps their records
    await call('POST', `${strategies}/relate`, { strategyId: b, vehicleIds: [spareId] });
    expect((await call('DELETE', strategies, { ids: [b] })).statusCode).toBe(200);
    expect(await notRef()).toContain(spare.vin);
    expect(
      (await call('POST', `${strategies}/relate`, { strategyId: a, vehicleIds: [spareId] }, operator))
        .statusCode,
    ).toBe(403);
  });
});
