import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TARGETS, type PushBizType } from '@chelian/contracts/messages';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, waitFor } from './gateway-support';
import { dispatchNotices } from '../src/domains/alarm';
import type { RuleReport } from '../src/domains/alarm/evaluator';
import { telemetryStore } from '../src/db/store';

let h: Harness;
let admin: string;
const call = (method: string, url: string, body?: unknown, token?: string) =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': 'zh-CN' } });

const fleetVins = identities(6, 'alarm-notices');
const vehicleIds = new Map<string, number>();
let tenantId = 0;

beforeAll(async () => {
  // the notice job is run by the tests themselves
  h = await startHarness({
    DEMO_FLEET: '0',
    LOG_LEVEL: 'error',
    INGEST_BATCH_WAIT_MS: '0',
    ALARM_JOB_SECONDS: '3600',
  });
  ({ admin } = await h.demoTokens());
  for (const [vin, id] of await registerVehicles(h, fleetVins)) vehicleIds.set(vin, id);
  const [row] = await query<{ tenant_id: number }>(h, 'select tenant_id from vehicles where vin = $1', [
    fleetVins[0]!.vin,
  ]);
  tenantId = Number(row!.tenant_id);
  await query(h, 'delete from notice_strategies');
  // the demo's strategies and fences watch every vehicle of the tenant: these tests set their own
  await query(h, 'update alarm_strategies set enabled = false');
  await query(h, 'update fences set enabled = false');
  await h.vehicle.worker!.alarms.reload();
}, 180_000);
afterAll(() => h?.close());

const noticeDeps = () => ({
  db: h.ctx.database.db,
  store: telemetryStore(h.ctx.database),
  bus: h.ctx.bus,
  sms: { send: async () => undefined },
  mail: { send: async () => undefined },
  production: true,
  log: { warn: () => undefined },
});

async function userIdOf(userName: string): Promise<number> {
  const [row] = await query<{ id: number }>(h, 'select id from users where user_name = $1', [userName]);
  return Number(row!.id);
}

/** The messages of a user's box (the bell's list) about a VIN. */
async function boxOf(token: string, vin: string): Promise<{ title: string; pushBizType: PushBizType }[]> {
  const res = await h.call('GET', '/api/system-svc/message/init', {
    token,
    query: { pushChannel: 'WEB', page: '1', pageSize: '200' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { title: string; pushBizType: PushBizType }[]).filter((m) =>
    m.title.includes(vin),
  );
}

async function noticeStrategy(kinds: string[], userIds: number[]): Promise<number> {
  const res = await call('POST', '/api/vehicle-svc/noticeStrategy', {
    name: `通知${kinds.join('')}${Date.now() % 100000}`,
    kinds,
    minLevel: '1',
    channels: ['WEB'],
    userIds,
    scope: 'ALL',
    enabled: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

describe('notices of the alarms', () => {
  it('terminal, abnormal-location and offline notices open the terminal anomalies screen', async () => {
    const deps = noticeDeps();
    await dispatchNotices(deps); // the cursors start at the alarms of now
    const adminId = await userIdOf('admin');
    const strategyId = await noticeStrategy(['TERMINAL', 'LOCATION', 'OFFLINE'], [adminId]);
    const vin = fleetVins[0]!.vin;
    const vehicleId = vehicleIds.get(vin)!;
    // one of each, as the ingest step and the offline job write them
    await query(
      h,
      `insert into terminal_alarms (tenant_id, vehicle_id, vin, item_name, kind, level, started_at, last_at, value)
       values ($1, $2, $3, '时钟偏差', 'CLOCK_DRIFT', 2, now(), now(), 700)`,
      [tenantId, vehicleId, vin],
    );
    await query(
      h,
      `insert into abnormal_locations (tenant_id, vehicle_id, vin, kind, at, lng, lat) values ($1, $2, $3, 'OUTSIDE', now(), 2.35, 48.85)`,
      [tenantId, vehicleId, vin],
    );
    await query(
      h,
      `insert into abnormal_offlines (tenant_id, vehicle_id, vin, last_seen_at, detected_at)
       values ($1, $2, $3, now() - interval '22 days', now())`,
      [tenantId, vehicleId, vin],
    );
    expect(await dispatchNotices(deps)).toBe(3);
    const box = await boxOf(admin, vin);
    expect(box).toHaveLength(3);
    // the bell opens each where the spec sends the terminal anomalies
    for (const m of box) {
      expect(m.pushBizType).toBe('ERRORMSG');
      expect(MESSAGE_TARGETS[m.pushBizType]).toBe('/terminal/abnormalQuery');
    }
    await call('DELETE', '/api/vehicle-svc/noticeStrategy', { ids: [strategyId] });
  });

  it('a user named in a GB or vehicle alarm strategy with the web channel is told once per alarm', async () => {
    const deps = noticeDeps();
    await dispatchNotices(deps);
    // a user who does not see alarms (no gbAlarm/view): the bell of the raised alarm does not reach them
    const outsider = await h.userWithPermissions('noticeOutsider', ['vehicleList/view']);
    const adminId = await userIdOf('admin');
    const outsiderId = await userIdOf('noticeOutsider');
    const strategyId = await noticeStrategy(['GB', 'VEHICLE'], [adminId, outsiderId]);
    const vin = fleetVins[1]!.vin;
    const vehicleId = vehicleIds.get(vin)!;
    const [episode] = await query<{ id: number }>(
      h,
      `insert into alarm_episodes (tenant_id, vehicle_id, vin, started_at, ended_at, last_frame_at, highest_level, last_level,
          flags, last_flags, storage_faults, motor_faults, engine_faults, other_faults)
       values ($1, $2, $3, now(), now(), now(), 2, 2, 2, 2, '{}', '{}', '{}', '{}') returning id`,
      [tenantId, vehicleId, vin],
    );
    // the worker rings the bell of the alarm readers once the batch commits
    h.vehicle.worker!.alarms.announce([{ kind: 'gb', id: Number(episode!.id), tenantId, vin, level: 2 }]);
    await waitFor(
      () => boxOf(admin, vin),
      (list) => list.length > 0,
      5000,
      'the bell of the raised alarm',
    );
    // then the notice job: the strategy's web channel
    expect(await dispatchNotices(deps)).toBe(1);
    expect(await boxOf(admin, vin)).toHaveLength(1);
    const told = await boxOf(outsider, vin);
    expect(told).toHaveLength(1);
    expect(told[0]!.pushBizType).toBe('GB');
    await call('DELETE', '/api/vehicle-svc/noticeStrategy', { ids: [strategyId] });
  });
});

describe('links removed end the alarms they kept open', () => {
  const store = () => telemetryStore(h.ctx.database);
  const report = (vin: string, timeMs: number, speed: number, fix: [number, number] | null): RuleReport => ({
    vehicleId: vehicleIds.get(vin)!,
    tenantId,
    vin,
    timeMs,
    metrics: {
      speed,
      soc: 60,
      maxCellVoltage: null,
      minCellVoltage: null,
      cellVoltageSpread: null,
      maxTemp: null,
      tempSpread: null,
      insulation: null,
      voltage: null,
      current: null,
      motorTemp: null,
      motorControllerTemp: null,
    },
    fix: fix ? { lng: fix[0], lat: fix[1] } : null,
  });
  const evaluate = (reports: RuleReport[]) =>
    store().transaction((tx) => h.vehicle.worker!.alarms.evaluate(tx, reports));

  it('a vehicle unlinked from an alarm strategy has its open alarm ended', async () => {
    const vin = fleetVins[2]!.vin;
    const created = await call('POST', '/api/vehicle-svc/alarmStrategy', {
      name: `解绑结束${Date.now() % 100000}`,
      level: '2',
      scope: 'VIN',
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const strategyId = created.json().id as number;
    const condition = await call('POST', '/api/vehicle-svc/alarmStrategyConditions', {
      strategyId,
      metric: 'speed',
      operator: 'GT',
      threshold: 100,
      durationSeconds: 0,
      hysteresis: 5,
    });
    expect(condition.statusCode, condition.body).toBe(200);
    const linked = await call('POST', '/api/vehicle-svc/alarmStrategyVin', { strategyId, vin });
    expect(linked.statusCode, linked.body).toBe(200);
    await h.vehicle.worker!.alarms.reload();
    const base = Date.now() - 60_000;
    await evaluate([report(vin, base, 120, null), report(vin, base + 10_000, 125, null)]);
    const page = () => call('POST', '/api/vehicle-svc/alarm/vehicle/page', { vin, pageNum: 1, pageSize: 10 });
    expect((await page()).json().items).toMatchObject([{ state: 'OPEN' }]);

    const unlinked = await call('DELETE', '/api/vehicle-svc/alarmStrategyVin', { ids: [linked.json().id] });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    await h.vehicle.worker!.alarms.reload();
    const [ended] = (await page()).json().items;
    expect(ended).toMatchObject({ state: 'ENDED' });
    // ended where its last report was
    expect(new Date(ended.endedAt).getTime()).toBe(base + 10_000);
    // and the vehicle's reports raise nothing more
    await evaluate([report(vin, base + 20_000, 130, null)]);
    expect((await page()).json().items).toHaveLength(1);
  });

  it('a vehicle unlinked from a fence has its open fence alarm ended', async () => {
    const vin = fleetVins[3]!.vin;
    const fence = await call('POST', '/api/vehicle-svc/fences/V1.0', {
      name: `解绑围栏${Date.now() % 100000}`,
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [106, 36], radius: 500 },
      alarmWays: [],
      vehicleScope: 'VIN',
    });
    expect(fence.statusCode, fence.body).toBe(200);
    const fenceId = fence.json().id as number;
    const linked = await call('POST', '/api/vehicle-svc/fenceVehicles', { fenceId, vin });
    expect(linked.statusCode, linked.body).toBe(200);
    await h.vehicle.worker!.alarms.reload();
    const base = Date.now() - 60_000;
    await evaluate([report(vin, base, 30, [106, 36.02]), report(vin, base + 10_000, 30, [106, 36])]);
    const page = () => call('POST', '/api/vehicle-svc/fenceAlarms/page', { vin, pageNum: 1, pageSize: 10 });
    expect((await page()).json().items).toMatchObject([{ kind: 'ENTER', endedAt: null }]);

    const unlinked = await call('DELETE', '/api/vehicle-svc/fenceVehicles', { ids: [linked.json().id] });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    await h.vehicle.worker!.alarms.reload();
    const [ended] = (await page()).json().items;
    expect(ended.endedAt).not.toBeNull();
    expect(new Date(ended.endedAt).getTime()).toBe(base + 10_000);
    // outside and back in: nothing, the fence no longer watches the vehicle
    await evaluate([report(vin, base + 20_000, 30, [106, 36.02]), report(vin, base + 30_000, 30, [106, 36])]);
    expect((await page()).json().items).toHaveLength(1);
  });

  it('an alarm ended and raised again within one batch is stored (fence speeding, strategy)', async () => {
    const vin = fleetVins[4]!.vin;
    const fence = await call('POST', '/api/vehicle-svc/fences/V1.0', {
      name: `限速围栏${Date.now() % 100000}`,
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [107, 37], radius: 2000 },
      alarmWays: [],
      vehicleScope: 'VIN',
      speedLimit: 60,
    });
    expect(fence.statusCode, fence.body).toBe(200);
    const fenceId = fence.json().id as number;
    expect((await call('POST', '/api/vehicle-svc/fenceVehicles', { fenceId, vin })).statusCode).toBe(200);
    const created = await call('POST', '/api/vehicle-svc/alarmStrategy', {
      name: `反复超速${Date.now() % 100000}`,
      level: '1',
      scope: 'VIN',
      enabled: true,
    });
    const strategyId = created.json().id as number;
    await call('POST', '/api/vehicle-svc/alarmStrategyConditions', {
      strategyId,
      metric: 'speed',
      operator: 'GT',
      threshold: 100,
      durationSeconds: 0,
      hysteresis: 5,
    });
    expect((await call('POST', '/api/vehicle-svc/alarmStrategyVin', { strategyId, vin })).statusCode).toBe(
      200,
    );
    await h.vehicle.worker!.alarms.reload();
    const base = Date.now() - 60_000;
    await evaluate([report(vin, base, 120, [107, 37])]);
    // one batch: under both limits (both end), then over them again (both raised anew)
    await evaluate([report(vin, base + 10_000, 50, [107, 37]), report(vin, base + 20_000, 120, [107, 37])]);
    const fenced = (
      await call('POST', '/api/vehicle-svc/fenceAlarms/page', { vin, pageNum: 1, pageSize: 10 })
    )
      .json()
      .items.filter((a: { kind: string }) => a.kind === 'OVERSPEED');
    expect(fenced).toHaveLength(2);
    expect(fenced.filter((a: { endedAt: unknown }) => a.endedAt === null)).toHaveLength(1);
    const raised = (
      await call('POST', '/api/vehicle-svc/alarm/vehicle/page', { vin, pageNum: 1, pageSize: 10 })
    ).json().items;
    expect(raised.map((a: { state: string }) => a.state).sort()).toEqual(['ENDED', 'OPEN']);
  });
});
