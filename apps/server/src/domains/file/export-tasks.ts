import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { deleteAttachments, sendAttachment, storeBytes } from './service';

/**
 * Background exports (the history of many vehicles, the records of forwarded frames): a task row
 * goes waiting → running → finished | failed; its file is stored as an attachment of the task's
 * tenant, handed out only to a caller of that tenant, and deleted with the task. Each kind keeps
 * its criteria in its own table beside these columns, named alike.
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
};

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
  const [task] = (await db
    .update(table)
    .set(setOf({ status: 'running' }))
    .where(and(eq(table.id, id), eq(table.status, 'waiting')))
    .returning()) as T[];
  if (!task) return;
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
        setOf({ status: 'finished', rowCount: file.rows, attachmentId: stored.id, finishedAt: new Date() }),
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
  }
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
 */
export function startExportTasks(
  ctx: ServerContext,
  table: ExportTaskTable,
  run: (id: number) => Promise<void>,
  everyMs = 1_000,
): () => void {
  const db = ctx.database.db;
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
    if (timer) clearTimeout(timer);
  };
}
