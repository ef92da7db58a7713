import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../platform/errors';
import type { Caller } from '../../engine/types';
import { users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';
import { vehicleAdjustLogs, vehicleAdjusts } from './schema';

/** Statuses of a task still open: one per vehicle. */
export const OPEN = ['PENDING', 'ADJUSTING'];

/** A user as operators know them: the real name, else the user name. */
export const operatorNameOf = sql<string>`coalesce(nullif(${users.realName}, ''), ${users.userName})`;

/** The caller's user of an id: an adjuster belongs to the task's tenant. */
export async function adjusterOf(
  db: Db,
  tenantId: number,
  userId: unknown,
): Promise<{ id: number; name: string }> {
  const n = typeof userId === 'string' && /^\d+$/.test(userId) ? Number(userId) : userId;
  if (!Number.isInteger(n)) throw badRequest('ADJUST_ADJUSTER');
  const [row] = await db
    .select({ id: users.id, name: operatorNameOf })
    .from(users)
    .where(and(eq(users.id, n as number), eq(users.tenantId, tenantId)));
  if (!row) throw badRequest('ADJUST_ADJUSTER');
  return row;
}

/** The caller's vehicle for a new adjust task: known, and without another open task. */
export async function forNewAdjust(db: Db, caller: Caller, vin: string) {
  const [vehicle] = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(and(eq(vehicles.vin, vin.trim().toUpperCase()), eq(vehicles.tenantId, caller.tenantId)));
  if (!vehicle) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin });
  const [open] = await db
    .select({ id: vehicleAdjusts.id })
    .from(vehicleAdjusts)
    .where(and(eq(vehicleAdjusts.vehicleId, vehicle.id), inArray(vehicleAdjusts.status, OPEN)));
  if (open) throw new AppError(409, 'ADJUST_OPEN_EXISTS', { vin: vehicle.vin });
  return vehicle;
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
  const [row] = await db
    .insert(vehicleAdjusts)
    .values({
      tenantId: caller.tenantId,
      vehicleId: vehicle.id,
      vin: vehicle.vin,
      adjusterId: adjuster.id,
      adjusterName: adjuster.name,
      createUserId: caller.userId,
      createUserName: operator,
      remark,
    })
    .returning({ id: vehicleAdjusts.id });
  const id = row!.id;
  await logCreated(db, caller, id, vehicle.vin);
  return id;
}

/** The CREATE row of a new task's log. */
export async function logCreated(db: Db, caller: Caller, adjustId: number, vin: string): Promise<void> {
  await db.insert(vehicleAdjustLogs).values({
    tenantId: caller.tenantId,
    adjustId,
    vin,
    action: 'CREATE',
    outcome: 'OK',
    operatorId: caller.userId,
    operatorName: caller.auth.realName || caller.auth.userName,
  });
}
