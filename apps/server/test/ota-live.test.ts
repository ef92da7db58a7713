import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTA_CALLS,
  otaTaskSpec,
  otaTopic,
  type OtaPush,
  type OtaVehicleRow,
} from '@chelian/contracts/resources/ota/index';
import { WS_SUBSCRIBE } from '@chelian/contracts/ws';
import type { SimulatedTerminal } from '@chelian/simulator';
import { releaseHeld } from '../src/domains/ota/service';
import { dispatchState } from '../src/domains/ota/schedule';
import { tenantTimeZone, zonedTime } from '../src/platform/time-zone';
import { startHarness, type Harness } from './harness';
import { identities, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { addOtaVersion } from './ota-support';

let h: Harness;
let admin: string;
let origin: string;
let zone: string;
const api = (path: string) => `/api/${path}`;
const call = (method: string, url: string, body?: unknown, lang = 'en-US') =>
  h.call(method, url, {
    token: admin,
    body,
    headers: { 'accept-language': lang, host: origin.replace('http://', '') },
  });
const TASK_BASE = api(`${otaTaskSpec.service}/${otaTaskSpec.base}`);
const ids = identities(2, 'ota-live');
const terminals: SimulatedTerminal[] = [];
const sockets: WebSocket[] = [];
let versionId: number;

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  admin = await h.adminToken();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  zone = await tenantTimeZone(h.ctx.database.db, 1);

  versionId = await addOtaVersion(
    h,
    admin,
    { versionName: 'T-BOX 3.0.0', componentCode: 'TBOX', versionText: '3.0.0', versionNo: 300 },
    randomBytes(64_000),
  );

  await registerVehicles(h, ids);
  for (const id of ids) {
    const t = terminal(h, id);
    // steps 400 ms apart: an upgrade spans several pushes (a second each, the latest state of a vehicle wins)
    t.ota.stepMs = 400;
    t.ota.failureRate = 0;
    t.ota.cutRate = 0;
    await t.connect();
    await t.login();
    t.tick();
    t.vehicle.mode = 'parked';
    t.vehicle.speed = 0;
    terminals.push(t);
  }
  await settle(h);
}, 180_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  for (const t of terminals) t.disconnect();
  await h?.close();
});

/** A console's socket: a ticket, then the topics it asks for; every push it hears is kept. */
async function consoleSocket(token: string, topics: string[]) {
  const ticket = (await h.call('POST', '/api/oauth/V1.0/ticket', { token })).json().ticket as string;
  const url = `${origin.replace('http', 'ws')}/websocket/cmd?Client-Id=BIZ&ticket=${encodeURIComponent(ticket)}`;
  const received: { at: number; push: OtaPush }[] = [];
  const socket = new WebSocket(url);
  sockets.push(socket);
  socket.on('message', (data) => {
    const push = JSON.parse(String(data)) as OtaPush;
    if (push.type === 'ota') received.push({ at: Date.now(), push });
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  for (const topic of topics) socket.send(`${WS_SUBSCRIBE}${topic}`);
  return received;
}

/** "HH:mm" of the tenant's clock at an instant. */
const clockAt = (ms: number) => zonedTime(ms, zone).slice(11, 16);

describe('the maintenance window and the scheduled start', () => {
  it('refuses a half window, an empty one, a malformed time and a start in the past, in the caller’s language', async () => {
    const base = { taskName: 'bad window', versionId, waveUnit: 'PERCENT', waveSize: 100 };
    const half = await call('POST', TASK_BASE, { ...base, windowStart: '01:00' });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toBe('Give both the start and the end of the maintenance window');
    const empty = await call(
      'POST',
      TASK_BASE,
      { ...base, windowStart: '01:00', windowEnd: '01:00' },
      'zh-CN',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('升级时段的开始和结束不能相同');
    const malformed = await call('POST', TASK_BASE, { ...base, windowStart: '25:00', windowEnd: '05:00' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('HH:mm');
    const past = await call('POST', TASK_BASE, { ...base, scheduledAt: Date.now() - 3600_000 }, 'zh-TW');
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('計畫開始時間不能早於現在');
  });

  it('reads a window over midnight on the tenant’s clock', () => {
    const w = { scheduledAt: null, windowStart: '22:00', windowEnd: '04:00' };
    // 2026-01-01 23:30 and 03:00 in Shanghai (UTC+8) are inside, 12:00 is not
    expect(dispatchState(w, 'Asia/Shanghai', Date.UTC(2026, 0, 1, 15, 30))).toBe('OPEN');
    expect(dispatchState(w, 'Asia/Shanghai', Date.UTC(2026, 0, 1, 19, 0))).toBe('OPEN');
    expect(dispatchState(w, 'Asia/Shanghai', Date.UTC(2026, 0, 1, 4, 0))).toBe('OUTSIDE_WINDOW');
    const day = { scheduledAt: null, windowStart: '01:00', windowEnd: '05:00' };
    expect(dispatchState(day, 'Asia/Shanghai', Date.UTC(2026, 0, 1, 16, 59))).toBe('OUTSIDE_WINDOW');
    expect(dispatchState(day, 'Asia/Shanghai', Date.UTC(2026, 0, 1, 18, 0))).toBe('OPEN');
    expect(dispatchState(day, 'Asia/Shanghai', Date.UTC(2026, 0, 1, 21, 0))).toBe('OUTSIDE_WINDOW');
    expect(
      dispatchState({ ...day, scheduledAt: new Date(Date.UTC(2026, 0, 2)) }, 'UTC', Date.UTC(2026, 0, 1)),
    ).toBe('SCHEDULED');
  });
});

describe('a task held by its window, released inside it, its progress pushed live', () => {
  let taskId: number;
  let received: { at: number; push: OtaPush }[];
  const linked = async () =>
    (await call('POST', api(OTA_CALLS.linked.path), { taskId, pageSize: 100 })).json()
      .items as OtaVehicleRow[];

  it('holds the orders outside the window: vehicles stay READY, shown waiting, a hand distribute refused', async () => {
    const now = Date.now();
    // the window opens two hours from now, for an hour
    const windowStart = clockAt(now + 2 * 3600_000);
    const windowEnd = clockAt(now + 3 * 3600_000);
    const task = await call('POST', TASK_BASE, {
      taskName: 'TBOX 3.0.0 night',
      versionId,
      waveUnit: 'PERCENT',
      waveSize: 100,
      successThreshold: 100,
      errorThreshold: 0,
      windowStart,
      windowEnd,
    });
    expect(task.statusCode, task.body).toBe(200);
    taskId = Number(task.json().id);
    const link = await call('POST', api(OTA_CALLS.link.path.replace(':taskId', String(taskId))), {
      vins: ids.map((i) => i.vin),
    });
    expect(link.statusCode, link.body).toBe(200);

    received = await consoleSocket(admin, [otaTopic(), otaTopic(taskId)]);
    expect((await call('PUT', api(OTA_CALLS.startTask.path), { id: taskId })).statusCode).toBe(200);
    const found = (await call('GET', `${TASK_BASE}/${taskId}`)).json();
    expect(found).toMatchObject({ status: 'START', dispatchState: 'OUTSIDE_WINDOW', windowStart, windowEnd });
    const rows = await linked();
    expect(rows.map((r) => [r.operateStatus, r.held])).toEqual([
      ['READY', 'OUTSIDE_WINDOW'],
      ['READY', 'OUTSIDE_WINDOW'],
    ]);
    const hand = await call('PUT', api(OTA_CALLS.distribute.path), { taskId });
    expect(hand.statusCode).toBe(409);
    expect(hand.json().error.message).toBe(
      `It is outside the maintenance window ${windowStart}-${windowEnd} of the task "TBOX 3.0.0 night": nothing can be sent now`,
    );
    // the schedule job at the real clock sends nothing; no terminal heard of an order
    expect(await releaseHeld(h.ctx)).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    for (const t of terminals) expect(t.ota.sent).toEqual([]);
  });

  it('releases the orders once the clock is inside the window; the console hears each vehicle’s progress to success', async () => {
    const sent = await releaseHeld(h.ctx, Date.now() + 2 * 3600_000 + 60_000);
    expect(sent).toBe(2);
    const rows = await waitFor(
      linked,
      (r) => r.every((v) => v.upgradeStatus === 'SUCCESS'),
      30_000,
      'both upgraded',
    );
    expect(rows.every((r) => r.held === null)).toBe(true);
    // the pushes carried each vehicle's steps: a download under way, then the success
    await waitFor(
      async () => received.flatMap((r) => r.push.vehicles),
      (v) => ids.every((i) => v.some((x) => x.vin === i.vin && x.upgradeStatus === 'SUCCESS')),
      5_000,
      'the success pushed',
    );
    const vehicles = received.flatMap((r) => r.push.vehicles);
    for (const id of ids) {
      const steps = vehicles.filter((v) => v.vin === id.vin);
      expect(steps.every((v) => v.taskId === taskId)).toBe(true);
      // a step under way was pushed before the success
      const statuses = steps.map((v) => v.upgradeStatus);
      expect(statuses).toContain('SUCCESS');
      expect(statuses.some((v) => v !== 'SUCCESS')).toBe(true);
      expect(steps.find((v) => v.upgradeStatus === 'SUCCESS')).toMatchObject({
        progress: 100,
        operateStatus: 'COMPLETED',
        replyCode: '1',
      });
    }
    expect(received.every((r) => r.push.taskIds.includes(taskId))).toBe(true);
    // coalesced: about one push a second, however many steps the terminals reported
    const reports = terminals.reduce((n, t) => n + t.ota.sent.length, 0);
    expect(received.length).toBeLessThan(reports);
    for (let i = 1; i < received.length; i++)
      expect(received[i]!.at - received[i - 1]!.at).toBeGreaterThanOrEqual(900);
  }, 60_000);

  it('pushes nothing to a console that did not ask for OTA progress', async () => {
    const quiet = await consoleSocket(admin, []);
    const other = await consoleSocket(admin, [otaTopic(taskId + 1000)]);
    expect((await call('PUT', api(OTA_CALLS.closeTask.path), { id: taskId })).statusCode).toBe(200);
    await waitFor(
      async () => received.filter((r) => r.push.reload.includes(taskId)),
      (r) => r.length > 0,
      5_000,
      'the close pushed as a reload',
    );
    expect(quiet).toEqual([]);
    expect(other).toEqual([]);
  });
});
