import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
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
  controlRefusal,
  controlHex,
  type ControlCommandState,
  type ControlKind,
  type ControlPayload,
} from '@chelian/contracts/control';
import type { Language } from '@chelian/contracts';
import type { AuthContext } from '../../platform/auth/sessions';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { commandsFor, type CommandRequest, type SendOptions } from '../../gateway';
import { FINAL_STATUSES, type CommandStatus } from '../../gateway';
import type { Db } from '../../db/client';
import { vehicleModelConfigs } from '../model/schema';
import { downlinkCommands, vehicleLatest } from '../telemetry/schema';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { controlCommands } from './schema';
import { containing } from '../../db/like';

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

/** The caller's vehicle with its bound terminal; 404 for an unknown VIN or one of another tenant. */
export async function controlVehicle(ctx: ServerContext, tenantId: number, vin: string) {
  const [row] = await ctx.database.db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      model: vehicles.model,
      vehicleModelId: vehicles.vehicleModelId,
      terminalId: vehicleTerminals.terminalId,
      online: vehicleLatest.online,
    })
    .from(vehicles)
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .where(and(eq(vehicles.vin, vin.toUpperCase()), eq(vehicles.tenantId, tenantId)));
  if (!row) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin });
  return row;
}

/** The controls the vehicle's model offers: its model configuration, or every one when it has none. */
export async function supportedControls(
  ctx: ServerContext,
  tenantId: number,
  vehicleModelId: number | null,
): Promise<ControlKind[]> {
  const all = Object.keys(CONTROL_KINDS) as ControlKind[];
  if (vehicleModelId === null) return all;
  const [config] = await ctx.database.db
    .select({ controls: vehicleModelConfigs.remoteControls })
    .from(vehicleModelConfigs)
    .where(
      and(eq(vehicleModelConfigs.tenantId, tenantId), eq(vehicleModelConfigs.vehicleModelId, vehicleModelId)),
    );
  return config ? all.filter((k) => config.controls.includes(k)) : all;
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
export function sendControl(
  ctx: ServerContext,
  op: Operator,
  kind: ControlKind,
  payload: ControlPayload,
): Promise<ControlCommandState> {
  const { tenantId, userId, userName } = op.auth;
  return sendControlAs(ctx, { tenantId, userId, userName, ip: op.ip, lang: op.lang }, kind, payload);
}

/**
 * Who sends a control: a console user, or a third party through the open API (no user: its
 * authorisation's name is the log's operator, and the outcome is read back rather than pushed).
 */
export interface ControlSender {
  tenantId: number;
  userId: number | null;
  userName: string;
  ip: string;
  lang: Language;
}

/** sendControl for any sender (the open API's command call among them). */
export async function sendControlAs(
  ctx: ServerContext,
  op: ControlSender,
  kind: ControlKind,
  payload: ControlPayload,
): Promise<ControlCommandState> {
  const tenantId = op.tenantId;
  const vehicle = await controlVehicle(ctx, tenantId, payload.vin);
  if (!vehicle.terminalId) throw badRequest('CONTROL_NO_TERMINAL');
  if (!(await supportedControls(ctx, tenantId, vehicle.vehicleModelId)).includes(kind))
    throw badRequest('CONTROL_NOT_SUPPORTED', { control: CONTROL_KINDS[kind].name[op.lang] });
  const db = ctx.database.db;
  await assertNoCommandInFlight(db, vehicle.id);

  const checkId = randomUUID();
  await db.insert(controlCommands).values({
    tenantId,
    vehicleId: vehicle.id,
    vin: vehicle.vin,
    checkId,
    kind,
    action: payload.action,
    argument: controlArgument(kind, payload),
    params: { ...payload },
    userId: op.userId,
    userName: op.userName.slice(0, 64),
    ipAddress: op.ip,
  });
  await dispatchCommand(
    ctx,
    vehicle.vin,
    { type: 'control', commandId: CONTROL_COMMAND_ID, hex: controlHex(kind, payload) },
    { checkId, queueIfOffline: true, userId: op.userId },
  );
  return { checkId, vin: vehicle.vin, kind, status: 'pending', statusCode: 3, final: false };
}

/** A command's current state, within the caller's tenant. */
export async function commandState(
  ctx: ServerContext,
  tenantId: number,
  checkId: string,
): Promise<ControlCommandState> {
  const [row] = await ctx.database.db
    .select({
      vin: controlCommands.vin,
      kind: controlCommands.kind,
      status: downlinkCommands.status,
      statusCode: downlinkCommands.statusCode,
      result: downlinkCommands.result,
    })
    .from(controlCommands)
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, controlCommands.checkId))
    .where(and(eq(controlCommands.checkId, checkId), eq(controlCommands.tenantId, tenantId)));
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const status = (row.status ?? 'pending') as CommandStatus;
  const reason = controlRefusal(row.result);
  return {
    checkId,
    vin: row.vin,
    kind: row.kind,
    status,
    statusCode: row.statusCode ?? 3,
    final: FINAL_STATUSES.has(status),
    ...(reason ? { reason } : {}),
  };
}

/** The car body as the terminal last confirmed it: the action of the last successful command of each body control. */
export async function carBody(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const db = ctx.database.db;
  const confirmed = and(eq(controlCommands.vehicleId, vehicle.id), eq(downlinkCommands.status, 'succeeded'));
  const rows = await db
    .selectDistinctOn([controlCommands.kind], { kind: controlCommands.kind, action: controlCommands.action })
    .from(controlCommands)
    .innerJoin(downlinkCommands, eq(downlinkCommands.checkId, controlCommands.checkId))
    .where(confirmed)
    .orderBy(controlCommands.kind, sql`${downlinkCommands.answeredAt} desc nulls last`);
  // each seat keeps the level of its own last confirmed command (argument: seat << 4 | level)
  const seat = sql<number>`${controlCommands.argument} >> 4`;
  const seatRows = await db
    .selectDistinctOn([seat], { seat, level: sql<number>`${controlCommands.argument} & 15` })
    .from(controlCommands)
    .innerJoin(downlinkCommands, eq(downlinkCommands.checkId, controlCommands.checkId))
    .where(and(confirmed, eq(controlCommands.kind, 'seatHeat')))
    .orderBy(seat, sql`${downlinkCommands.answeredAt} desc nulls last`, desc(controlCommands.id));
  const seats: Record<string, number> = {};
  for (const s of SEATS) seats[SEAT_NAMES[s]!] = seatRows.find((r) => r.seat === s)?.level ?? 0;
  const [latest] = await db
    .select({ speed: vehicleLatest.speed, acc: vehicleLatest.acc })
    .from(vehicleLatest)
    .where(eq(vehicleLatest.vehicleId, vehicle.id));
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
  const recent = await ctx.database.db
    .select({
      checkId: controlCommands.checkId,
      kind: controlCommands.kind,
      action: controlCommands.action,
      status: downlinkCommands.status,
      statusCode: downlinkCommands.statusCode,
      createdAt: controlCommands.createdAt,
    })
    .from(controlCommands)
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, controlCommands.checkId))
    .where(eq(controlCommands.vehicleId, vehicle.id))
    .orderBy(desc(controlCommands.id))
    .limit(10);
  return {
    vin: vehicle.vin,
    model: vehicle.model,
    online: !!vehicle.online,
    hasTerminal: !!vehicle.terminalId,
    controls: await supportedControls(ctx, tenantId, vehicle.vehicleModelId),
    recent: recent.map((r) => ({
      ...r,
      status: r.status ?? 'pending',
      statusCode: r.statusCode ?? 3,
      createdAt: r.createdAt.getTime(),
    })),
  };
}

/** VINs for the panel's autocomplete (at most 16). */
export async function controlVehicles(ctx: ServerContext, tenantId: number, keyword: string) {
  const pattern = containing(keyword);
  const rows = await ctx.database.db
    .select({ vin: vehicles.vin, plate: vehicles.plate, model: vehicles.model, online: vehicleLatest.online })
    .from(vehicles)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .where(
      and(
        eq(vehicles.tenantId, tenantId),
        keyword === '' ? undefined : or(ilike(vehicles.vin, pattern), ilike(vehicles.plate, pattern)),
      ),
    )
    .orderBy(sql`${vehicleLatest.online} desc nulls last`, vehicles.vin)
    .limit(16);
  return rows.map((r) => ({ ...r, online: !!r.online }));
}

/** Deliveries still under way: the terminal has not answered yet. */
const IN_FLIGHT = ['pending', 'sending', 'sent'];

/**
 * One command at a time per vehicle: a terminal answers in order, and a second command sent before
 * the first is answered would leave its outcome ambiguous. A command older than 10 minutes no
 * longer blocks (its terminal went silent; the timeout job settles it).
 */
export async function assertNoCommandInFlight(db: Db, vehicleId: number): Promise<void> {
  const busy = await db
    .select({ id: downlinkCommands.id })
    .from(downlinkCommands)
    .where(
      and(
        eq(downlinkCommands.vehicleId, vehicleId),
        inArray(downlinkCommands.status, IN_FLIGHT),
        gt(downlinkCommands.createdAt, sql`now() - interval '10 minutes'`),
      ),
    )
    .limit(1);
  if (busy.length) throw new AppError(409, 'CONTROL_BUSY');
}
