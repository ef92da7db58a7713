import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { encode } from '@chelian/gb32960';
import {
  abnormalLocationSpec,
  abnormalOfflineSpec,
  noticeStrategySpec,
  noticeStrategyVehicleSpec,
  terminalAlarmHistorySpec,
  terminalAlarmInfoSpec,
  terminalAlarmItemSpec,
  terminalAlarmStrategySpec,
  terminalAlarmStrategyVinSpec,
} from '@chelian/contracts/resources/alarm/terminal';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { checkOffline, dispatchNotices, mailSender, TERMINAL_RULES_CHANGED } from '../src/domains/alarm';
import { newTerminalState, terminalStep, type TerminalRule } from '../src/domains/alarm/terminal-rules';
import { checkFix } from '../src/domains/alarm/location-rules';
import { telemetryStore } from '../src/db/store';
import { zonedTime } from '../src/platform/time-zone';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string) =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': 'zh-CN' } });

const fleetVins = identities(12, 'terminal-alarms');
const vehicleIds = new Map<string, number>();

beforeAll(async () => {
  // the jobs are run by the tests themselves, at the moments they choose
  h = await startHarness({
    DEMO_FLEET: '0',
    LOG_LEVEL: 'error',
    INGEST_BATCH_WAIT_MS: '0',
    ALARM_JOB_SECONDS: '3600',
  });
  ({ admin, operator, fleet } = await h.demoTokens());
  for (const [vin, id] of await registerVehicles(h, fleetVins)) vehicleIds.set(vin, id);
  // the demo's strategies watch every vehicle of the tenant: these tests set their own
  await query(h, 'update terminal_alarm_strategies set enabled = false');
  await query(h, 'delete from notice_strategies');
  h.ctx.bus.publish(TERMINAL_RULES_CHANGED, { at: Date.now() });
  // the first vehicle's terminal has a SIM card in the archive: a login with another ICCID is refused
  const identity = fleetVins[0]!;
  const [card] = await query<{ id: number }>(
    h,
    `insert into sim_cards (tenant_id, iccid, msisdn, operator, card_category, status)
     select tenant_id, $1, $2, 'CMCC', 'M2M', '2' from vehicles where vin = $3 returning id`,
    [identity.iccid, `14${identity.iccid.slice(-11)}`, identity.vin],
  );
  await query(h, 'update terminals set sim_card_id = $1 where terminal_code = $2', [
    card!.id,
    identity.terminalCode,
  ]);
}, 180_000);
afterAll(() => h?.close());

let seq = 0;
async function newItem(kind: string, threshold: number, windowMinutes = 10, level = '2'): Promise<number> {
  const res = await call('POST', '/api/vehicle-svc/terminalAlarmItems', {
    name: `${kind}-${++seq}-${Date.now() % 100000}`,
    kind,
    threshold,
    windowMinutes,
    level,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** A VIN-scoped strategy of these items over one vehicle. */
async function watchWith(vin: string, itemIds: number[]): Promise<number> {
  const s = await call('POST', '/api/vehicle-svc/terminalAlarmStrategy', {
    name: `终端策略${++seq}-${Date.now() % 100000}`,
    itemIds,
    scope: 'VIN',
    enabled: true,
  });
  expect(s.statusCode, s.body).toBe(200);
  const strategyId = s.json().id as number;
  const l = await call('POST', '/api/vehicle-svc/terminalAlarmStrategyVin', { strategyId, vin });
  expect(l.statusCode, l.body).toBe(200);
  return strategyId;
}

interface TerminalAlarmRow {
  id: number;
  kind: string;
  level: number;
  started_at: Date;
  ended_at: Date | null;
  value: number;
  event_count: number;
}
const terminalAlarmsOf = (vin: string, kind: string) =>
  query<TerminalAlarmRow>(
    h,
    `select id, kind, level, started_at, ended_at, value, event_count from terminal_alarms
      where vin = $1 and kind = $2 order by started_at, id`,
    [vin, kind],
  );

type Clocked = SimulatedTerminal & {
  clock: { now: number; lng: number; lat: number; speed: number };
  at(lng: number, lat: number, speed?: number): void;
};

/** A terminal whose data clock and position are what the test sets (the vehicle model does not move them). */
function heldTerminal(index: number, iccid?: string): Clocked {
  const identity = fleetVins[index]!;
  const t = terminal(h, iccid ? { ...identity, iccid } : identity, { startTime: Date.now() }) as Clocked;
  const v = t.vehicle as unknown as Clocked['clock'] & { step(ms: number): void };
  v.step = (ms: number) => {
    v.now += ms;
  };
  t.clock = v;
  t.at = (lng, lat, speed = 40) => {
    v.lng = lng;
    v.lat = lat;
    v.speed = speed;
    t.tick();
  };
  return t;
}

// ------------------------------------------------------------------ the rules themselves

const rule = (over: Partial<TerminalRule>): TerminalRule => ({
  itemId: 1,
  tenantId: 1,
  name: 'x',
  kind: 'BAD_BCC',
  threshold: 3,
  windowMs: 60_000,
  level: 2,
  ...over,
});

describe('terminal alarm items', () => {
  it('a counting item raises at the threshold within the window, holds, and clears a window after the last', () => {
    const r = rule({ kind: 'BAD_BCC' });
    const s = newTerminalState();
    expect(terminalStep(r, s, { at: 0, type: 'badFrame' }).kind).toBe('none');
    // the first falls out of the window before the third comes
    expect(terminalStep(r, s, { at: 50_000, type: 'badFrame' }).kind).toBe('none');
    expect(terminalStep(r, s, { at: 70_000, type: 'badFrame' }).kind).toBe('none');
    expect(terminalStep(r, s, { at: 80_000, type: 'badFrame' })).toMatchObject({
      kind: 'raise',
      alarm: { startedAt: 50_000, count: 3 },
    });
    expect(terminalStep(r, s, { at: 90_000, type: 'badFrame' })).toMatchObject({
      kind: 'hold',
      alarm: { count: 4 },
    });
    const good = { type: 'report' as const, reissue: false, driftSeconds: 0 };
    expect(terminalStep(r, s, { at: 100_000, ...good }).kind).toBe('none');
    expect(terminalStep(r, s, { at: 150_000, ...good })).toMatchObject({ kind: 'clear', endedAt: 150_000 });
    expect(s.open).toBeNull();
  });

  it('login failures clear on a login a window later; reissues on a real-time report', () => {
    const r = rule({ kind: 'LOGIN_FAIL', threshold: 2 });
    const s = newTerminalState();
    terminalStep(r, s, { at: 0, type: 'loginFail' });
    expect(terminalStep(r, s, { at: 1_000, type: 'loginFail' }).kind).toBe('raise');
    expect(terminalStep(r, s, { at: 2_000, type: 'login' }).kind).toBe('none');
    expect(terminalStep(r, s, { at: 61_000, type: 'login' }).kind).toBe('clear');
    const q = rule({ kind: 'REISSUE_BACKLOG', threshold: 2 });
    const t = newTerminalState();
    const reissue = { type: 'report' as const, reissue: true, driftSeconds: 500 };
    terminalStep(q, t, { at: 0, ...reissue });
    expect(terminalStep(q, t, { at: 10, ...reissue }).kind).toBe('raise');
    expect(terminalStep(q, t, { at: 60_010, type: 'report', reissue: false, driftSeconds: 0 }).kind).toBe(
      'clear',
    );
  });

  it('clock drift raises on the first report past the limit, holds, and clears on one within it', () => {
    const r = rule({ kind: 'CLOCK_DRIFT', threshold: 300 });
    const s = newTerminalState();
    const report = (at: number, driftSeconds: number, reissue = false) => ({
      at,
      type: 'report' as const,
      reissue,
      driftSeconds,
    });
    expect(terminalStep(r, s, report(0, 10)).kind).toBe('none');
    expect(terminalStep(r, s, report(1, 900, true)).kind).toBe('none'); // reissued: late by design
    expect(terminalStep(r, s, report(2, 600))).toMatchObject({ kind: 'raise', alarm: { value: 600 } });
    expect(terminalStep(r, s, report(3, 700))).toMatchObject({
      kind: 'hold',
      alarm: { value: 700, count: 2 },
    });
    expect(terminalStep(r, s, report(4, 1))).toMatchObject({ kind: 'clear', endedAt: 4 });
  });
});

describe('location checks', () => {
  it('a jump, a fix outside China (once per stay), a frozen fix while driving', () => {
    let { next, anomalies } = checkFix(undefined, 0, 116.4, 39.9, 30);
    expect(anomalies).toEqual([]);
    // 120 km in 10 s
    ({ next, anomalies } = checkFix(next, 10_000, 117.8, 39.9, 30));
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toMatchObject({ kind: 'JUMP', prev: { lng: 116.4, lat: 39.9 } });
    expect(anomalies[0]!.speedKmh).toBeGreaterThan(10_000);
    // the stray fix is not the next one's origin: back home is no second jump
    expect(next.lng).toBe(116.4);
    ({ next, anomalies } = checkFix(next, 20_000, 116.401, 39.9, 30));
    expect(anomalies).toEqual([]);
    // frozen: the same coordinates for two minutes at speed
    for (let t = 30_000; t < 140_000; t += 10_000) {
      ({ next, anomalies } = checkFix(next, t, 116.401, 39.9, 40));
      expect(anomalies).toEqual([]);
    }
    ({ next, anomalies } = checkFix(next, 140_000, 116.401, 39.9, 40));
    expect(anomalies.map((a) => a.kind)).toEqual(['FROZEN']);
    ({ next, anomalies } = checkFix(next, 150_000, 116.401, 39.9, 40));
    expect(anomalies).toEqual([]);
    // Paris: outside once, however many fixes there
    let out = checkFix(undefined, 0, 2.35, 48.85, 0);
    expect(out.anomalies.map((a) => a.kind)).toEqual(['OUTSIDE']);
    out = checkFix(out.next, 10_000, 2.3501, 48.85, 0);
    expect(out.anomalies).toEqual([]);
  });
});

// ------------------------------------------------------------------ through the gateway

describe('terminal alarms on what the terminals do', () => {
  it('refused logins raise LOGIN_FAIL for the terminal and hold while they go on', async () => {
    const t = heldTerminal(0, '89860000000000000999');
    await watchWith(t.vin, [await newItem('LOGIN_FAIL', 2, 10, '3')]);
    try {
      expect(await t.login()).not.toBe('ok');
      await settle(h);
      expect(await terminalAlarmsOf(t.vin, 'LOGIN_FAIL')).toHaveLength(0);
      expect(await t.login()).not.toBe('ok');
      await settle(h);
      let list = await terminalAlarmsOf(t.vin, 'LOGIN_FAIL');
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ level: 3, ended_at: null, event_count: 2 });
      expect(await t.login()).not.toBe('ok');
      await settle(h);
      list = await terminalAlarmsOf(t.vin, 'LOGIN_FAIL');
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ event_count: 3 });
    } finally {
      await t.stop({ logout: false });
    }
  });

  it('frames with a wrong check byte raise BAD_BCC', async () => {
    const t = heldTerminal(1);
    await watchWith(t.vin, [await newItem('BAD_BCC', 2)]);
    try {
      expect(await t.login()).toBe('ok');
      const heartbeat = encode({
        edition: t.edition,
        commandId: 0x07,
        response: 'command',
        vin: t.vin,
        encryption: 'none',
        body: {},
      } as Parameters<typeof encode>[0]);
      const bad = Uint8Array.from(heartbeat);
      bad[bad.length - 1] = bad[bad.length - 1]! ^ 0xff;
      t.writeRaw(bad);
      t.writeRaw(bad);
      await waitFor(
        () => query(h, `select 1 from raw_frames where vin = $1 and error like '%BCC%'`, [t.vin]),
        (rows) => rows.length >= 2,
        10_000,
        'the refused frames',
      );
      await settle(h);
      const list = await terminalAlarmsOf(t.vin, 'BAD_BCC');
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ ended_at: null, event_count: 2 });
    } finally {
      await t.stop();
    }
  });

  it('clock drift raises, holds and clears; the info list shows it open, the history ended', async () => {
    const t = heldTerminal(2);
    await watchWith(t.vin, [await newItem('CLOCK_DRIFT', 300)]);
    try {
      expect(await t.login()).toBe('ok');
      t.clock.now = Date.now();
      t.tick(0);
      await settle(h);
      expect(await terminalAlarmsOf(t.vin, 'CLOCK_DRIFT')).toHaveLength(0);
      t.clock.now = Date.now() - 1_000_000;
      t.tick(0);
      await settle(h);
      let list = await terminalAlarmsOf(t.vin, 'CLOCK_DRIFT');
      expect(list).toHaveLength(1);
      expect(list[0]!.value).toBeGreaterThan(900);
      const info = await call('POST', '/api/vehicle-svc/alarm/terminal/page/info', { vin: t.vin });
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json().items).toHaveLength(1);
      expect(info.json().items[0]).toMatchObject({ kind: 'CLOCK_DRIFT', state: 'OPEN', level: '2' });
      t.tick(0);
      await settle(h);
      expect((await terminalAlarmsOf(t.vin, 'CLOCK_DRIFT'))[0]).toMatchObject({
        event_count: 2,
        ended_at: null,
      });
      t.clock.now = Date.now();
      t.tick(0);
      await settle(h);
      list = await terminalAlarmsOf(t.vin, 'CLOCK_DRIFT');
      expect(list).toHaveLength(1);
      expect(list[0]!.ended_at).not.toBeNull();
      const open = await call('POST', '/api/vehicle-svc/alarm/terminal/page/info', { vin: t.vin });
      expect(open.json().items).toHaveLength(0);
      const history = await call('POST', '/api/vehicle-svc/alarm/terminal/page/history', { vin: t.vin });
      expect(history.json().items[0]).toMatchObject({ state: 'ENDED' });
      const file = await call('POST', '/api/vehicle-svc/alarm/terminal/export/history', { vin: t.vin });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
    } finally {
      await t.stop();
    }
  });

  it('a reissue backlog raises REISSUE_BACKLOG', async () => {
    const t = heldTerminal(3);
    await watchWith(t.vin, [await newItem('REISSUE_BACKLOG', 3)]);
    try {
      expect(await t.login()).toBe('ok');
      t.disconnect();
      for (let i = 0; i < 4; i++) t.tick();
      await t.connect();
      expect(await t.login()).toBe('ok');
      t.reissueMissed();
      await settle(h);
      const list = await terminalAlarmsOf(t.vin, 'REISSUE_BACKLOG');
      expect(list).toHaveLength(1);
      expect(list[0]!.event_count).toBeGreaterThanOrEqual(3);
    } finally {
      await t.stop();
    }
  });

  it('offline past the limit raises OFFLINE (a job); the next report ends it', async () => {
    const t = heldTerminal(4);
    await watchWith(t.vin, [await newItem('OFFLINE', 30)]);
    try {
      expect(await t.login()).toBe('ok');
      t.tick();
      await settle(h);
      const store = telemetryStore(h.ctx.database);
      await checkOffline(store, Date.now(), 21);
      expect(await terminalAlarmsOf(t.vin, 'OFFLINE')).toHaveLength(0);
      await query(
        h,
        `update vehicle_latest set last_seen_at = now() - interval '45 minutes' where vin = $1`,
        [t.vin],
      );
      await checkOffline(store, Date.now(), 21);
      await checkOffline(store, Date.now(), 21); // held, not raised twice
      let list = await terminalAlarmsOf(t.vin, 'OFFLINE');
      expect(list).toHaveLength(1);
      expect(list[0]!.ended_at).toBeNull();
      expect(list[0]!.value).toBeGreaterThanOrEqual(45);
      t.tick();
      await settle(h);
      list = await terminalAlarmsOf(t.vin, 'OFFLINE');
      expect(list[0]!.ended_at).not.toBeNull();
    } finally {
      await t.stop();
    }
  });
});

describe('abnormal vehicles', () => {
  it('writes a jump between consecutive fixes, and a fix outside China', async () => {
    const t = heldTerminal(5);
    const p = heldTerminal(6);
    try {
      expect(await t.login()).toBe('ok');
      t.at(116.4, 39.9);
      t.at(116.401, 39.9);
      await settle(h);
      t.at(121.47, 31.23); // Shanghai, 10 s after Beijing
      t.at(116.402, 39.9);
      await settle(h);
      const jumps = await query<{ kind: string; prev_lng: number; speed_kmh: number }>(
        h,
        `select kind, prev_lng, speed_kmh from abnormal_locations where vin = $1 order by id`,
        [t.vin],
      );
      expect(jumps.map((j) => j.kind)).toEqual(['JUMP']);
      expect(jumps[0]!.prev_lng).toBeCloseTo(116.401, 5);
      expect(jumps[0]!.speed_kmh).toBeGreaterThan(100_000);
      expect(await p.login()).toBe('ok');
      p.at(2.35, 48.85, 0);
      p.at(2.351, 48.85, 0);
      await settle(h);
      const page = await call('POST', '/api/vehicle-svc/abnormal/page/location', { vin: p.vin });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().items.map((r: Row) => r.kind)).toEqual(['OUTSIDE']);
      const file = await call('POST', '/api/vehicle-svc/abnormal/export/location', { kind: 'JUMP' });
      expect(file.statusCode).toBe(200);
    } finally {
      await t.stop();
      await p.stop();
    }
  });

  it('lists a vehicle silent for the limit of days (a job) until it reports again', async () => {
    const t = heldTerminal(7);
    try {
      expect(await t.login()).toBe('ok');
      t.tick();
      await settle(h);
      await query(h, `update vehicle_latest set last_seen_at = now() - interval '22 days' where vin = $1`, [
        t.vin,
      ]);
      const store = telemetryStore(h.ctx.database);
      await checkOffline(store, Date.now(), 30);
      expect(await query(h, 'select 1 from abnormal_offlines where vin = $1', [t.vin])).toHaveLength(0);
      await checkOffline(store, Date.now(), 21);
      const page = await call('POST', '/api/vehicle-svc/abnormal/page/offline', { vin: t.vin });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().items).toHaveLength(1);
      expect(page.json().items[0]).toMatchObject({ state: 'OPEN', offlineDays: 22 });
      t.tick();
      await settle(h);
      const after = await call('POST', '/api/vehicle-svc/abnormal/page/offline', {
        vin: t.vin,
        state: 'ENDED',
      });
      expect(after.json().items).toHaveLength(1);
    } finally {
      await t.stop();
    }
  });
});

// ------------------------------------------------------------------ notices

/** A local SMTP listener: the mails it was given (no TLS, no auth). */
function smtpListener(): Promise<{ port: number; mails: { to: string[]; data: string }[]; close(): void }> {
  const mails: { to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data = '';
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push({ to, data });
          to = [];
          data = '';
          socket.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, mails, close: () => server.close() }),
    ),
  );
}

describe('notice strategies', () => {
  it('tells the recipients of a strategy by web, SMS and mail, with times on the tenant clock', async () => {
    const smtp = await smtpListener();
    const store = telemetryStore(h.ctx.database);
    const sms: { phone: string; text: string }[] = [];
    const mail = mailSender(
      {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: smtp.port,
        SMTP_SECURE: false,
        SMTP_USER: '',
        SMTP_PASSWORD: '',
        SMTP_FROM: 'Chelian <noreply@chelian.local>',
      },
      { info: () => undefined },
    );
    const deps = {
      db: h.ctx.database.db,
      store,
      bus: h.ctx.bus,
      sms: { send: async (phone: string, text: string) => void sms.push({ phone, text }) },
      mail,
      production: false,
      log: { warn: () => undefined },
    };
    const t = heldTerminal(8);
    try {
      // the reader: a user of the vehicles' tenant with a phone and a mail address
      const [reader] = await query<{ id: number; tenant_id: number }>(
        h,
        `select u.id, u.tenant_id from users u join vehicles v on v.tenant_id = u.tenant_id
          where v.vin = $1 order by u.id limit 1`,
        [t.vin],
      );
      await query(h, `update users set phone = '13800000001', email = 'ops@example.test' where id = $1`, [
        reader!.id,
      ]);
      await query(h, `update tenants set time_zone = 'America/New_York' where id = $1`, [reader!.tenant_id]);
      await dispatchNotices(deps); // the cursors start at the alarms of now
      const created = await call('POST', '/api/vehicle-svc/noticeStrategy', {
        name: `通知${Date.now() % 100000}`,
        kinds: ['TERMINAL'],
        minLevel: '2',
        channels: ['WEB', 'SMS', 'MAIL'],
        userIds: [reader!.id],
        scope: 'VIN',
        enabled: true,
      });
      expect(created.statusCode, created.body).toBe(200);
      const linked = await call('POST', '/api/vehicle-svc/noticeStrategyVehicles', {
        strategyId: created.json().id,
        vin: t.vin,
      });
      expect(linked.statusCode, linked.body).toBe(200);

      await watchWith(t.vin, [await newItem('CLOCK_DRIFT', 60, 10, '2')]);
      expect(await t.login()).toBe('ok');
      t.clock.now = Date.now() - 600_000;
      t.tick(0);
      await settle(h);
      const [alarm] = await terminalAlarmsOf(t.vin, 'CLOCK_DRIFT');
      expect(alarm).toBeDefined();
      expect(await dispatchNotices(deps)).toBe(3);
      expect(await dispatchNotices(deps)).toBe(0); // told once

      const time = zonedTime(new Date(alarm!.started_at), 'America/New_York');
      const [web] = await query<{ title: string; push_body: string; push_biz_type: string }>(
        h,
        `select title, push_body, push_biz_type from messages where user_id = $1 and push_biz_type = 'ERRORMSG'
          order by id desc limit 1`,
        [reader!.id],
      );
      expect(web!.title).toContain(t.vin);
      expect(web!.push_body).toContain(time);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.phone).toBe('13800000001');
      expect(sms[0]!.text).toContain(time);
      await waitFor(
        () => smtp.mails.length,
        (n) => n === 1,
        5000,
        'the mail',
      );
      expect(smtp.mails[0]!.to).toEqual(['ops@example.test']);
      expect(smtp.mails[0]!.data).toContain('Subject:');
    } finally {
      smtp.close();
      await t.stop();
      await query(h, `update tenants set time_zone = 'Asia/Shanghai'`);
    }
  });
});

// ------------------------------------------------------------------ the declarations

const existingAlarm = async (): Promise<number> => {
  const [row] = await query<{ id: number }>(
    h,
    `insert into terminal_alarms (tenant_id, vehicle_id, vin, item_name, kind, level, started_at, last_at, value)
     select tenant_id, id, vin, '登录失败', 'LOGIN_FAIL', 2, now(), now(), 3 from vehicles where vin = $1 returning id`,
    [fleetVins[11]!.vin],
  );
  return Number(row!.id);
};

const CASES: Record<string, Case> = {
  terminalAlarmItem: { unique: (n) => ({ name: `报警项${n}` }), update: { threshold: 5 } },
  terminalAlarmStrategy: {
    unique: (n) => ({ name: `终端策略声明${n}` }),
    create: async () => ({ itemIds: [await newItem('BAD_BCC', 3)], scope: 'ALL', enabled: false }),
    update: { remark: '改过' },
  },
  terminalAlarmStrategyVin: {
    repeatable: true,
    create: async () => ({
      strategyId: (
        await call('POST', '/api/vehicle-svc/terminalAlarmStrategy', {
          name: `链接策略${Date.now()}${Math.random()}`,
          itemIds: [await newItem('BAD_BCC', 3)],
          scope: 'VIN',
          enabled: false,
        })
      ).json().id,
      vin: fleetVins[10]!.vin,
    }),
  },
  terminalAlarmInfo: { existing: existingAlarm },
  terminalAlarmHistory: { existing: existingAlarm },
  abnormalLocation: {
    existing: async () => {
      const [row] = await query<{ id: number }>(
        h,
        `insert into abnormal_locations (tenant_id, vehicle_id, vin, kind, at, lng, lat)
         select tenant_id, id, vin, 'OUTSIDE', now(), 2.35, 48.85 from vehicles where vin = $1 returning id`,
        [fleetVins[11]!.vin],
      );
      return Number(row!.id);
    },
  },
  abnormalOffline: {
    existing: async () => {
      const [row] = await query<{ id: number }>(
        h,
        `insert into abnormal_offlines (tenant_id, vehicle_id, vin, last_seen_at, detected_at, ended_at)
         select tenant_id, id, vin, now() - interval '30 days', now(), now() from vehicles where vin = $1 returning id`,
        [fleetVins[11]!.vin],
      );
      return Number(row!.id);
    },
  },
  noticeStrategy: {
    unique: (n) => ({ name: `通知策略${n}` }),
    create: async () => {
      const [u] = await query<{ id: number }>(
        h,
        `select u.id from users u join vehicles v on v.tenant_id = u.tenant_id where v.vin = $1 order by u.id limit 1`,
        [fleetVins[11]!.vin],
      );
      return { kinds: ['GB', 'OFFLINE'], minLevel: '1', channels: ['WEB'], userIds: [u!.id], scope: 'ALL' };
    },
    update: { remark: '改过' },
  },
  noticeStrategyVehicle: {
    repeatable: true,
    create: async () => {
      const [u] = await query<{ id: number }>(
        h,
        `select u.id from users u join vehicles v on v.tenant_id = u.tenant_id where v.vin = $1 order by u.id limit 1`,
        [fleetVins[11]!.vin],
      );
      const s = await call('POST', '/api/vehicle-svc/noticeStrategy', {
        name: `车辆通知${Date.now()}${Math.random()}`,
        kinds: ['LOCATION'],
        minLevel: '1',
        channels: ['WEB'],
        userIds: [u!.id],
        scope: 'VIN',
      });
      return { strategyId: s.json().id, vin: fleetVins[11]!.vin };
    },
  },
};

describe('terminal alarm and notice declarations', () => {
  resourceSuite(
    {
      terminalAlarmItem: terminalAlarmItemSpec,
      terminalAlarmStrategy: terminalAlarmStrategySpec,
      terminalAlarmStrategyVin: terminalAlarmStrategyVinSpec,
      terminalAlarmInfo: terminalAlarmInfoSpec,
      terminalAlarmHistory: terminalAlarmHistorySpec,
      abnormalLocation: abnormalLocationSpec,
      abnormalOffline: abnormalOfflineSpec,
      noticeStrategy: noticeStrategySpec,
      noticeStrategyVehicle: noticeStrategyVehicleSpec,
    },
    CASES,
    () => harnessCtx(h, { admin, operator, fleet }),
    900,
  );
});
