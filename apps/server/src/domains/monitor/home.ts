import { and, eq, gte, sql } from 'drizzle-orm';
import type {
  HomeAlarm,
  HomeOnline,
  HomeWorkTime,
  MonthWorkTime,
  TypeCount,
} from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import { tenantTimeZone, zoneDayStart } from '../../platform/time-zone';
import { alarmEpisodes, vehicleLatest } from '../telemetry/schema';
import { vehicleModels, vehicleSeries } from '../model/schema';
import { vehicles } from '../vehicle/schema';
import { withinVehicleScope, type VehicleScope } from '../../platform/vehicle-scope';

/** The vehicles of a scope (a dealer's user: its own). */
const ofScope = (scope: VehicleScope) =>
  and(eq(vehicles.tenantId, scope.tenantId), withinVehicleScope(scope, vehicles.id));

/** Fleet counts of the home page (data analysis home/online) from the latest state. */
export async function homeOnline(db: Db, scope: VehicleScope): Promise<HomeOnline> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      online: sql<number>`count(*) filter (where ${vehicleLatest.online})::int`,
      driving: sql<number>`count(*) filter (where ${vehicleLatest.online} and ${vehicleLatest.speed} > 0)::int`,
      charging: sql<number>`count(*) filter (where ${vehicleLatest.online} and ${vehicleLatest.charging})::int`,
      alarming: sql<number>`count(*) filter (where ${vehicleLatest.online} and ${vehicleLatest.alarmLevel} > 0)::int`,
    })
    .from(vehicles)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .where(ofScope(scope));
  return row;
}

/** Start of today on the tenant's clock (its time zone). */
const todayOf = async (db: Db, tenantId: number) =>
  zoneDayStart(Date.now(), await tenantTimeZone(db, tenantId));

/** Alarm episodes started today, and those of them that reached level 3 (home/alarm, home/key/alarm). */
export async function homeAlarm(db: Db, scope: VehicleScope): Promise<HomeAlarm> {
  const { tenantId } = scope;
  const [row] = await db
    .select({
      today: sql<number>`count(*)::int`,
      key: sql<number>`count(*) filter (where ${alarmEpisodes.highestLevel} >= 3)::int`,
    })
    .from(alarmEpisodes)
    .where(
      and(
        eq(alarmEpisodes.tenantId, tenantId),
        gte(alarmEpisodes.startedAt, await todayOf(db, tenantId)),
        withinVehicleScope(scope, alarmEpisodes.vehicleId),
      ),
    );
  return row;
}

/**
 * Vehicles per series with those online: home/vehicle and getCountByVehicleType. The series is the
 * archive's reference (the vehicle's own, else its model's), never the free-text column the gateway
 * writes, which holds model codes for some vehicles; those with neither reference count under ''
 * (the console shows "No series").
 */
export async function countByType(db: Db, scope: VehicleScope): Promise<TypeCount[]> {
  const name = sql<string>`coalesce(${vehicleSeries.name}, '')`;
  const rows = await db
    .select({
      name,
      count: sql<number>`count(*)::int`,
      online: sql<number>`count(*) filter (where ${vehicleLatest.online})::int`,
    })
    .from(vehicles)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.vehicleModelId))
    .leftJoin(
      vehicleSeries,
      eq(vehicleSeries.id, sql`coalesce(${vehicles.vehicleSeriesId}, ${vehicleModels.vehicleSeriesId})`),
    )
    .where(ofScope(scope))
    .groupBy(name)
    .orderBy(sql`count(*) desc`, name);
  return rows;
}

/**
 * Hours online per month (the tenant's clock) over the last 12 months (home/month/workTime): each session's
 * time, an open one up to now, cut at month boundaries; with the days each month covers (the
 * current one up to now, e.g. 25.7 on the 26th at 16:00) so months compare by hours per day.
 */
export async function monthWorkTime(db: Db, scope: VehicleScope): Promise<MonthWorkTime[]> {
  const { tenantId } = scope;
  const zone = await tenantTimeZone(db, tenantId);
  const within = withinVehicleScope(scope, sql`l.vehicle_id`) ?? sql`true`;
  const result = (await db.execute(sql`
    with months as (
      select generate_series(date_trunc('month', (now() at time zone ${zone})) - interval '11 months',
                             date_trunc('month', (now() at time zone ${zone})), interval '1 month') as start
    ), bounds as (
      select start, (start at time zone ${zone}) as from_at, ((start + interval '1 month') at time zone ${zone}) as to_at from months
    )
    select to_char(b.start, 'YYYY-MM') as month,
      coalesce(sum(extract(epoch from (least(coalesce(l.logout_at, now()), b.to_at) - greatest(l.login_at, b.from_at)))) / 3600, 0)::float8 as hours,
      (extract(epoch from (least(now(), b.to_at) - b.from_at)) / 86400)::float8 as days
    from bounds b
    left join vehicle_logins l on l.tenant_id = ${tenantId} and l.login_at is not null
      and l.login_at < b.to_at and coalesce(l.logout_at, now()) > b.from_at and ${within}
    group by b.start, b.from_at, b.to_at order by b.start`)) as unknown as {
    rows: { month: string; hours: number; days: number }[];
  };
  return result.rows.map((r) => ({
    month: r.month,
    hours: Number(r.hours),
    days: Math.round(Number(r.days) * 100) / 100,
  }));
}

/**
 * home/workTime: hours online of the tenant's vehicles today (the tenant's day, sessions cut at its
 * start, open ones up to now), in all, and how many vehicles were online at some time today.
 */
export async function homeWorkTime(db: Db, scope: VehicleScope): Promise<HomeWorkTime> {
  const { tenantId } = scope;
  const within = withinVehicleScope(scope, sql`vehicle_logins.vehicle_id`) ?? sql`true`;
  const dayStart = (await todayOf(db, tenantId)).toISOString();
  const result = (await db.execute(sql`
    select
      coalesce(sum(extract(epoch from (coalesce(logout_at, now()) - greatest(login_at, ${dayStart}::timestamptz))))
        filter (where coalesce(logout_at, now()) > ${dayStart}::timestamptz), 0)::float8 / 3600 as today,
      coalesce(sum(extract(epoch from (coalesce(logout_at, now()) - login_at))), 0)::float8 / 3600 as total,
      count(distinct vehicle_id) filter (where coalesce(logout_at, now()) > ${dayStart}::timestamptz)::int as active
    from vehicle_logins where tenant_id = ${tenantId} and login_at is not null and ${within}`)) as unknown as {
    rows: { today: number; total: number; active: number }[];
  };
  const row = result.rows[0];
  const round = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
  return {
    todayHours: round(row?.today),
    totalHours: round(row?.total),
    activeToday: Number(row?.active ?? 0),
  };
}
