import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  ADJUST_STEPS,
  ADJUST_STEP_TEXTS,
  type AdjustAction,
  type AdjustStatus,
  type AdjustStep,
  type AdjustStepState,
} from '@chelian/contracts/adjust';
import { COMMAND_STATUS_TEXTS } from '@chelian/contracts/control';
import { LOCK_STATUS_TEXTS } from '@chelian/contracts/lock';
import { maskText } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { downlinkCommands } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { addLockVehicles, sendLock } from '../control';
import type { Operator } from '../control';
import { liveState, stepChecks } from './checks';
import { adjusterOf, OPEN } from './open';
import { vehicleAdjustLogs, vehicleAdjusts } from './schema';

/** Shows owner data in clear only to callers holding the vehicle list's unmask permission. */
export const UNMASK = 'vehicleList/unmask';

const stepName = (step: AdjustStep | null, op: Operator) => (step ? ADJUST_STEP_TEXTS[step][op.lang] : '-');

/** A task of the caller's tenant, or 404. */
export async function adjustTask(ctx: ServerContext, tenantId: number, id: unknown) {
  if (!Number.isInteger(id) || (id as number) <= 0) throw badRequest('ADJUST_ROW');
  const [row] = await ctx.database.db
    .select({
      id: vehicleAdjusts.id,
      tenantId: vehicleAdjusts.tenantId,
      vehicleId: vehicleAdjusts.vehicleId,
      vin: vehicleAdjusts.vin,
      adjusterName: vehicleAdjusts.adjusterName,
      status: vehicleAdjusts.status,
      step: vehicleAdjusts.step,
      stepAt: vehicleAdjusts.stepAt,
    })
    .from(vehicleAdjusts)
    .where(and(eq(vehicleAdjusts.id, id as number), eq(vehicleAdjusts.tenantId, tenantId)));
  if (!row) throw notFound();
  return { ...row, status: row.status as AdjustStatus, step: row.step as AdjustStep | null };
}

export type AdjustRow = Awaited<ReturnType<typeof adjustTask>>;

interface LogEntry {
  action: AdjustAction;
  ok: boolean;
  step?: AdjustStep | null;
  message?: string | null;
  checkId?: string | null;
}

/** One row of the adjust log: who did what at which step and how it came out. */
export async function writeAdjustLog(
  ctx: Pick<ServerContext, 'database'>,
  task: Pick<AdjustRow, 'id' | 'tenantId' | 'vin' | 'step'>,
  op: Pick<Operator, 'auth'>,
  entry: LogEntry,
): Promise<void> {
  await ctx.database.db.insert(vehicleAdjustLogs).values({
    tenantId: task.tenantId,
    adjustId: task.id,
    vin: task.vin,
    step: entry.step === undefined ? task.step : entry.step,
    action: entry.action,
    outcome: entry.ok ? 'OK' : 'REFUSED',
    message: entry.message ?? null,
    checkId: entry.checkId ?? null,
    operatorId: op.auth.userId,
    operatorName: op.auth.realName || op.auth.userName,
  });
}

/** A refusal that is also logged: the attempt is part of the task's history. */
async function refuse(
  ctx: ServerContext,
  task: AdjustRow,
  op: Operator,
  action: AdjustAction,
  err: AppError,
): Promise<never> {
  await writeAdjustLog(ctx, task, op, {
    action,
    ok: false,
    message: translate(op.lang, err.code, err.params),
  });
  throw err;
}

/** Moves a task from one state to another only if it is still in the state it was read in (two operators cannot both move it). */
async function transition(
  ctx: ServerContext,
  task: AdjustRow,
  set: PgUpdateSetSource<typeof vehicleAdjusts>,
): Promise<void> {
  const rows = await ctx.database.db
    .update(vehicleAdjusts)
    .set(set)
    .where(
      and(
        eq(vehicleAdjusts.id, task.id),
        eq(vehicleAdjusts.status, task.status),
        task.step === null ? isNull(vehicleAdjusts.step) : eq(vehicleAdjusts.step, task.step),
      ),
    )
    .returning({ id: vehicleAdjusts.id });
  if (!rows.length) throw new AppError(409, 'ADJUST_CLOSED');
}

function needAdjusting(task: AdjustRow): void {
  if (task.status !== 'ADJUSTING')
    throw new AppError(409, task.status === 'PENDING' ? 'ADJUST_NOT_ADJUSTING' : 'ADJUST_CLOSED');
}

function needStep(task: AdjustRow, step: AdjustStep, op: Operator): void {
  needAdjusting(task);
  if (task.step !== step)
    throw new AppError(409, 'ADJUST_WRONG_STEP', {
      current: stepName(task.step, op),
      step: stepName(step, op),
    });
}

/** The live view of a task's current step: each check with what it saw. */
export async function stepState(ctx: ServerContext, op: Operator, task: AdjustRow): Promise<AdjustStepState> {
  const live = await liveState(ctx, task.vehicleId);
  const reveal = op.auth.permissions.has(UNMASK);
  const shown = (v: string) => (reveal ? v : maskText(v));
  const checks =
    task.status === 'ADJUSTING' && task.step
      ? stepChecks(task.step, { vehicleId: task.vehicleId, stepAt: task.stepAt }, live, op.lang, shown)
      : [];
  return {
    id: task.id,
    vin: task.vin,
    status: task.status,
    step: task.step,
    stepIndex: task.step ? ADJUST_STEPS.indexOf(task.step) : -1,
    passed: checks.length > 0 && checks.every((c) => c.ok),
    checks,
    adjusterName: task.adjusterName,
    customer: {
      name: live.ownerName ? shown(live.ownerName) : null,
      phone: live.ownerPhone ? shown(live.ownerPhone) : null,
    },
    lockStatus: live.lockStatus,
  };
}

export async function adjustState(ctx: ServerContext, op: Operator, id: unknown): Promise<AdjustStepState> {
  return stepState(ctx, op, await adjustTask(ctx, op.auth.tenantId, id));
}

/** The open task of a vehicle (else its latest), as the steps screen opens it by VIN. */
export async function adjustOfVin(ctx: ServerContext, op: Operator, vin: string): Promise<AdjustStepState> {
  const [row] = await ctx.database.db
    .select({ id: vehicleAdjusts.id })
    .from(vehicleAdjusts)
    .where(
      and(eq(vehicleAdjusts.tenantId, op.auth.tenantId), eq(vehicleAdjusts.vin, vin.trim().toUpperCase())),
    )
    .orderBy(desc(inArray(vehicleAdjusts.status, OPEN)), desc(vehicleAdjusts.id))
    .limit(1);
  if (!row) throw notFound();
  return adjustState(ctx, op, row.id);
}

/** PENDING → ADJUSTING at the first step. */
export async function confirmAdjust(ctx: ServerContext, op: Operator, id: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  if (task.status !== 'PENDING')
    return refuse(ctx, task, op, 'CONFIRM', new AppError(409, 'ADJUST_NOT_PENDING'));
  await transition(ctx, task, {
    status: 'ADJUSTING',
    step: 'LOCK',
    stepAt: sql`now()`,
    confirmedAt: sql`now()`,
  });
  await writeAdjustLog(ctx, task, op, { action: 'CONFIRM', ok: true, step: 'LOCK' });
  return adjustState(ctx, op, task.id);
}

/** Advances to the next step when the current one's checks all pass; refuses naming what failed. */
export async function nextStep(ctx: ServerContext, op: Operator, id: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  try {
    needAdjusting(task);
  } catch (err) {
    return refuse(ctx, task, op, 'NEXT', err as AppError);
  }
  const index = ADJUST_STEPS.indexOf(task.step!);
  if (index === ADJUST_STEPS.length - 1)
    return refuse(ctx, task, op, 'NEXT', new AppError(409, 'ADJUST_LAST_STEP'));
  const state = await stepState(ctx, op, task);
  if (!state.passed) {
    const problems = state.checks
      .filter((c) => !c.ok)
      .map((c) => c.message)
      .join(op.lang === 'en-US' ? '; ' : '；');
    return refuse(
      ctx,
      task,
      op,
      'NEXT',
      badRequest('ADJUST_STEP_FAILED', { step: stepName(task.step, op), problems }),
    );
  }
  const next = ADJUST_STEPS[index + 1]!;
  await transition(ctx, task, { step: next, stepAt: sql`now()` });
  await writeAdjustLog(ctx, task, op, {
    action: 'NEXT',
    ok: true,
    message: state.checks.map((c) => c.message).join('; '),
  });
  return adjustState(ctx, op, task.id);
}

/** Goes back one step; the step starts over (a lock must be answered again). */
export async function previousStep(ctx: ServerContext, op: Operator, id: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  try {
    needAdjusting(task);
  } catch (err) {
    return refuse(ctx, task, op, 'PREVIOUS', err as AppError);
  }
  const index = ADJUST_STEPS.indexOf(task.step!);
  if (index <= 0) return refuse(ctx, task, op, 'PREVIOUS', new AppError(409, 'ADJUST_FIRST_STEP'));
  const previous = ADJUST_STEPS[index - 1]!;
  await transition(ctx, task, { step: previous, stepAt: sql`now()` });
  await writeAdjustLog(ctx, task, op, { action: 'PREVIOUS', ok: true, step: previous });
  return adjustState(ctx, op, task.id);
}

/**
 * The lock step: sends a real lock or unlock through the lock service (the vehicle is put under
 * lock management if it is not yet); the step passes once the vehicle answers.
 */
export async function stepLock(ctx: ServerContext, op: Operator, id: unknown, action: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  if (action !== 'lock' && action !== 'unlock') throw badRequest('ADJUST_LOCK_ACTION');
  const logAction = action === 'lock' ? 'LOCK' : 'UNLOCK';
  try {
    needStep(task, 'LOCK', op);
    await addLockVehicles(ctx, op.auth.tenantId, [task.vin]);
    const sent = await sendLock(ctx, op, action, { vin: task.vin });
    await writeAdjustLog(ctx, task, op, {
      action: logAction,
      ok: true,
      checkId: sent.checkId,
      message: sent.message,
    });
    return sent;
  } catch (err) {
    if (err instanceof AppError) return refuse(ctx, task, op, logAction, err);
    throw err;
  }
}

/** The lock commands this task sent, newest first, with their delivery and the lock status they gave. */
export async function stepLockLog(ctx: ServerContext, op: Operator, id: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  const rows = await ctx.database.db
    .select({
      checkId: vehicleAdjustLogs.checkId,
      action: vehicleAdjustLogs.action,
      status: downlinkCommands.status,
      statusCode: downlinkCommands.statusCode,
      createdAt: vehicleAdjustLogs.createdAt,
      answeredAt: downlinkCommands.answeredAt,
      operatorName: vehicleAdjustLogs.operatorName,
    })
    .from(vehicleAdjustLogs)
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, vehicleAdjustLogs.checkId))
    .where(and(eq(vehicleAdjustLogs.adjustId, task.id), isNotNull(vehicleAdjustLogs.checkId)))
    .orderBy(desc(vehicleAdjustLogs.id))
    .limit(50);
  return rows.map((r) => {
    const status = r.status ?? 'pending';
    const lockStatus =
      status === 'succeeded'
        ? r.action === 'LOCK'
          ? 241
          : 243
        : status === 'failed'
          ? 242
          : ['pending', 'sending', 'sent', 'queued'].includes(status)
            ? 240
            : 998;
    return {
      checkId: r.checkId,
      cmd: r.action === 'LOCK' ? 'lock' : 'unlock',
      status,
      statusText: COMMAND_STATUS_TEXTS[status]?.[op.lang] ?? status,
      statusCode: r.statusCode ?? 3,
      lockStatus,
      lockStatusText: LOCK_STATUS_TEXTS[String(lockStatus)]![op.lang],
      sentAt: r.createdAt.getTime(),
      answeredAt: r.answeredAt?.getTime() ?? null,
      operatorName: r.operatorName,
    };
  });
}

/** The GB data step's check, logged; the step itself advances with next. */
export async function stepGb4(ctx: ServerContext, op: Operator, id: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  try {
    needStep(task, 'GB4', op);
  } catch (err) {
    return refuse(ctx, task, op, 'CHECK', err as AppError);
  }
  const state = await stepState(ctx, op, task);
  await writeAdjustLog(ctx, task, op, {
    action: 'CHECK',
    ok: state.passed,
    message: state.checks.map((c) => c.message).join('; '),
  });
  return state;
}

const NAME = /^.{1,50}$/u;
const PHONE = /^\+?[0-9][0-9-]{6,19}$/;

/** The customer step: saves the customer's name and phone on the vehicle when given, then checks them. */
export async function stepCustomer(
  ctx: ServerContext,
  op: Operator,
  id: unknown,
  body: Record<string, unknown>,
) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  const name = typeof body.customerName === 'string' ? body.customerName.trim() : undefined;
  const phone = typeof body.customerPhone === 'string' ? body.customerPhone.trim() : undefined;
  if (name !== undefined && !NAME.test(name)) throw badRequest('ADJUST_CUSTOMER_NAME');
  if (phone !== undefined && !PHONE.test(phone)) throw badRequest('ADJUST_CUSTOMER_PHONE');
  try {
    needStep(task, 'CUSTOMER', op);
  } catch (err) {
    return refuse(ctx, task, op, 'CUSTOMER', err as AppError);
  }
  if (name !== undefined || phone !== undefined) {
    await ctx.database.db
      .update(vehicles)
      .set({ ownerName: name, ownerPhone: phone })
      .where(eq(vehicles.id, task.vehicleId));
  }
  const state = await stepState(ctx, op, task);
  await writeAdjustLog(ctx, task, op, {
    action: 'CUSTOMER',
    ok: state.passed,
    message: state.checks.map((c) => c.message).join('; '),
  });
  return state;
}

/** Finishes a task standing on its last step (step/finish from the steps screen, finish from the list). */
export async function finishAdjust(ctx: ServerContext, op: Operator, id: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  try {
    needStep(task, 'FINISH', op);
  } catch (err) {
    return refuse(ctx, task, op, 'FINISH', err as AppError);
  }
  await transition(ctx, task, { status: 'FINISHED', finishedAt: sql`now()` });
  await writeAdjustLog(ctx, task, op, { action: 'FINISH', ok: true });
  return adjustState(ctx, op, task.id);
}

/** Cancels a task not yet finished or cancelled. */
export async function cancelAdjust(ctx: ServerContext, op: Operator, id: unknown, reason: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  if (task.status !== 'PENDING' && task.status !== 'ADJUSTING')
    return refuse(ctx, task, op, 'CANCEL', new AppError(409, 'ADJUST_CLOSED'));
  await transition(ctx, task, { status: 'CANCELLED', finishedAt: sql`now()` });
  await writeAdjustLog(ctx, task, op, {
    action: 'CANCEL',
    ok: true,
    message: typeof reason === 'string' ? reason.slice(0, 200) : null,
  });
  return adjustState(ctx, op, task.id);
}

/** Hands an open task to another adjuster of the tenant. */
export async function changeAdjuster(ctx: ServerContext, op: Operator, id: unknown, adjusterId: unknown) {
  const task = await adjustTask(ctx, op.auth.tenantId, id);
  const adjuster = await adjusterOf(ctx.database.db, op.auth.tenantId, adjusterId);
  if (task.status !== 'PENDING' && task.status !== 'ADJUSTING')
    return refuse(ctx, task, op, 'CHANGE_ADJUSTER', new AppError(409, 'ADJUST_CLOSED'));
  await transition(ctx, task, { adjusterId: adjuster.id, adjusterName: adjuster.name });
  await writeAdjustLog(ctx, task, op, {
    action: 'CHANGE_ADJUSTER',
    ok: true,
    message: `${task.adjusterName ?? '-'} → ${adjuster.name}`,
  });
  return adjustState(ctx, op, task.id);
}
