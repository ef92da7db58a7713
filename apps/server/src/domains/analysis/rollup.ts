import { ANALYSIS_IDLE_SECONDS, ANALYSIS_SLEEP_SECONDS } from '@chelian/contracts/resources/analysis/index';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Tx } from '../../db/store';

/** The summed columns of a day row, as SQL names (a group row sums the same). */
export const MEASURE_COLUMNS = [
  'reports',
  'no_position',
  'mileage',
  'drive_seconds',
  'charge_count',
  'charge_seconds',
  'charged_soc',
  'online_seconds',
  'sleep_count',
  'sleep_seconds',
  'alarm_count',
  'alarm_level1',
  'alarm_level2',
  'alarm_level3',
] as const;
type Measure = (typeof MEASURE_COLUMNS)[number];

/** A day row as computed from history (names as the table's columns). */
export interface DayRow extends Record<Measure, number> {
  tenant_id: number;
  vehicle_id: number;
  day: string;
  vehicle_model_id: number | null;
  org_id: number | null;
  odometer_min: number | null;
  odometer_max: number | null;
  first_at: string | null;
  last_at: string | null;
  last_key: number | null;
  lng: number | null;
  lat: number | null;
  province: string | null;
}

export interface DayKey {
  vehicleId: number;
  day: string;
}

/**
 * A vehicle-day to roll up as the job took it off analysis_dirty: the earliest report marked since
 * (time and history key; none: sessions only, or computed anew), and the vehicle's last report
 * stored when the mark was taken (`until`). The rollup counts history up to that report only: a
 * batch stored while the rollup runs has its own mark, taken next time, and counted then. Counting it
 * now put the row's last report past that mark's earliest, and the vehicle-day was computed anew
 * from the whole day's history at every round while the vehicle reported (bench/RESULTS.md).
 */
export interface MarkedDay extends DayKey {
  minAt?: number;
  minKey?: number;
  until?: { at: number; key: number };
}

/** Sessions that began this long before a day are not looked for (a terminal session is hours, not months). */
const SESSION_LOOKBACK_DAYS = 31;

/**
 * A report after another: by time, then history key. Spelled out rather than as a row comparison,
 * whose selectivity PostgreSQL guesses near zero: the increment's vehicle-days were then planned as
 * one row, and sessions and alarm episodes joined by a nested loop over each of thousands.
 */
const AFTER = (time: string, key: string, at: string, atKey: string) =>
  `(${time} > ${at} or (${time} = ${at} and ${key} > ${atKey}))`;
/** A report after the day row's last one (see INCREMENT). */
const AFTER_LAST = (time: string, key: string, row: string) =>
  AFTER(time, key, `${row}.last_at`, `coalesce(${row}.last_key, ${Number.MAX_SAFE_INTEGER})`);
/** A history row `x` at or before the key's last report when it was marked (none: the whole day). */
const UNTIL = (key: string) =>
  `(${key}.until_at is null or not ${AFTER('x.frame_time', 'x.frame_key', `${key}.until_at`, `${key}.until_key`)})`;

/** The vehicle-day `b`'s history `x` from `from` on, up to its bound, in order (the window `w`). */
const DAY_HISTORY = (from: string) => `from vehicle_history x where x.vehicle_id = b.vehicle_id
        and x.frame_time >= ${from} and x.frame_time < b.to_at and ${UNTIL('b')}
      window w as (order by x.frame_time, x.frame_key)`;

/**
 * Seconds online and alarm episodes of each vehicle-day `b` (from_at, to_at). Like its reports
 * (COMPUTE, INCREMENT), they are looked up per vehicle-day by the vehicle's index (`b` holds only the
 * tenant's vehicles, so no tenant condition offers another index). Joined as grouped sets, they were
 * planned from the estimate of `b`, one row where the keys of an array are thousands: the grouped
 * reports were aggregated again for every vehicle-day, seconds a round (bench/RESULTS.md).
 */
const SESSIONS_AND_ALARMS = `cross join lateral (
  select coalesce(sum(extract(epoch from
      least(coalesce(l.logout_at, now()), b.to_at) - greatest(l.login_at, b.from_at))), 0)::int as online_seconds
  from vehicle_logins l where l.vehicle_id = b.vehicle_id and l.login_at is not null
    and l.login_at < b.to_at and l.login_at >= b.from_at - make_interval(days => ${SESSION_LOOKBACK_DAYS})
    and coalesce(l.logout_at, now()) > b.from_at
) s cross join lateral (
  select count(*)::int as alarm_count,
    count(*) filter (where e.highest_level = 1)::int as alarm_level1,
    count(*) filter (where e.highest_level = 2)::int as alarm_level2,
    count(*) filter (where e.highest_level = 3)::int as alarm_level3
  from alarm_episodes e where e.vehicle_id = b.vehicle_id
    and e.started_at >= b.from_at and e.started_at < b.to_at
) a`;

/**
 * The day rows of the given vehicles and days, computed from history, sessions and alarm episodes
 * on the tenant's clock. Intervals between consecutive reports count as driving (speed above 0) or
 * charging (charge state 1 or 2) up to the idle limit; a gap of at least the sleep limit is a sleep;
 * a charge begins at a report charging after one that was not (the report before the day, when
 * within the idle limit, decides for the first one).
 */
const COMPUTE = `
with t as (
  select distinct on (u.vehicle_id, u.day) u.vehicle_id, u.day, u.until_at, u.until_key
  from unnest($3::bigint[], $4::date[], $7::timestamptz[], $8::bigint[]) as u(vehicle_id, day, until_at, until_key)
  order by u.vehicle_id, u.day, u.until_at nulls first
), b as (
  select t.vehicle_id, t.day, t.until_at, t.until_key, v.vehicle_model_id, v.org_id,
    (t.day::timestamp at time zone $2) as from_at, ((t.day + 1)::timestamp at time zone $2) as to_at
  from t join vehicles v on v.id = t.vehicle_id and v.tenant_id = $1
), bp as (
  select b.*, coalesce((
    select y.charge_status in (1, 2) from vehicle_history y
    where y.vehicle_id = b.vehicle_id and y.tenant_id = $1 and y.frame_time < b.from_at
      and y.frame_time >= b.from_at - make_interval(secs => $5)
    order by y.frame_time desc limit 1), false) as before_charging
  from b
)
select $1::bigint as tenant_id, b.vehicle_id, b.day::text as day, b.vehicle_model_id, b.org_id,
  coalesce(r.reports, 0) as reports, coalesce(r.no_position, 0) as no_position,
  coalesce(r.odometer_max - r.odometer_min, 0)::float8 as mileage,
  coalesce(r.drive_seconds, 0) as drive_seconds, coalesce(r.charge_count, 0) as charge_count,
  coalesce(r.charge_seconds, 0) as charge_seconds, coalesce(r.charged_soc, 0) as charged_soc,
  greatest(coalesce(s.online_seconds, 0), 0) as online_seconds,
  coalesce(r.sleep_count, 0) as sleep_count, coalesce(r.sleep_seconds, 0) as sleep_seconds,
  coalesce(a.alarm_count, 0) as alarm_count, coalesce(a.alarm_level1, 0) as alarm_level1,
  coalesce(a.alarm_level2, 0) as alarm_level2, coalesce(a.alarm_level3, 0) as alarm_level3,
  r.odometer_min, r.odometer_max, r.first_at::text as first_at, r.last_at::text as last_at, r.last_key, r.lng, r.lat
from bp b cross join lateral (
    select count(*)::int as reports,
      count(*) filter (where not coalesce(position_valid, false) or lng is null)::int as no_position,
      min(mileage) filter (where mileage > 0) as odometer_min,
      max(mileage) filter (where mileage > 0) as odometer_max,
      coalesce(sum(least(gap, $5)) filter (where speed > 0 and gap is not null), 0)::int as drive_seconds,
      count(*) filter (where charging and not prev_charging)::int as charge_count,
      coalesce(sum(least(gap, $5)) filter (where charging and gap is not null), 0)::int as charge_seconds,
      coalesce(sum(greatest(next_soc - soc, 0)) filter (where charging and next_soc is not null and soc is not null), 0)::int as charged_soc,
      count(*) filter (where gap >= $6)::int as sleep_count,
      coalesce(sum(gap) filter (where gap >= $6), 0)::int as sleep_seconds,
      min(frame_time) as first_at, max(frame_time) as last_at,
      (array_agg(frame_key order by frame_time desc, frame_key desc))[1] as last_key,
      (array_agg(lng order by frame_time desc) filter (where position_valid and lng is not null and lat is not null))[1] as lng,
      (array_agg(lat order by frame_time desc) filter (where position_valid and lng is not null and lat is not null))[1] as lat
    from (
      select x.frame_time, x.frame_key, x.speed, x.mileage, x.soc, x.position_valid, x.lng, x.lat,
        coalesce(x.charge_status in (1, 2), false) as charging,
        coalesce(lag(coalesce(x.charge_status in (1, 2), false)) over w, b.before_charging) as prev_charging,
        extract(epoch from lead(x.frame_time) over w - x.frame_time) as gap,
        lead(x.soc) over w as next_soc
      ${DAY_HISTORY('b.from_at')}
    ) h
  ) r
${SESSIONS_AND_ALARMS}`;

/**
 * The day rows of keys whose row exists and whose batch brought only reports newer than the row's
 * last one (a live vehicle's usual batch): the row plus what the reports after its last one add.
 * Only the history from that last report on is read, not the whole day; the pairs that end at a
 * new report are the new intervals, sessions and alarm episodes of the day are counted again.
 * "Newer" is by time, then history key: a terminal reporting twice a second sends two reports of one
 * data second (the frame time has whole seconds), the later with the larger key, and by time alone
 * every second such batch read the vehicle's whole day again.
 */
const INCREMENT = `
with t as (
  select distinct on (u.vehicle_id, u.day) u.vehicle_id, u.day, u.min_at, coalesce(u.min_key, -1) as min_key,
    u.until_at, u.until_key
  from unnest($3::bigint[], $4::date[], $7::timestamptz[], $8::bigint[], $9::timestamptz[], $10::bigint[])
    as u(vehicle_id, day, min_at, min_key, until_at, until_key)
  order by u.vehicle_id, u.day, u.min_at, u.min_key nulls first
), b as (
  select d.*, t.until_at, t.until_key, v.vehicle_model_id as model_now, v.org_id as org_now,
    (d.day::timestamp at time zone $2) as from_at, ((d.day + 1)::timestamp at time zone $2) as to_at
  from t join analysis_daily d on d.tenant_id = $1 and d.vehicle_id = t.vehicle_id and d.day = t.day
    join vehicles v on v.id = d.vehicle_id and v.tenant_id = $1
  where d.last_at is not null and ${AFTER_LAST('t.min_at', 't.min_key', 'd')}
)
select $1::bigint as tenant_id, b.vehicle_id, b.day::text as day, b.model_now as vehicle_model_id, b.org_now as org_id,
  b.reports + coalesce(r.reports, 0) as reports, b.no_position + coalesce(r.no_position, 0) as no_position,
  coalesce(greatest(b.odometer_max, r.odometer_max) - least(b.odometer_min, r.odometer_min), 0)::float8 as mileage,
  b.drive_seconds + coalesce(r.drive_seconds, 0) as drive_seconds, b.charge_count + coalesce(r.charge_count, 0) as charge_count,
  b.charge_seconds + coalesce(r.charge_seconds, 0) as charge_seconds, b.charged_soc + coalesce(r.charged_soc, 0) as charged_soc,
  greatest(coalesce(s.online_seconds, 0), 0) as online_seconds,
  b.sleep_count + coalesce(r.sleep_count, 0) as sleep_count, b.sleep_seconds + coalesce(r.sleep_seconds, 0) as sleep_seconds,
  coalesce(a.alarm_count, 0) as alarm_count, coalesce(a.alarm_level1, 0) as alarm_level1,
  coalesce(a.alarm_level2, 0) as alarm_level2, coalesce(a.alarm_level3, 0) as alarm_level3,
  least(b.odometer_min, r.odometer_min) as odometer_min, greatest(b.odometer_max, r.odometer_max) as odometer_max,
  b.first_at::text as first_at, greatest(b.last_at, r.last_at)::text as last_at,
  coalesce(r.last_key, b.last_key) as last_key,
  coalesce(r.lng, b.lng) as lng, coalesce(r.lat, b.lat) as lat, b.province, r.lng is not null as fixed
from b cross join lateral (
    select count(*) filter (where fresh)::int as reports,
      count(*) filter (where fresh and (not coalesce(position_valid, false) or lng is null))::int as no_position,
      min(mileage) filter (where fresh and mileage > 0) as odometer_min,
      max(mileage) filter (where fresh and mileage > 0) as odometer_max,
      coalesce(sum(least(gap, $5)) filter (where next_fresh and speed > 0), 0)::int as drive_seconds,
      count(*) filter (where fresh and charging and not prev_charging)::int as charge_count,
      coalesce(sum(least(gap, $5)) filter (where next_fresh and charging), 0)::int as charge_seconds,
      coalesce(sum(greatest(next_soc - soc, 0)) filter (where next_fresh and charging and next_soc is not null and soc is not null), 0)::int as charged_soc,
      count(*) filter (where next_fresh and gap >= $6)::int as sleep_count,
      coalesce(sum(gap) filter (where next_fresh and gap >= $6), 0)::int as sleep_seconds,
      max(frame_time) as last_at,
      (array_agg(frame_key order by frame_time desc, frame_key desc))[1] as last_key,
      (array_agg(lng order by frame_time desc) filter (where fresh and position_valid and lng is not null and lat is not null))[1] as lng,
      (array_agg(lat order by frame_time desc) filter (where fresh and position_valid and lng is not null and lat is not null))[1] as lat
    from (
      select x.frame_time, x.frame_key, x.speed, x.mileage, x.soc, x.position_valid, x.lng, x.lat,
        ${AFTER_LAST('x.frame_time', 'x.frame_key', 'b')} as fresh,
        coalesce(x.charge_status in (1, 2), false) as charging,
        coalesce(lag(coalesce(x.charge_status in (1, 2), false)) over w, false) as prev_charging,
        extract(epoch from lead(x.frame_time) over w - x.frame_time) as gap,
        ${AFTER_LAST('lead(x.frame_time) over w', 'lead(x.frame_key) over w', 'b')} as next_fresh,
        lead(x.soc) over w as next_soc
      ${DAY_HISTORY('b.last_at')}
    ) h
  ) r
${SESSIONS_AND_ALARMS}`;

const num = (v: unknown) => Number(v ?? 0);
const numOrNull = (v: unknown) => (v == null ? null : Number(v));

function toDayRow(tenantId: number, r: Record<string, unknown>): DayRow {
  const row = {
    tenant_id: tenantId,
    vehicle_id: Number(r.vehicle_id),
    day: String(r.day),
    vehicle_model_id: numOrNull(r.vehicle_model_id),
    org_id: numOrNull(r.org_id),
    odometer_min: numOrNull(r.odometer_min),
    odometer_max: numOrNull(r.odometer_max),
    first_at: (r.first_at as string | null) ?? null,
    last_at: (r.last_at as string | null) ?? null,
    last_key: numOrNull(r.last_key),
    lng: numOrNull(r.lng),
    lat: numOrNull(r.lat),
    province: (r.province as string | null | undefined) ?? null,
  } as DayRow;
  for (const m of MEASURE_COLUMNS) row[m] = num(r[m]);
  // a new fix places the day anew; a row carried over keeps its province
  if (row.lng != null && row.lat != null && (r.fixed ?? true))
    row.province = provinceAt(row.lng, row.lat)?.code ?? null;
  return row;
}

const untilParams = (keys: readonly MarkedDay[]) => [
  keys.map((k) => (k.until ? new Date(k.until.at).toISOString() : null)),
  keys.map((k) => k.until?.key ?? null),
];

/** Computes the day rows of `keys` from history (a key with nothing that day gives a row of zeros). */
export async function computeDays(
  tx: Tx,
  tenantId: number,
  zone: string,
  keys: readonly MarkedDay[],
): Promise<DayRow[]> {
  if (!keys.length) return [];
  const rows = await tx.query<Record<string, unknown>>(COMPUTE, [
    tenantId,
    zone,
    keys.map((k) => k.vehicleId),
    keys.map((k) => k.day),
    ANALYSIS_IDLE_SECONDS,
    ANALYSIS_SLEEP_SECONDS,
    ...untilParams(keys),
  ]);
  return rows.map((r) => toDayRow(tenantId, r));
}

/** A row worth keeping: the vehicle reported, was online or raised an alarm that day. */
const kept = (r: DayRow) => r.reports > 0 || r.online_seconds > 0 || r.alarm_count > 0;

type GroupDelta = Record<Measure | 'vehicles' | 'active' | 'online', number>;
const groupKey = (day: string, model: number | null, org: number | null) =>
  `${day}|${model ?? 0}|${org ?? 0}`;

function addTo(groups: Map<string, GroupDelta>, row: DayRow, sign: 1 | -1) {
  const key = groupKey(row.day, row.vehicle_model_id, row.org_id);
  let g = groups.get(key);
  if (!g) {
    g = { vehicles: 0, active: 0, online: 0 } as GroupDelta;
    for (const m of MEASURE_COLUMNS) g[m] = 0;
    groups.set(key, g);
  }
  g.vehicles += sign;
  g.active += sign * (row.reports > 0 ? 1 : 0);
  g.online += sign * (row.online_seconds > 0 ? 1 : 0);
  for (const m of MEASURE_COLUMNS) g[m] += sign * row[m];
}

const DAY_COLUMNS = [
  'tenant_id',
  'vehicle_id',
  'day',
  'vehicle_model_id',
  'org_id',
  ...MEASURE_COLUMNS,
  'odometer_min',
  'odometer_max',
  'first_at',
  'last_at',
  'last_key',
  'lng',
  'lat',
  'province',
] as const;

/**
 * Writes computed day rows: upserts those worth keeping, deletes the others, and moves each row's
 * change into its group rows (its old contribution out of the group it was in, the new one into
 * the vehicle's present group). The old rows are locked first, so two batches of one vehicle-day
 * apply their changes one after the other.
 */
export async function writeDays(tx: Tx, tenantId: number, rows: readonly DayRow[]): Promise<void> {
  if (!rows.length) return;
  const ids = rows.map((r) => r.vehicle_id);
  const days = rows.map((r) => r.day);
  const old = await tx.query<Record<string, unknown>>(
    `select d.vehicle_id, d.day::text as day, d.vehicle_model_id, d.org_id, ${MEASURE_COLUMNS.map((m) => `d.${m}`).join(', ')}
     from analysis_daily d join unnest($2::bigint[], $3::date[]) as u(vehicle_id, day)
       on d.vehicle_id = u.vehicle_id and d.day = u.day
     where d.tenant_id = $1 order by d.vehicle_id, d.day for update of d`,
    [tenantId, ids, days],
  );
  const groups = new Map<string, GroupDelta>();
  for (const o of old) {
    const row = {
      day: String(o.day),
      vehicle_model_id: numOrNull(o.vehicle_model_id),
      org_id: numOrNull(o.org_id),
    } as DayRow;
    for (const m of MEASURE_COLUMNS) row[m] = num(o[m]);
    addTo(groups, row, -1);
  }
  const keep = rows.filter(kept);
  for (const r of keep) addTo(groups, r, 1);
  const drop = rows.filter((r) => !kept(r));
  if (drop.length)
    await tx.query(
      `delete from analysis_daily d using unnest($2::bigint[], $3::date[]) as u(vehicle_id, day)
       where d.tenant_id = $1 and d.vehicle_id = u.vehicle_id and d.day = u.day`,
      [tenantId, drop.map((r) => r.vehicle_id), drop.map((r) => r.day)],
    );
  if (keep.length) {
    const list = DAY_COLUMNS.join(', ');
    await tx.query(
      `insert into analysis_daily (${list}, updated_at)
       select ${list}, now() from json_populate_recordset(null::analysis_daily, $1::json)
       order by vehicle_id, day
       on conflict (tenant_id, vehicle_id, day) do update set
       ${DAY_COLUMNS.slice(3)
         .map((c) => `${c} = excluded.${c}`)
         .join(', ')}, updated_at = now()`,
      [JSON.stringify(keep.map((r) => Object.fromEntries(DAY_COLUMNS.map((c) => [c, r[c]]))))],
    );
  }
  const changes = [...groups]
    .filter(([, g]) => Object.values(g).some((v) => v !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, g]) => {
      const [day, model, org] = key.split('|');
      return { tenant_id: tenantId, day, vehicle_model_id: Number(model), org_id: Number(org), ...g };
    });
  if (changes.length) {
    const sums = ['vehicles', 'active', 'online', ...MEASURE_COLUMNS];
    await tx.query(
      `insert into analysis_group_daily (tenant_id, day, vehicle_model_id, org_id, ${sums.join(', ')})
       select tenant_id, day, vehicle_model_id, org_id, ${sums.join(', ')}
       from json_populate_recordset(null::analysis_group_daily, $1::json)
       on conflict (tenant_id, day, vehicle_model_id, org_id) do update set
       ${sums.map((c) => `${c} = analysis_group_daily.${c} + excluded.${c}`).join(', ')}`,
      [JSON.stringify(changes)],
    );
  }
}

/** Recomputes and writes the day rows of `keys` (the ingest step and rebuilds). */
export async function rollupDays(tx: Tx, tenantId: number, zone: string, keys: readonly MarkedDay[]) {
  // a key with reports all newer than its row's last one is added to; the others are computed anew
  const fresh = keys.filter((k) => k.minAt != null);
  const added = fresh.length
    ? (
        await tx.query<Record<string, unknown>>(INCREMENT, [
          tenantId,
          zone,
          fresh.map((k) => k.vehicleId),
          fresh.map((k) => k.day),
          ANALYSIS_IDLE_SECONDS,
          ANALYSIS_SLEEP_SECONDS,
          fresh.map((k) => new Date(k.minAt!).toISOString()),
          fresh.map((k) => k.minKey ?? null),
          ...untilParams(fresh),
        ])
      ).map((r) => toDayRow(tenantId, r))
    : [];
  const done = new Set(added.map((r) => `${r.vehicle_id}|${r.day}`));
  const rest = keys.filter((k) => !done.has(`${k.vehicleId}|${k.day}`));
  await writeDays(tx, tenantId, [...added, ...(await computeDays(tx, tenantId, zone, rest))]);
}

/**
 * Rebuilds one day of a tenant from history: every vehicle with reports, sessions or alarm
 * episodes that day, and every row already there (a row whose history is gone is deleted).
 * Answers how many vehicles the day keeps.
 */
export async function rebuildDay(tx: Tx, tenantId: number, zone: string, day: string): Promise<number> {
  const ids = await tx.query<{ vehicle_id: string | number }>(
    `with b as (select ($2::date)::timestamp at time zone $3 as from_at, ($2::date + 1)::timestamp at time zone $3 as to_at)
     select distinct x.vehicle_id from b, vehicle_history x
       where x.tenant_id = $1 and x.frame_time >= b.from_at and x.frame_time < b.to_at
     union select l.vehicle_id from b, vehicle_logins l
       where l.tenant_id = $1 and l.login_at < b.to_at and coalesce(l.logout_at, now()) > b.from_at
         and l.login_at >= b.from_at - make_interval(days => ${SESSION_LOOKBACK_DAYS})
     union select e.vehicle_id from b, alarm_episodes e
       where e.tenant_id = $1 and e.started_at >= b.from_at and e.started_at < b.to_at
     union select d.vehicle_id from analysis_daily d where d.tenant_id = $1 and d.day = $2::date`,
    [tenantId, day, zone],
  );
  const keys = ids.map((r) => ({ vehicleId: Number(r.vehicle_id), day }));
  // in slices, so a large fleet's day is not one statement over every vehicle at once
  for (let i = 0; i < keys.length; i += 500) await rollupDays(tx, tenantId, zone, keys.slice(i, i + 500));
  // the day's group rows are summed again from its day rows: a rebuild also repairs them
  await sumGroups(tx, tenantId, day);
  const [count] = await tx.query<{ n: number }>(
    'select count(*)::int as n from analysis_daily where tenant_id = $1 and day = $2::date',
    [tenantId, day],
  );
  return Number(count?.n ?? 0);
}

/** Replaces a day's group rows of a tenant by the sums of its day rows. */
export async function sumGroups(tx: Tx, tenantId: number, day: string): Promise<void> {
  const sums = MEASURE_COLUMNS.join(', ');
  await tx.query('delete from analysis_group_daily where tenant_id = $1 and day = $2::date', [tenantId, day]);
  await tx.query(
    `insert into analysis_group_daily (tenant_id, day, vehicle_model_id, org_id, vehicles, active, online, ${sums})
     select $1, $2::date, coalesce(vehicle_model_id, 0), coalesce(org_id, 0), count(*), count(*) filter (where reports > 0),
       count(*) filter (where online_seconds > 0), ${MEASURE_COLUMNS.map((c) => `sum(${c})`).join(', ')}
     from analysis_daily where tenant_id = $1 and day = $2::date group by 3, 4`,
    [tenantId, day],
  );
}
