import { and, eq, sql } from 'drizzle-orm';
import { LIMITS, maskText } from '@chelian/contracts';
import type { DayWork, OnlineAndWork, RealtimeCustomer } from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { organisations } from '../../platform/schema';
import { vehicleLatest } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { tenantTimeZone, zoneDayStart } from '../../platform/time-zone';
import { checkRange, zoneDays } from './range';

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);

/** customer: the sale and service facets of the vehicle with its owner, masked unless `unmask`. */
export async function realtimeCustomer(
  db: Db,
  tenantId: number,
  vehicleId: number,
  unmask: boolean,
): Promise<RealtimeCustomer> {
  const [row] = await db
    .select({ vehicle: vehicles, orgName: organisations.name })
    .from(vehicles)
    .leftJoin(organisations, eq(organisations.id, vehicles.orgId))
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.tenantId, tenantId)));
  if (!row) throw notFound();
  const v = row.vehicle;
  const shown = (value: string | null) => (value == null ? null : unmask ? value : maskText(value));
  return {
    vin: v.vin,
    customerName: shown(v.ownerName),
    customerPhone: shown(v.ownerPhone),
    dealerName: v.dealerName,
    orgName: row.orgName,
    saleStatus: v.saleStatus,
    saleDate: ms(v.saleDate),
    serviceStatus: v.serviceStatus,
    serviceStartDate: ms(v.serviceStartDate),
    serviceEndDate: ms(v.serviceEndDate),
  };
}

/** onlineAndWork: the connection state and the seconds online today and in all. */
export async function onlineAndWork(
  db: Db,
  tenantId: number,
  vehicle: { id: number; vin: string },
): Promise<OnlineAndWork> {
  const [latest] = await db
    .select()
    .from(vehicleLatest)
    .where(and(eq(vehicleLatest.vehicleId, vehicle.id), eq(vehicleLatest.tenantId, tenantId)));
  const dayStart = zoneDayStart(Date.now(), await tenantTimeZone(db, tenantId)).toISOString();
  const result = (await db.execute(sql`
    select
      coalesce(sum(extract(epoch from (coalesce(logout_at, now()) - greatest(login_at, ${dayStart}::timestamptz))))
        filter (where coalesce(logout_at, now()) > ${dayStart}::timestamptz), 0)::float8 as today,
      coalesce(sum(extract(epoch from (coalesce(logout_at, now()) - login_at))), 0)::float8 as total
    from vehicle_logins where vehicle_id = ${vehicle.id} and tenant_id = ${tenantId} and login_at is not null`)) as unknown as {
    rows: { today: number; total: number }[];
  };
  const row = result.rows[0];
  return {
    vin: vehicle.vin,
    online: latest?.online ?? false,
    loginTime: ms(latest?.loginAt),
    logoutTime: ms(latest?.logoutAt),
    lastSeenTime: ms(latest?.lastSeenAt),
    todayWorkSeconds: Math.round(Number(row?.today ?? 0)),
    totalWorkSeconds: Math.round(Number(row?.total ?? 0)),
  };
}

/** work: hours online per day (the tenant's clock) of a range of at most 30 days (sessions cut at day boundaries). */
export async function dayWork(
  db: Db,
  tenantId: number,
  vehicleId: number,
  range: { startTime: number; endTime: number },
): Promise<DayWork[]> {
  const { from, to } = checkRange(range, LIMITS.historyRangeDays);
  const result = (await db.execute(sql`${zoneDays(from, to, await tenantTimeZone(db, tenantId))}
    select to_char(b.start, 'YYYY-MM-DD') as date,
      coalesce(sum(extract(epoch from (least(coalesce(l.logout_at, now()), b.to_at) - greatest(l.login_at, b.from_at)))) / 3600, 0)::float8 as hours
    from bounds b
    left join vehicle_logins l on l.vehicle_id = ${vehicleId} and l.tenant_id = ${tenantId} and l.login_at is not null
      and l.login_at < b.to_at and coalesce(l.logout_at, now()) > b.from_at
    group by b.start order by b.start`)) as unknown as { rows: { date: string; hours: number }[] };
  return result.rows.map((r) => ({
    date: r.date,
    hours: Math.round(Math.max(0, Number(r.hours)) * 100) / 100,
  }));
}
