import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A vehicle's odometer: the latest state's total mileage, else the archive's figure (km). */
export const odometerOf = (vehicleId: SQL | string) =>
  sql`(select coalesce(lt.mileage, v.mileage) from vehicles v left join vehicle_latest lt on lt.vehicle_id = v.id where v.id = ${typeof vehicleId === 'string' ? sql.raw(vehicleId) : vehicleId})`;

const LINK = '"maintenance_links"';
const ODOMETER = `(select coalesce(lt.mileage, v.mileage) from vehicles v left join vehicle_latest lt on lt.vehicle_id = v.id where v.id = ${LINK}."vehicle_id")`;

/** Read columns of a link row (qualified by hand: drizzle leaves the outer table's name off its own columns). */
export const LINK_COLUMNS = {
  plate: sql.raw(`(select v.plate from vehicles v where v.id = ${LINK}."vehicle_id")`),
  mileage: sql.raw(ODOMETER),
  remainingMileage: sql.raw(`(${LINK}."due_mileage" - ${ODOMETER})`),
  remainingDays: sql.raw(`floor(extract(epoch from (${LINK}."due_at" - now())) / 86400)::int`),
  /** overdue past either due point, due within either warning, else normal */
  dueStatus: sql.raw(`(case
    when (${LINK}."due_mileage" is not null and ${ODOMETER} >= ${LINK}."due_mileage") or ${LINK}."due_at" <= now() then 'OVERDUE'
    when (${LINK}."warn_mileage" is not null and ${ODOMETER} >= ${LINK}."warn_mileage") or ${LINK}."warn_at" <= now() then 'DUE'
    else 'NORMAL' end)`),
};

/** The same standing as an SQL condition over a link aliased `l`, for counts. */
export const DUE_CONDITION = sql.raw(`(
  (l.warn_mileage is not null and (select coalesce(lt.mileage, v.mileage) from vehicles v left join vehicle_latest lt on lt.vehicle_id = v.id where v.id = l.vehicle_id) >= l.warn_mileage)
  or l.warn_at <= now() or l.due_at <= now())`);

/**
 * Rewrites the due and warning points of links from their base and their strategy: after a link,
 * a newer maintenance record, or a change of the strategy.
 */
export async function refreshDue(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`
    update maintenance_links l set
      due_mileage = case when s.mileage_over is null or l.base_mileage is null then null else l.base_mileage + s.mileage_over end,
      warn_mileage = case when s.mileage_over is null or l.base_mileage is null then null
        else l.base_mileage + s.mileage_over - s.mileage_pre end,
      due_at = case when s.time_over is null then null
        when s.time_unit = 'DAY' then l.base_at + make_interval(days => s.time_over)
        else l.base_at + make_interval(months => s.time_over) end,
      warn_at = case when s.time_over is null then null
        when s.time_unit = 'DAY' then l.base_at + make_interval(days => s.time_over - s.time_pre)
        else l.base_at + make_interval(months => s.time_over) - make_interval(days => s.time_pre) end
    from maintenance_strategies s
    where s.id = l.strategy_id and ${where}`);
}

/**
 * A maintenance record moves its vehicle's base to the record's odometer and time, when it is
 * newer than the base (a record entered late for an old maintenance changes nothing).
 */
export async function applyMaintenance(
  db: Db,
  vehicleId: number,
  maintainedAt: Date,
  mileage: number | null,
): Promise<void> {
  const moved = await db.execute(sql`
    update maintenance_links set base_at = ${maintainedAt.toISOString()}::timestamptz,
      base_mileage = coalesce(${mileage}::float8, base_mileage)
    where vehicle_id = ${vehicleId} and base_at <= ${maintainedAt.toISOString()}::timestamptz
    returning vehicle_id`);
  if (rowsOf(moved).length) await refreshDue(db, sql`l.vehicle_id = ${vehicleId}`);
}

/** Rows of db.execute on either driver (PGlite answers { rows }, node-postgres too). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
