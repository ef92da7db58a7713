import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../platform/errors';
import type { Caller } from '../../resources/types';
import { rowsOf } from './sql';

/** The caller's user of an id: an adjuster belongs to the task's tenant. */
export async function adjusterOf(
  db: Db,
  tenantId: number,
  userId: unknown,
): Promise<{ id: number; name: string }> {
  const n = typeof userId === 'string' && /^\d+$/.test(userId) ? Number(userId) : userId;
  if (!Number.isInteger(n)) throw badRequest('ADJUST_ADJUSTER');
  const [row] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, coalesce(nullif(real_name, ''), user_name) as name from users where id = ${n} and tenant_id = ${tenantId}`,
  );
  if (!row) throw badRequest('ADJUST_ADJUSTER');
  return { id: Number(row.id), name: row.name };
}

/** The caller's vehicle for a new adjust task: known, and without another open task. */
export async function forNewAdjust(db: Db, caller: Caller, vin: string) {
  const [vehicle] = await rowsOf<{ id: number; vin: string }>(
    db,
    sql`select id, vin from vehicles where vin = ${vin.trim().toUpperCase()} and tenant_id = ${caller.tenantId}`,
  );
  if (!vehicle) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin });
  const [open] = await rowsOf(
    db,
    sql`select 1 from vehicle_adjusts where vehicle_id = ${vehicle.id} and status in ('PENDING', 'ADJUSTING')`,
  );
  if (open) throw new AppError(409, 'ADJUST_OPEN_EXISTS', { vin: vehicle.vin });
  return { id: Number(vehicle.id), vin: vehicle.vin };
}

/** Opens an adjust task (PENDING) for a vehicle with its adjuster and logs it; answers its id. */
export async function openAdjust(
  db: Db,
  caller: Caller,
  vin: string,
  adjusterId: unknown,
  remark: string | null,
): Promise<number> {
  const vehicle = await forNewAdjust(db, caller, vin);
  const adjuster = await adjusterOf(db, caller.tenantId, adjusterId);
  const operator = caller.auth.realName || caller.auth.userName;
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into vehicle_adjusts (tenant_id, vehicle_id, vin, adjuster_id, adjuster_name, create_user_id, create_user_name, remark)
        values (${caller.tenantId}, ${vehicle.id}, ${vehicle.vin}, ${adjuster.id}, ${adjuster.name}, ${caller.userId}, ${operator}, ${remark}) returning id`,
  );
  const id = Number(row!.id);
  await logCreated(db, caller, id, vehicle.vin);
  return id;
}

/** The CREATE row of a new task's log. */
export async function logCreated(db: Db, caller: Caller, adjustId: number, vin: string): Promise<void> {
  await db.execute(sql`insert into vehicle_adjust_logs (tenant_id, adjust_id, vin, action, outcome, operator_id, operator_name)
      values (${caller.tenantId}, ${adjustId}, ${vin}, 'CREATE', 'OK', ${caller.userId}, ${caller.auth.realName || caller.auth.userName})`);
}
