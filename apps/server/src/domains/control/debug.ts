import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { telemetryStore } from '../../ingest/store';
import { LOCK_STATUS_SQL } from './lock';
import { controlVehicle } from './service';

/** A terminal silent for longer than this does not count as sending GB data (and its fix). */
const GPS_FRESH_MINUTES = 10;

interface DebugState {
  id: number;
  vin: string;
  end_time: Date;
  online: boolean | null;
  acc: boolean | null;
  gps_fresh: boolean | null;
  lock_status: number;
}

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
  const store = telemetryStore(ctx.database);
  const rows = await store.query<DebugState>(
    `select g.id, g.vin, g.end_time, l.online, l.acc,
            (l.position_at is not null and l.lng is not null and l.last_seen_at > now() - make_interval(mins => $3)) as gps_fresh,
            (${LOCK_STATUS_SQL('g.vehicle_id')})::int as lock_status
       from vehicle_debugs g left join vehicle_latest l on l.vehicle_id = g.vehicle_id
      where g.tenant_id = $1 and g.status = 'PENDING' and ($2::bigint[] is null or g.id = any($2::bigint[]))`,
    [tenantId, ids?.length ? ids : null, GPS_FRESH_MINUTES],
  );
  let succeeded = 0;
  let failed = 0;
  for (const r of rows) {
    const lock = Number(r.lock_status);
    const problems = [
      !r.online && 'terminal offline',
      !r.gps_fresh && 'no recent GPS fix',
      r.acc === null && 'ACC not reported',
      lock !== 241 && lock !== 243 && 'lock not answered',
    ].filter(Boolean) as string[];
    const status =
      problems.length === 0 ? 'SUCCESS' : new Date(r.end_time).getTime() < Date.now() ? 'FAILED' : 'PENDING';
    if (status === 'SUCCESS') succeeded++;
    if (status === 'FAILED') failed++;
    const acc = r.acc === null ? null : r.acc ? 'ON' : 'OFF';
    const gps = r.gps_fresh ? 'VALID' : 'INVALID';
    await store.transaction(async (tx) => {
      await tx.query(
        `update vehicle_debugs set status = $2, acc_name = $3, gps_name = $4, lock_status = $5, debug_time = now() where id = $1`,
        [r.id, status, acc, gps, String(lock)],
      );
      await tx.query(
        `insert into vehicle_debug_logs (tenant_id, debug_id, vin, status, online, acc_name, gps_name, lock_status, message) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          tenantId,
          r.id,
          r.vin,
          status,
          !!r.online,
          acc,
          gps,
          String(lock),
          problems.length ? problems.join('; ') : 'all checks passed',
        ],
      );
    });
  }
  return { checked: rows.length, succeeded, failed };
}

/** The debug job over every tenant with pending debugs (the scheduled run). */
export async function runDebugJobEverywhere(ctx: ServerContext): Promise<number> {
  const tenants = await telemetryStore(ctx.database).query<{ tenant_id: number }>(
    `select distinct tenant_id from vehicle_debugs where status = 'PENDING'`,
  );
  let checked = 0;
  for (const t of tenants) checked += (await runDebugJob(ctx, Number(t.tenant_id))).checked;
  return checked;
}

/** Debugged vehicles by status. */
export async function debugCount(
  ctx: ServerContext,
  tenantId: number,
): Promise<Record<'PENDING' | 'SUCCESS' | 'FAILED' | 'total', number>> {
  const rows = await telemetryStore(ctx.database).query<{ status: string; n: number }>(
    'select status, count(*)::int as n from vehicle_debugs where tenant_id = $1 group by status',
    [tenantId],
  );
  const out = { PENDING: 0, SUCCESS: 0, FAILED: 0, total: 0 };
  for (const r of rows) {
    out[r.status as 'PENDING'] = Number(r.n);
    out.total += Number(r.n);
  }
  return out;
}

async function debugOf(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const row = (
    await telemetryStore(ctx.database).query<{ id: number; end_time: Date; status: string }>(
      'select id, end_time, status from vehicle_debugs where vehicle_id = $1',
      [vehicle.id],
    )
  )[0];
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return { vehicle, row };
}

/** The debug end date of a vehicle. */
export async function debugDate(ctx: ServerContext, tenantId: number, vin: string) {
  const { vehicle, row } = await debugOf(ctx, tenantId, vin);
  return { vin: vehicle.vin, endTime: new Date(row.end_time).getTime(), status: row.status };
}

/** Moves the debug end date (epoch ms, in the future); a failed debug goes back to PENDING. */
export async function updateDebugDate(ctx: ServerContext, tenantId: number, vin: string, endTime: number) {
  if (!Number.isFinite(endTime) || endTime <= Date.now()) throw badRequest('DEBUG_END_TIME');
  const { row } = await debugOf(ctx, tenantId, vin);
  await telemetryStore(ctx.database).query(
    `update vehicle_debugs set end_time = $2, status = case when status = 'FAILED' then 'PENDING' else status end where id = $1`,
    [row.id, new Date(endTime)],
  );
  return debugDate(ctx, tenantId, vin);
}

/** The checks of one vehicle, newest first. */
export async function debugLogsOf(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await telemetryStore(ctx.database).query<{
    id: number;
    status: string;
    online: boolean;
    acc_name: string | null;
    gps_name: string | null;
    lock_status: string | null;
    message: string;
    created_at: Date;
  }>(
    `select id, status, online, acc_name, gps_name, lock_status, message, created_at from vehicle_debug_logs where tenant_id = $1 and vin = $2 order by id desc limit 200`,
    [tenantId, vehicle.vin],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    online: r.online,
    accName: r.acc_name,
    gpsName: r.gps_name,
    lockStatus: r.lock_status,
    message: r.message,
    createdAt: new Date(r.created_at).getTime(),
  }));
}
