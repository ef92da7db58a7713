import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import {
  alarmStrategyConditionSpec,
  alarmStrategySpec,
  alarmStrategyVinSpec,
} from '@chelian/contracts/resources/alarm/strategy';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { alarmEvaluator } from '../src/domains/alarm';
import { newState, step, type Rule } from '../src/domains/alarm/rules';
import { telemetryStore } from '../src/db/store';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });

const vehicleIds = new Map<string, number>();
const fleetVins = identities(8, 'alarm-rules');

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error', INGEST_BATCH_WAIT_MS: '0' });
  ({ admin, operator, fleet } = await h.demoTokens());
  for (const [vin, id] of await registerVehicles(h, fleetVins)) vehicleIds.set(vin, id);
  // the strategy the suite's import files name: linked to no vehicle that drives here
  await newStrategy(IMPORTED_INTO);
}, 180_000);
afterAll(() => h?.close());

async function newStrategy(name: string, scope: 'ALL' | 'VIN' = 'VIN', level = '2'): Promise<number> {
  const res = await call('POST', '/api/vehicle-svc/alarmStrategy', { name, level, scope, enabled: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

const IMPORTED_INTO = '导入用策略';

const CASES: Record<string, Case> = {
  alarmStrategy: { unique: (n) => ({ name: `策略${n}` }), update: { remark: '改过' } },
  alarmStrategyCondition: {
    repeatable: true,
    create: async () => ({
      strategyId: await newStrategy(`条件策略${Date.now()}${Math.random()}`),
      metric: 'soc',
      operator: 'GT',
      threshold: 90,
    }),
    update: { threshold: 95 },
    importCells: () => ({ strategyId: IMPORTED_INTO }),
  },
  alarmStrategyVin: {
    repeatable: true,
    create: async () => ({
      strategyId: await newStrategy(`车辆策略${Date.now()}${Math.random()}`),
      vin: fleetVins[7]!.vin,
    }),
    importCells: () => ({ strategyId: IMPORTED_INTO, vin: fleetVins[7]!.vin }),
  },
};

describe('alarm strategy declarations', () => {
  resourceSuite(
    {
      alarmStrategy: alarmStrategySpec,
      alarmStrategyCondition: alarmStrategyConditionSpec,
      alarmStrategyVin: alarmStrategyVinSpec,
    },
    CASES,
    () => harnessCtx(h, { admin, operator, fleet }),
    700,
  );
});

// ------------------------------------------------------------------ the rule itself

const rule = (over: Partial<Rule> = {}): Rule => ({
  key: 'c1',
  source: 'STRATEGY',
  strategyId: 1,
  name: 'soc',
  metric: 'soc',
  operator: 'GT',
  threshold: 80,
  durationMs: 20_000,
  hysteresis: 2,
  level: 2,
  ...over,
});

describe('a rule', () => {
  it('raises only after the duration, holds, and clears after the duration back past the band', () => {
    const r = rule();
    const s = newState();
    expect(step(r, s, 0, 85).kind).toBe('none');
    expect(step(r, s, 10_000, 86).kind).toBe('none');
    const raised = step(r, s, 20_000, 87);
    expect(raised).toMatchObject({ kind: 'raise', alarm: { startedAt: 0, peak: 87 } });
    expect(step(r, s, 30_000, 90)).toMatchObject({ kind: 'hold', alarm: { peak: 90, frames: 2 } });
    // within the band: neither clearing nor breaking
    expect(step(r, s, 40_000, 79).kind).toBe('hold');
    expect(step(r, s, 50_000, 78).kind).toBe('hold');
    expect(step(r, s, 60_000, 77).kind).toBe('hold');
    expect(step(r, s, 70_000, 76)).toMatchObject({ kind: 'clear', endedAt: 50_000, alarm: { peak: 90 } });
  });

  it('a value hovering at the threshold raises one alarm, not one per crossing', () => {
    const r = rule({ durationMs: 0 });
    const s = newState();
    const kinds: string[] = [];
    for (let i = 0; i < 200; i++) kinds.push(step(r, s, i * 1000, i % 2 ? 80.5 : 79.5).kind);
    expect(kinds.filter((k) => k === 'raise')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'clear')).toHaveLength(0);
  });

  it('a short spike does not raise; a dip into the band does not restart the run', () => {
    const r = rule();
    const s = newState();
    step(r, s, 0, 85);
    step(r, s, 5_000, 70);
    expect(step(r, s, 25_000, 85).kind).toBe('none');
    const t = newState();
    step(r, t, 0, 85);
    step(r, t, 10_000, 79);
    expect(step(r, t, 20_000, 85)).toMatchObject({ kind: 'raise', alarm: { startedAt: 0 } });
  });

  it('a below-threshold rule and a late report', () => {
    const r = rule({ operator: 'LT', threshold: 20, durationMs: 0 });
    const s = newState();
    expect(step(r, s, 10_000, 15)).toMatchObject({ kind: 'raise' });
    // older than what was seen: not evaluated
    expect(step(r, s, 5_000, 50).kind).toBe('none');
    expect(step(r, s, 20_000, 21).kind).toBe('hold');
    expect(step(r, s, 30_000, 22)).toMatchObject({ kind: 'clear', endedAt: 30_000 });
  });
});

// ------------------------------------------------------------------ through the gateway

interface AlarmRow {
  id: number;
  rule_key: string;
  source: string;
  level: number;
  started_at: Date;
  ended_at: Date | null;
  peak_value: number;
  frame_count: number;
}

const alarmsOf = (vin: string) =>
  query<AlarmRow>(
    h,
    `select id, rule_key, source, level, started_at, ended_at, peak_value, frame_count from vehicle_alarms where vin = $1 order by started_at`,
    [vin],
  );

/** A terminal whose SOC is what the test sets (the vehicle model does not move it). */
function fixedTerminal(index: number): SimulatedTerminal & { soc(v: number): void } {
  const t = terminal(h, fleetVins[index]!) as SimulatedTerminal & { soc(v: number): void };
  const v = t.vehicle as unknown as { step(ms: number): void; now: number; soc: number; mode: string };
  v.step = (ms: number) => {
    v.now += ms;
  };
  t.soc = (x: number) => {
    v.soc = x;
  };
  return t;
}

async function socStrategy(
  name: string,
  vin: string,
  opts: { threshold?: number; duration?: number; hysteresis?: number } = {},
) {
  const strategyId = await newStrategy(name);
  const c = await call('POST', '/api/vehicle-svc/alarmStrategyConditions', {
    strategyId,
    metric: 'soc',
    operator: 'GT',
    threshold: opts.threshold ?? 80,
    durationSeconds: opts.duration ?? 20,
    hysteresis: opts.hysteresis ?? 2,
  });
  expect(c.statusCode, c.body).toBe(200);
  const l = await call('POST', '/api/vehicle-svc/alarmStrategyVin', { strategyId, vin });
  expect(l.statusCode, l.body).toBe(200);
  await h.vehicle.worker!.alarms.reload();
  return { strategyId, conditionId: c.json().id as number };
}

describe('strategies on the reports', () => {
  it('raises once the duration is held, holds, and clears with hysteresis; the bell hears it', async () => {
    const t = fixedTerminal(0);
    const { conditionId } = await socStrategy('SOC 过高', t.vin);
    try {
      expect(await t.login()).toBe('ok');
      t.soc(70);
      t.tick();
      t.soc(85);
      const first = t.tick(); // breach begins
      t.tick();
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0); // 10 s so far
      t.soc(90);
      t.tick(); // 20 s: raised
      await settle(h);
      let list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        rule_key: `c${conditionId}`,
        source: 'STRATEGY',
        level: 2,
        ended_at: null,
      });
      expect(new Date(list[0]!.started_at).getTime()).toBe(Date.parse(first.time));
      // hovering in the band holds the alarm
      for (const x of [79, 81, 79.4, 80]) {
        t.soc(x);
        t.tick();
      }
      t.soc(95);
      t.tick();
      await settle(h);
      list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ ended_at: null, peak_value: 95 });
      // back past the band for the duration: cleared
      t.soc(70);
      const back = t.tick();
      t.tick();
      t.tick();
      await settle(h);
      list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(new Date(list[0]!.ended_at!).getTime()).toBe(Date.parse(back.time));

      // the bell: a GB-type message to the tenant's alarm readers
      const messages = await query<{ title: string; push_biz_type: string }>(
        h,
        `select title, push_biz_type from messages where title like $1`,
        [`%${t.vin}%`],
      );
      expect(messages.length).toBeGreaterThan(0);
      expect(messages[0]!.push_biz_type).toBe('GB');
    } finally {
      await t.stop();
    }
  });

  it('evaluates reissued frames in their time order, not their arrival order', async () => {
    const t = fixedTerminal(1);
    await socStrategy('补发顺序', t.vin, { duration: 20, hysteresis: 0 });
    try {
      expect(await t.login()).toBe('ok');
      // offline: three reports recorded for reissue
      t.disconnect();
      const missed = [60, 85, 85, 85].map((x) => {
        t.soc(x);
        return t.tick();
      });
      await t.connect();
      expect(await t.login()).toBe('ok');
      // the reissue arrives newest first (a terminal draining its store backwards)
      (t as unknown as { missed: unknown[] }).missed.reverse();
      t.reissueMissed();
      await settle(h);
      const list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(new Date(list[0]!.started_at).getTime()).toBe(Date.parse(missed[1]!.time));
    } finally {
      await t.stop();
    }
  });

  it('records the alarm of reissued reports that arrive after newer real-time ones, in their own time', async () => {
    const t = fixedTerminal(6);
    await socStrategy('补发迟到', t.vin, { duration: 20, hysteresis: 0 });
    try {
      expect(await t.login()).toBe('ok');
      t.soc(60);
      t.tick();
      await settle(h);
      // the link drops: four reports past the threshold are kept for reissue
      t.disconnect();
      const missed = [90, 90, 90, 90].map((x) => {
        t.soc(x);
        return t.tick();
      });
      await t.connect();
      expect(await t.login()).toBe('ok');
      // a newer real-time report first, back under the threshold
      t.soc(50);
      t.tick();
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(0);
      t.reissueMissed();
      await settle(h);
      const list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(new Date(list[0]!.started_at).getTime()).toBe(Date.parse(missed[0]!.time));
      expect(new Date(list[0]!.ended_at!).getTime()).toBe(Date.parse(missed[3]!.time));
      // the live state was not moved by the late reports: the next real-time one raises nothing
      t.tick();
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(1);
    } finally {
      await t.stop();
    }
  });

  it('model thresholds take effect for the vehicles of the model', async () => {
    const store = telemetryStore(h.ctx.database);
    const t = fixedTerminal(2);
    const vehicleId = vehicleIds.get(t.vin)!;
    const [tenant] = await store.query<{ tenant_id: number }>(
      'select tenant_id from vehicles where id = $1',
      [vehicleId],
    );
    const [model] = await store.query<{ id: number }>(
      'select id from vehicle_models where tenant_id = $1 order by id limit 1',
      [tenant!.tenant_id],
    );
    expect(model).toBeDefined();
    await store.query('update vehicles set vehicle_model_id = $1 where id = $2', [model!.id, vehicleId]);
    await store.query(
      `insert into vehicle_model_thresholds (tenant_id, vehicle_model_id, alarm_item, alarm_level, lower_limit, upper_limit)
       values ($1, $2, 'socHigh', '3', null, 97)
       on conflict (vehicle_model_id, alarm_item, alarm_level) do update set upper_limit = 97`,
      [tenant!.tenant_id, model!.id],
    );
    await h.vehicle.worker!.alarms.reload();
    try {
      expect(await t.login()).toBe('ok');
      t.soc(99);
      t.tick();
      t.tick();
      await settle(h);
      const list = await alarmsOf(t.vin);
      expect(list.filter((a) => a.source === 'MODEL')).toHaveLength(1);
      expect(list.find((a) => a.source === 'MODEL')).toMatchObject({ level: 3, ended_at: null });
    } finally {
      await t.stop();
    }
  });

  it('a deleted strategy ends its open alarms', async () => {
    const t = fixedTerminal(5);
    const { strategyId } = await socStrategy('删除即结束', t.vin, { duration: 0 });
    try {
      expect(await t.login()).toBe('ok');
      t.soc(95);
      t.tick();
      await settle(h);
      expect(await alarmsOf(t.vin)).toMatchObject([{ ended_at: null }]);
      const removed = await call('DELETE', '/api/vehicle-svc/alarmStrategy', { ids: [strategyId] });
      expect(removed.statusCode, removed.body).toBe(200);
      await h.vehicle.worker!.alarms.reload();
      const [ended] = await alarmsOf(t.vin);
      expect(ended!.ended_at).not.toBeNull();
      // and the reports that follow raise nothing
      t.tick();
      await settle(h);
      expect(await alarmsOf(t.vin)).toHaveLength(1);
    } finally {
      await t.stop();
    }
  });

  it('a restart keeps open alarms open (state read back from the tables)', async () => {
    const t = fixedTerminal(3);
    await socStrategy('重启保持', t.vin, { duration: 0, hysteresis: 2 });
    try {
      expect(await t.login()).toBe('ok');
      t.soc(90);
      t.tick();
      await settle(h);
      const [open] = await alarmsOf(t.vin);
      expect(open).toMatchObject({ ended_at: null, frame_count: 1 });

      // a fresh evaluator, as a restarted worker has: it continues the same alarm
      const fresh = alarmEvaluator({ database: h.ctx.database, bus: h.ctx.bus, log: console });
      await fresh.reload();
      const store = telemetryStore(h.ctx.database);
      const [row] = await store.query<{ tenant_id: number; last_frame_at: Date }>(
        'select tenant_id, last_frame_at from vehicle_alarms where id = $1',
        [open!.id],
      );
      const base = new Date(row!.last_frame_at).getTime();
      const report = (timeMs: number, soc: number) => ({
        vehicleId: vehicleIds.get(t.vin)!,
        tenantId: Number(row!.tenant_id),
        vin: t.vin,
        timeMs,
        metrics: { soc } as never,
      });
      const r1 = report(base + 10_000, 92);
      const raised = await store.transaction((tx) => fresh.evaluate(tx, [r1]));
      expect(raised).toHaveLength(0);
      let list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: open!.id, ended_at: null, frame_count: 2, peak_value: 92 });
      const r2 = report(base + 20_000, 50);
      await store.transaction((tx) => fresh.evaluate(tx, [r2]));
      list = await alarmsOf(t.vin);
      expect(list).toHaveLength(1);
      expect(list[0]!.ended_at).not.toBeNull();
      fresh.stop();
    } finally {
      await t.stop();
    }
  });
});

// ------------------------------------------------------------------ GB alarms and handling

describe('GB alarms', () => {
  let episodeIds: number[] = [];

  it('records the episodes: start, peak level, flags by name, end; the frames that carried them', async () => {
    const t = terminal(h, fleetVins[4]!);
    try {
      expect(await t.login()).toBe('ok');
      t.tick();
      t.raiseAlarm({ level: 1, flags: 1 << 4 });
      const first = t.tick();
      t.raiseAlarm({ level: 3, flags: 1 << 1 });
      t.tick();
      t.clearAlarm();
      const clear = t.tick();
      t.raiseAlarm({ level: 2, flags: 1 << 11 });
      t.tick();
      await settle(h);
      const page = (await call('POST', '/api/vehicle-svc/gbAlarm/page', { vin: t.vin, pageSize: 10 })).json();
      expect(page.total).toBe(2);
      const [open, ended] = page.items as Row[];
      expect(open).toMatchObject({ state: 'OPEN', highestLevel: '2', handleStatus: 'UNHANDLED' });
      expect(ended).toMatchObject({ state: 'ENDED', highestLevel: '3', frameCount: 2 });
      expect(ended!.flagNames).toEqual(['batteryHighTemperature', 'socLow']);
      expect(ended!.startedAt).toBe(Date.parse(first.time));
      expect(ended!.endedAt).toBe(Date.parse(clear.time));
      episodeIds = [open!.id as number, ended!.id as number];
      // a whole VIN typed in lower case (looked up by equality) and a part of one (contains) find the same two
      for (const vin of [t.vin.toLowerCase(), t.vin.slice(3, 12)]) {
        const found = (await call('POST', '/api/vehicle-svc/gbAlarm/page', { vin, pageSize: 10 })).json();
        expect((found.items as Row[]).filter((r) => r.vin === t.vin).map((r) => r.id)).toEqual(episodeIds);
      }
      // a level as the list's select sends it (text) finds the episodes whose highest level it is
      const third = (
        await call('POST', '/api/vehicle-svc/gbAlarm/page', { vin: t.vin, highestLevel: '3', pageSize: 10 })
      ).json();
      expect((third.items as Row[]).map((r) => [r.id, r.highestLevel])).toEqual([[ended!.id, '3']]);
      // each opened episode rings the bell of the tenant's alarm readers
      await waitFor(
        () =>
          query<{ title: string }>(
            h,
            `select title from messages where push_biz_type = 'GB' and title like $1`,
            [`国标报警：${t.vin}%`],
          ),
        (rows) => rows.length >= 2,
        10_000,
        'GB alarm messages',
      );

      const history = (await call('GET', `/api/vehicle-svc/gbAlarm/history/${ended!.id}`)).json();
      expect(history).toMatchObject({ highestLevel: 3, flagNames: ['batteryHighTemperature', 'socLow'] });
      const frames = (
        await call('POST', '/api/vehicle-svc/gbAlarm/page/historySecondaryPage', {
          id: ended!.id,
          pageSize: 10,
        })
      ).json();
      expect(frames.total).toBe(2);
      expect(frames.items[0]).toMatchObject({ alarmLevel: 1, flagNames: ['socLow'] });
      expect(frames.items[1]).toMatchObject({ alarmLevel: 3 });

      const open1 = await call('GET', `/api/vehicle-svc/gbAlarm/history/${ended!.id}`, undefined, fleet);
      expect(open1.statusCode).toBe(404);
    } finally {
      await t.stop();
    }
  });

  it('handles one, a batch, ends them; refuses bad input with a localized message', async () => {
    const [a, b] = episodeIds;
    const empty = await call(
      'POST',
      '/api/vehicle-svc/gbAlarm/handler',
      { ids: [a], content: ' ' },
      admin,
      'en-US',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/at most 500/);
    const foreign = await call('POST', '/api/vehicle-svc/gbAlarm/handler', { ids: [a], content: 'x' }, fleet);
    expect(foreign.statusCode).toBe(404);
    const denied = await call(
      'POST',
      '/api/vehicle-svc/gbAlarm/handler',
      { ids: [a], content: 'x' },
      operator,
    );
    expect(denied.statusCode).toBe(403);

    const one = await call('POST', '/api/vehicle-svc/gbAlarm/handler', { ids: [a], content: '已通知司机' });
    expect(one.json()).toEqual({ updated: 1 });
    const found = (await call('GET', `/api/vehicle-svc/gbAlarm/handler/${a}`)).json();
    expect(found).toMatchObject({ handleStatus: 'HANDLING', handleContent: '已通知司机' });
    const batch = await call('POST', '/api/vehicle-svc/gbAlarm/addBatchHandlerMes', {
      ids: [a, b],
      content: '已安排检修',
    });
    expect(batch.json()).toEqual({ updated: 2 });
    const advice = (await call('GET', '/api/vehicle-svc/gbAlarm/getQuickHandlingAdvice')).json() as string[];
    expect(advice).toContain('已安排检修');

    const end = await call('GET', `/api/vehicle-svc/gbAlarm/handler/end/${a}`);
    expect(end.json()).toEqual({ updated: 1 });
    const again = await call(
      'POST',
      '/api/vehicle-svc/gbAlarm/handler',
      { ids: [a], content: '再改' },
      admin,
      'en-US',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/handled/);
    const batchEnd = await call('GET', `/api/vehicle-svc/gbAlarm/batchHandlerEnd?ids=${a},${b}`);
    expect(batchEnd.json()).toEqual({ updated: 1 });
    const page = (
      await call('POST', '/api/vehicle-svc/gbAlarm/page', { handleStatus: 'DONE', pageSize: 50 })
    ).json();
    expect((page.items as Row[]).map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
    const sort = (await call('POST', '/api/vehicle-svc/gbAlarm/getAlarmSort', {})).json();
    expect(sort.open).toBeGreaterThan(0);
  });

  it('handles and ends vehicle alarms', async () => {
    const page = (await call('POST', '/api/vehicle-svc/alarm/vehicle/page', { pageSize: 50 })).json();
    const ids = (page.items as Row[]).map((r) => r.id as number);
    expect(ids.length).toBeGreaterThan(0);
    const handled = await call('POST', '/api/vehicle-svc/alarm/vehicle/handler', { ids, content: '已核实' });
    expect(handled.json()).toEqual({ updated: ids.length });
    const ended = await call('GET', `/api/vehicle-svc/alarm/vehicle/batchHandlerEnd?ids=${ids.join(',')}`);
    expect(ended.json()).toEqual({ updated: ids.length });
    const done = (
      await call('POST', '/api/vehicle-svc/alarm/vehicle/page', { handleStatus: 'DONE', pageSize: 50 })
    ).json();
    expect(done.total).toBe(ids.length);
  });
});
