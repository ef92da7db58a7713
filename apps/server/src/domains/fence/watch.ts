import Flatbush from 'flatbush';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Language } from '@chelian/contracts';
import type { FenceGeometry, LngLatPair, PolygonGeometry } from '@chelian/contracts/geo/fence';
import type { FenceAlarmKind } from '@chelian/contracts/resources/dealer/fence';
import type { Database } from '../../db/client';
import { telemetryStore, type TelemetryStore, type Tx } from '../../db/store';
import type { Bus } from '../../platform/bus';
import { notify } from '../../platform/notices';
import { inLanguages, translate } from '../../platform/messages';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';

/** Published whenever fences or their vehicles change: workers build their index again. */
export const FENCE_RULES_CHANGED = 'fence.rules.changed';

/** A report as the fences read it: a valid WGS-84 fix and the speed, in data-time order per vehicle. */
export interface FenceReport {
  vehicleId: number;
  tenantId: number;
  vin: string;
  timeMs: number;
  fix: { lng: number; lat: number } | null;
  /** km/h */
  speed: number | null;
}

/** A fence alarm a batch wrote, announced once the batch commits. */
export interface RaisedFenceAlarm {
  id: number;
  tenantId: number;
  vin: string;
  kind: FenceAlarmKind;
  fence: string;
  timeMs: number;
  lng: number;
  lat: number;
}

/**
 * Metres a vehicle inside must be beyond the edge before it counts as gone out: a GNSS fix wanders
 * by about this much, and a vehicle parked on the edge must not raise an exit and entry per report.
 */
export const FENCE_EDGE_MARGIN_M = 20;
/** km/h under the limit a speeding alarm ends at, so a speed hovering at the limit raises once. */
export const FENCE_SPEED_MARGIN = 3;
/** Fences and links change in the console: read again this often besides the bus event. */
const RELOAD_MS = 60_000;
const RECIPIENTS_MS = 60_000;
const EARTH_M = 6_371_008.8;
const RAD = Math.PI / 180;

interface WatchedFence {
  id: number;
  tenantId: number;
  name: string;
  circle: { center: LngLatPair; radius: number } | null;
  polygon: PolygonGeometry | null;
  all: boolean;
  vehicles: Set<number>;
  entry: boolean;
  exit: boolean;
  dwellMs: number | null;
  speedLimit: number | null;
  /** minutes of the day in the tenant's zone; null: always */
  window: { from: number; to: number } | null;
  zone: string;
}

interface TenantFences {
  fences: WatchedFence[];
  index: Flatbush;
}

/** An alarm row as the state holds it (id null until written). */
interface Row {
  id: number | null;
  tenantId: number;
  fenceId: number;
  fenceName: string;
  vehicleId: number;
  vin: string;
  kind: FenceAlarmKind;
  startedAt: number;
  endedAt: number | null;
  lng: number;
  lat: number;
  speed: number | null;
}

/** One vehicle and one fence. Absent: outside (a vehicle never seen near a fence is outside it). */
interface Side {
  inside: boolean;
  /** data time the vehicle came to this side */
  since: number;
  seenAt: number;
  open: Partial<Record<FenceAlarmKind, Row>>;
}

export interface FenceWatch {
  /** true while some fence watches: the batch then keeps each report's fix */
  readonly active: boolean;
  /** Runs the fences over a batch's reports inside its transaction; gives the alarms raised. */
  evaluate(tx: Tx, reports: readonly FenceReport[]): Promise<RaisedFenceAlarm[]>;
  /** the transaction of these vehicles' reports failed: their sides are read back from the table */
  forget(vehicleIds: Iterable<number>): void;
  /** the bell: a DEALERAREA message to the tenant's users who may see fence notices */
  announce(raised: RaisedFenceAlarm[]): void;
  reload(): Promise<void>;
  stop(): void;
}

/** Great-circle distance in metres. */
export function distanceM(a: LngLatPair, b: LngLatPair): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLng = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres from a point to the nearest edge of a polygon (any ring), on a plane tangent at the point. */
function edgeDistanceM(p: LngLatPair, polygon: PolygonGeometry): number {
  const kx = Math.cos(p[1] * RAD) * EARTH_M * RAD;
  const ky = EARTH_M * RAD;
  let best = Infinity;
  for (const ring of polygon.coordinates)
    for (let i = 1; i < ring.length; i++) {
      const ax = (ring[i - 1]![0] - p[0]) * kx;
      const ay = (ring[i - 1]![1] - p[1]) * ky;
      const bx = (ring[i]![0] - p[0]) * kx;
      const by = (ring[i]![1] - p[1]) * ky;
      const dx = bx - ax;
      const dy = by - ay;
      const len = dx * dx + dy * dy;
      const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  return best;
}

/** Inside (the edge counts as inside), and how far outside when not. */
export function fenceSide(
  f: Pick<WatchedFence, 'circle' | 'polygon'>,
  p: LngLatPair,
): { inside: boolean; outsideBy: number } {
  if (f.circle) {
    const d = distanceM(f.circle.center, p);
    return { inside: d <= f.circle.radius, outsideBy: d - f.circle.radius };
  }
  const polygon = f.polygon!;
  if (booleanPointInPolygon(p, polygon)) return { inside: true, outsideBy: 0 };
  return { inside: false, outsideBy: edgeDistanceM(p, polygon) };
}

/** The box a fence and its edge margin cover, in degrees. */
function boxOf(f: WatchedFence): [number, number, number, number] {
  const pts = f.circle ? [f.circle.center] : f.polygon!.coordinates[0]!;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of pts) {
    w = Math.min(w, lng);
    e = Math.max(e, lng);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  const reach = (f.circle?.radius ?? 0) + FENCE_EDGE_MARGIN_M * 2;
  const dLat = reach / (EARTH_M * RAD);
  const dLng = dLat / Math.max(0.01, Math.cos(Math.max(Math.abs(s), Math.abs(n)) * RAD));
  return [w - dLng, s - dLat, e + dLng, n + dLat];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const clocks = new Map<string, Intl.DateTimeFormat>();
/** Minute of the day of an instant in a zone. */
function minuteInZone(ms: number, zone: string): number {
  let f = clocks.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      f = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Shanghai',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    }
    clocks.set(zone, f);
  }
  const parts = f.formatToParts(ms);
  const h = Number(parts.find((x) => x.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((x) => x.type === 'minute')?.value ?? 0);
  return (h % 24) * 60 + m;
}

/** Within the fence's window of the day (from > to spans midnight; from = to is all day). */
export function activeAt(f: Pick<WatchedFence, 'window' | 'zone'>, ms: number): boolean {
  if (!f.window || f.window.from === f.window.to) return true;
  const m = minuteInZone(ms, f.zone);
  const { from, to } = f.window;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

interface FenceRow {
  id: number;
  tenant_id: number;
  name: string;
  geometry: FenceGeometry | string;
  vehicle_scope: string;
  entry_alarm: boolean;
  exit_alarm: boolean;
  dwell_minutes: number | null;
  speed_limit: number | null;
  active_from: string | null;
  active_to: string | null;
  time_zone: string;
}

async function loadFences(store: TelemetryStore): Promise<Map<number, TenantFences>> {
  const [rows, links] = await Promise.all([
    store.query<FenceRow>(
      `select f.id, f.tenant_id, f.name, f.geometry, f.vehicle_scope, f.entry_alarm, f.exit_alarm, f.dwell_minutes,
          f.speed_limit, f.active_from, f.active_to, t.time_zone
       from fences f join tenants t on t.id = f.tenant_id
       where f.enabled and (f.entry_alarm or f.exit_alarm or f.dwell_minutes is not null or f.speed_limit is not null)`,
    ),
    store.query<{ fence_id: number; vehicle_id: number }>(
      `select l.fence_id, l.vehicle_id from fence_vehicles l join fences f on f.id = l.fence_id
       where f.enabled and f.vehicle_scope = 'VIN'`,
    ),
  ]);
  const byId = new Map<number, WatchedFence>();
  const byTenant = new Map<number, WatchedFence[]>();
  for (const r of rows) {
    const g = (typeof r.geometry === 'string' ? JSON.parse(r.geometry) : r.geometry) as FenceGeometry;
    const f: WatchedFence = {
      id: Number(r.id),
      tenantId: Number(r.tenant_id),
      name: r.name,
      circle: g.type === 'Circle' ? { center: g.center, radius: g.radius } : null,
      polygon: g.type === 'Polygon' ? g : null,
      all: r.vehicle_scope === 'ALL',
      vehicles: new Set(),
      entry: r.entry_alarm,
      exit: r.exit_alarm,
      dwellMs: r.dwell_minutes === null ? null : Number(r.dwell_minutes) * 60_000,
      speedLimit: r.speed_limit === null ? null : Number(r.speed_limit),
      window:
        r.active_from && r.active_to ? { from: minutesOf(r.active_from), to: minutesOf(r.active_to) } : null,
      zone: r.time_zone,
    };
    byId.set(f.id, f);
    const list = byTenant.get(f.tenantId) ?? [];
    list.push(f);
    byTenant.set(f.tenantId, list);
  }
  for (const l of links) byId.get(Number(l.fence_id))?.vehicles.add(Number(l.vehicle_id));
  const out = new Map<number, TenantFences>();
  for (const [tenantId, list] of byTenant) {
    const index = new Flatbush(list.length);
    for (const f of list) index.add(...boxOf(f));
    index.finish();
    out.set(tenantId, { fences: list, index });
  }
  return out;
}

const watches = (f: WatchedFence, vehicleId: number) => f.all || f.vehicles.has(vehicleId);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The fences of the ingest worker: every enabled fence with a rule, in a spatial index per tenant
 * (boxes in a Flatbush, then the exact test), rebuilt when fences or their links change, never read
 * per report. Each vehicle's side of each fence is held in memory and rebuilt at start from the
 * open alarms (an open ENTER: inside since it started; an open EXIT: outside).
 */
export function fenceWatch(opts: {
  database: Database;
  bus: Bus;
  log: { warn(obj: unknown, msg: string): void };
}): FenceWatch {
  const store = telemetryStore(opts.database);
  let tenants = new Map<number, TenantFences>();
  let byId = new Map<number, WatchedFence>();
  /** unknown until the first load: assume fences, so no report goes by without its fix */
  let count = -1;
  const sides = new Map<number, Map<number, Side>>();
  const stale = new Set<number>();

  const load = async () => {
    tenants = await loadFences(store);
    byId = new Map();
    count = 0;
    for (const t of tenants.values())
      for (const f of t.fences) {
        byId.set(f.id, f);
        count++;
      }
  };

  /** Sides of fences gone, disabled or no longer watching the vehicle: their open alarms end where last seen. */
  const closeOrphans = async () => {
    const ids: number[] = [];
    const ends: string[] = [];
    for (const [vehicleId, mine] of sides) {
      for (const [fenceId, s] of mine) {
        const f = byId.get(fenceId);
        if (f && watches(f, vehicleId)) continue;
        for (const row of Object.values(s.open))
          if (row.id !== null) {
            ids.push(row.id);
            ends.push(iso(Math.max(row.startedAt, s.seenAt)));
          }
        mine.delete(fenceId);
      }
      if (mine.size === 0) sides.delete(vehicleId);
    }
    if (ids.length)
      await store.query(
        `update fence_alarms a set ended_at = u.ended_at from unnest($1::int8[], $2::timestamptz[]) as u(id, ended_at)
         where a.id = u.id and a.ended_at is null`,
        [ids, ends],
      );
  };

  let ready: Promise<void> = (async () => {
    await load();
    await restore(store, sides, null);
    await closeOrphans();
  })().catch((err: unknown) => opts.log.warn({ err: String(err) }, 'fences: first load failed'));

  let reloading = false;
  const reload = async () => {
    if (reloading) return;
    reloading = true;
    try {
      await load();
      await closeOrphans();
    } catch (err) {
      opts.log.warn({ err: String(err) }, 'fences: reload failed');
    } finally {
      reloading = false;
    }
  };
  const unsubscribe = opts.bus.subscribe(FENCE_RULES_CHANGED, () => {
    ready = ready.then(reload);
  });
  const timer = setInterval(() => {
    ready = ready.then(reload);
  }, RELOAD_MS).unref();

  const recipients = new Map<number, { at: number; users: Promise<{ id: number }[]> }>();
  const usersOf = (tenantId: number) => {
    const hit = recipients.get(tenantId);
    if (hit && Date.now() - hit.at < RECIPIENTS_MS) return hit.users;
    const users = fenceReaders(store, tenantId);
    recipients.set(tenantId, { at: Date.now(), users });
    return users;
  };

  return {
    get active() {
      return count !== 0 || sides.size > 0;
    },

    async evaluate(tx, reports) {
      await ready;
      if (stale.size > 0) {
        const ids = [...stale];
        stale.clear();
        for (const id of ids) sides.delete(id);
        await restore(tx, sides, ids);
      }
      const inserts: Row[] = [];
      const closes = new Set<Row>();
      const open = (s: Side, f: WatchedFence, r: FenceReport, kind: FenceAlarmKind, p: LngLatPair) => {
        const row: Row = {
          id: null,
          tenantId: r.tenantId,
          fenceId: f.id,
          fenceName: f.name,
          vehicleId: r.vehicleId,
          vin: r.vin,
          kind,
          startedAt: r.timeMs,
          endedAt: null,
          lng: p[0],
          lat: p[1],
          speed: r.speed,
        };
        s.open[kind] = row;
        inserts.push(row);
      };
      const close = (s: Side, kind: FenceAlarmKind, at: number) => {
        const row = s.open[kind];
        if (!row) return;
        row.endedAt = Math.max(at, row.startedAt);
        if (row.id !== null) closes.add(row);
        delete s.open[kind];
      };

      for (const r of reports) {
        if (!r.fix) continue;
        const tenant = tenants.get(r.tenantId);
        const mine = sides.get(r.vehicleId);
        if (!tenant && !mine) continue;
        const p: LngLatPair = [r.fix.lng, r.fix.lat];
        const candidates = new Set<WatchedFence>();
        if (tenant)
          for (const i of tenant.index.search(p[0], p[1], p[0], p[1])) candidates.add(tenant.fences[i]!);
        // a vehicle inside a fence it is now far from must still be seen leaving it
        if (mine)
          for (const [fenceId, s] of mine)
            if (s.inside) {
              const f = byId.get(fenceId);
              if (f) candidates.add(f);
            }
        for (const f of candidates) {
          if (!watches(f, r.vehicleId)) continue;
          let vs = sides.get(r.vehicleId);
          let s = vs?.get(f.id);
          if (s && r.timeMs < s.seenAt) continue; // reissued after newer reports: the side has moved on
          const side = fenceSide(f, p);
          const active = activeAt(f, r.timeMs);
          if (!s) {
            if (!side.inside) continue; // outside, as an absent side says
            if (!vs) sides.set(r.vehicleId, (vs = new Map()));
            vs.set(f.id, (s = { inside: false, since: r.timeMs, seenAt: r.timeMs, open: {} }));
          }
          s.seenAt = r.timeMs;
          if (!s.inside && side.inside) {
            s.inside = true;
            s.since = r.timeMs;
            close(s, 'EXIT', r.timeMs);
            if (f.entry && active) open(s, f, r, 'ENTER', p);
          } else if (s.inside && !side.inside && side.outsideBy > FENCE_EDGE_MARGIN_M) {
            s.inside = false;
            s.since = r.timeMs;
            for (const k of ['ENTER', 'DWELL', 'OVERSPEED'] as const) close(s, k, r.timeMs);
            if (f.exit && active) open(s, f, r, 'EXIT', p);
          }
          if (s.inside) {
            if (f.dwellMs !== null && !s.open.DWELL && active && r.timeMs - s.since >= f.dwellMs)
              open(s, f, r, 'DWELL', p);
            if (f.speedLimit !== null && r.speed !== null) {
              if (s.open.OVERSPEED) {
                if (r.speed <= f.speedLimit - FENCE_SPEED_MARGIN) close(s, 'OVERSPEED', r.timeMs);
              } else if (r.speed > f.speedLimit && active) open(s, f, r, 'OVERSPEED', p);
            }
          } else if (Object.keys(s.open).length === 0) vs!.delete(f.id); // outside with nothing open: absent
        }
      }

      // the rows ended first: a kind ended and raised again within the batch (a speed dipping
      // under the limit and back over it) must not meet its old open row in fence_alarms_open
      if (closes.size > 0) {
        const list = [...closes];
        await tx.query(
          `update fence_alarms a set ended_at = u.ended_at from unnest($1::int8[], $2::timestamptz[]) as u(id, ended_at)
           where a.id = u.id`,
          [list.map((x) => x.id), list.map((x) => iso(x.endedAt!))],
        );
      }
      const raised: RaisedFenceAlarm[] = [];
      if (inserts.length > 0) {
        const rows = await tx.query<{
          id: number;
          vehicle_id: number;
          fence_id: number;
          kind: string;
          started_at: Date | string;
        }>(
          `insert into fence_alarms (tenant_id, fence_id, fence_name, vehicle_id, vin, kind, started_at, ended_at, lng, lat, speed)
           select * from unnest($1::int8[], $2::int8[], $3::varchar[], $4::int8[], $5::varchar[], $6::varchar[],
              $7::timestamptz[], $8::timestamptz[], $9::float8[], $10::float8[], $11::float8[])
           returning id, vehicle_id, fence_id, kind, started_at`,
          [
            inserts.map((x) => x.tenantId),
            inserts.map((x) => x.fenceId),
            inserts.map((x) => x.fenceName),
            inserts.map((x) => x.vehicleId),
            inserts.map((x) => x.vin),
            inserts.map((x) => x.kind),
            inserts.map((x) => iso(x.startedAt)),
            inserts.map((x) => (x.endedAt === null ? null : iso(x.endedAt))),
            inserts.map((x) => x.lng),
            inserts.map((x) => x.lat),
            inserts.map((x) => x.speed),
          ],
        );
        // one row per vehicle, fence, kind and start: a report moves a side once
        const keyOf = (vehicleId: number, fenceId: number, kind: string, at: number) =>
          `${vehicleId}:${fenceId}:${kind}:${at}`;
        const ids = new Map<string, number>();
        for (const row of rows)
          ids.set(
            keyOf(Number(row.vehicle_id), Number(row.fence_id), row.kind, new Date(row.started_at).getTime()),
            Number(row.id),
          );
        for (const x of inserts) {
          x.id = ids.get(keyOf(x.vehicleId, x.fenceId, x.kind, x.startedAt)) ?? null;
          if (x.id !== null)
            raised.push({
              id: x.id,
              tenantId: x.tenantId,
              vin: x.vin,
              kind: x.kind,
              fence: x.fenceName,
              timeMs: x.startedAt,
              lng: x.lng,
              lat: x.lat,
            });
        }
      }
      return raised;
    },

    forget(vehicleIds) {
      for (const id of vehicleIds) stale.add(id);
    },

    announce(raised) {
      if (raised.length === 0) return;
      void (async () => {
        for (const a of raised) {
          const users = await usersOf(a.tenantId);
          // the time on the tenant's clock, as every text the server writes
          const zone = await tenantTimeZone(opts.database.db, a.tenantId);
          const params = (lang: Language) => ({
            vin: a.vin,
            fence: a.fence,
            kind: translate(lang, `FENCE_KIND_${a.kind}`),
            time: zonedTime(a.timeMs, zone),
            lng: a.lng.toFixed(6),
            lat: a.lat.toFixed(6),
          });
          // one message per user, read in the language of the console that opens it
          await notify(opts.database.db, opts.bus, {
            tenantId: a.tenantId,
            userIds: users.map((u) => u.id),
            bizType: 'DEALERAREA',
            title: inLanguages((lang) => translate(lang, 'FENCE_ALARM_TITLE', params(lang))),
            body: inLanguages((lang) => translate(lang, 'FENCE_ALARM_TEXT', params(lang))),
            queryCondition: { kind: 'fence', id: a.id, vin: a.vin, alarmKind: a.kind },
          });
        }
      })().catch((err: unknown) => opts.log.warn({ err: String(err) }, 'fence notice failed'));
    },

    async reload() {
      await ready;
      await reload();
    },

    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

/** Open fence alarms back into the sides (all at start; some vehicles after a failed batch). */
async function restore(
  q: Pick<Tx, 'query'>,
  sides: Map<number, Map<number, Side>>,
  vehicleIds: number[] | null,
): Promise<void> {
  const rows = await q.query<{
    id: number;
    tenant_id: number;
    fence_id: number;
    fence_name: string;
    vehicle_id: number;
    vin: string;
    kind: FenceAlarmKind;
    started_at: Date | string;
    lng: number;
    lat: number;
    speed: number | null;
  }>(
    `select id, tenant_id, fence_id, fence_name, vehicle_id, vin, kind, started_at, lng, lat, speed
     from fence_alarms where ended_at is null ${vehicleIds ? 'and vehicle_id = any($1::int8[])' : ''}
     order by started_at`,
    vehicleIds ? [vehicleIds] : [],
  );
  for (const r of rows) {
    const vehicleId = Number(r.vehicle_id);
    let mine = sides.get(vehicleId);
    if (!mine) sides.set(vehicleId, (mine = new Map()));
    const fenceId = Number(r.fence_id);
    const startedAt = new Date(r.started_at).getTime();
    let s = mine.get(fenceId);
    if (!s) mine.set(fenceId, (s = { inside: true, since: startedAt, seenAt: startedAt, open: {} }));
    if (r.kind === 'ENTER' || r.kind === 'EXIT') {
      s.inside = r.kind === 'ENTER';
      s.since = startedAt;
    }
    s.seenAt = Math.max(s.seenAt, startedAt);
    s.open[r.kind] = {
      id: Number(r.id),
      tenantId: Number(r.tenant_id),
      fenceId,
      fenceName: r.fence_name,
      vehicleId,
      vin: r.vin,
      kind: r.kind,
      startedAt,
      endedAt: null,
      lng: Number(r.lng),
      lat: Number(r.lat),
      speed: r.speed === null ? null : Number(r.speed),
    };
  }
}

/** The tenant's users who may see fence notices (a role with fenceNotice/view, or all authority). */
async function fenceReaders(store: TelemetryStore, tenantId: number): Promise<{ id: number }[]> {
  const rows = await store.query<{ id: number }>(
    `select distinct u.id from users u
     join user_roles ur on ur.user_id = u.id
     join roles r on r.id = ur.role_id
     where u.tenant_id = $1 and u.status = 'NORMAL'
       and (r.all_authority or exists (select 1 from role_menus rm join menus m on m.id = rm.menu_id
                                       where rm.role_id = r.id and m.permission = 'fenceNotice/view'))`,
    [tenantId],
  );
  return rows.map((r) => ({ id: Number(r.id) }));
}
