import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, like, notExists, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  LOCK_COMMAND_ID,
  LOCK_MESSAGES,
  LOCK_STATUS_TEXTS,
  MILEAGE_MAX_KM,
  SPEED_LEVELS,
  lockHex,
  lockMessage,
  type LockCommand,
} from '@chelian/contracts/lock';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { publishCommandStatus } from '../../gateway';
import type { CommandRequest } from '../../gateway';
import { downlinkCommands } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { lockCommands, lockVehicles } from './schema';
import { assertNoCommandInFlight, controlVehicle, dispatchCommand, type Operator } from './service';

const qb = new QueryBuilder();

/** Lock commands that set the lock status: an urgent reset unlocks. */
const LOCKING = ['lock', 'unlock', 'urgentReset'];

/**
 * The lock status of a vehicle from its last lock, unlock or urgent reset
 * (which unlocks): 0 none, 240 received (not yet answered), 241 locked, 243 unlocked, 242 refused
 * by the vehicle (not supported), 998 any other outcome (timeout, offline, expired, cancelled).
 */
export function lockStatusOf(vehicleId: SQLWrapper): SQL<number> {
  const status = downlinkCommands.status;
  const last = qb
    .select({
      status: sql`case
        when ${status} is null or ${status} in ('pending', 'sending', 'sent', 'queued') then 240
        when ${status} = 'succeeded' then case ${lockCommands.cmdName} when 'lock' then 241 else 243 end
        when ${status} = 'failed' then 242
        else 998 end`,
    })
    .from(lockCommands)
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, lockCommands.checkId))
    .where(and(eq(lockCommands.vehicleId, vehicleId), inArray(lockCommands.cmdName, LOCKING)))
    .orderBy(desc(lockCommands.id))
    .limit(1);
  return sql`coalesce(${last}, 0)`.mapWith(Number);
}

/** Marks an operator's cancellation of a queued command (kept in downlink_commands.error). */
export const CANCELLED_ERROR = 'cancelled by an operator';

/** The speed-limit level in force: the last confirmed speed command or urgent reset (0 none). */
export function speedLevelOf(vehicleId: SQLWrapper): SQL<number> {
  const last = qb
    .select({
      level: sql`case ${lockCommands.cmdName} when 'lockSpeed' then ${lockCommands.level} else 0 end`,
    })
    .from(lockCommands)
    .innerJoin(downlinkCommands, eq(downlinkCommands.checkId, lockCommands.checkId))
    .where(
      and(
        eq(lockCommands.vehicleId, vehicleId),
        inArray(lockCommands.cmdName, ['lockSpeed', 'unlockSpeed', 'urgentReset']),
        eq(downlinkCommands.status, 'succeeded'),
      ),
    )
    .orderBy(desc(lockCommands.id))
    .limit(1);
  return sql`coalesce(${last}, 0)`.mapWith(Number);
}

const idList = (raw: unknown): number[] => {
  const ids = Array.isArray(raw) ? raw : [];
  const out = ids.filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
  if (!out.length) throw badRequest('LOCK_ROWS');
  return out;
};

/** Adds the caller's vehicles to lock management; an unknown VIN refuses the whole call. */
export async function addLockVehicles(
  ctx: ServerContext,
  tenantId: number,
  vins: unknown,
): Promise<{ added: number }> {
  const list = (Array.isArray(vins) ? vins : [vins])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim().toUpperCase());
  if (!list.length) throw badRequest('CONTROL_VIN');
  const found = [];
  for (const vin of list) found.push(await controlVehicle(ctx, tenantId, vin));
  const rows = await ctx.database.db
    .insert(lockVehicles)
    .values(found.map((v) => ({ tenantId, vehicleId: v.id, vin: v.vin })))
    .onConflictDoNothing({ target: lockVehicles.vehicleId })
    .returning({ id: lockVehicles.id });
  return { added: rows.length };
}

export async function removeLockVehicles(
  ctx: ServerContext,
  tenantId: number,
  ids: unknown,
): Promise<{ removed: number }> {
  const rows = await ctx.database.db
    .delete(lockVehicles)
    .where(and(eq(lockVehicles.tenantId, tenantId), inArray(lockVehicles.id, idList(ids))))
    .returning({ id: lockVehicles.id });
  return { removed: rows.length };
}

export async function setLockFlag(
  ctx: ServerContext,
  tenantId: number,
  ids: unknown,
  flag: 'lockEnabled' | 'boxCtrlEnabled',
  on: boolean,
): Promise<{ updated: number }> {
  const rows = await ctx.database.db
    .update(lockVehicles)
    .set({ [flag]: on })
    .where(and(eq(lockVehicles.tenantId, tenantId), inArray(lockVehicles.id, idList(ids))))
    .returning({ id: lockVehicles.id });
  return { updated: rows.length };
}

/** The managed vehicle named by { id } (a lock-list row) or { vin }. */
async function managed(ctx: ServerContext, tenantId: number, body: Record<string, unknown>) {
  const columns = {
    id: lockVehicles.id,
    vehicleId: lockVehicles.vehicleId,
    vin: lockVehicles.vin,
    lockEnabled: lockVehicles.lockEnabled,
  };
  const db = ctx.database.db;
  if (typeof body.id === 'number') {
    const [row] = await db
      .select(columns)
      .from(lockVehicles)
      .where(and(eq(lockVehicles.id, body.id), eq(lockVehicles.tenantId, tenantId)));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }
  const vin = typeof body.vin === 'string' ? body.vin.trim().toUpperCase() : '';
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const [row] = await db.select(columns).from(lockVehicles).where(eq(lockVehicles.vehicleId, vehicle.id));
  if (!row) throw badRequest('LOCK_NOT_MANAGED', { vin: vehicle.vin });
  return row;
}

/**
 * Sends a lock command (vendor extension 0x91) to a managed vehicle whose locking is enabled:
 * lock, unlock, speed limit or its cancellation, mileage change; an urgent reset (which clears
 * lock and speed limit) goes even when locking is disabled, being the way out. Queued while the
 * terminal is offline.
 */
export async function sendLock(
  ctx: ServerContext,
  op: Operator,
  cmd: LockCommand,
  body: Record<string, unknown>,
) {
  const tenantId = op.auth.tenantId;
  const level = cmd === 'lockSpeed' ? body.level : 0;
  if (cmd === 'lockSpeed' && !(typeof level === 'number' && SPEED_LEVELS[level]))
    throw badRequest('LOCK_LEVEL');
  const mileage = cmd === 'mileageChange' ? body.mileage : null;
  if (
    cmd === 'mileageChange' &&
    !(typeof mileage === 'number' && Number.isInteger(mileage) && mileage >= 0 && mileage <= MILEAGE_MAX_KM)
  )
    throw badRequest('LOCK_MILEAGE', { max: MILEAGE_MAX_KM });
  const row = await managed(ctx, tenantId, body);
  if (!row.lockEnabled && cmd !== 'urgentReset') throw badRequest('LOCK_DISABLED', { vin: row.vin });
  const vehicle = await controlVehicle(ctx, tenantId, row.vin);
  if (!vehicle.terminalId) throw badRequest('CONTROL_NO_TERMINAL');
  const db = ctx.database.db;
  await assertNoCommandInFlight(db, vehicle.id);
  const checkId = randomUUID();
  await db.insert(lockCommands).values({
    tenantId,
    vehicleId: vehicle.id,
    vin: vehicle.vin,
    checkId,
    cmdName: cmd,
    level: level as number,
    mileageKm: mileage as number | null,
    userId: op.auth.userId,
    createUserName: op.auth.userName,
    ipAddress: op.ip,
  });
  await dispatchCommand(
    ctx,
    vehicle.vin,
    {
      type: 'control',
      commandId: LOCK_COMMAND_ID,
      hex: lockHex(cmd, level as number, (mileage as number | null) ?? 0),
    },
    { checkId, queueIfOffline: true, userId: op.auth.userId },
  );
  return {
    checkId,
    vin: vehicle.vin,
    cmd,
    status: 'pending',
    statusCode: 3,
    message: LOCK_MESSAGES[lockMessage(cmd, 'pending')!][op.lang],
  };
}

/**
 * Cancels a lock command that is still waiting for the terminal's login (spec: cancelCmd); the
 * cancelled state is pushed to the sender's browsers like any other outcome.
 */
export async function cancelLockCommand(
  ctx: ServerContext,
  tenantId: number,
  checkId: string,
): Promise<{ cancelled: boolean }> {
  const [row] = await ctx.database.db
    .update(downlinkCommands)
    .set({ status: 'expired', statusCode: 1, error: CANCELLED_ERROR })
    .from(lockCommands)
    .where(
      and(
        eq(lockCommands.checkId, downlinkCommands.checkId),
        eq(lockCommands.tenantId, tenantId),
        eq(downlinkCommands.checkId, checkId),
        inArray(downlinkCommands.status, ['queued', 'pending']),
      ),
    )
    .returning({
      vin: downlinkCommands.vin,
      createdBy: downlinkCommands.createdBy,
      command: downlinkCommands.command,
    });
  if (!row) throw badRequest('LOCK_CANCEL_NOT_QUEUED');
  publishCommandStatus(ctx.bus, {
    checkId,
    vin: row.vin,
    tenantId,
    createdBy: row.createdBy,
    command: row.command as CommandRequest['type'],
    status: 'expired',
    statusCode: 1,
    error: CANCELLED_ERROR,
    cancelled: true,
    at: Date.now(),
  });
  return { cancelled: true };
}

/** Lock items of one vehicle: management switches, lock status with its text, speed limit, the last command and its message. */
export async function lockItems(
  ctx: ServerContext,
  op: Pick<Operator, 'lang'> & { tenantId: number },
  vin: string,
) {
  const vehicle = await controlVehicle(ctx, op.tenantId, vin);
  const db = ctx.database.db;
  const [row] = await db
    .select({
      lockEnabled: lockVehicles.lockEnabled,
      boxCtrlEnabled: lockVehicles.boxCtrlEnabled,
      lockStatus: lockStatusOf(lockVehicles.vehicleId),
      speedLevel: speedLevelOf(lockVehicles.vehicleId),
    })
    .from(lockVehicles)
    .where(eq(lockVehicles.vehicleId, vehicle.id));
  const [last] = await db
    .select({
      checkId: lockCommands.checkId,
      cmd: lockCommands.cmdName,
      level: lockCommands.level,
      status: downlinkCommands.status,
      statusCode: downlinkCommands.statusCode,
      error: downlinkCommands.error,
    })
    .from(lockCommands)
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, lockCommands.checkId))
    .where(eq(lockCommands.vehicleId, vehicle.id))
    .orderBy(desc(lockCommands.id))
    .limit(1);
  const status = row?.lockStatus ?? 0;
  const speedLevel = row?.speedLevel ?? 0;
  const cmd = last?.cmd as LockCommand;
  const message = last
    ? lockMessage(cmd, last.error === CANCELLED_ERROR ? 'cancelled' : (last.status ?? 'pending'))
    : null;
  return {
    vin: vehicle.vin,
    managed: !!row,
    lockEnabled: row?.lockEnabled ?? false,
    boxCtrlEnabled: row?.boxCtrlEnabled ?? false,
    lockStatus: status,
    lockStatusText: LOCK_STATUS_TEXTS[String(status)]![op.lang],
    speedLevel,
    speedLimitKmh: speedLevel ? SPEED_LEVELS[speedLevel] : null,
    lastCommand: last
      ? {
          checkId: last.checkId,
          cmd,
          level: last.level,
          status: last.status ?? 'pending',
          statusCode: last.statusCode ?? 3,
          message: message ? LOCK_MESSAGES[message][op.lang] : null,
        }
      : null,
  };
}

/** The caller's vehicles not under lock management, by VIN prefix (the add dialog's list). */
export async function unmanagedVehicles(
  ctx: ServerContext,
  tenantId: number,
  vinPrefix: string,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(vehicles.tenantId, tenantId),
    like(vehicles.vin, `${vinPrefix.toUpperCase().replace(/[%_\\\\]/g, '')}%`),
    notExists(
      qb.select({ id: lockVehicles.id }).from(lockVehicles).where(eq(lockVehicles.vehicleId, vehicles.id)),
    ),
  );
  const db = ctx.database.db;
  const items = await db
    .select({ id: vehicles.id, vin: vehicles.vin, plate: vehicles.plate, model: vehicles.model })
    .from(vehicles)
    .where(where)
    .orderBy(vehicles.vin)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await db.$count(vehicles, where);
  return { items, total, current: page, pageSize };
}
