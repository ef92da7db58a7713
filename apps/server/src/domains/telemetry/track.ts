import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vehicleHistory as h } from './schema';

/**
 * A vehicle's track: the valid fixes of its history rows, one per data second (a report and a
 * reissued copy of it count once), oldest first. The history primary key (vehicle_id,
 * frame_time, ...) reads them in order, so no second copy of the positions is written: each copy
 * was another row and another index entry, keyed by vehicle, for every report ingest took.
 */
export function trackPoints(db: Db, tenantId: number, vehicleId: number, from: Date, to: Date) {
  return db
    .selectDistinctOn([h.frameTime], {
      time: h.frameTime,
      lng: h.lng,
      lat: h.lat,
      speed: h.speed,
      mileage: h.mileage,
      soc: h.soc,
    })
    .from(h)
    .where(
      and(
        eq(h.vehicleId, vehicleId),
        eq(h.tenantId, tenantId),
        gte(h.frameTime, from),
        lte(h.frameTime, to),
        sql`${h.positionValid} and ${h.lng} is not null and ${h.lat} is not null`,
      ),
    )
    .orderBy(asc(h.frameTime))
    .as('track');
}
