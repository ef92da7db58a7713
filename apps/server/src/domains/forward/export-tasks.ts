import { and, asc, count, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LANGS, text, type Language, type TextKey } from '@chelian/contracts';
import {
  FORWARD_EXPORT_MAX_DAYS,
  FORWARD_EXPORT_MAX_OPEN,
  FORWARD_EXPORT_MAX_ROWS,
  FORWARD_EXPORT_MAX_VINS,
  forwardExportTaskSpec,
  forwardRecordSpec,
} from '@chelian/contracts/resources/forward/forward';
import type { Db } from '../../db/client';
import { defineResource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import type { ServerContext } from '../../platform/context';
import { attachments } from '../../platform/files/schema';
import { AppError, badRequest } from '../../platform/errors';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';
import { vehicleScopeOf, withinVehicleScope } from '../../platform/vehicle-scope';
import {
  abandonedCode,
  deleteExportTasks,
  exportTaskProgress,
  runExportTask,
  startExportTasks,
} from '../file';
import { vehicles } from '../vehicle/schema';
import { forwardConfigs, forwardExportTasks, forwardRecords } from './schema';

type Values = Record<string, unknown>;
type Task = typeof forwardExportTasks.$inferSelect;

/** What a task exports: the criteria of its row. */
interface Criteria {
  tenantId: number;
  dealerOrgId: number | null;
  configId: number | null;
  result: string | null;
  vins: string[];
  startTime: Date;
  endTime: Date;
}

interface ExportedRecord {
  id: number;
  config: string | null;
  vin: string;
  command: string;
  result: string;
  responseFlag: number | null;
  reason: string | null;
  receivedAt: Date;
  sentAt: Date;
}

/** Records are read this many at a time, the task's progress written after each. */
const CHUNK = 5_000;

const vinList = (text: unknown): string[] =>
  typeof text === 'string'
    ? [
        ...new Set(
          text
            .split(/[\s,;，；]+/)
            .map((v) => v.trim().toUpperCase())
            .filter(Boolean),
        ),
      ]
    : [];

/** The records a task exports, within its tenant and its creator's vehicles. */
function recordsOf(c: Criteria): SQL {
  return and(
    eq(forwardRecords.tenantId, c.tenantId),
    gte(forwardRecords.sentAt, c.startTime),
    lte(forwardRecords.sentAt, c.endTime),
    c.configId != null ? eq(forwardRecords.configId, c.configId) : undefined,
    c.result ? eq(forwardRecords.result, c.result) : undefined,
    c.vins.length ? inArray(forwardRecords.vin, c.vins) : undefined,
    withinVehicleScope({ tenantId: c.tenantId, dealerOrgId: c.dealerOrgId }, forwardRecords.vehicleId),
  )!;
}

/** How many records match, counted up to one past the most a task writes. */
async function countRecords(db: Db, c: Criteria): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(forwardRecords)
    .where(recordsOf(c))
    .limit(FORWARD_EXPORT_MAX_ROWS + 1);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped.as('capped'));
  return Number(row?.n ?? 0);
}

/**
 * Checks a task's criteria as the form or an import row gives them (range, VINs of the caller's
 * vehicles, the number of records) and writes what the worker needs: the VINs one a line, the
 * creator's vehicle scope and language, the count to show progress against.
 */
async function prepare(values: Values, merged: Values, h: HookContext): Promise<void> {
  const start = merged.startTime instanceof Date ? merged.startTime : new Date(Number(merged.startTime));
  const end = merged.endTime instanceof Date ? merged.endTime : new Date(Number(merged.endTime));
  if (
    !(end.getTime() > start.getTime()) ||
    end.getTime() - start.getTime() > FORWARD_EXPORT_MAX_DAYS * 86_400_000
  )
    throw badRequest('FORWARD_EXPORT_RANGE', { days: FORWARD_EXPORT_MAX_DAYS });
  const auth = h.caller.auth;
  const vins = vinList(merged.vins);
  if (vins.length > FORWARD_EXPORT_MAX_VINS)
    throw badRequest('FORWARD_EXPORT_VINS', { max: FORWARD_EXPORT_MAX_VINS, vins: vins.length });
  if (vins.length) {
    const found = await h.tx
      .select({ vin: vehicles.vin })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.tenantId, h.caller.tenantId),
          inArray(vehicles.vin, vins),
          withinVehicleScope(vehicleScopeOf(auth), vehicles.id),
        ),
      );
    const missing = vins.filter((v) => !found.some((f) => f.vin === v));
    if (missing.length)
      throw badRequest('FORWARD_EXPORT_VINS', {
        max: FORWARD_EXPORT_MAX_VINS,
        vins: missing.slice(0, 10).join(', ') + (missing.length > 10 ? ' …' : ''),
      });
  }
  const criteria: Criteria = {
    tenantId: h.caller.tenantId,
    dealerOrgId: auth.dealerOrgId ?? null,
    configId: merged.configId == null || merged.configId === '' ? null : Number(merged.configId),
    result: typeof merged.result === 'string' && merged.result ? merged.result : null,
    vins,
    startTime: start,
    endTime: end,
  };
  const total = await countRecords(h.tx, criteria);
  if (total > FORWARD_EXPORT_MAX_ROWS)
    throw badRequest('FORWARD_EXPORT_TOO_MANY', {
      count: `${FORWARD_EXPORT_MAX_ROWS}+`,
      max: FORWARD_EXPORT_MAX_ROWS,
    });
  Object.assign(values, {
    vins: vins.length ? vins.join('\n') : null,
    dealerOrgId: criteria.dealerOrgId,
    lang: h.caller.lang,
    totalCount: total,
    status: 'waiting',
    rowCount: 0,
    error: null,
    finishedAt: null,
  });
}

/** A tenant runs a few exports at once: each is a file built in the worker's memory. */
async function refuseBusy(h: HookContext): Promise<void> {
  const [row] = await h.tx
    .select({ n: count() })
    .from(forwardExportTasks)
    .where(
      and(
        eq(forwardExportTasks.tenantId, h.caller.tenantId),
        inArray(forwardExportTasks.status, ['waiting', 'running']),
      ),
    );
  if (Number(row?.n ?? 0) >= FORWARD_EXPORT_MAX_OPEN)
    throw new AppError(409, 'FORWARD_EXPORT_BUSY', { max: FORWARD_EXPORT_MAX_OPEN });
}

export const forwardExportTaskResource = defineResource({
  spec: forwardExportTaskSpec,
  table: forwardExportTasks,
  scope: { kind: 'tenant', column: forwardExportTasks.tenantId },
  // a task whose process was lost shows why in the reader's language
  systemTexts: { error: (row) => abandonedCode(row.error) },
  sample: () => ({
    taskName: '昨日转发记录',
    startTime: Date.now() - 86_400_000,
    endTime: Date.now(),
    fileFormat: 'XLSX',
  }),
  hooks: {
    async beforeCreate(values, input, h) {
      await refuseBusy(h);
      await prepare(values, { ...input, ...values }, h);
      values.createdBy = h.caller.userId;
    },
    /** a changed task is exported again: its file goes, and it waits for the worker */
    async beforeUpdate(id, values, input, current, h) {
      if (current.status === 'running') throw new AppError(409, 'FORWARD_EXPORT_RUNNING');
      if (current.status === 'finished' || current.status === 'failed') await refuseBusy(h);
      await prepare(values, { ...current, ...input, ...values }, h);
      const [row] = await h.tx
        .select({ attachmentId: forwardExportTasks.attachmentId })
        .from(forwardExportTasks)
        .where(eq(forwardExportTasks.id, id));
      values.attachmentId = null;
      // the old file goes with the change, inside its transaction (one connection on the embedded
      // database: a write beside the transaction would wait for it)
      if (row?.attachmentId != null)
        await h.tx
          .update(attachments)
          .set({ deletedAt: new Date() })
          .where(and(eq(attachments.id, row.attachmentId), eq(attachments.tenantId, h.caller.tenantId)));
    },
  },
  remove: (ids, h) => deleteExportTasks(h.server, forwardExportTasks, h.caller.tenantId, ids),
});

/** The file's columns: the task data list's, in the creator's language. */
const FIELDS = forwardRecordSpec.fields;
const HEADERS = (lang: Language) => [
  FIELDS.configId.label[lang],
  FIELDS.vin.label[lang],
  FIELDS.command.label[lang],
  FIELDS.result.label[lang],
  FIELDS.responseFlag.label[lang],
  FIELDS.reason.label[lang],
  FIELDS.receivedAt.label[lang],
  FIELDS.sentAt.label[lang],
];
const label = (key: string, lang: Language) => text(key as TextKey)[lang];

/** Writes a task's file: its records oldest sent first, read by keyset a chunk at a time. */
async function writeTask(ctx: ServerContext, task: Task) {
  const db = ctx.database.db;
  const lang: Language = (LANGS as string[]).includes(task.lang) ? (task.lang as Language) : 'zh-CN';
  const zone = await tenantTimeZone(db, task.tenantId);
  const criteria: Criteria = {
    tenantId: task.tenantId,
    dealerOrgId: task.dealerOrgId,
    configId: task.configId,
    result: task.result,
    vins: vinList(task.vins),
    startTime: task.startTime,
    endTime: task.endTime,
  };
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(forwardRecordSpec.title[lang].slice(0, 31));
  sheet.addRow(HEADERS(lang));
  let after: { sentAt: Date; id: number } | null = null as { sentAt: Date; id: number } | null;
  let rows = 0;
  while (rows < FORWARD_EXPORT_MAX_ROWS) {
    const chunk: ExportedRecord[] = await db
      .select({
        id: forwardRecords.id,
        config: forwardConfigs.name,
        vin: forwardRecords.vin,
        command: forwardRecords.command,
        result: forwardRecords.result,
        responseFlag: forwardRecords.responseFlag,
        reason: forwardRecords.reason,
        receivedAt: forwardRecords.receivedAt,
        sentAt: forwardRecords.sentAt,
      })
      .from(forwardRecords)
      .leftJoin(forwardConfigs, eq(forwardConfigs.id, forwardRecords.configId))
      .where(
        and(
          recordsOf(criteria),
          after
            ? or(
                gt(forwardRecords.sentAt, after.sentAt),
                and(eq(forwardRecords.sentAt, after.sentAt), gt(forwardRecords.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(forwardRecords.sentAt), asc(forwardRecords.id))
      .limit(Math.min(CHUNK, FORWARD_EXPORT_MAX_ROWS - rows));
    for (const r of chunk)
      sheet.addRow([
        r.config,
        r.vin,
        label(`forward.command.${r.command}`, lang),
        label(`forward.result.${r.result}`, lang),
        r.responseFlag,
        r.reason ? label(`forward.failureReason.${r.reason}`, lang) : null,
        zonedTime(r.receivedAt, zone, true),
        zonedTime(r.sentAt, zone, true),
      ]);
    rows += chunk.length;
    if (chunk.length < CHUNK) break;
    const last: { sentAt: Date; id: number } = chunk[chunk.length - 1]!;
    after = { sentAt: last.sentAt, id: last.id };
    await exportTaskProgress(ctx, forwardExportTasks, task.id, rows);
  }
  const csv = task.fileFormat === 'CSV';
  const bytes = csv
    ? // a byte order mark: spreadsheet programs read the Chinese labels as UTF-8 only with it
      Buffer.concat([Buffer.from('\ufeff'), Buffer.from(await book.csv.writeBuffer())])
    : Buffer.from(await book.xlsx.writeBuffer());
  return {
    name: `${task.taskName}.${csv ? 'csv' : 'xlsx'}`,
    contentType: csv
      ? 'text/csv; charset=utf-8'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes,
    rows,
  };
}

/** Runs one task now, if it is still waiting. */
export const runForwardExport = (ctx: ServerContext, id: number) =>
  runExportTask<Task>(ctx, forwardExportTasks, id, (task) => writeTask(ctx, task));

/** The worker's job: waiting export tasks, one at a time. */
export const startForwardExports = (ctx: ServerContext) =>
  startExportTasks(ctx, forwardExportTasks, (id) => runForwardExport(ctx, id));
