import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  TERMINAL_CONTROLS,
  TERMINAL_PARAMS,
  paramDef,
  paramProblem,
  paramRange,
  type TerminalTaskResult,
} from '@chelian/contracts/terminalParams';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { commandsFor, type CommandRequest } from '../../gateway';
import type { Db } from '../../db/client';
import { vehicleLatest } from '../telemetry/schema';
import { terminalParamValues, terminalTasks } from './schema';
import { assertNoCommandInFlight, controlVehicle, type Operator } from './service';

/** How long a parameter call waits for the terminal. */
const PARAM_TIMEOUT_MS = 15_000;

type ParamValue = { id: number; value: number | string };

/** Checks the parameters to set against their definitions and the terminal's edition; adds the length before a domain. */
export function checkParams(raw: unknown, edition: number | null, lang: Operator['lang']): ParamValue[] {
  const list = Array.isArray(raw) ? raw : [];
  if (!list.length) throw badRequest('PARAM_EMPTY');
  const out: ParamValue[] = [];
  for (const item of list as { id?: unknown; value?: unknown }[]) {
    const def = typeof item?.id === 'number' ? paramDef(item.id) : undefined;
    if (!def) throw badRequest('PARAM_UNKNOWN', { id: String(item?.id) });
    const problem = paramProblem(def, item.value, edition);
    const param = def.label[lang];
    if (problem === 'range') throw badRequest('PARAM_RANGE', { param, ...paramRange(def, edition) });
    if (problem === 'text5') throw badRequest('PARAM_TEXT5', { param });
    if (problem === 'domain') throw badRequest('PARAM_DOMAIN', { param });
    if (problem === 'derived') throw badRequest('PARAM_DERIVED', { param });
    if (def.kind === 'domain') out.push({ id: def.id - 1, value: String(item.value).length });
    out.push({ id: def.id, value: item.value as number | string });
  }
  return out;
}

/** Checks a terminal control request (0x82, command ids 1-7). */
export function checkControl(raw: Record<string, unknown>): CommandRequest {
  const commandId = raw.commandId;
  if (!TERMINAL_CONTROLS.some((c) => c.id === commandId))
    throw badRequest('TERMINAL_CONTROL_UNKNOWN', { id: String(commandId) });
  if (commandId === 0x01) {
    const url = typeof raw.url === 'string' ? raw.url.trim() : '';
    if (!/^(https?|ftp):\/\/\S{1,200}$/.test(url)) throw badRequest('TERMINAL_CONTROL_UPGRADE');
    return {
      type: 'control',
      commandId: 0x01,
      upgrade: {
        apn: '',
        user: '',
        password: '',
        address: null,
        port: null,
        manufacturer: '',
        hardwareVersion: '',
        firmwareVersion: String(raw.firmwareVersion ?? ''),
        url,
        timeout: 60,
      },
    } as CommandRequest;
  }
  if (commandId === 0x06) {
    const level = raw.level;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 3)
      throw badRequest('TERMINAL_CONTROL_WARNING');
    return { type: 'control', commandId: 0x06, warning: { level, message: '' } };
  }
  return { type: 'control', commandId: commandId as number };
}

async function edition(ctx: ServerContext, vehicleId: number): Promise<number | null> {
  const [row] = await ctx.database.db
    .select({ edition: vehicleLatest.edition })
    .from(vehicleLatest)
    .where(eq(vehicleLatest.vehicleId, vehicleId));
  return row?.edition ?? null;
}

/** Keeps parameter values the terminal reported or confirmed, replacing those it had. */
export async function keepParamValues(db: Db, vehicleId: number, values: ParamValue[]): Promise<void> {
  if (!values.length) return;
  await db
    .insert(terminalParamValues)
    .values(values.map((v) => ({ vehicleId, paramId: v.id, value: String(v.value), updatedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: [terminalParamValues.vehicleId, terminalParamValues.paramId],
      set: { value: sql`excluded.${sql.identifier(terminalParamValues.value.name)}`, updatedAt: sql`now()` },
    });
}

/**
 * Runs one task on the vehicle's terminal and waits for the outcome: records the task row, sends,
 * and keeps the values a read reported or a set confirmed.
 */
async function runTask(
  ctx: ServerContext,
  op: Operator,
  vin: string,
  task: 'paramQuery' | 'paramSet' | 'control',
  detail: string,
  build: (edition: number | null) => CommandRequest,
): Promise<TerminalTaskResult> {
  const tenantId = op.auth.tenantId;
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  if (!vehicle.terminalId) throw badRequest('CONTROL_NO_TERMINAL');
  const request = build(await edition(ctx, vehicle.id));
  if (!vehicle.online) throw new AppError(409, 'TERMINAL_OFFLINE');
  const db = ctx.database.db;
  await assertNoCommandInFlight(db, vehicle.id);
  const checkId = randomUUID();
  await db.insert(terminalTasks).values({
    tenantId,
    vehicleId: vehicle.id,
    vin: vehicle.vin,
    checkId,
    task,
    detail,
    userId: op.auth.userId,
    userName: op.auth.userName,
    ipAddress: op.ip,
  });
  const result = await commandsFor(ctx).send(vehicle.vin, request, {
    checkId,
    userId: op.auth.userId,
    timeoutMs: PARAM_TIMEOUT_MS,
  });
  const out: TerminalTaskResult = { checkId, status: result.status, statusCode: result.statusCode };
  let values: ParamValue[] = [];
  if (result.status === 'succeeded' && request.type === 'paramQuery')
    values = ((result.result as { params?: ParamValue[] })?.params ?? []).map((p) => ({
      id: p.id,
      value: p.value,
    }));
  if (result.status === 'succeeded' && request.type === 'paramSet') values = request.params;
  if (values.length) {
    await keepParamValues(db, vehicle.id, values);
    out.params = values.map((v) => ({ id: v.id, key: paramDef(v.id)?.key ?? String(v.id), value: v.value }));
  }
  return out;
}

const hexId = (id: number) => `0x${id.toString(16).padStart(2, '0').toUpperCase()}`;

export function readParams(
  ctx: ServerContext,
  op: Operator,
  vin: string,
  ids: number[],
): Promise<TerminalTaskResult> {
  const wanted = ids.length ? ids : TERMINAL_PARAMS.map((p) => p.id);
  for (const id of wanted) if (!paramDef(id)) throw badRequest('PARAM_UNKNOWN', { id: String(id) });
  return runTask(ctx, op, vin, 'paramQuery', wanted.map(hexId).join(','), () => ({
    type: 'paramQuery',
    ids: wanted,
  }));
}

export async function setParams(
  ctx: ServerContext,
  op: Operator,
  vin: string,
  params: unknown,
): Promise<TerminalTaskResult> {
  let detail = '';
  return runTask(ctx, op, vin, 'paramSet', '', (ed) => {
    const checked = checkParams(params, ed, op.lang);
    detail = checked.map((p) => `${hexId(p.id)}=${p.value}`).join(', ');
    return { type: 'paramSet', params: checked };
  }).then(async (r) => {
    await ctx.database.db.update(terminalTasks).set({ detail }).where(eq(terminalTasks.checkId, r.checkId));
    return r;
  });
}

export function terminalControl(
  ctx: ServerContext,
  op: Operator,
  vin: string,
  body: Record<string, unknown>,
): Promise<TerminalTaskResult> {
  const request = checkControl(body);
  const name = TERMINAL_CONTROLS.find((c) => c.id === (request as { commandId: number }).commandId)!;
  return runTask(ctx, op, vin, 'control', name.label[op.lang], () => request);
}

/** The parameters as last read or set. */
export async function storedParams(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await ctx.database.db
    .select({
      id: terminalParamValues.paramId,
      value: terminalParamValues.value,
      updatedAt: terminalParamValues.updatedAt,
    })
    .from(terminalParamValues)
    .where(eq(terminalParamValues.vehicleId, vehicle.id))
    .orderBy(terminalParamValues.paramId);
  return {
    vin: vehicle.vin,
    online: !!vehicle.online,
    params: rows.map((r) => {
      const def = paramDef(r.id);
      const numeric = def && (def.kind === 'byte' || def.kind === 'word');
      return {
        id: r.id,
        key: def?.key ?? String(r.id),
        value: numeric ? Number(r.value) : r.value,
        updatedAt: r.updatedAt.getTime(),
      };
    }),
  };
}
