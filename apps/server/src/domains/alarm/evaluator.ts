import { LANGS, type Language } from '@chelian/contracts';
import type { AlarmMetric, AlarmOperator } from '@chelian/contracts/resources/alarm/strategy';
import type { Database } from '../../db/client';
import { telemetryStore, type TelemetryStore, type Tx } from '../../db/store';
import type { Bus } from '../../platform/bus';
import { notify } from '../../platform/notices';
import { translations } from '../../platform/messages';
import { fenceWatch, type FenceWatch, type RaisedFenceAlarm } from '../fence';
import {
  MODEL_DURATION_MS,
  MODEL_HYSTERESIS,
  MODEL_ITEMS,
  newState,
  step,
  type MetricValues,
  type OpenAlarm,
  type Rule,
  type RuleState,
} from './rules';

/** Published whenever strategies, their conditions or vehicles change: workers reload their rules. */
export const ALARM_RULES_CHANGED = 'alarm.rules.changed';

/** A report as the rules read it (the ingest batch's points carry these fields). */
export interface RuleReport {
  vehicleId: number;
  tenantId: number;
  vin: string;
  timeMs: number;
  metrics: MetricValues | null;
  /** the valid WGS-84 fix, for the fences (absent: none) */
  fix?: { lng: number; lat: number } | null;
}

/** An alarm raised by a batch (or a GB episode it opened), announced once the batch commits. */
export interface RaisedAlarm {
  kind: 'gb' | 'vehicle' | 'fence';
  id: number;
  tenantId: number;
  vin: string;
  level: number;
  /** the rule's name, for vehicle alarms */
  name?: string;
  /** what a fence raised, for fence alarms */
  fence?: RaisedFenceAlarm;
}

export interface AlarmEvaluator {
  /** true while some rule exists: the batch then keeps each report's values */
  readonly active: boolean;
  /**
   * Runs the rules over a batch's reports (sorted by vehicle and data time) inside its
   * transaction and writes the alarms they raise, hold and clear. Gives the raised ones.
   */
  evaluate(tx: Tx, reports: readonly RuleReport[]): Promise<RaisedAlarm[]>;
  /** the transaction of these vehicles' reports failed: their state is read back from the tables */
  forget(vehicleIds: Iterable<number>): void;
  /** the bell: a message to the tenant's users who may see alarms, pushed to their consoles */
  announce(raised: RaisedAlarm[]): void;
  /** reloads the rules now (tests; the bus and a timer do it otherwise) */
  reload(): Promise<void>;
  stop(): void;
}

interface Touched {
  rule: Rule;
  report: RuleReport;
  alarm: OpenAlarm;
  endedAt: number | null;
}

/** Model thresholds and vehicles change in another domain: read again this often. */
const RELOAD_MS = 60_000;
/** Who may see alarms, per tenant, is read again after this long. */
const RECIPIENTS_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The alarm rules of the ingest worker. Strategies, their vehicles and the model thresholds are
 * held in memory (reloaded when they change, never read per frame); the state of every vehicle
 * and rule too, rebuilt from the open alarms of the tables at start, so a restart keeps open
 * alarms open.
 */
export function alarmEvaluator(opts: {
  database: Database;
  bus: Bus;
  log: { warn(obj: unknown, msg: string): void };
}): AlarmEvaluator {
  const store = telemetryStore(opts.database);
  // the fences run in the same step, on the same reports and transaction
  const fences: FenceWatch = fenceWatch(opts);
  let byTenant = new Map<number, Rule[]>();
  let byVehicle = new Map<number, Rule[]>();
  /** unknown until the first load: assume rules, so no report goes by without its values */
  let ruleCount = -1;
  const forVehicle = new Map<number, Rule[]>();
  const states = new Map<number, Map<string, RuleState>>();
  const stale = new Set<number>();

  let keys = new Set<string>();
  let tenantKeys = new Set<string>();
  const load = async () => {
    const next = await loadRules(store);
    byTenant = next.byTenant;
    byVehicle = next.byVehicle;
    ruleCount = next.count;
    keys = next.keys;
    tenantKeys = new Set([...next.byTenant.values()].flat().map((r) => r.key));
    forVehicle.clear();
  };

  /** The rule still watches the vehicle: a tenant-wide rule, or one the vehicle is bound to. */
  const watches = (vehicleId: number, key: string) =>
    keys.has(key) && (tenantKeys.has(key) || (byVehicle.get(vehicleId)?.some((r) => r.key === key) ?? false));

  /**
   * Alarms of a rule that is gone (deleted, disabled) or no longer bound to the vehicle (unlinked)
   * end where their last report was: no report would ever clear them.
   */
  const closeOrphans = async () => {
    const ids: number[] = [];
    for (const [vehicleId, mine] of states) {
      for (const [key, s] of mine) {
        if (watches(vehicleId, key)) continue;
        if (s.open?.id != null) ids.push(s.open.id);
        mine.delete(key);
      }
      if (mine.size === 0) states.delete(vehicleId);
    }
    if (ids.length)
      await store.query(
        'update vehicle_alarms set ended_at = last_frame_at where id = any($1::int8[]) and ended_at is null',
        [ids],
      );
  };

  let ready: Promise<void> = (async () => {
    await load();
    await restore(store, states, null);
    await closeOrphans();
  })().catch((err: unknown) => {
    opts.log.warn({ err: String(err) }, 'alarm rules: first load failed');
  });

  let reloading = false;
  const reload = async () => {
    if (reloading) return;
    reloading = true;
    try {
      await load();
      await closeOrphans();
    } catch (err) {
      opts.log.warn({ err: String(err) }, 'alarm rules: reload failed');
    } finally {
      reloading = false;
    }
  };
  const unsubscribe = opts.bus.subscribe(ALARM_RULES_CHANGED, () => {
    ready = ready.then(reload);
  });
  const timer = setInterval(() => {
    ready = ready.then(reload);
  }, RELOAD_MS).unref();

  const rulesOf = (vehicleId: number, tenantId: number): Rule[] => {
    let list = forVehicle.get(vehicleId);
    if (!list) {
      const a = byTenant.get(tenantId);
      const b = byVehicle.get(vehicleId);
      list = a && b ? [...a, ...b] : (a ?? b ?? []);
      forVehicle.set(vehicleId, list);
    }
    return list;
  };

  const recipients = new Map<number, { at: number; users: Promise<{ id: number; lang: Language }[]> }>();
  const usersOf = (tenantId: number) => {
    const hit = recipients.get(tenantId);
    if (hit && Date.now() - hit.at < RECIPIENTS_MS) return hit.users;
    const users = alarmReaders(store, tenantId);
    recipients.set(tenantId, { at: Date.now(), users });
    return users;
  };

  const evaluateRules = async (tx: Tx, reports: readonly RuleReport[]): Promise<RaisedAlarm[]> => {
    await ready;
    if (stale.size > 0) {
      const ids = [...stale];
      stale.clear();
      for (const id of ids) states.delete(id);
      await restore(tx, states, ids);
    }
    const touched = new Map<OpenAlarm, Touched>();
    // Reports older than what a rule has seen (reissued after newer real-time ones) run through
    // a lane of their own for this batch, in their time order: the past alarms they show are
    // recorded, ended at their last report, and the live state is left as it is.
    const late = new Map<string, RuleState>();
    for (const r of reports) {
      const m = r.metrics;
      if (!m) continue;
      const rules = rulesOf(r.vehicleId, r.tenantId);
      if (rules.length === 0) continue;
      let mine = states.get(r.vehicleId);
      if (!mine) states.set(r.vehicleId, (mine = new Map()));
      for (const rule of rules) {
        let s = mine.get(rule.key);
        if (!s) mine.set(rule.key, (s = newState()));
        if (r.timeMs < s.seenAt) {
          const lane = `${r.vehicleId}:${rule.key}`;
          s = late.get(lane);
          if (!s) late.set(lane, (s = newState()));
        }
        const out = step(rule, s, r.timeMs, m[rule.metric]);
        if (out.kind === 'none') continue;
        const t = touched.get(out.alarm);
        if (t) {
          t.report = r;
          if (out.kind === 'clear') t.endedAt = out.endedAt;
        } else
          touched.set(out.alarm, {
            rule,
            report: r,
            alarm: out.alarm,
            endedAt: out.kind === 'clear' ? out.endedAt : null,
          });
      }
    }
    for (const s of late.values()) {
      const t = s.open && touched.get(s.open);
      if (t && t.endedAt === null) t.endedAt = t.alarm.lastAt;
    }
    if (touched.size === 0) return [];
    const inserts: Touched[] = [];
    const updates: Touched[] = [];
    for (const t of touched.values()) (t.alarm.id === null ? inserts : updates).push(t);
    // the updates first: an alarm cleared and raised again within the batch must not meet its
    // old open row in vehicle_alarms_open
    if (updates.length > 0)
      await tx.query(
        `update vehicle_alarms a set last_frame_at = greatest(a.last_frame_at, u.last_at), peak_value = u.peak,
              last_value = u.last, frame_count = u.frames, ended_at = coalesce(u.ended_at, a.ended_at)
           from unnest($1::int8[], $2::timestamptz[], $3::float8[], $4::float8[], $5::int4[], $6::timestamptz[])
             as u(id, last_at, peak, last, frames, ended_at)
           where a.id = u.id`,
        [
          updates.map((t) => t.alarm.id),
          updates.map((t) => iso(t.alarm.lastAt)),
          updates.map((t) => t.alarm.peak),
          updates.map((t) => t.alarm.last),
          updates.map((t) => t.alarm.frames),
          updates.map((t) => (t.endedAt === null ? null : iso(t.endedAt))),
        ],
      );
    const raised: RaisedAlarm[] = [];
    if (inserts.length > 0) {
      const rows = await tx.query<{
        id: number;
        vehicle_id: number;
        rule_key: string;
        started_at: Date | string;
      }>(
        `insert into vehicle_alarms (tenant_id, vehicle_id, vin, source, rule_key, strategy_id, rule_name, metric, operator,
              threshold, level, started_at, ended_at, last_frame_at, peak_value, last_value, frame_count)
           select * from unnest($1::int8[], $2::int8[], $3::varchar[], $4::varchar[], $5::varchar[], $6::int8[], $7::varchar[],
              $8::varchar[], $9::varchar[], $10::float8[], $11::int2[], $12::timestamptz[], $13::timestamptz[], $14::timestamptz[],
              $15::float8[], $16::float8[], $17::int4[])
           returning id, vehicle_id, rule_key, started_at`,
        [
          inserts.map((t) => t.report.tenantId),
          inserts.map((t) => t.report.vehicleId),
          inserts.map((t) => t.report.vin),
          inserts.map((t) => t.rule.source),
          inserts.map((t) => t.rule.key),
          inserts.map((t) => t.rule.strategyId),
          inserts.map((t) => t.rule.name.slice(0, 100)),
          inserts.map((t) => t.rule.metric),
          inserts.map((t) => t.rule.operator),
          inserts.map((t) => t.rule.threshold),
          inserts.map((t) => t.rule.level),
          inserts.map((t) => iso(t.alarm.startedAt)),
          inserts.map((t) => (t.endedAt === null ? null : iso(t.endedAt))),
          inserts.map((t) => iso(t.alarm.lastAt)),
          inserts.map((t) => t.alarm.peak),
          inserts.map((t) => t.alarm.last),
          inserts.map((t) => t.alarm.frames),
        ],
      );
      const byKey = new Map<string, number>();
      for (const row of rows)
        byKey.set(`${row.vehicle_id}:${row.rule_key}:${new Date(row.started_at).getTime()}`, Number(row.id));
      for (const t of inserts) {
        t.alarm.id = byKey.get(`${t.report.vehicleId}:${t.rule.key}:${t.alarm.startedAt}`) ?? null;
        if (t.alarm.id !== null)
          raised.push({
            kind: 'vehicle',
            id: t.alarm.id,
            tenantId: t.report.tenantId,
            vin: t.report.vin,
            level: t.rule.level,
            name: t.rule.name,
          });
      }
    }
    return raised;
  };

  return {
    get active() {
      return ruleCount !== 0 || states.size > 0 || fences.active;
    },

    async evaluate(tx, reports) {
      const raised = await evaluateRules(tx, reports);
      const fenced = await fences.evaluate(
        tx,
        reports.map((r) => ({
          vehicleId: r.vehicleId,
          tenantId: r.tenantId,
          vin: r.vin,
          timeMs: r.timeMs,
          fix: r.fix ?? null,
          speed: r.metrics?.speed ?? null,
        })),
      );
      for (const f of fenced)
        raised.push({ kind: 'fence', id: f.id, tenantId: f.tenantId, vin: f.vin, level: 1, fence: f });
      return raised;
    },

    forget(vehicleIds) {
      const ids = [...vehicleIds];
      for (const id of ids) stale.add(id);
      fences.forget(ids);
    },

    announce(all) {
      fences.announce(all.flatMap((a) => (a.fence ? [a.fence] : [])));
      const raised = all.filter((a) => a.kind !== 'fence');
      if (raised.length === 0) return;
      void (async () => {
        const byTenantList = new Map<number, RaisedAlarm[]>();
        for (const r of raised) {
          const list = byTenantList.get(r.tenantId) ?? [];
          list.push(r);
          byTenantList.set(r.tenantId, list);
        }
        for (const [tenantId, list] of byTenantList) {
          const users = await usersOf(tenantId);
          if (users.length === 0) continue;
          // one message per user, read in the language of the console that opens it
          const userIds = users.map((u) => u.id);
          for (const a of list) {
            const gb = a.kind === 'gb';
            await notify(opts.database.db, opts.bus, {
              tenantId,
              userIds,
              bizType: 'GB',
              title: translations(gb ? 'ALARM_GB_RAISED_TITLE' : 'ALARM_VEHICLE_RAISED_TITLE', {
                vin: a.vin,
                level: a.level,
              }),
              body: translations(gb ? 'ALARM_GB_RAISED_TEXT' : 'ALARM_VEHICLE_RAISED_TEXT', {
                vin: a.vin,
                level: a.level,
                name: a.name ?? '',
              }),
              queryCondition: { kind: a.kind, id: a.id, vin: a.vin },
            });
          }
        }
      })().catch((err: unknown) => opts.log.warn({ err: String(err) }, 'alarm notice failed'));
    },

    async reload() {
      await ready;
      await reload();
      await fences.reload();
    },

    stop() {
      clearInterval(timer);
      unsubscribe();
      fences.stop();
    },
  };
}

interface ConditionRow {
  id: number;
  tenant_id: number;
  strategy_id: number;
  name: string;
  level: number;
  scope: string;
  metric: string;
  operator: string;
  threshold: number;
  duration_seconds: number;
  hysteresis: number;
}

interface ThresholdRow {
  id: number;
  vehicle_model_id: number;
  alarm_item: string;
  alarm_level: string;
  lower_limit: number | null;
  upper_limit: number | null;
}

/** Every enabled strategy's conditions, their vehicles, and the model thresholds by vehicle. */
async function loadRules(store: TelemetryStore): Promise<{
  byTenant: Map<number, Rule[]>;
  byVehicle: Map<number, Rule[]>;
  count: number;
  keys: Set<string>;
}> {
  const [conditions, links, thresholds, modelled] = await Promise.all([
    store.query<ConditionRow>(
      `select c.id, s.tenant_id, s.id as strategy_id, s.name, s.level, s.scope, c.metric, c.operator, c.threshold,
          c.duration_seconds, c.hysteresis
       from alarm_strategy_conditions c join alarm_strategies s on s.id = c.strategy_id where s.enabled`,
    ),
    store.query<{ strategy_id: number; vehicle_id: number }>(
      `select l.strategy_id, l.vehicle_id from alarm_strategy_vins l
       join alarm_strategies s on s.id = l.strategy_id where s.enabled and s.scope = 'VIN'`,
    ),
    store.query<ThresholdRow>(
      `select id, vehicle_model_id, alarm_item, alarm_level, lower_limit, upper_limit from vehicle_model_thresholds`,
    ),
    store.query<{ id: number; vehicle_model_id: number }>(
      `select id, vehicle_model_id from vehicles
       where vehicle_model_id in (select distinct vehicle_model_id from vehicle_model_thresholds)`,
    ),
  ]);
  const byTenant = new Map<number, Rule[]>();
  const byVehicle = new Map<number, Rule[]>();
  const push = <K>(map: Map<K, Rule[]>, key: K, rule: Rule) => {
    const list = map.get(key);
    if (list) list.push(rule);
    else map.set(key, [rule]);
  };
  const byStrategy = new Map<number, Rule[]>();
  const keys = new Set<string>();
  let count = 0;
  for (const c of conditions) {
    const rule: Rule = {
      key: `c${c.id}`,
      source: 'STRATEGY',
      strategyId: Number(c.strategy_id),
      name: c.name,
      metric: c.metric as AlarmMetric,
      operator: c.operator as AlarmOperator,
      threshold: Number(c.threshold),
      durationMs: Number(c.duration_seconds) * 1000,
      hysteresis: Number(c.hysteresis),
      level: Number(c.level),
    };
    count++;
    keys.add(rule.key);
    if (c.scope === 'ALL') push(byTenant, Number(c.tenant_id), rule);
    else push(byStrategy, Number(c.strategy_id), rule);
  }
  for (const l of links)
    for (const rule of byStrategy.get(Number(l.strategy_id)) ?? [])
      push(byVehicle, Number(l.vehicle_id), rule);
  const byModel = new Map<number, Rule[]>();
  for (const t of thresholds) {
    const item = MODEL_ITEMS[t.alarm_item];
    const limit = item ? (item.limit === 'upper' ? t.upper_limit : t.lower_limit) : null;
    if (!item || limit === null) continue;
    count++;
    keys.add(`m${t.id}`);
    push(byModel, Number(t.vehicle_model_id), {
      key: `m${t.id}`,
      source: 'MODEL',
      strategyId: null,
      name: t.alarm_item,
      metric: item.metric,
      operator: item.limit === 'upper' ? 'GT' : 'LT',
      threshold: Number(limit),
      durationMs: MODEL_DURATION_MS,
      hysteresis: MODEL_HYSTERESIS[item.metric],
      level: Number(t.alarm_level),
    });
  }
  for (const v of modelled)
    for (const rule of byModel.get(Number(v.vehicle_model_id)) ?? []) push(byVehicle, Number(v.id), rule);
  return { byTenant, byVehicle, count, keys };
}

/** Open alarms back into the state (all of them at start; some vehicles after a failed batch). */
async function restore(
  q: Pick<Tx, 'query'>,
  states: Map<number, Map<string, RuleState>>,
  vehicleIds: number[] | null,
): Promise<void> {
  const rows = await q.query<{
    id: number;
    vehicle_id: number;
    rule_key: string;
    started_at: Date | string;
    last_frame_at: Date | string;
    peak_value: number;
    last_value: number;
    frame_count: number;
  }>(
    `select id, vehicle_id, rule_key, started_at, last_frame_at, peak_value, last_value, frame_count
     from vehicle_alarms where ended_at is null ${vehicleIds ? 'and vehicle_id = any($1::int8[])' : ''}`,
    vehicleIds ? [vehicleIds] : [],
  );
  for (const r of rows) {
    const vehicleId = Number(r.vehicle_id);
    let mine = states.get(vehicleId);
    if (!mine) states.set(vehicleId, (mine = new Map()));
    const lastAt = new Date(r.last_frame_at).getTime();
    mine.set(r.rule_key, {
      seenAt: lastAt,
      pendingSince: null,
      clearSince: null,
      open: {
        id: Number(r.id),
        startedAt: new Date(r.started_at).getTime(),
        lastAt,
        peak: Number(r.peak_value),
        last: Number(r.last_value),
        frames: Number(r.frame_count),
      },
    });
  }
}

/**
 * The tenant's users who may see alarms (a role with gbAlarm/view, or all authority), with their
 * language: the built-in bell tells them of every GB and vehicle alarm.
 */
export async function alarmReaders(
  store: Pick<TelemetryStore, 'query'>,
  tenantId: number,
): Promise<{ id: number; lang: Language }[]> {
  const rows = await store.query<{ id: number; lang: string | null }>(
    `select distinct u.id, c.language as lang from users u
     join user_roles ur on ur.user_id = u.id
     join roles r on r.id = ur.role_id
     left join user_configs c on c.user_id = u.id
     where u.tenant_id = $1 and u.status = 'NORMAL'
       and (r.all_authority or exists (select 1 from role_menus rm join menus m on m.id = rm.menu_id
                                       where rm.role_id = r.id and m.permission = 'gbAlarm/view'))`,
    [tenantId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    lang: (LANGS as readonly string[]).includes(r.lang ?? '') ? (r.lang as Language) : 'zh-CN',
  }));
}
