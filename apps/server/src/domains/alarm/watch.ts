import type { TerminalAlarmKind } from '@chelian/contracts/resources/alarm/terminal';
import { telemetryStore, type TelemetryStore, type Tx } from '../../db/store';
import type { Database } from '../../db/client';
import type { Bus } from '../../platform/bus';
import { checkFix, type LastFix, type LocationAnomaly } from './location-rules';
import {
  TERMINAL_RULES_CHANGED,
  newTerminalState,
  terminalStep,
  type OpenTerminalAlarm,
  type TerminalEvent,
  type TerminalRule,
  type TerminalRuleState,
} from './terminal-rules';

/**
 * What the step reads of the ingest batch (ingest/step.ts hands it the messages and the prepared
 * batch). Written out here rather than imported: the ingest worker reads this domain's types, so
 * an import back would close a cycle.
 */
interface SeenMessage {
  kind: string;
  at?: number;
  vin?: string | null;
  vehicleId?: number | null;
  tenantId?: number;
  error?: string | null;
  direction?: string;
  bytes?: Uint8Array;
}
interface SeenReport {
  vehicleId: number;
  tenantId: number;
  vin: string;
  timeMs: number;
  receivedAt: number;
  reissue: boolean;
  fix: { lng: number; lat: number } | null;
  metrics: { speed: number | null } | null;
}
interface StepDeps {
  database: Database;
  bus: Bus;
  log: { warn(obj: unknown, msg: string): void };
}

/** Items and vehicles change elsewhere too (a vehicle deleted, moved): read again this often. */
const RELOAD_MS = 60_000;
const LOGIN_COMMAND = 0x01;

const iso = (ms: number) => new Date(ms).toISOString();

interface Touched {
  rule: TerminalRule;
  vehicleId: number;
  tenantId: number;
  vin: string;
  alarm: OpenTerminalAlarm;
  endedAt: number | null;
}

/**
 * The terminal side of the alarms, in every ingest batch: terminal alarm items over what each
 * terminal did (refused logins and frames, reissues, clock drift), the end of offline alarms when a
 * vehicle reports again, and abnormal fixes against the last fix of each vehicle. Items and their
 * vehicles, the open alarms and the last fixes are held in memory: read at start, read back for the
 * vehicles of a batch that rolled back.
 */
export { TERMINAL_RULES_CHANGED };

export const terminalWatch = (deps: StepDeps) => {
  const store = telemetryStore(deps.database);
  let byTenant = new Map<number, TerminalRule[]>();
  let byVehicle = new Map<number, TerminalRule[]>();
  const states = new Map<number, Map<number, TerminalRuleState>>();
  const fixes = new Map<number, LastFix>();
  const stale = new Set<number>();

  const load = async (q: Pick<Tx, 'query'>) => {
    const next = await loadTerminalRules(q);
    byTenant = next.byTenant;
    byVehicle = next.byVehicle;
    // items that are gone leave their open alarms ended where they last were
    for (const [vehicleId, mine] of states) {
      for (const itemId of mine.keys()) if (!next.items.has(itemId)) mine.delete(itemId);
      if (mine.size === 0) states.delete(vehicleId);
    }
    await q.query(
      `update terminal_alarms set ended_at = last_at where ended_at is null and kind <> 'OFFLINE'
         and (item_id is null or item_id not in (select id from terminal_alarm_items))`,
    );
  };

  // Reloads happen at the start of the next batch, inside its transaction: a query of their own
  // beside it would wait for it on the embedded database while the batch waited for the reload.
  const first: Promise<void> = (async () => {
    await load(store);
    await restoreAlarms(store, states, null);
    await restoreFixes(store, fixes, null);
  })().catch((err: unknown) => deps.log.warn({ err: String(err) }, 'terminal alarms: first load failed'));
  let fixesBack: Promise<void> = Promise.resolve();
  let dirty = false;
  const unsubscribe = deps.bus.subscribe(TERMINAL_RULES_CHANGED, () => {
    dirty = true;
  });
  const timer = setInterval(() => {
    dirty = true;
  }, RELOAD_MS).unref();

  const rulesOf = (vehicleId: number, tenantId: number): TerminalRule[] => {
    const a = byTenant.get(tenantId) ?? [];
    const b = byVehicle.get(vehicleId) ?? [];
    if (b.length === 0) return a;
    // an item reached through two strategies runs once
    const seen = new Set(a.map((r) => r.itemId));
    return [...a, ...b.filter((r) => !seen.has(r.itemId) && seen.add(r.itemId))];
  };

  return {
    name: 'terminal-alarms',
    needsValues: true,

    async run(
      tx: Tx,
      messages: readonly SeenMessage[],
      batch: { reports: readonly SeenReport[] },
    ): Promise<void> {
      await first;
      await fixesBack;
      if (dirty) {
        await load(tx);
        dirty = false;
      }
      if (stale.size > 0) {
        const ids = [...stale];
        stale.clear();
        for (const id of ids) states.delete(id);
        await restoreAlarms(tx, states, ids);
      }

      // ---- what each terminal did, in time order
      const events = new Map<number, TerminalEvent[]>();
      const who = new Map<number, { tenantId: number; vin: string }>();
      const push = (vehicleId: number, e: TerminalEvent) => {
        const list = events.get(vehicleId);
        if (list) list.push(e);
        else events.set(vehicleId, [e]);
      };
      const back = new Map<number, number>();
      const seenAt = (vehicleId: number, at: number) =>
        back.set(vehicleId, Math.max(back.get(vehicleId) ?? 0, at));
      const unknownTenant = new Set<number>();
      for (const m of messages) {
        if (m.kind === 'raw') {
          if (!m.error || m.direction !== 'up' || m.vehicleId == null || !m.bytes || m.at === undefined)
            continue;
          const login = m.bytes.length > 2 && m.bytes[2] === LOGIN_COMMAND;
          const bcc = m.error.includes('BCC');
          if (!login && !bcc) continue;
          push(m.vehicleId, { at: m.at, type: login ? 'loginFail' : 'badFrame' });
          if (!who.has(m.vehicleId)) unknownTenant.add(m.vehicleId);
        } else if (
          m.kind === 'login' &&
          m.vehicleId != null &&
          m.at !== undefined &&
          m.tenantId !== undefined
        ) {
          push(m.vehicleId, { at: m.at, type: 'login' });
          who.set(m.vehicleId, { tenantId: m.tenantId, vin: m.vin ?? '' });
          seenAt(m.vehicleId, m.at);
        }
      }
      for (const r of batch.reports) {
        who.set(r.vehicleId, { tenantId: r.tenantId, vin: r.vin });
        const driftSeconds = Math.abs(r.receivedAt - r.timeMs) / 1000;
        push(r.vehicleId, { at: r.receivedAt, type: 'report', reissue: r.reissue, driftSeconds });
        seenAt(r.vehicleId, r.receivedAt);
      }
      for (const id of who.keys()) unknownTenant.delete(id);
      if (unknownTenant.size > 0) {
        const rows = await tx.query<{ id: number; tenant_id: number; vin: string }>(
          'select id, tenant_id, vin from vehicles where id = any($1::int8[])',
          [[...unknownTenant]],
        );
        for (const r of rows) who.set(Number(r.id), { tenantId: Number(r.tenant_id), vin: r.vin });
      }

      // ---- a vehicle heard from again ends its offline alarms
      if (back.size > 0) {
        const ids = [...back.keys()];
        const ats = ids.map((id) => iso(back.get(id)!));
        await tx.query(
          `update terminal_alarms a set ended_at = u.at from unnest($1::int8[], $2::timestamptz[]) as u(id, at)
             where a.vehicle_id = u.id and a.kind = 'OFFLINE' and a.ended_at is null`,
          [ids, ats],
        );
        await tx.query(
          `update abnormal_offlines a set ended_at = u.at from unnest($1::int8[], $2::timestamptz[]) as u(id, at)
             where a.vehicle_id = u.id and a.ended_at is null`,
          [ids, ats],
        );
      }

      // ---- the items
      const touched = new Map<OpenTerminalAlarm, Touched>();
      for (const [vehicleId, list] of events) {
        const owner = who.get(vehicleId);
        if (!owner) continue;
        const rules = rulesOf(vehicleId, owner.tenantId).filter((r) => r.kind !== 'OFFLINE');
        if (rules.length === 0) continue;
        list.sort((a, b) => a.at - b.at);
        let mine = states.get(vehicleId);
        if (!mine) states.set(vehicleId, (mine = new Map()));
        for (const rule of rules) {
          let s = mine.get(rule.itemId);
          if (!s) mine.set(rule.itemId, (s = newTerminalState()));
          for (const e of list) {
            const out = terminalStep(rule, s, e);
            if (out.kind === 'none') continue;
            const t = touched.get(out.alarm);
            if (t) {
              if (out.kind === 'clear') t.endedAt = out.endedAt;
            } else
              touched.set(out.alarm, {
                rule,
                vehicleId,
                tenantId: owner.tenantId,
                vin: owner.vin,
                alarm: out.alarm,
                endedAt: out.kind === 'clear' ? out.endedAt : null,
              });
          }
        }
      }
      await writeTerminalAlarms(tx, [...touched.values()]);

      // ---- the fixes
      const found: (LocationAnomaly & { vehicleId: number; tenantId: number; vin: string })[] = [];
      for (const r of batch.reports) {
        if (!r.fix) continue;
        const { next, anomalies } = checkFix(
          fixes.get(r.vehicleId),
          r.timeMs,
          r.fix.lng,
          r.fix.lat,
          r.metrics?.speed ?? null,
        );
        fixes.set(r.vehicleId, next);
        for (const a of anomalies)
          found.push({ ...a, vehicleId: r.vehicleId, tenantId: r.tenantId, vin: r.vin });
      }
      if (found.length > 0)
        await tx.query(
          `insert into abnormal_locations (tenant_id, vehicle_id, vin, kind, at, lng, lat, prev_at, prev_lng, prev_lat,
                distance_km, speed_kmh)
             select * from unnest($1::int8[], $2::int8[], $3::varchar[], $4::varchar[], $5::timestamptz[],
                $6::float8[], $7::float8[], $8::timestamptz[], $9::float8[], $10::float8[], $11::float8[], $12::float8[])`,
          [
            found.map((a) => a.tenantId),
            found.map((a) => a.vehicleId),
            found.map((a) => a.vin),
            found.map((a) => a.kind),
            found.map((a) => iso(a.at)),
            found.map((a) => a.lng),
            found.map((a) => a.lat),
            found.map((a) => (a.prev ? iso(a.prev.at) : null)),
            found.map((a) => a.prev?.lng ?? null),
            found.map((a) => a.prev?.lat ?? null),
            found.map((a) => a.distanceKm),
            found.map((a) => a.speedKmh),
          ],
        );
    },

    forget(vehicleIds: readonly number[]) {
      const ids = [...new Set(vehicleIds)];
      for (const id of ids) {
        stale.add(id);
        fixes.delete(id);
      }
      // the fixes come back from the committed latest state, read now that the batch rolled back
      // (inside the next batch, its own reports would already be in it)
      fixesBack = fixesBack
        .then(() => restoreFixes(store, fixes, ids))
        .catch((err: unknown) =>
          deps.log.warn({ err: String(err) }, 'terminal alarms: fixes read-back failed'),
        );
    },

    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
};

async function writeTerminalAlarms(tx: Tx, touched: Touched[]): Promise<void> {
  const inserts = touched.filter((t) => t.alarm.id === null);
  const updates = touched.filter((t) => t.alarm.id !== null);
  if (inserts.length > 0) {
    const rows = await tx.query<{
      id: number;
      vehicle_id: number;
      item_id: number;
      started_at: Date | string;
    }>(
      `insert into terminal_alarms (tenant_id, vehicle_id, vin, item_id, item_name, kind, level, started_at, ended_at,
            last_at, value, event_count)
         select * from unnest($1::int8[], $2::int8[], $3::varchar[], $4::int8[], $5::varchar[], $6::varchar[],
            $7::int2[], $8::timestamptz[], $9::timestamptz[], $10::timestamptz[], $11::float8[], $12::int4[])
         returning id, vehicle_id, item_id, started_at`,
      [
        inserts.map((t) => t.tenantId),
        inserts.map((t) => t.vehicleId),
        inserts.map((t) => t.vin),
        inserts.map((t) => t.rule.itemId),
        inserts.map((t) => t.rule.name.slice(0, 50)),
        inserts.map((t) => t.rule.kind),
        inserts.map((t) => t.rule.level),
        inserts.map((t) => iso(t.alarm.startedAt)),
        inserts.map((t) => (t.endedAt === null ? null : iso(t.endedAt))),
        inserts.map((t) => iso(t.alarm.lastAt)),
        inserts.map((t) => t.alarm.value),
        inserts.map((t) => t.alarm.count),
      ],
    );
    const byKey = new Map<string, number>();
    for (const r of rows)
      byKey.set(`${r.vehicle_id}:${r.item_id}:${new Date(r.started_at).getTime()}`, Number(r.id));
    for (const t of inserts)
      t.alarm.id = byKey.get(`${t.vehicleId}:${t.rule.itemId}:${t.alarm.startedAt}`) ?? null;
  }
  if (updates.length > 0)
    await tx.query(
      `update terminal_alarms a set last_at = greatest(a.last_at, u.last_at), value = u.value, event_count = u.n,
            ended_at = coalesce(u.ended_at, a.ended_at)
         from unnest($1::int8[], $2::timestamptz[], $3::float8[], $4::int4[], $5::timestamptz[])
           as u(id, last_at, value, n, ended_at)
         where a.id = u.id`,
      [
        updates.map((t) => t.alarm.id),
        updates.map((t) => iso(t.alarm.lastAt)),
        updates.map((t) => t.alarm.value),
        updates.map((t) => t.alarm.count),
        updates.map((t) => (t.endedAt === null ? null : iso(t.endedAt))),
      ],
    );
}

/** Every enabled strategy's items: by tenant (ALL) and by linked vehicle (VIN). */
export async function loadTerminalRules(store: Pick<TelemetryStore, 'query'>): Promise<{
  byTenant: Map<number, TerminalRule[]>;
  byVehicle: Map<number, TerminalRule[]>;
  items: Set<number>;
}> {
  const [rows, links] = await Promise.all([
    store.query<{
      strategy_id: number;
      scope: string;
      id: number;
      tenant_id: number;
      name: string;
      kind: string;
      threshold: number;
      window_minutes: number;
      level: number;
    }>(
      `select s.id as strategy_id, s.scope, i.id, i.tenant_id, i.name, i.kind, i.threshold, i.window_minutes, i.level
         from terminal_alarm_strategies s
         join terminal_alarm_strategy_items si on si.strategy_id = s.id
         join terminal_alarm_items i on i.id = si.item_id
        where s.enabled`,
    ),
    store.query<{ strategy_id: number; vehicle_id: number }>(
      `select l.strategy_id, l.vehicle_id from terminal_alarm_strategy_vins l
         join terminal_alarm_strategies s on s.id = l.strategy_id where s.enabled and s.scope = 'VIN'`,
    ),
  ]);
  const byTenant = new Map<number, TerminalRule[]>();
  const byStrategy = new Map<number, TerminalRule[]>();
  const items = new Set<number>();
  const add = <K>(map: Map<K, TerminalRule[]>, key: K, rule: TerminalRule) => {
    const list = map.get(key) ?? [];
    if (!list.some((r) => r.itemId === rule.itemId)) list.push(rule);
    map.set(key, list);
  };
  for (const r of rows) {
    const rule: TerminalRule = {
      itemId: Number(r.id),
      tenantId: Number(r.tenant_id),
      name: r.name,
      kind: r.kind as TerminalAlarmKind,
      threshold: Number(r.threshold),
      windowMs: Number(r.window_minutes) * 60_000,
      level: Number(r.level),
    };
    items.add(rule.itemId);
    if (r.scope === 'ALL') add(byTenant, rule.tenantId, rule);
    else add(byStrategy, Number(r.strategy_id), rule);
  }
  const byVehicle = new Map<number, TerminalRule[]>();
  for (const l of links)
    for (const rule of byStrategy.get(Number(l.strategy_id)) ?? [])
      add(byVehicle, Number(l.vehicle_id), rule);
  return { byTenant, byVehicle, items };
}

async function restoreAlarms(
  q: Pick<Tx, 'query'>,
  states: Map<number, Map<number, TerminalRuleState>>,
  vehicleIds: number[] | null,
): Promise<void> {
  const rows = await q.query<{
    id: number;
    vehicle_id: number;
    item_id: number;
    started_at: Date | string;
    last_at: Date | string;
    value: number;
    event_count: number;
  }>(
    `select id, vehicle_id, item_id, started_at, last_at, value, event_count from terminal_alarms
      where ended_at is null and item_id is not null and kind <> 'OFFLINE'
      ${vehicleIds ? 'and vehicle_id = any($1::int8[])' : ''}`,
    vehicleIds ? [vehicleIds] : [],
  );
  for (const r of rows) {
    const vehicleId = Number(r.vehicle_id);
    let mine = states.get(vehicleId);
    if (!mine) states.set(vehicleId, (mine = new Map()));
    mine.set(Number(r.item_id), {
      events: [],
      open: {
        id: Number(r.id),
        startedAt: new Date(r.started_at).getTime(),
        lastAt: new Date(r.last_at).getTime(),
        value: Number(r.value),
        count: Number(r.event_count),
      },
    });
  }
}

/** The last fix of each vehicle (or of some), from the latest state. */
async function restoreFixes(
  q: Pick<TelemetryStore, 'query'>,
  fixes: Map<number, LastFix>,
  vehicleIds: number[] | null,
): Promise<void> {
  const rows = await q.query<{ vehicle_id: number; lng: number; lat: number; position_at: Date | string }>(
    `select vehicle_id, lng, lat, position_at from vehicle_latest
      where position_at is not null and lng is not null and lat is not null
      ${vehicleIds ? 'and vehicle_id = any($1::int8[])' : ''}`,
    vehicleIds ? [vehicleIds] : [],
  );
  for (const r of rows) {
    const at = new Date(r.position_at).getTime();
    const lng = Number(r.lng);
    const lat = Number(r.lat);
    fixes.set(Number(r.vehicle_id), { at, lng, lat, outside: false, sameSince: at, frozen: false });
  }
}
