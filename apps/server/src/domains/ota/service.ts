import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { Language } from '@chelian/contracts';
import type {
  OtaDownloadStatus,
  OtaOperateStatus,
  OtaPrecondition,
  OtaUpgradeStatus,
  OtaVehiclePush,
  OtaVehicleRow,
} from '@chelian/contracts/resources/ota/index';
import { OTA_DOWNLOAD_PATH } from '@chelian/contracts/resources/ota/index';
import type { OtaProgressReport } from '@chelian/gb32960';
import type { Db } from '../../db/client';
import { commandsFor } from '../../gateway';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translations } from '../../platform/messages';
import { notify } from '../../platform/notices';
import { vehicleScopeOf, withinVehicleScope } from '../../platform/vehicle-scope';
import { tenantTimeZone } from '../../platform/time-zone';
import type { AuthContext } from '../../platform/auth/sessions';
import { vehicleLatest } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import {
  otaDownloadTickets,
  otaTasks,
  otaTaskVehicleDetails,
  otaTaskVehicles,
  otaVersions,
  vehicleCompVersions,
} from './schema';
import {
  assertMove,
  canMove,
  isUpgradeFinal,
  replyEffect,
  UPGRADE_FAILURES,
  waveCapacity,
  waveDecision,
} from './states';
import { assertDispatchOpen, dispatchState, scheduledTasks } from './schedule';
import { recordCompVersion } from './parts-store';

export interface Operator {
  auth: Pick<AuthContext, 'tenantId' | 'userId' | 'dealerOrgId'>;
  lang: Language;
}

/** Bus subject: a task's figures changed (progress, an outcome, a wave); consoles refresh and waves are weighed. */
export const OTA_PROGRESS_SUBJECT = 'ota.progress';
export interface OtaProgressEvent {
  tenantId: number;
  taskId: number;
  /** an attempt ended: the task's wave is weighed */
  outcome: boolean;
  /** the vehicle as it now is, when one vehicle changed (else consoles read the task's vehicles again) */
  vehicle?: OtaVehiclePush;
}

/** A task vehicle's row as consoles are told it changed. */
export const vehiclePush = (tv: TvRow): OtaVehiclePush => ({
  id: tv.id,
  taskId: tv.taskId,
  vin: tv.vin,
  wave: tv.wave,
  operateStatus: tv.operateStatus as OtaOperateStatus,
  upgradeStatus: tv.upgradeStatus as OtaUpgradeStatus,
  downloadStatus: tv.downloadStatus as OtaDownloadStatus,
  progress: tv.progress,
  replyCode: tv.replyCode === null ? null : String(tv.replyCode),
  updatedAt: tv.updatedAt.getTime(),
});

/** How long a download ticket stays good (a package may take a while over a weak link; a cut resumes within it). */
export const TICKET_TTL_MS = 24 * 3600_000;
const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const RUNNING: OtaOperateStatus[] = ['READY', 'TASK_START', 'START'];

export async function taskOf(db: Db, tenantId: number, id: unknown) {
  const taskId = Number(id);
  const [row] =
    Number.isInteger(taskId) && taskId > 0
      ? await db
          .select({
            task: otaTasks,
            componentCode: otaVersions.componentCode,
            versionText: otaVersions.versionText,
            packageId: otaVersions.packageId,
            packageMd5: otaVersions.packageMd5,
          })
          .from(otaTasks)
          .innerJoin(otaVersions, eq(otaVersions.id, otaTasks.versionId))
          .where(and(eq(otaTasks.id, taskId), eq(otaTasks.tenantId, tenantId)))
      : [];
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return {
    ...row.task,
    componentCode: row.componentCode,
    versionText: row.versionText,
    packageId: row.packageId,
  };
}
export type TaskRow = Awaited<ReturnType<typeof taskOf>>;

async function detail(
  db: Db,
  tv: { id: number; tenantId: number },
  event: string,
  operateStatus: string,
  upgradeStatus: string,
  replyCode: number | null = null,
  progress: number | null = null,
) {
  await db.insert(otaTaskVehicleDetails).values({
    tenantId: tv.tenantId,
    taskVehicleId: tv.id,
    event,
    operateStatus,
    upgradeStatus,
    replyCode,
    progress,
  });
}

/**
 * Which precondition of 001 §5 the live data says is not met (speed 0, parked, not charging,
 * online); the terminal checks the 12 V battery itself and answers 0x11 when it is low.
 */
export function preconditionOf(
  latest: {
    online: boolean | null;
    speed: number | null;
    gear: number | null;
    charging: boolean | null;
  } | null,
): OtaPrecondition {
  if (!latest) return 'NO_DATA';
  if (!latest.online) return 'OFFLINE';
  if (latest.speed !== null && latest.speed > 0) return 'SPEED';
  if (latest.gear !== null && (latest.gear & 0x0f) !== 15 && (latest.gear & 0x0f) !== 0) return 'GEAR';
  if (latest.charging) return 'CHARGING';
  return 'OK';
}

// ------------------------------------------------------------------ task

/** 001 §4 INIT -> START: vehicles are put into waves, READY, and the first wave gets its orders. */
export async function startTask(ctx: ServerContext, op: Operator, id: unknown, downloadBase: string) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, id);
  assertMove('task', task.status, 'START', op.lang);
  await db.transaction(async (tx) => {
    const members = await tx
      .select({ id: otaTaskVehicles.id })
      .from(otaTaskVehicles)
      .where(eq(otaTaskVehicles.taskId, task.id))
      .orderBy(asc(otaTaskVehicles.id));
    if (members.length === 0) throw new AppError(409, 'OTA_TASK_NO_VEHICLES');
    const capacity = waveCapacity(task.waveUnit as 'COUNT' | 'PERCENT', task.waveSize, members.length);
    for (let i = 0; i < members.length; i += capacity) {
      const ids = members.slice(i, i + capacity).map((m) => m.id);
      await tx
        .update(otaTaskVehicles)
        .set({ wave: i / capacity + 1, operateStatus: 'READY', updatedAt: new Date() })
        .where(and(inArray(otaTaskVehicles.id, ids), eq(otaTaskVehicles.operateStatus, 'INIT')));
    }
    const moved = await tx
      .update(otaTasks)
      .set({ status: 'START', currentWave: 1, paused: false, startedAt: new Date(), downloadBase })
      .where(and(eq(otaTasks.id, task.id), eq(otaTasks.status, 'INIT')))
      .returning({ id: otaTasks.id });
    // another request started it between the read and here
    if (moved.length === 0) assertMove('task', 'START', 'START', op.lang);
  });
  await distributeWave(ctx, op.auth.tenantId, task.id, 1);
  return { id: task.id, status: 'START' };
}

/** INIT or START -> CLOSED: every vehicle still waiting or upgrading is closed with it. */
export async function closeTask(ctx: ServerContext, op: Operator, id: unknown) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, id);
  assertMove('task', task.status, 'CLOSED', op.lang);
  await db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(otaTaskVehicles)
      .where(
        and(
          eq(otaTaskVehicles.taskId, task.id),
          inArray(otaTaskVehicles.operateStatus, ['INIT', ...RUNNING]),
        ),
      );
    for (const tv of open) await closeOne(tx, tv);
    await tx.update(otaTasks).set({ status: 'CLOSED', closedAt: new Date() }).where(eq(otaTasks.id, task.id));
  });
  publishProgress(ctx, op.auth.tenantId, task.id, false);
  return { id: task.id, status: 'CLOSED' };
}

type TvRow = typeof otaTaskVehicles.$inferSelect;

/** A vehicle's upgrade ends by hand: operate CLOSED; an attempt under way counts as failed (0x20). */
async function closeOne(tx: Db, tv: TvRow) {
  const upgrade = tv.upgradeStatus as OtaUpgradeStatus;
  const endUpgrade = !isUpgradeFinal(upgrade) && upgrade !== 'INIT' && canMove('upgrade', upgrade, 'FAILED');
  await tx
    .update(otaTaskVehicles)
    .set({
      operateStatus: 'CLOSED',
      ...(endUpgrade ? { upgradeStatus: 'FAILED', replyCode: 0x20 } : {}),
      updatedAt: new Date(),
    })
    .where(eq(otaTaskVehicles.id, tv.id));
  // the ticket of an abandoned attempt opens nothing any more
  await tx
    .update(otaDownloadTickets)
    .set({ spentAt: new Date() })
    .where(and(eq(otaDownloadTickets.taskVehicleId, tv.id), sql`${otaDownloadTickets.spentAt} is null`));
  await detail(tx, tv, 'CLOSE', 'CLOSED', endUpgrade ? 'FAILED' : upgrade, endUpgrade ? 0x20 : null);
}

/** A task that paused itself goes on: its current wave if vehicles of it still wait, else the next. */
export async function resumeTask(ctx: ServerContext, op: Operator, id: unknown) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, id);
  if (task.status !== 'START') throw new AppError(409, 'OTA_TASK_NOT_RUNNING');
  if (!task.paused) throw new AppError(409, 'OTA_TASK_NOT_PAUSED');
  const [waiting] = await db
    .select({ n: count() })
    .from(otaTaskVehicles)
    .where(
      and(
        eq(otaTaskVehicles.taskId, task.id),
        eq(otaTaskVehicles.wave, task.currentWave),
        inArray(otaTaskVehicles.operateStatus, RUNNING),
      ),
    );
  const [last] = await db
    .select({ wave: sql<number>`coalesce(max(${otaTaskVehicles.wave}), 0)::int` })
    .from(otaTaskVehicles)
    .where(eq(otaTaskVehicles.taskId, task.id));
  const wave =
    (waiting?.n ?? 0) === 0 && task.currentWave < (last?.wave ?? 0) ? task.currentWave + 1 : task.currentWave;
  await db.update(otaTasks).set({ paused: false, currentWave: wave }).where(eq(otaTasks.id, task.id));
  await distributeWave(ctx, op.auth.tenantId, task.id, wave);
  return { id: task.id, currentWave: wave };
}

// ------------------------------------------------------------------ vehicles of a task

async function vehiclesByVin(db: Db, op: Operator, vins: unknown) {
  const list = [
    ...new Set((Array.isArray(vins) ? vins : []).map((v) => String(v).trim().toUpperCase())),
  ].filter(Boolean);
  if (list.length === 0) throw new AppError(400, 'OTA_VEHICLES_REQUIRED');
  const rows = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.tenantId, op.auth.tenantId),
        inArray(vehicles.vin, list),
        withinVehicleScope(vehicleScopeOf(op.auth), vehicles.id),
      ),
    );
  const missing = list.find((v) => !rows.some((r) => r.vin === v));
  if (missing) throw new AppError(404, 'OTA_VEHICLE_UNKNOWN', { vin: missing });
  return rows;
}

/**
 * Why a vehicle may not take the task's version: it runs in another task now, or its terminal
 * reported components without this one, or it already runs this version (0x21 would follow).
 * A vehicle whose terminal has reported nothing yet is taken: nothing is known against it.
 */
export async function refusal(
  db: Db,
  task: TaskRow,
  vehicle: { id: number; vin: string },
): Promise<AppError | null> {
  const [busy] = await db
    .select({ id: otaTaskVehicles.id })
    .from(otaTaskVehicles)
    .innerJoin(otaTasks, eq(otaTasks.id, otaTaskVehicles.taskId))
    .where(
      and(
        eq(otaTaskVehicles.vehicleId, vehicle.id),
        sql`${otaTaskVehicles.taskId} <> ${task.id}`,
        eq(otaTasks.status, 'START'),
        inArray(otaTaskVehicles.operateStatus, RUNNING),
      ),
    )
    .limit(1);
  if (busy) return new AppError(409, 'OTA_VEHICLE_BUSY', { vin: vehicle.vin });
  const comps = await db
    .select({ code: vehicleCompVersions.componentCode })
    .from(vehicleCompVersions)
    .where(eq(vehicleCompVersions.vehicleId, vehicle.id));
  if (comps.length > 0 && !comps.some((c) => c.code === task.componentCode))
    return new AppError(409, 'OTA_VEHICLE_COMPONENT', { vin: vehicle.vin, component: task.componentCode });
  return null;
}

export async function addVehicles(
  ctx: ServerContext,
  op: Operator,
  task: TaskRow,
  list: { id: number; vin: string }[],
) {
  if (task.status === 'CLOSED') throw new AppError(409, 'OTA_TASK_CLOSED');
  const db = ctx.database.db;
  for (const v of list) {
    const refused = await refusal(db, task, v);
    if (refused) throw refused;
  }
  // a vehicle joining a running task joins its current wave
  const running = task.status === 'START';
  const added = await db
    .insert(otaTaskVehicles)
    .values(
      list.map((v) => ({
        tenantId: op.auth.tenantId,
        taskId: task.id,
        vehicleId: v.id,
        vin: v.vin,
        operateStatus: running ? 'READY' : 'INIT',
        wave: running ? task.currentWave : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: otaTaskVehicles.id });
  if (running && !task.paused) await distributeWave(ctx, op.auth.tenantId, task.id, task.currentWave);
  return { linked: added.length };
}

export async function linkVehicles(ctx: ServerContext, op: Operator, taskId: unknown, vins: unknown) {
  const task = await taskOf(ctx.database.db, op.auth.tenantId, taskId);
  return addVehicles(ctx, op, task, await vehiclesByVin(ctx.database.db, op, vins));
}

/** Every vehicle of the caller's view not linked yet that may take the version (refused ones are left out). */
export async function linkAllVehicles(ctx: ServerContext, op: Operator, taskId: unknown) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, taskId);
  const candidates = await unlinkedQuery(db, op, task.id, '').limit(10_000);
  const fit: { id: number; vin: string }[] = [];
  for (const c of candidates) if (!(await refusal(db, task, c))) fit.push(c);
  if (fit.length === 0) return { linked: 0 };
  return addVehicles(ctx, op, task, fit);
}

/** Vehicles leave a task while nothing is under way for them. */
export async function unlinkVehicles(ctx: ServerContext, op: Operator, taskId: unknown, vins: unknown) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, taskId);
  const list = await vehiclesByVin(db, op, vins);
  const rows = await db
    .select()
    .from(otaTaskVehicles)
    .where(
      and(
        eq(otaTaskVehicles.taskId, task.id),
        inArray(
          otaTaskVehicles.vehicleId,
          list.map((v) => v.id),
        ),
      ),
    );
  for (const tv of rows)
    if (tv.operateStatus === 'TASK_START' || tv.operateStatus === 'START')
      assertMove('operate', tv.operateStatus, 'INIT', op.lang, tv.vin);
  if (rows.length)
    await db.delete(otaTaskVehicles).where(
      inArray(
        otaTaskVehicles.id,
        rows.map((r) => r.id),
      ),
    );
  publishProgress(ctx, op.auth.tenantId, task.id, true);
  return { unlinked: rows.length };
}

function unlinkedQuery(db: Db, op: Operator, taskId: number, vin: string) {
  return db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.tenantId, op.auth.tenantId),
        withinVehicleScope(vehicleScopeOf(op.auth), vehicles.id),
        vin ? like(vehicles.vin, `${vin.toUpperCase().replace(/[%_\\]/g, '')}%`) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(otaTaskVehicles)
            .where(and(eq(otaTaskVehicles.taskId, taskId), eq(otaTaskVehicles.vehicleId, vehicles.id))),
        ),
      ),
    )
    .orderBy(asc(vehicles.vin));
}

export async function unlinkedVehicles(
  ctx: ServerContext,
  op: Operator,
  taskId: unknown,
  vin: string,
  page: number,
  size: number,
) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, taskId);
  const rows = await unlinkedQuery(db, op, task.id, vin)
    .limit(size + 1)
    .offset((page - 1) * size);
  const items = rows.slice(0, size);
  return { items, total: (page - 1) * size + rows.length, current: page, pageSize: size };
}

/** A task's vehicles with their progress, online state and the precondition live data says is unmet. */
export async function linkedVehicles(
  ctx: ServerContext,
  op: Operator,
  taskId: unknown,
  vin: string,
  page: number,
  size: number,
) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, taskId);
  const where = and(
    eq(otaTaskVehicles.taskId, task.id),
    withinVehicleScope(vehicleScopeOf(op.auth), otaTaskVehicles.vehicleId),
    vin ? like(otaTaskVehicles.vin, `${vin.toUpperCase().replace(/[%_\\]/g, '')}%`) : undefined,
  );
  // READY vehicles of a running task wait while its schedule holds the orders
  const state =
    task.status === 'START'
      ? dispatchState(task, await tenantTimeZone(db, op.auth.tenantId), Date.now())
      : 'OPEN';
  const [rows, [total]] = await Promise.all([
    db
      .select({
        tv: otaTaskVehicles,
        online: vehicleLatest.online,
        speed: vehicleLatest.speed,
        gear: vehicleLatest.gear,
        charging: vehicleLatest.charging,
        seen: vehicleLatest.vehicleId,
      })
      .from(otaTaskVehicles)
      .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, otaTaskVehicles.vehicleId))
      .where(where)
      .orderBy(asc(otaTaskVehicles.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(otaTaskVehicles).where(where),
  ]);
  const items: OtaVehicleRow[] = rows.map((r) => ({
    id: r.tv.id,
    vin: r.tv.vin,
    wave: r.tv.wave,
    operateStatus: r.tv.operateStatus as OtaOperateStatus,
    upgradeStatus: r.tv.upgradeStatus as OtaUpgradeStatus,
    downloadStatus: r.tv.downloadStatus as OtaDownloadStatus,
    progress: r.tv.progress,
    replyCode: r.tv.replyCode === null ? null : String(r.tv.replyCode),
    online: r.online ?? false,
    precondition: preconditionOf(r.seen === null ? null : r),
    held: state !== 'OPEN' && r.tv.operateStatus === 'READY' ? state : null,
    updatedAt: r.tv.updatedAt.getTime(),
  }));
  return { items, total: total?.n ?? 0, current: page, pageSize: size };
}

async function taskVehicles(db: Db, tenantId: number, ids: unknown) {
  const list = (Array.isArray(ids) ? ids : [ids]).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (list.length === 0) throw new AppError(400, 'OTA_VEHICLES_REQUIRED');
  const rows = await db
    .select()
    .from(otaTaskVehicles)
    .where(and(eq(otaTaskVehicles.tenantId, tenantId), inArray(otaTaskVehicles.id, list)));
  if (rows.length !== list.length) throw new AppError(404, 'NOT_FOUND');
  return rows;
}

/** Start flush / batch start: these vehicles get their order now, whatever their wave. */
export async function startFlush(ctx: ServerContext, op: Operator, ids: unknown) {
  const db = ctx.database.db;
  const rows = await taskVehicles(db, op.auth.tenantId, ids);
  for (const tv of rows) {
    const task = await taskOf(db, op.auth.tenantId, tv.taskId);
    if (task.status !== 'START') throw new AppError(409, 'OTA_TASK_NOT_RUNNING');
    assertDispatchOpen(task, await tenantTimeZone(db, op.auth.tenantId));
    assertMove('operate', tv.operateStatus, 'TASK_START', op.lang, tv.vin);
  }
  let sent = 0;
  for (const tv of rows) sent += await sendOrder(ctx, tv.id, op.lang);
  return { sent };
}

/** Distribute upgrade order: the READY vehicles of the task's current wave. */
export async function distributeOrder(ctx: ServerContext, op: Operator, taskId: unknown) {
  const task = await taskOf(ctx.database.db, op.auth.tenantId, taskId);
  if (task.status !== 'START') throw new AppError(409, 'OTA_TASK_NOT_RUNNING');
  if (task.paused) throw new AppError(409, 'OTA_TASK_PAUSED');
  assertDispatchOpen(task, await tenantTimeZone(ctx.database.db, op.auth.tenantId));
  return { sent: await distributeWave(ctx, op.auth.tenantId, task.id, task.currentWave) };
}

/** Close upgrade: those vehicles' upgrades end (operate CLOSED). */
export async function closeVehicles(ctx: ServerContext, op: Operator, taskId: unknown, vins: unknown) {
  const db = ctx.database.db;
  const task = await taskOf(db, op.auth.tenantId, taskId);
  const list = await vehiclesByVin(db, op, vins);
  const rows = await db
    .select()
    .from(otaTaskVehicles)
    .where(
      and(
        eq(otaTaskVehicles.taskId, task.id),
        inArray(
          otaTaskVehicles.vehicleId,
          list.map((v) => v.id),
        ),
      ),
    );
  for (const tv of rows) assertMove('operate', tv.operateStatus, 'CLOSED', op.lang, tv.vin);
  await db.transaction(async (tx) => {
    for (const tv of rows) await closeOne(tx, tv);
  });
  publishProgress(ctx, op.auth.tenantId, task.id, true);
  return { closed: rows.length };
}

/** Re-update: a failed (COMPLETED, not SUCCESS) or closed vehicle gets a new order. */
export async function reUpdate(ctx: ServerContext, op: Operator, ids: unknown) {
  const db = ctx.database.db;
  const rows = await taskVehicles(db, op.auth.tenantId, ids);
  for (const tv of rows) {
    const task = await taskOf(db, op.auth.tenantId, tv.taskId);
    if (task.status !== 'START') throw new AppError(409, 'OTA_TASK_NOT_RUNNING');
    const upgrade = tv.upgradeStatus as OtaUpgradeStatus;
    if (upgrade === 'SUCCESS' || (upgrade !== 'INIT' && !UPGRADE_FAILURES.has(upgrade)))
      throw new AppError(409, 'OTA_REUPDATE_REFUSED', { vin: tv.vin });
    assertDispatchOpen(task, await tenantTimeZone(db, op.auth.tenantId));
    assertMove('operate', tv.operateStatus, 'TASK_START', op.lang, tv.vin);
  }
  let sent = 0;
  for (const tv of rows) sent += await sendOrder(ctx, tv.id, op.lang);
  return { sent };
}

// ------------------------------------------------------------------ delivery

/**
 * Sends the orders of one wave's READY vehicles. A wave is distributed by whoever gets there
 * first: each order moves its row READY -> TASK_START in one UPDATE, so two nodes never both send.
 * Before the task's scheduled start or outside its maintenance window nothing is sent: the
 * vehicles stay READY and the schedule job (index.ts) sends them once the window opens.
 */
export async function distributeWave(
  ctx: ServerContext,
  tenantId: number,
  taskId: number,
  wave: number,
  now = Date.now(),
) {
  const task = await taskOf(ctx.database.db, tenantId, taskId).catch(() => null);
  if (!task || task.status !== 'START') return 0;
  if (
    (task.scheduledAt || task.windowStart) &&
    dispatchState(task, await tenantTimeZone(ctx.database.db, tenantId), now) !== 'OPEN'
  ) {
    publishProgress(ctx, tenantId, taskId, false);
    return 0;
  }
  const rows = await ctx.database.db
    .select({ id: otaTaskVehicles.id })
    .from(otaTaskVehicles)
    .where(
      and(
        eq(otaTaskVehicles.tenantId, tenantId),
        eq(otaTaskVehicles.taskId, taskId),
        eq(otaTaskVehicles.wave, wave),
        eq(otaTaskVehicles.operateStatus, 'READY'),
      ),
    );
  // several orders at once: each is a few round trips to the database and the command's queue,
  // one after another a wave of 100 took some 17 s on a loaded machine (bench/RESULTS.md, OTA)
  let sent = 0;
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      // not `sent += await`: that reads `sent` before the wait, and the workers would overwrite each other
      const one = await sendOrder(ctx, rows[next++]!.id);
      sent += one;
    }
  };
  await Promise.all(Array.from({ length: Math.min(ORDER_CONCURRENCY, rows.length) }, worker));
  return sent;
}

/** Orders of a wave in flight at once: 4 of the pool's 10 connections, the rest left to ingest and the console. */
const ORDER_CONCURRENCY = 4;

/**
 * One vehicle's order: operate -> TASK_START and upgrade -> START, a fresh one-time ticket (the
 * previous ones spent), then the remote upgrade command (0x82, command 0x01) with the package URL
 * and the target version, queued when the terminal is offline. A command the terminal refuses or
 * never takes ends the attempt as FAILED.
 */
export async function sendOrder(
  ctx: ServerContext,
  taskVehicleId: number,
  lang: Language = 'zh-CN',
): Promise<number> {
  const db = ctx.database.db;
  const ticket = randomBytes(16).toString('hex');
  const prepared = await db.transaction(async (tx) => {
    const [tv] = await tx
      .select()
      .from(otaTaskVehicles)
      .where(eq(otaTaskVehicles.id, taskVehicleId))
      .for('update');
    if (!tv) return null;
    const task = await taskOf(tx, tv.tenantId, tv.taskId);
    if (task.status !== 'START') return null;
    if (!canMove('operate', tv.operateStatus, 'TASK_START')) return null;
    const upgrade = tv.upgradeStatus as OtaUpgradeStatus;
    assertMove('upgrade', upgrade, 'START', lang, tv.vin);
    await tx
      .update(otaDownloadTickets)
      .set({ spentAt: new Date() })
      .where(and(eq(otaDownloadTickets.taskVehicleId, tv.id), sql`${otaDownloadTickets.spentAt} is null`));
    await tx.insert(otaDownloadTickets).values({
      tenantId: tv.tenantId,
      taskVehicleId: tv.id,
      attachmentId: task.packageId,
      ticketHash: hash(ticket),
      expiresAt: new Date(Date.now() + TICKET_TTL_MS),
    });
    const [updated] = await tx
      .update(otaTaskVehicles)
      .set({
        operateStatus: 'TASK_START',
        upgradeStatus: 'START',
        downloadStatus: 'INIT',
        progress: 0,
        replyCode: null,
        attempts: tv.attempts + 1,
        wave: tv.wave ?? task.currentWave,
        updatedAt: new Date(),
      })
      .where(eq(otaTaskVehicles.id, tv.id))
      .returning();
    await detail(tx, tv, 'ORDER', 'TASK_START', 'START');
    return { tv, task, updated: updated! };
  });
  if (!prepared) return 0;
  const { tv, task } = prepared;
  publishProgress(ctx, tv.tenantId, task.id, false, vehiclePush(prepared.updated));
  const url = `${task.downloadBase ?? ''}/api/${OTA_DOWNLOAD_PATH}/${ticket}`;
  commandsFor(ctx)
    .send(
      tv.vin,
      {
        type: 'control',
        commandId: 0x01,
        upgrade: {
          apn: '',
          user: '',
          password: '',
          address: null,
          port: null,
          manufacturer: 'CHELIAN',
          hardwareVersion: task.componentCode,
          firmwareVersion: task.versionText,
          url,
          timeout: 60,
        },
      },
      { queueIfOffline: true },
    )
    .then(async (result) => {
      if (result.status === 'succeeded' || result.status === 'queued') return;
      // the terminal refused the order, or it never reached it: the attempt ends here
      const ended = await applyOutcome(db, tv.id, 'FAILED', result.status === 'failed' ? 0x23 : 0x1f);
      publishProgress(ctx, tv.tenantId, task.id, true, ended ? vehiclePush(ended) : undefined);
    })
    .catch((err: unknown) => ctx.log.warn({ err: String(err), vin: tv.vin }, 'ota: upgrade order failed'));
  return 1;
}

async function applyOutcome(db: Db, taskVehicleId: number, to: OtaUpgradeStatus, code: number) {
  return db.transaction(async (tx) => {
    const [tv] = await tx
      .select()
      .from(otaTaskVehicles)
      .where(eq(otaTaskVehicles.id, taskVehicleId))
      .for('update');
    if (!tv || tv.operateStatus !== 'TASK_START' || !canMove('upgrade', tv.upgradeStatus, to)) return null;
    const [ended] = await tx
      .update(otaTaskVehicles)
      .set({ upgradeStatus: to, operateStatus: 'COMPLETED', replyCode: code, updatedAt: new Date() })
      .where(eq(otaTaskVehicles.id, tv.id))
      .returning();
    await detail(tx, tv, 'COMMAND', 'COMPLETED', to, code);
    return ended ?? null;
  });
}

export function publishProgress(
  ctx: Pick<ServerContext, 'bus'>,
  tenantId: number,
  taskId: number,
  outcome: boolean,
  vehicle?: OtaVehiclePush,
) {
  ctx.bus.publish(OTA_PROGRESS_SUBJECT, {
    tenantId,
    taskId,
    outcome,
    ...(vehicle ? { vehicle } : {}),
  } satisfies OtaProgressEvent);
}

/**
 * A terminal's progress report applied to its vehicle's upgrade under way (the one whose target
 * version the report names). Steps the machine does not allow (a late or repeated report) are
 * kept in the history only. Answers the task when the report changed something.
 */
export async function applyProgress(
  tx: Db,
  vehicleId: number,
  report: OtaProgressReport,
): Promise<{ tenantId: number; taskId: number; outcome: boolean; vehicle: OtaVehiclePush } | null> {
  const [row] = await tx
    .select({
      tv: otaTaskVehicles,
      versionText: otaVersions.versionText,
      componentCode: otaVersions.componentCode,
    })
    .from(otaTaskVehicles)
    .innerJoin(otaTasks, eq(otaTasks.id, otaTaskVehicles.taskId))
    .innerJoin(otaVersions, eq(otaVersions.id, otaTasks.versionId))
    .where(
      and(
        eq(otaTaskVehicles.vehicleId, vehicleId),
        eq(otaTasks.status, 'START'),
        inArray(otaTaskVehicles.operateStatus, ['TASK_START', 'START']),
        eq(otaVersions.versionText, report.version),
      ),
    )
    .orderBy(desc(otaTaskVehicles.updatedAt))
    .limit(1);
  if (!row) return null;
  const { tv } = row;
  const effect = replyEffect(report.code);
  const from = tv.upgradeStatus as OtaUpgradeStatus;
  if (!canMove('upgrade', from, effect.upgrade)) {
    await detail(tx, tv, 'IGNORED', tv.operateStatus, from, report.code, report.progress);
    return null;
  }
  const final = isUpgradeFinal(effect.upgrade);
  const operate: OtaOperateStatus = final ? 'COMPLETED' : 'START';
  if (tv.operateStatus !== operate && !canMove('operate', tv.operateStatus, operate)) return null;
  const [updated] = await tx
    .update(otaTaskVehicles)
    .set({
      upgradeStatus: effect.upgrade,
      operateStatus: operate,
      replyCode: report.code,
      progress: effect.upgrade === 'SUCCESS' ? 100 : (report.progress ?? tv.progress),
      ...(effect.download ? { downloadStatus: effect.download } : {}),
      ...(effect.upgrade === 'SUCCESS' ? { downloadStatus: 'SUCCESS' } : {}),
      updatedAt: new Date(),
    })
    .where(eq(otaTaskVehicles.id, tv.id))
    .returning();
  // the progress steps of a download are many: the history keeps the changes of state and of reply code
  if (from !== effect.upgrade || final || tv.replyCode !== report.code)
    await detail(tx, tv, 'REPORT', operate, effect.upgrade, report.code, report.progress);
  // the download is over (received, failed, or the attempt ended): its ticket opens nothing more
  if (effect.download || final)
    await tx
      .update(otaDownloadTickets)
      .set({ spentAt: new Date() })
      .where(and(eq(otaDownloadTickets.taskVehicleId, tv.id), sql`${otaDownloadTickets.spentAt} is null`));
  if (effect.upgrade === 'SUCCESS')
    await recordCompVersion(tx, {
      tenantId: tv.tenantId,
      vehicleId,
      vin: tv.vin,
      componentCode: row.componentCode,
      softwareVersion: report.version,
      source: 'REPORTED',
    });
  return { tenantId: tv.tenantId, taskId: tv.taskId, outcome: final, vehicle: vehiclePush(updated!) };
}

/** How often held orders are looked at: a window opens at most this late (a minute is its grain). */
export const SCHEDULE_TICK_MS = 30_000;

/**
 * Sends the held orders of the running tasks whose start time came or whose window opened (the
 * READY vehicles of their current wave). Answers how many orders went out. `now` is the clock
 * the schedules are read at.
 */
export async function releaseHeld(ctx: ServerContext, now = Date.now()): Promise<number> {
  let sent = 0;
  for (const task of await scheduledTasks(ctx)) {
    if (dispatchState(task, task.timeZone, now) !== 'OPEN') continue;
    sent += await distributeWave(ctx, task.tenantId, task.id, task.currentWave, now);
  }
  return sent;
}

/**
 * A running task whose schedule was just changed: its current wave's held orders go out now when
 * the new schedule is open (a window moved over the present, or taken away); else the schedule
 * job sends them once it opens. A paused task waits to be resumed, as ever.
 */
export async function releaseMoved(ctx: ServerContext, tenantId: number, taskId: number, now = Date.now()) {
  const task = await taskOf(ctx.database.db, tenantId, taskId).catch(() => null);
  if (!task || task.status !== 'START' || task.paused) return 0;
  return distributeWave(ctx, tenantId, taskId, task.currentWave, now);
}

// ------------------------------------------------------------------ waves

/**
 * Weighs a running task's current wave (hawkBit's rollout groups): more failures than the error
 * threshold pause the task (and tell its watchers, OTAFAIL); enough successes start the next wave.
 * The move to the next wave is one conditional UPDATE, so it happens once however many nodes weigh.
 */
export async function weighWave(
  ctx: ServerContext,
  tenantId: number,
  taskId: number,
): Promise<'pause' | 'advance' | 'wait' | 'done'> {
  const db = ctx.database.db;
  const task = await taskOf(db, tenantId, taskId).catch(() => null);
  if (!task || task.status !== 'START' || task.paused) return 'wait';
  const figures = await db
    .select({
      total: count(),
      success: sql<number>`count(*) filter (where ${otaTaskVehicles.upgradeStatus} = 'SUCCESS')::int`,
      failed: sql<number>`count(*) filter (where ${otaTaskVehicles.upgradeStatus} in ('DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED', 'FAILED') and ${otaTaskVehicles.operateStatus} = 'COMPLETED')::int`,
    })
    .from(otaTaskVehicles)
    .where(and(eq(otaTaskVehicles.taskId, task.id), eq(otaTaskVehicles.wave, task.currentWave)));
  const wave = {
    total: Number(figures[0]?.total ?? 0),
    success: Number(figures[0]?.success ?? 0),
    failed: Number(figures[0]?.failed ?? 0),
  };
  const decision = waveDecision(wave, task.successThreshold, task.errorThreshold);
  if (decision === 'pause') {
    const paused = await db
      .update(otaTasks)
      .set({ paused: true })
      .where(
        and(eq(otaTasks.id, task.id), eq(otaTasks.paused, false), eq(otaTasks.currentWave, task.currentWave)),
      )
      .returning({ id: otaTasks.id });
    if (paused.length)
      await notifyPause(ctx, task, wave).catch((err: unknown) =>
        ctx.log.warn({ err: String(err) }, 'ota: notice failed'),
      );
    return 'pause';
  }
  if (decision !== 'advance') return decision;
  const [last] = await db
    .select({ wave: sql<number>`coalesce(max(${otaTaskVehicles.wave}), 0)::int` })
    .from(otaTaskVehicles)
    .where(eq(otaTaskVehicles.taskId, task.id));
  if (task.currentWave >= Number(last?.wave ?? 0)) return 'done';
  const moved = await db
    .update(otaTasks)
    .set({ currentWave: task.currentWave + 1 })
    .where(
      and(eq(otaTasks.id, task.id), eq(otaTasks.currentWave, task.currentWave), eq(otaTasks.paused, false)),
    )
    .returning({ id: otaTasks.id });
  if (moved.length) await distributeWave(ctx, tenantId, task.id, task.currentWave + 1);
  return 'advance';
}

/** OTAFAIL: the users who watch upgrade tasks hear that one paused itself (000 §2, bell target /ota/updateTask). */
async function notifyPause(ctx: ServerContext, task: TaskRow, wave: { total: number; failed: number }) {
  const users = await ctx.database.rows<{ id: number }>(sql`
    select distinct u.id from users u
      join user_roles ur on ur.user_id = u.id
      join roles r on r.id = ur.role_id
     where u.tenant_id = ${task.tenantId} and u.status = 'NORMAL'
       and (r.all_authority or exists (select 1 from role_menus rm join menus m on m.id = rm.menu_id
                                       where rm.role_id = r.id and m.permission = 'updateTask/view'))`);
  if (users.length === 0) return;
  const params = {
    task: task.taskName,
    wave: task.currentWave,
    total: wave.total,
    failed: wave.failed,
    threshold: task.errorThreshold,
  };
  await notify(ctx.database.db, ctx.bus, {
    tenantId: task.tenantId,
    userIds: users.map((u) => Number(u.id)),
    bizType: 'OTAFAIL',
    title: translations('OTAFAIL_TITLE', params),
    body: translations('OTAFAIL_CONTENT', params),
    queryCondition: { taskId: task.id, path: '/ota/updateTask' },
  });
}
