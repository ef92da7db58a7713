import { and, eq, gte, sql } from 'drizzle-orm';
import type { HomeAlarm, HomeOnline } from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import { alarmEpisodes, vehicleLatest } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';

/** Fleet counts of the home page (data analysis home/online) from the latest state. */
export async function homeOnline(db: Db, tenantId: number): Promise<HomeOnline> {
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
    .where(eq(vehicles.tenantId, tenantId));
  return row;
}

/** Start of today in Beijing time (the platform's day), as a Date. */
export function beijingDayStart(now = Date.now()): Date {
  const offset = 8 * 3_600_000;
  return new Date(Math.floor((now + offset) / 86_400_000) * 86_400_000 - offset);
}

/** Alarm episodes started today, and those of them that reached level 3 (home/alarm, home/key/alarm). */
export async function homeAlarm(db: Db, tenantId: number): Promise<HomeAlarm> {
  const [row] = await db
    .select({
      today: sql<number>`count(*)::int`,
      key: sql<number>`count(*) filter (where ${alarmEpisodes.highestLevel} >= 3)::int`,
    })
    .from(alarmEpisodes)
    .where(and(eq(alarmEpisodes.tenantId, tenantId), gte(alarmEpisodes.startedAt, beijingDayStart())));
  return row;
}
