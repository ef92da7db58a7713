import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { LIMITS } from '@chelian/contracts';
import type { HistoryBody, TrackPoint } from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { vehicleHistory } from '../telemetry/schema';
import { trackPoints } from '../telemetry';
import { tenantTimeZone, zoneMidnight } from '../../platform/time-zone';
import { checkRange } from './range';
import { SIGNALS } from './signals';

/** A page of one vehicle's history: the chosen values of each report, newest first by default. */
export async function historyPage(db: Db, tenantId: number, vehicleId: number, body: HistoryBody) {
  const { from, to } = checkRange(body, LIMITS.historyRangeDays);
  const keys = body.signals.length ? body.signals : [...SIGNALS.keys()];
  for (const key of keys) if (!SIGNALS.has(key)) throw badRequest('SIGNAL_UNKNOWN', { signal: key });
  const columns = Object.fromEntries(keys.map((key) => [key, SIGNALS.get(key)!.column]));
  // vehicle and time first: the primary key (vehicle_id, frame_time, ...) serves the range
  const where = and(
    eq(vehicleHistory.vehicleId, vehicleId),
    eq(vehicleHistory.tenantId, tenantId),
    gte(vehicleHistory.frameTime, from),
    lte(vehicleHistory.frameTime, to),
  );
  const order = body.order === 'asc' ? asc(vehicleHistory.frameTime) : desc(vehicleHistory.frameTime);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        frameTime: vehicleHistory.frameTime,
        receivedAt: vehicleHistory.receivedAt,
        reissue: vehicleHistory.reissue,
        ...columns,
      })
      .from(vehicleHistory)
      .where(where)
      .orderBy(order)
      .limit(body.size)
      .offset((body.current - 1) * body.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vehicleHistory)
      .where(where),
  ]);
  const items = rows.map((r) => ({
    ...r,
    frameTime: r.frameTime.getTime(),
    receivedAt: r.receivedAt.getTime(),
  }));
  return { items, total, current: body.current, signals: keys };
}

/**
 * One vehicle's fixes in a time range, oldest first, for track replay: the JSON text of its
 * TrackPoint[]. PostgreSQL builds it in the order the primary key reads the points; a vehicle-day
 * (8,640 points) made into rows, dates and objects in the server cost more than the query.
 */
export async function trackJson(
  db: Db,
  tenantId: number,
  vehicleId: number,
  range: { startTime: number; endTime: number },
): Promise<string> {
  const { from, to } = checkRange(range, LIMITS.historyRangeDays);
  const track = trackPoints(db, tenantId, vehicleId, from, to);
  const points = db
    .select({
      time: sql<number>`(extract(epoch from ${track.time}) * 1000)::int8`.as('time'),
      lng: track.lng,
      lat: track.lat,
      speed: track.speed,
      mileage: track.mileage,
      soc: track.soc,
    })
    .from(track)
    .as('p');
  const [row] = await db.select({ body: sql<string>`coalesce(json_agg(p), '[]'::json)::text` }).from(points);
  return row!.body;
}

/** The days of a month (YYYY-MM, the tenant's clock) on which the vehicle reported, as YYYY-MM-DD (dateList). */
export async function reportDays(
  db: Db,
  tenantId: number,
  vehicleId: number,
  month: string,
): Promise<string[]> {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const zone = await tenantTimeZone(db, tenantId);
  const from = zoneMidnight(year, m, 1, zone);
  const to = zoneMidnight(year, m + 1, 1, zone);
  const day = sql<string>`to_char(${vehicleHistory.frameTime} at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(vehicleHistory)
    .where(
      and(
        eq(vehicleHistory.vehicleId, vehicleId),
        eq(vehicleHistory.tenantId, tenantId),
        gte(vehicleHistory.frameTime, from),
        lt(vehicleHistory.frameTime, to),
      ),
    )
    // by position: the zone is a parameter, and a second one in ORDER BY would not match DISTINCT's list
    .orderBy(sql`1`);
  return rows.map((r) => r.day);
}

/** A page of one vehicle's track, oldest first, with the total (trackData/page). */
export async function trackPage(
  db: Db,
  tenantId: number,
  vehicleId: number,
  body: { startTime: number; endTime: number; current: number; size: number },
) {
  const { from, to } = checkRange(body, LIMITS.historyRangeDays);
  const track = trackPoints(db, tenantId, vehicleId, from, to);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(track)
      .orderBy(track.time)
      .limit(body.size)
      .offset((body.current - 1) * body.size),
    db.select({ total: sql<number>`count(*)::int` }).from(track),
  ]);
  const items: TrackPoint[] = rows.map((r) => ({
    time: r.time.getTime(),
    lng: r.lng!,
    lat: r.lat!,
    speed: r.speed,
    mileage: r.mileage,
    soc: r.soc,
  }));
  return { items, total, current: body.current };
}
