import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTA_CALLS, otaTaskSpec, type OtaVehicleRow } from '@chelian/contracts/resources/ota/index';
import { releaseHeld } from '../src/domains/ota/service';
import { tenantTimeZone, zonedTime } from '../src/platform/time-zone';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, waitFor } from './gateway-support';
import { addOtaVersion } from './ota-support';

let h: Harness;
let admin: string;
let zone: string;
const api = (path: string) => `/api/${path}`;
const call = (method: string, url: string, body?: unknown, lang = 'en-US') =>
  h.call(method, url, { token: admin, body, headers: { 'accept-language': lang } });
const TASK_BASE = api(`${otaTaskSpec.service}/${otaTaskSpec.base}`);
const ids = identities(4, 'ota-schedule');
let versionId: number;

/** "HH:mm" of the tenant's clock at an instant. */
const clockAt = (ms: number) => zonedTime(ms, zone).slice(11, 16);
const HOUR = 3600_000;

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  admin = await h.adminToken();
  zone = await tenantTimeZone(h.ctx.database.db, 1);
  versionId = await addOtaVersion(
    h,
    admin,
    { componentCode: 'VCU', versionText: '3.5.0', versionNo: 350 },
    randomBytes(32_000),
  );
  // the terminals stay offline: an order is queued for them, which is all these tests look at
  await registerVehicles(h, ids);
}, 180_000);
afterAll(() => h?.close());

const linkedOf = async (taskId: number) =>
  (await call('POST', api(OTA_CALLS.linked.path), { taskId, pageSize: 100 })).json().items as OtaVehicleRow[];

/** A task over some of the vehicles, started; its schedule as given. */
async function startedTask(name: string, vins: string[], schedule: Record<string, unknown>) {
  const task = await call('POST', TASK_BASE, {
    taskName: name,
    versionId,
    waveUnit: 'PERCENT',
    waveSize: 100,
    successThreshold: 100,
    errorThreshold: 0,
    ...schedule,
  });
  expect(task.statusCode, task.body).toBe(200);
  const id = Number(task.json().id);
  const link = await call('POST', api(OTA_CALLS.link.path.replace(':taskId', String(id))), { vins });
  expect(link.statusCode, link.body).toBe(200);
  const started = await call('PUT', api(OTA_CALLS.startTask.path), { id });
  expect(started.statusCode, started.body).toBe(200);
  return id;
}

describe('the schedule of a started task', () => {
  let windowTask: number;
  const now = Date.now();

  it('keeps the version, waves and names of a started task; a field sent as it stands is no change', async () => {
    windowTask = await startedTask('VCU night', [ids[0]!.vin, ids[1]!.vin], {
      windowStart: clockAt(now + 2 * HOUR),
      windowEnd: clockAt(now + 3 * HOUR),
    });
    expect((await linkedOf(windowTask)).map((r) => [r.operateStatus, r.held])).toEqual([
      ['READY', 'OUTSIDE_WINDOW'],
      ['READY', 'OUTSIDE_WINDOW'],
    ]);
    const renamed = await call('PUT', TASK_BASE, { id: windowTask, taskName: 'renamed', waveSize: 50 });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe(
      'The task is enabled: only its maintenance window and a start time not yet reached can be changed',
    );
    const zh = await call('PUT', TASK_BASE, { id: windowTask, waveSize: 50 }, 'zh-CN');
    expect(zh.json().error.message).toBe('任务已启用：只能修改升级时段和尚未到达的计划开始时间');
    const found = (await call('GET', `${TASK_BASE}/${windowTask}`)).json();
    expect(found).toMatchObject({ taskName: 'VCU night', waveSize: 100, status: 'START' });
  });

  it('refuses a moved window as a new one is refused, in the caller’s language', async () => {
    const empty = await call(
      'PUT',
      TASK_BASE,
      { id: windowTask, windowStart: '05:00', windowEnd: '05:00' },
      'zh-CN',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('升级时段的开始和结束不能相同');
    const half = await call('PUT', TASK_BASE, { id: windowTask, windowStart: '05:00', windowEnd: null });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toBe('Give both the start and the end of the maintenance window');
    const malformed = await call('PUT', TASK_BASE, {
      id: windowTask,
      windowStart: '25:00',
      windowEnd: '05:00',
    });
    expect(malformed.statusCode).toBe(400);
    // a task that went out without a start time has none to move
    const late = await call('PUT', TASK_BASE, { id: windowTask, scheduledAt: now + 5 * HOUR }, 'zh-TW');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('計畫開始時間已過，任務已開始下發，不能再修改開始時間');
  });

  it('moves the window of a running task: its held vehicles go out when the new window opens, not the old', async () => {
    const windowStart = clockAt(now + 4 * HOUR);
    const windowEnd = clockAt(now + 6 * HOUR);
    // the whole form sent back, the locked fields as they stand
    const found = (await call('GET', `${TASK_BASE}/${windowTask}`)).json();
    const moved = await call('PUT', TASK_BASE, {
      id: windowTask,
      taskName: found.taskName,
      versionId: found.versionId,
      waveUnit: found.waveUnit,
      waveSize: found.waveSize,
      successThreshold: found.successThreshold,
      errorThreshold: found.errorThreshold,
      scheduledAt: null,
      windowStart,
      windowEnd,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('GET', `${TASK_BASE}/${windowTask}`)).json()).toMatchObject({
      status: 'START',
      dispatchState: 'OUTSIDE_WINDOW',
      windowStart,
      windowEnd,
    });
    // the old window's hour sends nothing any more
    expect(await releaseHeld(h.ctx, now + 2 * HOUR + 60_000)).toBe(0);
    expect((await linkedOf(windowTask)).every((r) => r.operateStatus === 'READY')).toBe(true);
    // inside the new one, both orders go out
    expect(await releaseHeld(h.ctx, now + 4 * HOUR + 60_000)).toBe(2);
    expect((await linkedOf(windowTask)).map((r) => r.operateStatus)).toEqual(['TASK_START', 'TASK_START']);

    // the change is in the business log: who moved which task's window
    const logged = await waitFor(
      () =>
        query<{ user_name: string; detail: string }>(
          h,
          `select user_name, detail from business_logs where module = 'updateTask' and method = 'PUT' and detail like $1`,
          [`%${windowStart}%`],
        ),
      (rows) => rows.length > 0,
      5_000,
      'the business log row',
    );
    expect(logged[0]!.user_name).toBe('admin');
    expect(JSON.parse(logged[0]!.detail)).toMatchObject({ id: windowTask, windowStart, windowEnd });
  });

  it('moves a start time not reached yet, refusing one in the past', async () => {
    const task = await startedTask('VCU tomorrow', [ids[2]!.vin], { scheduledAt: now + HOUR });
    expect((await call('GET', `${TASK_BASE}/${task}`)).json().dispatchState).toBe('SCHEDULED');
    const past = await call('PUT', TASK_BASE, { id: task, scheduledAt: now - 2 * HOUR });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('The scheduled start cannot be in the past');
    const later = await call('PUT', TASK_BASE, { id: task, scheduledAt: now + 3 * HOUR });
    expect(later.statusCode, later.body).toBe(200);
    expect(await releaseHeld(h.ctx, now + HOUR + 60_000)).toBe(0);
    expect(await releaseHeld(h.ctx, now + 3 * HOUR + 60_000)).toBe(1);
  });

  it('sends the held orders at once when the window is taken away', async () => {
    const task = await startedTask('VCU no window', [ids[3]!.vin], {
      windowStart: clockAt(now + 2 * HOUR),
      windowEnd: clockAt(now + 3 * HOUR),
    });
    expect((await linkedOf(task))[0]!.held).toBe('OUTSIDE_WINDOW');
    const open = await call('PUT', TASK_BASE, { id: task, windowStart: null, windowEnd: null });
    expect(open.statusCode, open.body).toBe(200);
    const rows = await waitFor(
      () => linkedOf(task),
      (r) => r[0]?.operateStatus === 'TASK_START',
      5_000,
      'the order sent',
    );
    expect(rows[0]!.held).toBeNull();
  });

  it('takes no change on a closed task', async () => {
    expect((await call('PUT', api(OTA_CALLS.closeTask.path), { id: windowTask })).statusCode).toBe(200);
    const closed = await call('PUT', TASK_BASE, { id: windowTask, windowStart: '01:00', windowEnd: '02:00' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('A closed task cannot be changed');
    const zh = await call(
      'PUT',
      TASK_BASE,
      { id: windowTask, windowStart: '01:00', windowEnd: '02:00' },
      'zh-CN',
    );
    expect(zh.json().error.message).toBe('已关闭的任务不能修改');
    expect((await call('GET', `${TASK_BASE}/${windowTask}`)).json()).toMatchObject({
      windowStart: clockAt(now + 4 * HOUR),
    });
  });
});

describe('the demo', () => {
  it('seeds a running task held by its maintenance window and one before its start time, once', async () => {
    const { seedDemoFleet } = await import('../src/demo/fleet');
    const { seedOtaDemo } = await import('../src/demo/ota');
    const { fleetIdentities } = await import('@chelian/simulator');
    const seeded = await seedDemoFleet(h.ctx, 6);
    const vins = fleetIdentities(seeded).map((i) => i.vin);
    await seedOtaDemo(h.ctx, vins);
    await seedOtaDemo(h.ctx, vins);
    const tasks = (await call('POST', `${TASK_BASE}/page`, { taskName: 'T-BOX 1.1.0', pageSize: 10 })).json()
      .items as Record<string, unknown>[];
    const byName = new Map(tasks.map((t) => [t.taskName, t]));
    expect(tasks).toHaveLength(3);
    expect(byName.get('T-BOX 1.1.0 分批升级')).toMatchObject({ status: 'INIT', vehicleCount: 3 });
    const windowed = byName.get('T-BOX 1.1.0 维护时段升级')!;
    expect(windowed).toMatchObject({ status: 'START', dispatchState: 'OUTSIDE_WINDOW', vehicleCount: 2 });
    expect(windowed.windowStart).toMatch(/^\d\d:00$/);
    const scheduled = byName.get('T-BOX 1.1.0 定时升级')!;
    expect(scheduled).toMatchObject({ status: 'START', dispatchState: 'SCHEDULED', vehicleCount: 1 });
    // tomorrow at 02:00 on the tenant's clock
    expect(zonedTime(Number(scheduled.scheduledAt), zone).slice(11, 16)).toBe('02:00');
    const held = await linkedOf(Number(windowed.id));
    expect(held.map((r) => [r.vin, r.operateStatus, r.held]).sort()).toEqual(
      [
        [vins[3], 'READY', 'OUTSIDE_WINDOW'],
        [vins[4], 'READY', 'OUTSIDE_WINDOW'],
      ].sort(),
    );
    expect((await linkedOf(Number(scheduled.id))).map((r) => [r.vin, r.held])).toEqual([
      [vins[5], 'SCHEDULED'],
    ]);
  });
});
