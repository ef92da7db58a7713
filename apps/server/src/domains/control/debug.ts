import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { vehicleLatest } from '../telemetry/schema';
import { lockStatusOf } from './lock';
import { vehicleDebugLogs, vehicleDebugs } from './schema';
import { controlVehicle } from './service';

/** A terminal silent for longer than this does not count as sending GB data (and its fix). */
const GPS_FRESH_MINUTES = 10;

/**
 * Checks debugged vehicles against their real state (the debug job): the terminal online, a valid
 * GPS fix from a terminal heard within the last minutes, ACC reported, the lock answered (status 241 or 243). All pass:
 * SUCCESS; otherwise PENDING until the end date, then FAILED. Each check is logged.
 */
export async function runDebugJob(
  ctx: ServerContext,
  tenantId: number,
  ids?: number[],
): Promise<{ checked: number; succeeded: number; failed: number }> {
  const db = ctx.database.db;
  const rows = await db
    .select({
      id: vehicleDebugs.id,
      vin: vehicleDebugs.vin,
      endTime: vehicleDebugs.endTime,
      online: vehicleLatest.online,
      acc: vehicleLatest.acc,
      gpsFresh: sql<
        boolean | null
      >`(${vehicleLatest.positionAt} is not null and ${vehicleLatest.lng} is not null
        and ${vehicleLatest.lastSeenAt} > now() - make_interval(mins => ${GPS_FRESH_MINUTES}))`,
      lockStatus: lockStatusOf(vehicleDebugs.vehicleId),
    })
    .from(vehicleDebugs)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicleDebugs.vehicleId))
    .where(
      and(
        eq(vehicleDebugs.tenantId, tenantId),
        eq(vehicleDebugs.status, 'PENDING'),
        ids?.length ? inArray(vehicleDebugs.id, ids) : undefined,
      ),
    );
  let succeeded = 0;
  let failed = 0;
  for (const r of rows) {
    const lock = r.lockStatus;
    const problems = [
      !r.online && 'terminal offline',
      !r.gpsFresh && 'no recent GPS fix',
      r.acc === null && 'ACC not reported',
      lock !== 241 && lock !== 243 && 'lock not answered',
    ].filter(Boolean) as string[];
    const status =
      problems.length === 0 ? 'SUCCESS' : r.endTime.getTime() < Date.now() ? 'FAILED' : 'PENDING';
    if (status === 'SUCCESS') succeeded++;
    if (status === 'FAILED') failed++;
    const acc = r.acc === null ? null : r.acc ? 'ON' : 'OFF';
    const gps = r.gpsFresh ? 'VALID' : 'INVALID';
    const seen = { accName: acc, gpsName: gps, lockStatus: String(lock) };
    await db.transaction(async (tx) => {
      await tx
        .update(vehicleDebugs)
        .set({ status, ...seen, debugTime: sql`now()` })
        .where(eq(vehicleDebugs.id, r.id));
      await tx.insert(vehicleDebugLogs).values({
        tenantId,
        debugId: r.id,
        vin: r.vin,
        status,
        online: !!r.online,
        ...seen,
        message: problems.length ? problems.join('; ') : 'all checks passed',
      });
    });
  }
  return { checked: rows.length, succeeded, failed };
}

/** The debug job over every tenant with pending debugs (the scheduled run). */
export async function runDebugJobEverywhere(ctx: ServerContext): Promise<number> {
  const tenants = await ctx.database.db
    .selectDistinct({ tenantId: vehicleDebugs.tenantId })
    .from(vehicleDebugs)
    .where(eq(vehicleDebugs.status, 'PENDING'));
  let checked = 0;
  for (const t of tenants) checked += (await runDebugJob(ctx, t.tenantId)).checked;
  return checked;
}

/** Debugged vehicles by status. */
export async function debugCount(
  ctx: ServerContext,
  tenantId: number,
): Promise<Record<'PENDING' | 'SUCCESS' | 'FAILED' | 'total', number>> {
  const rows = await ctx.database.db
    .select({ status: vehicleDebugs.status, n: count() })
    .from(vehicleDebugs)
    .where(eq(vehicleDebugs.tenantId, tenantId))
    .groupBy(vehicleDebugs.status);
  const out = { PENDING: 0, SUCCESS: 0, FAILED: 0, total: 0 };
  for (const r of rows) {
    out[r.status as 'PENDING'] = r.n;
    out.total += r.n;
  }
  return out;
}

async function debugOf(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const [row] = await ctx.database.db
    .select({ id: vehicleDebugs.id, endTime: vehicleDebugs.endTime, status: vehicleDebugs.status })
    .from(vehicleDebugs)
    .where(eq(vehicleDebugs.vehicleId, vehicle.id));
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return { vehicle, row };
}

/** The debug end date of a vehicle. */
export async function debugDate(ctx: ServerContext, tenantId: number, vin: string) {
  const { vehicle, row } = await debugOf(ctx, tenantId, vin);
  return { vin: vehicle.vin, endTime: row.endTime.getTime(), status: row.status };
}

/** Moves the debug end date (epoch ms, in the future); a failed debug goes back to PENDING. */
export async function updateDebugDate(ctx: ServerContext, tenantId: number, vin: string, endTime: number) {
  if (!Number.isFinite(endTime) || endTime <= Date.now()) throw badRequest('DEBUG_END_TIME');
  const { row } = await debugOf(ctx, tenantId, vin);
  const status = vehicleDebugs.status;
  await ctx.database.db
    .update(vehicleDebugs)
    .set({
      endTime: new Date(endTime),
      status: sql`case when ${status} = 'FAILED' then 'PENDING' else ${status} end`,
    })
    .where(eq(vehicleDebugs.id, row.id));
  return debugDate(ctx, tenantId, vin);
}

/** The checks of one vehicle, newest first. */
export async function debugLogsOf(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await ctx.database.db
    .select({
      id: vehicleDebugLogs.id,
      status: vehicleDebugLogs.status,
      online: vehicleDebugLogs.online,
      accName: vehicleDebugLogs.accName,
      gpsName: vehicleDebugLogs.gpsName,
      lockStatus: vehicleDebugLogs.lockStatus,
      message: vehicleDebugLogs.message,
      createdAt: vehicleDebugLogs.createdAt,
    })
    .from(vehicleDebugLogs)
    .where(and(eq(vehicleDebugLogs.tenantId, tenantId), eq(vehicleDebugLogs.vin, vehicle.vin)))
    .orderBy(desc(vehicleDebugLogs.id))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}
