import { randomUUID } from 'node:crypto';
import {
  CONTROL_ACTIONS,
  CONTROL_COMMAND_ID,
  CONTROL_KINDS,
  PREHEAT_TYPES,
  RESERVE_CAPACITIES,
  SEATS,
  SEAT_HEAT_LEVELS,
  SEAT_NAMES,
  WIND_LEVELS,
  controlArgument,
  controlHex,
  type ControlCommandState,
  type ControlKind,
  type ControlPayload,
} from '@chelian/contracts/control';
import type { Language } from '@chelian/contracts';
import type { AuthContext } from '../../platform/auth/sessions';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { commandsFor, type CommandRequest, type SendOptions } from '../../gateway/commands';
import { FINAL_STATUSES, type CommandStatus } from '../../gateway/command-types';
import { telemetryStore } from '../../ingest/store';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

/** Checks a decrypted control payload; the message names what is wrong. */
export function parsePayload(kind: ControlKind, raw: unknown): ControlPayload {
  const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const vin = typeof p.vin === 'string' ? p.vin.trim().toUpperCase() : '';
  if (!VIN.test(vin)) throw badRequest('CONTROL_VIN');
  if (!CONTROL_ACTIONS.includes(p.action as never)) throw badRequest('CONTROL_ACTION');
  const out: ControlPayload = { vin, action: p.action as ControlPayload['action'] };
  if (kind === 'air' && p.action === 'on') {
    if (!WIND_LEVELS.includes(p.windLevel as never)) throw badRequest('CONTROL_WIND_LEVEL');
    out.windLevel = p.windLevel as number;
  }
  if (kind === 'recharge' && p.action === 'on') {
    if (!RESERVE_CAPACITIES.includes(p.capacity as never)) throw badRequest('CONTROL_CAPACITY');
    out.capacity = p.capacity as number;
  }
  if (kind === 'preheat' && p.action === 'on') {
    if (!PREHEAT_TYPES.includes(p.preheatType as never)) throw badRequest('CONTROL_PREHEAT_TYPE');
    out.preheatType = p.preheatType as number;
  }
  if (kind === 'seatHeat') {
    // "off" names the seat too: each seat is switched on its own, as in the car
    if (!SEATS.includes(p.seat as never)) throw badRequest('CONTROL_SEAT');
    out.seat = p.seat as number;
    if (p.action === 'on') {
      if (!SEAT_HEAT_LEVELS.includes(p.heatLevel as never)) throw badRequest('CONTROL_HEAT_LEVEL');
      out.heatLevel = p.heatLevel as number;
    }
  }
  return out;
}

interface VehicleRow {
  id: number;
  vin: string;
  model: string | null;
  vehicle_model_id: number | null;
  terminal_id: number | null;
  online: boolean | null;
}

/** The caller's vehicle with its bound terminal; 404 for an unknown VIN or one of another tenant. */
export async function controlVehicle(ctx: ServerContext, tenantId: number, vin: string): Promise<VehicleRow> {
  const rows = await telemetryStore(ctx.database).query<VehicleRow>(
    `select v.id, v.vin, v.model, v.vehicle_model_id, b.terminal_id, l.online
       from vehicles v
       left join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
       left join vehicle_latest l on l.vehicle_id = v.id
      where v.vin = $1 and v.tenant_id = $2`,
    [vin.toUpperCase(), tenantId],
  );
  if (!rows[0]) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin });
  const row = rows[0];
  return {
    ...row,
    id: Number(row.id),
    vehicle_model_id: row.vehicle_model_id === null ? null : Number(row.vehicle_model_id),
  };
}

/** The controls the vehicle's model offers: its model configuration, or every one when it has none. */
export async function supportedControls(
  ctx: ServerContext,
  tenantId: number,
  vehicleModelId: number | null,
): Promise<ControlKind[]> {
  const all = Object.keys(CONTROL_KINDS) as ControlKind[];
  if (vehicleModelId === null) return all;
  const rows = await telemetryStore(ctx.database).query<{ controls: string[] }>(
    'select remote_controls as controls from vehicle_model_configs where tenant_id = $1 and vehicle_model_id = $2',
    [tenantId, vehicleModelId],
  );
  return rows[0] ? all.filter((k) => rows[0]!.controls.includes(k)) : all;
}

/**
 * Hands a command to the gateway and answers once it is recorded (so the next call sees the
 * vehicle busy), not waiting for the outcome, which is pushed.
 */
export function dispatchCommand(
  ctx: ServerContext,
  vin: string,
  request: CommandRequest,
  options: SendOptions & { checkId: string },
): Promise<void> {
  return new Promise<void>((resolve) => {
    commandsFor(ctx)
      .send(vin, request, { ...options, recorded: resolve })
      .catch((err) => {
        ctx.log.error({ err: String(err), checkId: options.checkId }, 'command: sending failed');
        resolve();
      });
  });
}

export interface Operator {
  auth: AuthContext;
  ip: string;
  lang: Language;
}

/**
 * Sends one remote control: checks the vehicle, its terminal, its model and that nothing is
 * executing on it, records the command log row, and hands the command to the gateway (queued
 * when the terminal is offline). Answers at once with the checkId; the outcome is pushed to the
 * operator's browsers and readable with commandState().
 */
export async function sendControl(
  ctx: ServerContext,
  op: Operator,
  kind: ControlKind,
  payload: ControlPayload,
): Promise<ControlCommandState> {
  const tenantId = op.auth.tenantId;
  const vehicle = await controlVehicle(ctx, tenantId, payload.vin);
  if (!vehicle.terminal_id) throw badRequest('CONTROL_NO_TERMINAL');
  if (!(await supportedControls(ctx, tenantId, vehicle.vehicle_model_id)).includes(kind))
    throw badRequest('CONTROL_NOT_SUPPORTED', { control: CONTROL_KINDS[kind].name[op.lang] });
  const store = telemetryStore(ctx.database);
  await assertNoCommandInFlight(store, vehicle.id);

  const checkId = randomUUID();
  await store.query(
    `insert into control_commands (tenant_id, vehicle_id, vin, check_id, kind, action, argument, params, user_id, user_name, ip_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      tenantId,
      vehicle.id,
      vehicle.vin,
      checkId,
      kind,
      payload.action,
      controlArgument(kind, payload),
      JSON.stringify(payload),
      op.auth.userId,
      op.auth.userName,
      op.ip,
    ],
  );
  await dispatchCommand(
    ctx,
    vehicle.vin,
    { type: 'control', commandId: CONTROL_COMMAND_ID, hex: controlHex(kind, payload) },
    { checkId, queueIfOffline: true, userId: op.auth.userId },
  );
  return { checkId, vin: vehicle.vin, kind, status: 'pending', statusCode: 3, final: false };
}

/** A command's current state, within the caller's tenant. */
export async function commandState(
  ctx: ServerContext,
  tenantId: number,
  checkId: string,
): Promise<ControlCommandState> {
  const rows = await telemetryStore(ctx.database).query<{
    vin: string;
    kind: string;
    status: string | null;
    status_code: number | null;
  }>(
    `select c.vin, c.kind, d.status, d.status_code
       from control_commands c left join downlink_commands d on d.check_id = c.check_id
      where c.check_id = $1 and c.tenant_id = $2`,
    [checkId, tenantId],
  );
  const row = rows[0];
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const status = (row.status ?? 'pending') as CommandStatus;
  return {
    checkId,
    vin: row.vin,
    kind: row.kind,
    status,
    statusCode: Number(row.status_code ?? 3),
    final: FINAL_STATUSES.has(status),
  };
}

/** The car body as the terminal last confirmed it: the action of the last successful command of each body control. */
export async function carBody(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await telemetryStore(ctx.database).query<{
    kind: string;
    action: string;
    answered_at: Date | null;
  }>(
    `select distinct on (c.kind) c.kind, c.action, d.answered_at
       from control_commands c join downlink_commands d on d.check_id = c.check_id
      where c.vehicle_id = $1 and d.status = 'succeeded'
      order by c.kind, d.answered_at desc nulls last`,
    [vehicle.id],
  );
  // each seat keeps the level of its own last confirmed command (argument: seat << 4 | level)
  const seatRows = await telemetryStore(ctx.database).query<{ seat: number; level: number }>(
    `select distinct on (c.argument >> 4) c.argument >> 4 as seat, c.argument & 15 as level
       from control_commands c join downlink_commands d on d.check_id = c.check_id
      where c.vehicle_id = $1 and c.kind = 'seatHeat' and d.status = 'succeeded'
      order by c.argument >> 4, d.answered_at desc nulls last, c.id desc`,
    [vehicle.id],
  );
  const seats: Record<string, number> = {};
  for (const seat of SEATS)
    seats[SEAT_NAMES[seat]!] = Number(seatRows.find((r) => Number(r.seat) === seat)?.level ?? 0);
  const latest = (
    await telemetryStore(ctx.database).query<{ speed: number | null; acc: boolean | null }>(
      'select speed, acc from vehicle_latest where vehicle_id = $1',
      [vehicle.id],
    )
  )[0];
  const state: Record<string, string | null> = {};
  for (const kind of Object.keys(CONTROL_KINDS) as ControlKind[])
    state[kind] = rows.find((r) => r.kind === kind)?.action ?? null;
  return {
    vin: vehicle.vin,
    online: !!vehicle.online,
    speed: latest?.speed ?? null,
    acc: latest?.acc ?? null,
    controls: state,
    seats,
  };
}

/** Remote-control state of a vehicle: online, terminal, supported controls and the last commands. */
export async function controlQuery(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const recent = await telemetryStore(ctx.database).query<{
    check_id: string;
    kind: string;
    action: string;
    status: string | null;
    status_code: number | null;
    created_at: Date;
  }>(
    `select c.check_id, c.kind, c.action, d.status, d.status_code, c.created_at
       from control_commands c left join downlink_commands d on d.check_id = c.check_id
      where c.vehicle_id = $1 order by c.id desc limit 10`,
    [vehicle.id],
  );
  return {
    vin: vehicle.vin,
    model: vehicle.model,
    online: !!vehicle.online,
    hasTerminal: !!vehicle.terminal_id,
    controls: await supportedControls(ctx, tenantId, vehicle.vehicle_model_id),
    recent: recent.map((r) => ({
      checkId: r.check_id,
      kind: r.kind,
      action: r.action,
      status: r.status ?? 'pending',
      statusCode: Number(r.status_code ?? 3),
      createdAt: new Date(r.created_at).getTime(),
    })),
  };
}

/** VINs for the panel's autocomplete (at most 16, spec 001 section 9). */
export async function controlVehicles(ctx: ServerContext, tenantId: number, keyword: string) {
  const rows = await telemetryStore(ctx.database).query<{
    vin: string;
    plate: string | null;
    model: string | null;
    online: boolean | null;
  }>(
    `select v.vin, v.plate, v.model, l.online from vehicles v left join vehicle_latest l on l.vehicle_id = v.id
      where v.tenant_id = $1 and ($2 = '' or v.vin ilike $3 or v.plate ilike $3)
      order by l.online desc nulls last, v.vin limit 16`,
    [tenantId, keyword, `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`],
  );
  return rows.map((r) => ({ vin: r.vin, plate: r.plate, model: r.model, online: !!r.online }));
}

/**
 * One command at a time per vehicle: a terminal answers in order, and a second command sent before
 * the first is answered would leave its outcome ambiguous. A command older than 10 minutes no
 * longer blocks (its terminal went silent; the timeout job settles it).
 */
export async function assertNoCommandInFlight(
  store: ReturnType<typeof telemetryStore>,
  vehicleId: number,
): Promise<void> {
  const busy = await store.query(
    `select 1 from downlink_commands where vehicle_id = $1 and status in ('pending', 'sending', 'sent') and created_at > now() - interval '10 minutes' limit 1`,
    [vehicleId],
  );
  if (busy.length) throw new AppError(409, 'CONTROL_BUSY');
}
