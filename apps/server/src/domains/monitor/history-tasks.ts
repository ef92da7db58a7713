import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { LANGS, LIMITS, type Language, type Page } from '@chelian/contracts';
import {
  HISTORY_TASK_MAX_VINS,
  type HistoryExportTask,
  type HistoryTaskVin,
} from '@chelian/contracts/history-export-tasks';
import type { ServerContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { readSheet } from '../../platform/xlsx/read';
import { deleteExportTasks, exportTaskError, runExportTask, sendExportTaskFile } from '../file';
import { users } from '../../platform/schema';
import { vehicleHistory } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { checkRange } from './range';
import { historyExportTaskVins, historyExportTasks } from './schema';
import { exportCell, SIGNALS } from './signals';
import { containing } from '../../db/like';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';

type Row = typeof historyExportTasks.$inferSelect;

const toTask = (r: Row, vinCount: number, createdBy: string | null, lang: Language): HistoryExportTask => ({
  id: r.id,
  taskName: r.taskName,
  startTime: r.startTime.getTime(),
  endTime: r.endTime.getTime(),
  signals: r.signals,
  status: r.status as HistoryExportTask['status'],
  vinCount,
  rowCount: r.rowCount,
  error: exportTaskError(r.error, lang),
  createdBy,
  createTime: r.createdAt.getTime(),
  finishTime: r.finishedAt ? r.finishedAt.getTime() : null,
});

/** The VINs of an uploaded list: the first column of an xlsx, or the words of a text file. */
export async function vinsOfFile(fileName: string, bytes: Buffer): Promise<string[]> {
  let words: string[];
  if (/\.xlsx$/i.test(fileName)) {
    words = (await readSheet(bytes)).map((row) => row.cells[0] ?? '');
  } else {
    words = bytes.toString('utf8').split(/[\s,;]+/);
  }
  // a header row or blank cells are not VINs
  return [...new Set(words.map((w) => w.trim().toUpperCase()).filter((w) => /^[A-Z0-9]{17}$/.test(w)))];
}

/**
 * Creates a task for the tenant's vehicles among `vins` over at most 3 days, waiting for a worker
 * (startExportTasks in the monitor domain's jobs); unknown VINs, too many, or unknown signals
 * refuse the whole call.
 */
export async function createTask(
  ctx: ServerContext,
  op: { tenantId: number; userId: number; lang: Language },
  fields: { taskName: string; startTime: number; endTime: number; signals: string[] },
  vins: string[],
): Promise<HistoryExportTask> {
  checkRange(fields, LIMITS.exportRangeDays);
  for (const key of fields.signals)
    if (!SIGNALS.has(key)) throw badRequest('SIGNAL_UNKNOWN', { signal: key });
  if (!vins.length) throw badRequest('HISTORY_TASK_NO_VINS');
  if (vins.length > HISTORY_TASK_MAX_VINS)
    throw badRequest('HISTORY_TASK_TOO_MANY', { max: HISTORY_TASK_MAX_VINS });
  const db = ctx.database.db;
  const found = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, op.tenantId), inArray(vehicles.vin, vins)));
  const missing = vins.filter((v) => !found.some((f) => f.vin === v));
  if (missing.length)
    throw badRequest('HISTORY_TASK_UNKNOWN_VINS', {
      vins: missing.slice(0, 10).join(', ') + (missing.length > 10 ? ' …' : ''),
    });
  const signals = fields.signals.length ? fields.signals : [...SIGNALS.keys()];
  const task = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(historyExportTasks)
      .values({
        tenantId: op.tenantId,
        taskName: fields.taskName,
        startTime: new Date(fields.startTime),
        endTime: new Date(fields.endTime),
        signals,
        createdBy: op.userId,
        lang: op.lang,
      })
      .returning();
    await tx
      .insert(historyExportTaskVins)
      .values(found.map((f) => ({ taskId: row!.id, vehicleId: f.id, vin: f.vin })));
    return row!;
  });
  return toTask(task, found.length, null, op.lang);
}

/** Writes the task's workbook in its creator's language: a sheet per vehicle, oldest report first (file/export-tasks.ts runs it). */
export function runTask(ctx: ServerContext, taskId: number): Promise<void> {
  return runExportTask<Row>(ctx, historyExportTasks, taskId, async (task) => {
    const lang: Language = (LANGS as string[]).includes(task.lang) ? (task.lang as Language) : 'zh-CN';
    const db = ctx.database.db;
    const list = await db
      .select()
      .from(historyExportTaskVins)
      .where(eq(historyExportTaskVins.taskId, taskId))
      .orderBy(asc(historyExportTaskVins.vin));
    const keys = task.signals.filter((k) => SIGNALS.has(k));
    const zone = await tenantTimeZone(db, task.tenantId);
    const book = new ExcelJS.Workbook();
    let total = 0;
    for (const item of list) {
      const rows = (await db
        .select({
          frameTime: vehicleHistory.frameTime,
          ...Object.fromEntries(keys.map((k) => [k, SIGNALS.get(k)!.column])),
        })
        .from(vehicleHistory)
        .where(
          and(
            eq(vehicleHistory.vehicleId, item.vehicleId),
            eq(vehicleHistory.tenantId, task.tenantId),
            gte(vehicleHistory.frameTime, task.startTime),
            lte(vehicleHistory.frameTime, task.endTime),
          ),
        )
        .orderBy(asc(vehicleHistory.frameTime))
        .limit(LIMITS.exportRows)) as unknown as Record<string, unknown>[];
      const sheet = book.addWorksheet(item.vin);
      sheet.addRow(['VIN', TIME[lang], ...keys.map((k) => SIGNALS.get(k)!.name[lang])]);
      for (const r of rows)
        sheet.addRow([
          item.vin,
          zonedTime(r.frameTime as Date, zone),
          ...keys.map((k) => exportCell(k, r[k], lang)),
        ]);
      total += rows.length;
      await db
        .update(historyExportTaskVins)
        .set({ rowCount: rows.length })
        .where(
          and(eq(historyExportTaskVins.taskId, taskId), eq(historyExportTaskVins.vehicleId, item.vehicleId)),
        );
    }
    return {
      name: `${task.taskName}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: Buffer.from(await book.xlsx.writeBuffer()),
      rows: total,
    };
  });
}

const TIME: Record<Language, string> = { 'zh-CN': '数据时间', 'en-US': 'Data time', 'zh-TW': '資料時間' };

/** page: the tenant's tasks, newest first. */
export async function taskPage(
  ctx: ServerContext,
  tenantId: number,
  q: { current: number; size: number; taskName?: string },
  lang: Language,
): Promise<Page<HistoryExportTask>> {
  const db = ctx.database.db;
  const where = and(
    eq(historyExportTasks.tenantId, tenantId),
    q.taskName ? ilike(historyExportTasks.taskName, containing(q.taskName)) : undefined,
  );
  const vinCount = sql<number>`(select count(*)::int from ${historyExportTaskVins} where ${historyExportTaskVins.taskId} = ${historyExportTasks.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ task: historyExportTasks, vinCount, createdBy: users.realName })
      .from(historyExportTasks)
      .leftJoin(users, eq(users.id, historyExportTasks.createdBy))
      .where(where)
      .orderBy(desc(historyExportTasks.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(historyExportTasks).where(where),
  ]);
  return {
    items: rows.map((r) => toTask(r.task, Number(r.vinCount), r.createdBy, lang)),
    total: total?.n ?? 0,
    current: q.current,
  };
}

async function taskOf(ctx: ServerContext, tenantId: number, id: number): Promise<Row> {
  const [row] = await ctx.database.db
    .select()
    .from(historyExportTasks)
    .where(and(eq(historyExportTasks.id, id), eq(historyExportTasks.tenantId, tenantId)));
  if (!row) throw notFound();
  return row;
}

/** queryTaskVins: the task's vehicles with the rows each gave. */
export async function taskVins(ctx: ServerContext, tenantId: number, id: number): Promise<HistoryTaskVin[]> {
  await taskOf(ctx, tenantId, id);
  const rows = await ctx.database.db
    .select()
    .from(historyExportTaskVins)
    .where(eq(historyExportTaskVins.taskId, id))
    .orderBy(asc(historyExportTaskVins.vin));
  return rows.map((r) => ({ vin: r.vin, rowCount: r.rowCount }));
}

/** getDataContent: the finished task's workbook. */
export function taskContent(ctx: ServerContext, reply: FastifyReply, tenantId: number, id: number) {
  return sendExportTaskFile(ctx, reply, historyExportTasks, tenantId, id, 'HISTORY_TASK_NOT_READY');
}

/** deleteTask: tasks and their workbooks; other tenants' ids are skipped. */
export function deleteTasks(
  ctx: ServerContext,
  tenantId: number,
  ids: number[],
): Promise<{ deleted: number }> {
  return deleteExportTasks(ctx, historyExportTasks, tenantId, ids);
}
