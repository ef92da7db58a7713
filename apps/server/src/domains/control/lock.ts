import { randomUUID } from 'node:crypto';
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
import { publishCommandStatus } from '../../gateway/downlink';
import type { CommandRequest } from '../../gateway/command-types';
import { telemetryStore } from '../../ingest/store';
import { assertNoCommandInFlight, controlVehicle, dispatchCommand, type Operator } from './service';

/**
 * The lock status of a vehicle (spec 001 section 4) from its last lock, unlock or urgent reset
 * (which unlocks): 0 none, 240 received (not yet answered), 241 locked, 243 unlocked, 242 refused
 * by the vehicle (not supported), 998 any other outcome (timeout, offline, expired, cancelled).
 */
export const LOCK_STATUS_SQL = (vehicleColumn: string) => `coalesce((
  select case
    when d.status is null or d.status in ('pending', 'sending', 'sent', 'queued') then 240
    when d.status = 'succeeded' then case c.cmd_name when 'lock' then 241 else 243 end
    when d.status = 'failed' then 242
    else 998 end
  from lock_commands c left join downlink_commands d on d.check_id = c.check_id
  where c.vehicle_id = ${vehicleColumn} and c.cmd_name in ('lock', 'unlock', 'urgentReset')
  order by c.id desc limit 1), 0)`;

/** Marks an operator's cancellation of a queued command (kept in downlink_commands.error). */
export const CANCELLED_ERROR = 'cancelled by an operator';

/** The speed-limit level in force: the last confirmed speed command or urgent reset (0 none). */
export const SPEED_LEVEL_SQL = (vehicleColumn: string) => `coalesce((
  select case c.cmd_name when 'lockSpeed' then c.level else 0 end
  from lock_commands c join downlink_commands d on d.check_id = c.check_id
  where c.vehicle_id = ${vehicleColumn} and c.cmd_name in ('lockSpeed', 'unlockSpeed', 'urgentReset') and d.status = 'succeeded'
  order by c.id desc limit 1), 0)`;

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
  const vehicles = [];
  for (const vin of list) vehicles.push(await controlVehicle(ctx, tenantId, vin));
  const rows = await telemetryStore(ctx.database).query(
    `insert into lock_vehicles (tenant_id, vehicle_id, vin) select $1, u.id, u.vin from unnest($2::bigint[], $3::varchar[]) as u(id, vin)
     on conflict (vehicle_id) do nothing returning id`,
    [tenantId, vehicles.map((v) => v.id), vehicles.map((v) => v.vin)],
  );
  return { added: rows.length };
}

export async function removeLockVehicles(
  ctx: ServerContext,
  tenantId: number,
  ids: unknown,
): Promise<{ removed: number }> {
  const rows = await telemetryStore(ctx.database).query(
    'delete from lock_vehicles where tenant_id = $1 and id = any($2::bigint[]) returning id',
    [tenantId, idList(ids)],
  );
  return { removed: rows.length };
}

export async function setLockFlag(
  ctx: ServerContext,
  tenantId: number,
  ids: unknown,
  flag: 'lock_enabled' | 'box_ctrl_enabled',
  on: boolean,
): Promise<{ updated: number }> {
  const rows = await telemetryStore(ctx.database).query(
    `update lock_vehicles set ${flag} = $3 where tenant_id = $1 and id = any($2::bigint[]) returning id`,
    [tenantId, idList(ids), on],
  );
  return { updated: rows.length };
}

interface LockRow {
  id: number;
  vehicle_id: number;
  vin: string;
  lock_enabled: boolean;
}

/** The managed vehicle named by { id } (a lock-list row) or { vin }. */
async function managed(
  ctx: ServerContext,
  tenantId: number,
  body: Record<string, unknown>,
): Promise<LockRow> {
  const store = telemetryStore(ctx.database);
  if (typeof body.id === 'number') {
    const row = (
      await store.query<LockRow>(
        'select id, vehicle_id, vin, lock_enabled from lock_vehicles where id = $1 and tenant_id = $2',
        [body.id, tenantId],
      )
    )[0];
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }
  const vin = typeof body.vin === 'string' ? body.vin.trim().toUpperCase() : '';
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const row = (
    await store.query<LockRow>(
      'select id, vehicle_id, vin, lock_enabled from lock_vehicles where vehicle_id = $1',
      [vehicle.id],
    )
  )[0];
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
  if (!row.lock_enabled && cmd !== 'urgentReset') throw badRequest('LOCK_DISABLED', { vin: row.vin });
  const vehicle = await controlVehicle(ctx, tenantId, row.vin);
  if (!vehicle.terminal_id) throw badRequest('CONTROL_NO_TERMINAL');
  const store = telemetryStore(ctx.database);
  await assertNoCommandInFlight(store, vehicle.id);
  const checkId = randomUUID();
  await store.query(
    `insert into lock_commands (tenant_id, vehicle_id, vin, check_id, cmd_name, level, mileage_km, user_id, create_user_name, ip_address) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tenantId,
      vehicle.id,
      vehicle.vin,
      checkId,
      cmd,
      level,
      mileage,
      op.auth.userId,
      op.auth.userName,
      op.ip,
    ],
  );
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
  const rows = await telemetryStore(ctx.database).query<{
    vin: string;
    created_by: number | null;
    command: CommandRequest['type'];
  }>(
    `update downlink_commands d set status = 'expired', status_code = 1, error = $3
      from lock_commands c where c.check_id = d.check_id and c.tenant_id = $2 and d.check_id = $1 and d.status in ('queued', 'pending')
      returning d.vin, d.created_by, d.command`,
    [checkId, tenantId, CANCELLED_ERROR],
  );
  const row = rows[0];
  if (!row) throw badRequest('LOCK_CANCEL_NOT_QUEUED');
  publishCommandStatus(ctx.bus, {
    checkId,
    vin: row.vin,
    tenantId,
    createdBy: row.created_by === null ? null : Number(row.created_by),
    command: row.command,
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
  const store = telemetryStore(ctx.database);
  const row = (
    await store.query<{
      lock_enabled: boolean;
      box_ctrl_enabled: boolean;
      lock_status: number;
      speed_level: number;
    }>(
      `select lock_enabled, box_ctrl_enabled, ${LOCK_STATUS_SQL('$1')}::int as lock_status, ${SPEED_LEVEL_SQL('$1')}::int as speed_level from lock_vehicles where vehicle_id = $1`,
      [vehicle.id],
    )
  )[0];
  const last = (
    await store.query<{
      check_id: string;
      cmd_name: LockCommand;
      level: number;
      status: string | null;
      status_code: number | null;
      error: string | null;
    }>(
      `select c.check_id, c.cmd_name, c.level, d.status, d.status_code, d.error from lock_commands c left join downlink_commands d on d.check_id = c.check_id
        where c.vehicle_id = $1 order by c.id desc limit 1`,
      [vehicle.id],
    )
  )[0];
  const status = row ? Number(row.lock_status) : 0;
  const message = last
    ? lockMessage(last.cmd_name, last.error === CANCELLED_ERROR ? 'cancelled' : (last.status ?? 'pending'))
    : null;
  return {
    vin: vehicle.vin,
    managed: !!row,
    lockEnabled: row?.lock_enabled ?? false,
    boxCtrlEnabled: row?.box_ctrl_enabled ?? false,
    lockStatus: status,
    lockStatusText: LOCK_STATUS_TEXTS[String(status)]![op.lang],
    speedLevel: row ? Number(row.speed_level) : 0,
    speedLimitKmh: row && Number(row.speed_level) ? SPEED_LEVELS[Number(row.speed_level)] : null,
    lastCommand: last
      ? {
          checkId: last.check_id,
          cmd: last.cmd_name,
          level: Number(last.level),
          status: last.status ?? 'pending',
          statusCode: Number(last.status_code ?? 3),
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
  const store = telemetryStore(ctx.database);
  const where = `v.tenant_id = $1 and v.vin like $2 and not exists (select 1 from lock_vehicles k where k.vehicle_id = v.id)`;
  const like = `${vinPrefix.toUpperCase().replace(/[%_\\\\]/g, '')}%`;
  const items = await store.query<{ id: number; vin: string; plate: string | null; model: string | null }>(
    `select v.id, v.vin, v.plate, v.model from vehicles v where ${where} order by v.vin limit $3 offset $4`,
    [tenantId, like, pageSize, (page - 1) * pageSize],
  );
  const total = Number(
    (
      await store.query<{ n: number }>(`select count(*)::int as n from vehicles v where ${where}`, [
        tenantId,
        like,
      ])
    )[0]!.n,
  );
  return { items: items.map((i) => ({ ...i, id: Number(i.id) })), total, current: page, pageSize };
}
