import { randomUUID } from 'node:crypto';
import { TERMINAL_PARAMS, paramDef } from '@chelian/contracts/terminalParams';
import type { Language } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { publishCommandStatus } from '../../gateway/downlink';
import type { CommandStatusEvent } from '../../gateway/command-types';
import { TelemetrySubjects } from '../telemetry/subjects';
import { telemetryStore } from '../../ingest/store';
import { CANCELLED_ERROR } from './lock';
import { dispatchCommand, type Operator } from './service';
import { checkParams } from './params';
import { linkSetParams, recordLinkSet, touchesLink } from './qb-link';

type ParamValue = { id: number; value: number | string };
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

interface TaskRow {
  id: number;
  name: string;
  params: string;
  status: 'INIT' | 'STARTED' | 'STOPPED';
}

async function taskOf(ctx: ServerContext, tenantId: number, id: unknown): Promise<TaskRow> {
  const taskId = Number(id);
  const row =
    Number.isInteger(taskId) && taskId > 0
      ? (
          await telemetryStore(ctx.database).query<TaskRow>(
            'select id, name, params, status from qb_tasks where id = $1 and tenant_id = $2',
            [taskId, tenantId],
          )
        )[0]
      : undefined;
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return { ...row, id: Number(row.id) };
}

/**
 * Sends the task's parameters (0x81) to each of its vehicles that neither succeeded nor has a
 * delivery under way; queued for the next login of an offline terminal. Answers how many went.
 */
async function dispatch(ctx: ServerContext, op: Operator, task: TaskRow): Promise<number> {
  const { params } = parseQbParams(task.params, op.lang);
  const store = telemetryStore(ctx.database);
  const due = await store.query<{ id: number; vin: string; vehicle_id: number }>(
    `select q.id, q.vin, q.vehicle_id from qb_task_vehicles q left join downlink_commands d on d.check_id = q.check_id
      where q.task_id = $1 and (q.check_id is null or d.status is null or d.status not in ('succeeded', 'pending', 'sending', 'sent', 'queued'))
      order by q.id`,
    [task.id],
  );
  const link = touchesLink(params);
  for (const row of due) {
    const checkId = randomUUID();
    await store.query(
      'update qb_task_vehicles set check_id = $2, attempts = attempts + 1, sent_at = now() where id = $1',
      [row.id, checkId],
    );
    // a task that sets link parameters shows in the link-parameter history too
    if (link)
      await recordLinkSet(ctx, {
        tenantId: op.auth.tenantId,
        vehicleId: Number(row.vehicle_id),
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
  const store = telemetryStore(ctx.database);
  const count = Number(
    (
      await store.query<{ n: number }>('select count(*)::int as n from qb_task_vehicles where task_id = $1', [
        task.id,
      ])
    )[0]!.n,
  );
  if (!count) throw badRequest('QB_TASK_NO_VEHICLES');
  await store.query(
    `update qb_tasks set status = 'STARTED', started_at = now(), stopped_at = null where id = $1`,
    [task.id],
  );
  return { sent: await dispatch(ctx, op, { ...task, status: 'STARTED' }) };
}

/** Withdraws queued deliveries of these task-vehicle rows (and pushes the cancellation). */
async function cancelQueued(
  ctx: ServerContext,
  tenantId: number,
  where: string,
  args: unknown[],
): Promise<number> {
  const rows = await telemetryStore(ctx.database).query<{
    check_id: string;
    vin: string;
    created_by: number | null;
  }>(
    `update downlink_commands d set status = 'expired', status_code = 1, error = '${CANCELLED_ERROR}'
      from qb_task_vehicles q where q.check_id = d.check_id and q.tenant_id = $1 and ${where} and d.status in ('queued', 'pending')
      returning d.check_id, d.vin, d.created_by`,
    [tenantId, ...args],
  );
  for (const r of rows) {
    const event: CommandStatusEvent = {
      checkId: r.check_id,
      vin: r.vin,
      tenantId,
      createdBy: r.created_by === null ? null : Number(r.created_by),
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
  await telemetryStore(ctx.database).query(
    `update qb_tasks set status = 'STOPPED', stopped_at = now() where id = $1`,
    [task.id],
  );
  return { cancelled: await cancelQueued(ctx, op.auth.tenantId, 'q.task_id = $2', [task.id]) };
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
  const store = telemetryStore(ctx.database);
  const found = await store.query<{ id: number; vin: string; terminal_id: number | null }>(
    `select v.id, v.vin, b.terminal_id from vehicles v left join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
      where v.tenant_id = $1 and v.vin = any($2::varchar[])`,
    [tenantId, list],
  );
  const missing = list.find((vin) => !found.some((f) => f.vin === vin));
  if (missing) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin: missing });
  const bare = found.find((f) => !f.terminal_id);
  if (bare) throw badRequest('QB_NO_TERMINAL', { vin: bare.vin });
  const rows = await store.query(
    `insert into qb_task_vehicles (tenant_id, task_id, vehicle_id, vin) select $1, $2, u.id, u.vin from unnest($3::bigint[], $4::varchar[]) as u(id, vin)
     on conflict (task_id, vehicle_id) do nothing returning id`,
    [tenantId, task.id, found.map((f) => f.id), found.map((f) => f.vin)],
  );
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
  const store = telemetryStore(ctx.database);
  const known = await store.query<{ id: number; vin: string; terminal_id: number | null; linked: boolean }>(
    `select v.id, v.vin, b.terminal_id, exists (select 1 from qb_task_vehicles q where q.task_id = $3 and q.vehicle_id = v.id) as linked
       from vehicles v left join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
      where v.tenant_id = $1 and v.vin = any($2::varchar[])`,
    [tenantId, rows.map((r) => r.value.toUpperCase()), task.id],
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
    else if (!vehicle.terminal_id) fail(translate(lang, 'QB_NO_TERMINAL', { vin }));
    else if (vehicle.linked) fail(translate(lang, 'QB_ALREADY_LINKED', { vin }));
    else accepted.push({ id: Number(vehicle.id), vin: vehicle.vin });
    if (!seen.has(vin)) seen.set(vin, row);
  }
  if (errors.length) return { errors };
  await store.query(
    `insert into qb_task_vehicles (tenant_id, task_id, vehicle_id, vin) select $1, $2, u.id, u.vin from unnest($3::bigint[], $4::varchar[]) as u(id, vin)
     on conflict (task_id, vehicle_id) do nothing`,
    [tenantId, task.id, accepted.map((a) => a.id), accepted.map((a) => a.vin)],
  );
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
  await cancelQueued(ctx, tenantId, 'q.id = any($2::bigint[])', [list]);
  const rows = await telemetryStore(ctx.database).query(
    'delete from qb_task_vehicles where tenant_id = $1 and id = any($2::bigint[]) returning id',
    [tenantId, list],
  );
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
  const store = telemetryStore(ctx.database);
  const where = `v.tenant_id = $1 and v.vin like $2
    and exists (select 1 from vehicle_terminals b where b.vehicle_id = v.id and b.unbound_at is null)
    and not exists (select 1 from qb_task_vehicles q where q.task_id = $3 and q.vehicle_id = v.id)`;
  const like = `${vinPrefix.toUpperCase().replace(/[^A-Z0-9]/g, '')}%`;
  const items = await store.query<{ id: number; vin: string; plate: string | null; online: boolean | null }>(
    `select v.id, v.vin, v.plate, l.online from vehicles v left join vehicle_latest l on l.vehicle_id = v.id where ${where} order by v.vin limit $4 offset $5`,
    [tenantId, like, task.id, pageSize, (page - 1) * pageSize],
  );
  const total = Number(
    (
      await store.query<{ n: number }>(`select count(*)::int as n from vehicles v where ${where}`, [
        tenantId,
        like,
        task.id,
      ])
    )[0]!.n,
  );
  return {
    items: items.map((i) => ({ ...i, id: Number(i.id), online: !!i.online })),
    total,
    current: page,
    pageSize,
  };
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
  const rows = await telemetryStore(ctx.database).query<{
    task_id: number;
    name: string;
    params: string;
    task_status: string;
    status: string | null;
    status_code: number | null;
    sent_at: Date | null;
  }>(
    `select t.id as task_id, t.name, t.params, t.status as task_status, d.status, d.status_code, q.sent_at
       from qb_task_vehicles q join qb_tasks t on t.id = q.task_id left join downlink_commands d on d.check_id = q.check_id
      where q.vehicle_id = $1 and q.tenant_id = $2 order by q.id desc`,
    [vehicleId, tenantId],
  );
  return rows.map((r) => ({
    taskId: Number(r.task_id),
    name: r.name,
    params: r.params,
    taskStatus: r.task_status,
    status: r.status,
    statusCode: r.status_code === null ? null : Number(r.status_code),
    sentAt: r.sent_at ? new Date(r.sent_at).getTime() : null,
  }));
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
  const store = telemetryStore(ctx.database);
  const task = (
    await store.query<{ vehicle_id: number; params: string }>(
      'select q.vehicle_id, t.params from qb_task_vehicles q join qb_tasks t on t.id = q.task_id where q.check_id = $1',
      [checkId],
    )
  )[0];
  // a link-parameter setting (qb_link_param_sets) is kept the same way
  const link = task ? null : await linkSetParams(ctx, checkId);
  const row = task ?? (link && { vehicle_id: link.vehicleId, params: link.params });
  if (!row) return;
  const { params } = parseQbParams(row.params, 'en-US');
  await store.query(
    `insert into terminal_param_values (vehicle_id, param_id, value, updated_at)
     select $1, u.id, u.value, now() from unnest($2::int[], $3::text[]) as u(id, value)
     on conflict (vehicle_id, param_id) do update set value = excluded.value, updated_at = now()`,
    [row.vehicle_id, params.map((p) => p.id), params.map((p) => String(p.value))],
  );
}
