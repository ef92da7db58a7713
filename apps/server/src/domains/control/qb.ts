import { randomUUID } from 'node:crypto';
import {
  and,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  like,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { TERMINAL_PARAMS, paramDef } from '@chelian/contracts/terminalParams';
import type { Language } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { publishCommandStatus } from '../../gateway';
import type { CommandStatusEvent } from '../../gateway';
import { TelemetrySubjects } from '../telemetry';
import type { Db } from '../../db/client';
import { downlinkCommands, vehicleLatest } from '../telemetry/schema';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { CANCELLED_ERROR } from './lock';
import { dispatchCommand, type Operator } from './service';
import { checkParams, keepParamValues } from './params';
import { qbTaskVehicles, qbTasks } from './schema';
import { linkSetParams, recordLinkSet, touchesLink } from './qb-link';

type ParamValue = { id: number; value: number | string };
const qb = new QueryBuilder();
const hexId = (id: number) => `0x${id.toString(16).padStart(2, '0').toUpperCase()}`;

/**
 * Reads a task's parameters, one `id=value` per line (id in hex or decimal), checks them as the
 * parameter screen does and answers the canonical text and the values to send (a domain brings
 * its length parameter).
 */
export function parseQbParams(raw: unknown, lang: Language): { text: string; params: ParamValue[] } {
  const lines = String(raw ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const chosen: ParamValue[] = [];
  for (const line of lines) {
    const m = /^(0x[0-9a-f]{1,2}|\d{1,3})\s*=\s*(.*)$/i.exec(line);
    if (!m) throw badRequest('QB_PARAM_LINE', { line: line.slice(0, 40) });
    const id = m[1]!.toLowerCase().startsWith('0x') ? parseInt(m[1]!, 16) : Number(m[1]);
    const def = paramDef(id);
    const value =
      def && (def.kind === 'byte' || def.kind === 'word') && /^-?\d+$/.test(m[2]!) ? Number(m[2]) : m[2]!;
    if (chosen.some((c) => c.id === id)) throw badRequest('QB_PARAM_TWICE', { id: hexId(id) });
    chosen.push({ id, value });
  }
  const params = checkParams(chosen, null, lang);
  return { text: chosen.map((p) => `${hexId(p.id)}=${p.value}`).join('\n'), params };
}

/** Parameters given as `[{ id, value }]` or as task text (`id=value` per line), checked either way. */
export function readParamInput(raw: unknown, lang: Language): ParamValue[] {
  return typeof raw === 'string' ? parseQbParams(raw, lang).params : checkParams(raw, null, lang);
}

async function taskOf(ctx: ServerContext, tenantId: number, id: unknown) {
  const taskId = Number(id);
  const [row] =
    Number.isInteger(taskId) && taskId > 0
      ? await ctx.database.db
          .select({ id: qbTasks.id, name: qbTasks.name, params: qbTasks.params, status: qbTasks.status })
          .from(qbTasks)
          .where(and(eq(qbTasks.id, taskId), eq(qbTasks.tenantId, tenantId)))
      : [];
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

type TaskRow = Awaited<ReturnType<typeof taskOf>>;

/** The task's rows of the vehicle (correlated with the outer query's vehicles). */
const linkedTo = (taskId: number) =>
  qb
    .select({ id: qbTaskVehicles.id })
    .from(qbTaskVehicles)
    .where(and(eq(qbTaskVehicles.taskId, taskId), eq(qbTaskVehicles.vehicleId, vehicles.id)));

/** The caller's vehicles of these VINs with their bound terminal and whether the task holds them. */
function boundVehicles(db: Db, tenantId: number, vins: string[], taskId: number) {
  return db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      terminalId: vehicleTerminals.terminalId,
      linked: exists(linkedTo(taskId)).mapWith(Boolean),
    })
    .from(vehicles)
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.vin, vins)));
}

/** Adds vehicles to a task; those it holds already are left as they are. */
function linkVehicles(db: Db, tenantId: number, taskId: number, list: { id: number; vin: string }[]) {
  if (!list.length) return Promise.resolve([]);
  return db
    .insert(qbTaskVehicles)
    .values(list.map((v) => ({ tenantId, taskId, vehicleId: v.id, vin: v.vin })))
    .onConflictDoNothing({ target: [qbTaskVehicles.taskId, qbTaskVehicles.vehicleId] })
    .returning({ id: qbTaskVehicles.id });
}

/**
 * Sends the task's parameters (0x81) to each of its vehicles that neither succeeded nor has a
 * delivery under way; queued for the next login of an offline terminal. Answers how many went.
 */
async function dispatch(ctx: ServerContext, op: Operator, task: TaskRow): Promise<number> {
  const { params } = parseQbParams(task.params, op.lang);
  const db = ctx.database.db;
  const due = await db
    .select({ id: qbTaskVehicles.id, vin: qbTaskVehicles.vin, vehicleId: qbTaskVehicles.vehicleId })
    .from(qbTaskVehicles)
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, qbTaskVehicles.checkId))
    .where(
      and(
        eq(qbTaskVehicles.taskId, task.id),
        or(
          isNull(qbTaskVehicles.checkId),
          isNull(downlinkCommands.status),
          notInArray(downlinkCommands.status, ['succeeded', 'pending', 'sending', 'sent', 'queued']),
        ),
      ),
    )
    .orderBy(qbTaskVehicles.id);
  const link = touchesLink(params);
  for (const row of due) {
    const checkId = randomUUID();
    await db
      .update(qbTaskVehicles)
      .set({ checkId, attempts: sql`${qbTaskVehicles.attempts} + 1`, sentAt: sql`now()` })
      .where(eq(qbTaskVehicles.id, row.id));
    // a task that sets link parameters shows in the link-parameter history too
    if (link)
      await recordLinkSet(ctx, {
        tenantId: op.auth.tenantId,
        vehicleId: row.vehicleId,
        vin: row.vin,
        source: 'TASK',
        taskId: task.id,
        taskName: task.name,
        params: task.params,
        checkId,
        op,
      });
    await dispatchCommand(
      ctx,
      row.vin,
      { type: 'paramSet', params },
      { checkId, queueIfOffline: true, userId: op.auth.userId },
    );
  }
  return due.length;
}

/** Starts (enables) a task: every vehicle not yet set gets the parameters. */
export async function startQbTask(ctx: ServerContext, op: Operator, id: unknown): Promise<{ sent: number }> {
  const task = await taskOf(ctx, op.auth.tenantId, id);
  if (task.status === 'STARTED') throw badRequest('QB_TASK_STARTED');
  const db = ctx.database.db;
  if (!(await db.$count(qbTaskVehicles, eq(qbTaskVehicles.taskId, task.id))))
    throw badRequest('QB_TASK_NO_VEHICLES');
  await db
    .update(qbTasks)
    .set({ status: 'STARTED', startedAt: sql`now()`, stoppedAt: null })
    .where(eq(qbTasks.id, task.id));
  return { sent: await dispatch(ctx, op, { ...task, status: 'STARTED' }) };
}

/** Withdraws queued deliveries of the task-vehicle rows `which` picks (and pushes the cancellation). */
async function cancelQueued(ctx: ServerContext, tenantId: number, which: SQL): Promise<number> {
  const rows = await ctx.database.db
    .update(downlinkCommands)
    .set({ status: 'expired', statusCode: 1, error: CANCELLED_ERROR })
    .from(qbTaskVehicles)
    .where(
      and(
        eq(qbTaskVehicles.checkId, downlinkCommands.checkId),
        eq(qbTaskVehicles.tenantId, tenantId),
        which,
        inArray(downlinkCommands.status, ['queued', 'pending']),
      ),
    )
    .returning({
      checkId: downlinkCommands.checkId,
      vin: downlinkCommands.vin,
      createdBy: downlinkCommands.createdBy,
    });
  for (const r of rows) {
    const event: CommandStatusEvent = {
      checkId: r.checkId,
      vin: r.vin,
      tenantId,
      createdBy: r.createdBy,
      command: 'paramSet',
      status: 'expired',
      statusCode: 1,
      error: CANCELLED_ERROR,
      cancelled: true,
      at: Date.now(),
    };
    publishCommandStatus(ctx.bus, event);
  }
  return rows.length;
}

/** Stops (disables) a started task: what still waits for an offline terminal is cancelled. */
export async function stopQbTask(
  ctx: ServerContext,
  op: Operator,
  id: unknown,
): Promise<{ cancelled: number }> {
  const task = await taskOf(ctx, op.auth.tenantId, id);
  if (task.status !== 'STARTED') throw badRequest('QB_TASK_NOT_STARTED');
  await ctx.database.db
    .update(qbTasks)
    .set({ status: 'STOPPED', stoppedAt: sql`now()` })
    .where(eq(qbTasks.id, task.id));
  return { cancelled: await cancelQueued(ctx, op.auth.tenantId, eq(qbTaskVehicles.taskId, task.id)) };
}

/** Links the caller's vehicles (with a terminal) to a task; a started task sends to them at once. */
export async function addQbVehicles(
  ctx: ServerContext,
  op: Operator,
  taskId: unknown,
  vins: unknown,
): Promise<{ added: number; sent: number }> {
  const tenantId = op.auth.tenantId;
  const task = await taskOf(ctx, tenantId, taskId);
  const list = [
    ...new Set(
      (Array.isArray(vins) ? vins : [vins])
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map((v) => v.trim().toUpperCase()),
    ),
  ];
  if (!list.length) throw badRequest('CONTROL_VIN');
  const db = ctx.database.db;
  const found = await boundVehicles(db, tenantId, list, task.id);
  const missing = list.find((vin) => !found.some((f) => f.vin === vin));
  if (missing) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin: missing });
  const bare = found.find((f) => !f.terminalId);
  if (bare) throw badRequest('QB_NO_TERMINAL', { vin: bare.vin });
  const rows = await linkVehicles(db, tenantId, task.id, found);
  const sent = task.status === 'STARTED' ? await dispatch(ctx, op, task) : 0;
  return { added: rows.length, sent };
}

/**
 * Links the vehicles of an xlsx (a VIN column) to a task, all or nothing: each row is checked (VIN
 * format, not repeated, one of the caller's vehicles, with a terminal, not linked yet); refusals
 * come back as rows for the error report. A started task sends to the new vehicles at once.
 */
export async function importQbVehicles(
  ctx: ServerContext,
  op: Operator,
  taskId: unknown,
  rows: { row: number; value: string }[],
): Promise<
  | { errors: { row: number; value: string; reason: string }[] }
  | { errors?: undefined; imported: number; sent: number }
> {
  const tenantId = op.auth.tenantId;
  const lang = op.lang;
  const task = await taskOf(ctx, tenantId, taskId);
  const db = ctx.database.db;
  const known = await boundVehicles(
    db,
    tenantId,
    rows.map((r) => r.value.toUpperCase()),
    task.id,
  );
  const byVin = new Map(known.map((k) => [k.vin, k]));
  const errors: { row: number; value: string; reason: string }[] = [];
  const seen = new Map<string, number>();
  const accepted: { id: number; vin: string }[] = [];
  for (const { row, value } of rows) {
    const vin = value.toUpperCase();
    const vehicle = byVin.get(vin);
    const fail = (reason: string) => errors.push({ row, value, reason });
    if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) fail(translate(lang, 'CONTROL_VIN'));
    else if (seen.has(vin)) fail(translate(lang, 'IMPORT_DUPLICATE_IN_FILE', { row: seen.get(vin)! }));
    else if (!vehicle) fail(translate(lang, 'CONTROL_VEHICLE_UNKNOWN', { vin }));
    else if (!vehicle.terminalId) fail(translate(lang, 'QB_NO_TERMINAL', { vin }));
    else if (vehicle.linked) fail(translate(lang, 'QB_ALREADY_LINKED', { vin }));
    else accepted.push({ id: vehicle.id, vin: vehicle.vin });
    if (!seen.has(vin)) seen.set(vin, row);
  }
  if (errors.length) return { errors };
  await linkVehicles(db, tenantId, task.id, accepted);
  return { imported: accepted.length, sent: task.status === 'STARTED' ? await dispatch(ctx, op, task) : 0 };
}

/** Unlinks task-vehicle rows; a delivery still queued for them is cancelled. */
export async function deleteQbVehicles(
  ctx: ServerContext,
  tenantId: number,
  ids: unknown,
): Promise<{ removed: number }> {
  const list = (Array.isArray(ids) ? ids : []).filter(
    (i): i is number => Number.isInteger(i) && (i as number) > 0,
  );
  if (!list.length) throw badRequest('LOCK_ROWS');
  await cancelQueued(ctx, tenantId, inArray(qbTaskVehicles.id, list));
  const rows = await ctx.database.db
    .delete(qbTaskVehicles)
    .where(and(eq(qbTaskVehicles.tenantId, tenantId), inArray(qbTaskVehicles.id, list)))
    .returning({ id: qbTaskVehicles.id });
  return { removed: rows.length };
}

/** The caller's vehicles with a terminal that a task does not hold yet, by VIN prefix (addVehicleList). */
export async function unlinkedQbVehicles(
  ctx: ServerContext,
  tenantId: number,
  taskId: unknown,
  vinPrefix: string,
  page: number,
  pageSize: number,
) {
  const task = await taskOf(ctx, tenantId, taskId);
  const where = and(
    eq(vehicles.tenantId, tenantId),
    like(vehicles.vin, `${vinPrefix.toUpperCase().replace(/[^A-Z0-9]/g, '')}%`),
    exists(
      qb
        .select({ id: vehicleTerminals.id })
        .from(vehicleTerminals)
        .where(and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt))),
    ),
    notExists(linkedTo(task.id)),
  );
  const db = ctx.database.db;
  const items = await db
    .select({ id: vehicles.id, vin: vehicles.vin, plate: vehicles.plate, online: vehicleLatest.online })
    .from(vehicles)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .where(where)
    .orderBy(vehicles.vin)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await db.$count(vehicles, where);
  return { items: items.map((i) => ({ ...i, online: !!i.online })), total, current: page, pageSize };
}

/** The parameters a task may set (paramList): every terminal parameter but the derived lengths. */
export function qbParamList(lang: Language) {
  return TERMINAL_PARAMS.filter((p) => !p.derived).map((p) => ({
    id: p.id,
    hexId: hexId(p.id),
    key: p.key,
    label: p.label[lang],
    kind: p.kind,
    min: p.min ?? null,
    max: p.max ?? null,
  }));
}

/** The QB tasks of one vehicle with their outcome there (vehicleDetailList). */
export async function qbTasksOfVehicle(ctx: ServerContext, tenantId: number, vehicleId: number) {
  const rows = await ctx.database.db
    .select({
      taskId: qbTasks.id,
      name: qbTasks.name,
      params: qbTasks.params,
      taskStatus: qbTasks.status,
      status: downlinkCommands.status,
      statusCode: downlinkCommands.statusCode,
      sentAt: qbTaskVehicles.sentAt,
    })
    .from(qbTaskVehicles)
    .innerJoin(qbTasks, eq(qbTasks.id, qbTaskVehicles.taskId))
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, qbTaskVehicles.checkId))
    .where(and(eq(qbTaskVehicles.vehicleId, vehicleId), eq(qbTaskVehicles.tenantId, tenantId)))
    .orderBy(desc(qbTaskVehicles.id));
  return rows.map((r) => ({ ...r, sentAt: r.sentAt?.getTime() ?? null }));
}

const watching = new WeakSet<object>();

/**
 * Keeps the values a QB task or a link-parameter setting set, once the terminal confirms them (possibly at a later login),
 * beside those of the parameter screen (terminal_param_values).
 */
export function watchQbOutcomes(ctx: ServerContext): void {
  if (watching.has(ctx)) return;
  watching.add(ctx);
  ctx.bus.subscribe(TelemetrySubjects.commandStatus, (payload) => {
    const e = payload as CommandStatusEvent;
    if (e.command !== 'paramSet' || e.status !== 'succeeded') return;
    void keepValues(ctx, e.checkId).catch((err) =>
      ctx.log.error({ err: String(err), checkId: e.checkId }, 'qb task: keeping values failed'),
    );
  });
}

async function keepValues(ctx: ServerContext, checkId: string): Promise<void> {
  const [task] = await ctx.database.db
    .select({ vehicleId: qbTaskVehicles.vehicleId, params: qbTasks.params })
    .from(qbTaskVehicles)
    .innerJoin(qbTasks, eq(qbTasks.id, qbTaskVehicles.taskId))
    .where(eq(qbTaskVehicles.checkId, checkId));
  // a link-parameter setting (qb_link_param_sets) is kept the same way
  const row = task ?? (await linkSetParams(ctx, checkId));
  if (!row) return;
  await keepParamValues(ctx.database.db, row.vehicleId, parseQbParams(row.params, 'en-US').params);
}
