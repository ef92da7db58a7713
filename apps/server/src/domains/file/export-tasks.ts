import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Language } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { SystemText } from '../../platform/localized';
import type { MessageKey } from '../../platform/messages';
import { deleteAttachments, sendAttachment, storeBytes } from './service';

/**
 * Background exports (the history of many vehicles, the records of forwarded frames): a task row
 * goes waiting → running → finished | failed; its file is stored as an attachment of the task's
 * tenant, handed out only to a caller of that tenant, and deleted with the task. Each kind keeps
 * its criteria in its own table beside these columns, named alike.
 *
 * A task is built in the memory of the process that claimed it, so a process that dies (a
 * restart, a crash, a stopped container) takes the task with it. While it runs, its process
 * renews the row's heartbeat; a running task whose heartbeat stopped is failed with
 * ABANDONED_REASON, which the user sees in the list and can start again. It is not queued
 * again by itself: a task that brought its process down (a file too large for its memory) would
 * bring the next one down too.
 */
export type ExportTaskTable = PgTable & {
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
  status: AnyPgColumn;
  rowCount: AnyPgColumn;
  attachmentId: AnyPgColumn;
  error: AnyPgColumn;
  createdBy: AnyPgColumn;
  finishedAt: AnyPgColumn;
  heartbeatAt: AnyPgColumn;
};

/** The process running a task renews its heartbeat this often. */
export const EXPORT_HEARTBEAT_MS = 30_000;
/**
 * A running task whose heartbeat is older than this has lost its process. Ten heartbeats: the
 * final write of a large workbook (exceljs zips it on the event loop) holds the timer back for
 * a while, and a live task must not be failed for that.
 */
export const EXPORT_STALE_MS = 5 * 60_000;
/** How often the running tasks are looked at for lost ones. */
export const EXPORT_SWEEP_MS = 60_000;

/**
 * The reason a task that lost its process is failed with: stored as the zh-CN text, as the rows
 * keep system texts (the domain's `texts`), and read in the caller's language
 * (`exportTaskError`, or a resource's systemTexts with `abandonedCode`).
 */
export const ABANDONED_REASON: SystemText = [
  'file.exportTask.abandoned',
  {
    'zh-CN': '导出中断：执行任务的服务已停止，请重新导出',
    'en-US': 'Export interrupted: the server running it stopped. Please export again.',
    'zh-TW': '匯出中斷：執行任務的服務已停止，請重新匯出',
  },
];
export const EXPORT_TASK_TEXTS: readonly SystemText[] = [ABANDONED_REASON];

/** The translation code of a task's stored error while it is the abandoned reason, else null. */
export const abandonedCode = (stored: unknown): string | null =>
  stored === ABANDONED_REASON[1]['zh-CN'] ? ABANDONED_REASON[0] : null;

/** A task's error as the caller reads it: the abandoned reason in the caller's language, any other as written. */
export const exportTaskError = (stored: string | null, lang: Language): string | null =>
  abandonedCode(stored) ? ABANDONED_REASON[1][lang] : stored;

/** What a task's writer hands back: the file and the rows in it. */
export interface ExportFile {
  name: string;
  contentType: string;
  bytes: Buffer;
  rows: number;
}

interface TaskRow {
  id: number;
  tenantId: number;
  createdBy: number | null;
}

/** The update of a task row; the columns are the table's own, named alike in every kind. */
const setOf = (values: Record<string, unknown>) => values as never;

/**
 * Runs one task if it is still waiting (a second runner finds it taken): the writer builds the
 * file, which is stored and the task marked finished with its rows; a writer's error marks it
 * failed with the message. A task deleted while it ran leaves no file behind.
 */
export async function runExportTask<T extends TaskRow>(
  ctx: ServerContext,
  table: ExportTaskTable,
  id: number,
  write: (task: T) => Promise<ExportFile>,
): Promise<void> {
  const db = ctx.database.db;
  // the database's clock on both sides of the comparison: processes' clocks may differ
  const [task] = (await db
    .update(table)
    .set(setOf({ status: 'running', heartbeatAt: sql`now()` }))
    .where(and(eq(table.id, id), eq(table.status, 'waiting')))
    .returning()) as T[];
  if (!task) return;
  const beat = setInterval(() => {
    db.update(table)
      .set(setOf({ heartbeatAt: sql`now()` }))
      .where(and(eq(table.id, id), eq(table.status, 'running')))
      .catch((err: unknown) => ctx.log.warn({ err: String(err), taskId: id }, 'export task heartbeat'));
  }, EXPORT_HEARTBEAT_MS);
  beat.unref();
  try {
    const file = await write(task);
    const stored = await storeBytes(
      ctx,
      { tenantId: task.tenantId, userId: task.createdBy },
      file.name,
      file.contentType,
      file.bytes,
    );
    const done = await db
      .update(table)
      .set(
        setOf({
          status: 'finished',
          rowCount: file.rows,
          attachmentId: stored.id,
          error: null,
          finishedAt: new Date(),
        }),
      )
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!done.length) await deleteAttachments(ctx, task.tenantId, [stored.id]);
  } catch (err) {
    ctx.log.error({ err: String(err), taskId: id }, 'export task failed');
    await db
      .update(table)
      .set(setOf({ status: 'failed', error: String(err).slice(0, 500), finishedAt: new Date() }))
      .where(eq(table.id, id))
      .catch(() => undefined);
  } finally {
    clearInterval(beat);
  }
}

/**
 * Fails the running tasks whose process is gone (no heartbeat for EXPORT_STALE_MS, or none at
 * all: a row claimed before heartbeats were kept) with ABANDONED_REASON; answers how many.
 */
export async function failAbandonedExportTasks(ctx: ServerContext, table: ExportTaskTable): Promise<number> {
  const rows = await ctx.database.db
    .update(table)
    .set(setOf({ status: 'failed', error: ABANDONED_REASON[1]['zh-CN'], finishedAt: new Date() }))
    .where(
      and(
        eq(table.status, 'running'),
        or(
          isNull(table.heartbeatAt),
          lt(table.heartbeatAt, sql`now() - make_interval(secs => ${EXPORT_STALE_MS / 1000})`),
        ),
      ),
    )
    .returning({ id: table.id });
  if (rows.length)
    ctx.log.warn({ tasks: rows.map((r) => Number(r.id)) }, 'export tasks failed: their process is gone');
  return rows.length;
}

/**
 * The job that recovers a kind of task: lost tasks are failed at once when the worker starts (a
 * restart finds those of the process it replaces) and every `everyMs` after (another process's).
 */
export function watchExportTasks(
  ctx: ServerContext,
  table: ExportTaskTable,
  everyMs = EXPORT_SWEEP_MS,
): () => void {
  const sweep = () =>
    void failAbandonedExportTasks(ctx, table).catch((err: unknown) =>
      ctx.log.warn({ err: String(err) }, 'export tasks not swept'),
    );
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The rows a running task has written so far, for its progress in the list. */
export async function exportTaskProgress(
  ctx: ServerContext,
  table: ExportTaskTable,
  id: number,
  rows: number,
): Promise<void> {
  await ctx.database.db
    .update(table)
    .set(setOf({ rowCount: rows }))
    .where(and(eq(table.id, id), eq(table.status, 'running')));
}

/** A finished task's file, within the caller's tenant: 404 for none (another tenant's too), 409 while not ready. */
export async function sendExportTaskFile(
  ctx: ServerContext,
  reply: FastifyReply,
  table: ExportTaskTable,
  tenantId: number,
  id: number,
  notReady: MessageKey,
) {
  const [task] = await ctx.database.db
    .select({ status: table.status, attachmentId: table.attachmentId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
  if (!task) throw notFound();
  if (task.status !== 'finished' || task.attachmentId == null) throw new AppError(409, notReady);
  return sendAttachment(ctx, reply, tenantId, Number(task.attachmentId), 'attachment', 'no-store');
}

/** Deletes tasks of the tenant with their files; other tenants' ids are skipped. */
export async function deleteExportTasks(
  ctx: ServerContext,
  table: ExportTaskTable,
  tenantId: number,
  ids: number[],
): Promise<{ deleted: number }> {
  const rows = await ctx.database.db
    .delete(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)))
    .returning({ attachmentId: table.attachmentId });
  const files = rows.map((r) => r.attachmentId as number | null).filter((v): v is number => v != null);
  if (files.length) await deleteAttachments(ctx, tenantId, files.map(Number));
  return { deleted: rows.length };
}

/**
 * The worker's job for a kind of task: the oldest waiting task is run, one at a time per worker
 * process (a file is built in memory: one at a time bounds it), looked for every `everyMs` and
 * at once after a task ends. Several workers share the table: the claim lets one run each task.
 * Tasks that lost their process are failed as watchExportTasks does.
 */
export function startExportTasks(
  ctx: ServerContext,
  table: ExportTaskTable,
  run: (id: number) => Promise<void>,
  everyMs = 1_000,
): () => void {
  const db = ctx.database.db;
  const unwatch = watchExportTasks(ctx, table);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = async () => {
    timer = null;
    try {
      for (;;) {
        if (stopped) return;
        const [next] = await db
          .select({ id: table.id })
          .from(table)
          .where(eq(table.status, 'waiting'))
          .orderBy(asc(table.id))
          .limit(1);
        if (!next) break;
        await run(Number(next.id));
      }
    } catch (err) {
      ctx.log.warn({ err: String(err) }, 'export tasks not read');
    }
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };
  void tick();
  return () => {
    stopped = true;
    unwatch();
    if (timer) clearTimeout(timer);
  };
}
