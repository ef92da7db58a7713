import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE, resourcePath } from '@chelian/contracts';
import {
  FAULT_CALLS,
  FAULT_HANDLE_MAX,
  faultDetailSpec,
  type FaultHandleResult,
} from '@chelian/contracts/resources/fault/fault';
import type { Db } from '../../db/client';
import { attachmentHeader } from '../../engine/excel';
import { callerOf, parsePage, uploadedFile, type EngineContext } from '../../engine/routes';
import { localizeError } from '../../engine/engine';
import { served } from '../../platform/access';
import { AppError, notFound } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { readSheet } from '../../platform/xlsx/read';
import { faultCodeResource } from './resources';
import { faultRecords } from './schema';
import { syncFaultRecords } from './sync';

const idBody = z.union([
  z.coerce.number().int().positive(),
  z.object({ id: z.coerce.number().int().positive() }),
]);

/** ids=1,2 in the query string (the spec's form), or { ids } in the body. */
function idsOf(req: FastifyRequest): number[] {
  const raw =
    (req.query as { ids?: unknown } | undefined)?.ids ?? (req.body as { ids?: unknown } | null)?.ids;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw == null ? [] : [raw];
  const ids = list.map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n) && n > 0);
  if (!ids.length || ids.length !== list.length || ids.length > 5000)
    throw new AppError(400, 'FAULT_HANDLE_IDS', {}, { ids: translate(req.lang, 'FAULT_HANDLE_IDS') });
  return [...new Set(ids)];
}

function contentOf(req: FastifyRequest, raw: unknown): string {
  const content = typeof raw === 'string' ? raw.trim() : '';
  if (!content || content.length > FAULT_HANDLE_MAX)
    throw new AppError(
      400,
      'FAULT_HANDLE_CONTENT',
      { max: FAULT_HANDLE_MAX },
      { content: translate(req.lang, 'FAULT_HANDLE_CONTENT', { max: FAULT_HANDLE_MAX }) },
    );
  return content;
}

/**
 * Writes a note to faults of the tenant (all of them or none): each becomes 'handling'; or ends
 * their handling. A fault whose handling has ended takes no further note.
 */
async function handle(
  db: Db,
  tenantId: number,
  userId: number,
  ids: number[],
  change: { content: string } | { end: true },
): Promise<FaultHandleResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: faultRecords.id, status: faultRecords.handleStatus })
      .from(faultRecords)
      .where(and(eq(faultRecords.tenantId, tenantId), inArray(faultRecords.id, ids)))
      .for('update');
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new AppError(404, 'FAULT_NOT_FOUND', { ids: missing.join(', ') });
    const ended = rows.filter((r) => r.status === 'ENDED').map((r) => r.id);
    if ('content' in change && ended.length)
      throw new AppError(409, 'FAULT_ALREADY_ENDED', { ids: ended.join(', ') });
    const now = new Date();
    const set =
      'content' in change
        ? { handleStatus: 'HANDLING', handleContent: change.content, handledBy: userId, handledAt: now }
        : { handleStatus: 'ENDED', handledBy: userId, handledAt: now };
    const updated = await tx
      .update(faultRecords)
      .set(set)
      .where(
        and(
          eq(faultRecords.tenantId, tenantId),
          inArray(faultRecords.id, ids),
          'end' in change ? ne(faultRecords.handleStatus, 'ENDED') : undefined,
        ),
      )
      .returning({ id: faultRecords.id });
    return { updated: updated.length };
  });
}

/** The fault calls beyond the engine's: lookups of fault codes and the custom handling of fault detail. */
export function faultRoutes(app: FastifyInstance, engine: EngineContext): void {
  const db = engine.db;
  const tags = ['faultVehicle'];
  const localized = (req: FastifyRequest, err: unknown) => localizeError(err, req.lang);

  // the detail list reads the alarm episodes' codes as they stand now
  const detailUrls = new Set(
    ['page', 'export', ':id'].map((suffix) => `/api/${resourcePath(faultDetailSpec, suffix)}`),
  );
  app.addHook('preHandler', async (req) => {
    if (req.auth && detailUrls.has(req.routeOptions.url ?? '')) await syncFaultRecords(db, req.auth.tenantId);
  });

  app.route({
    ...served(FAULT_CALLS.codeQuery),
    schema: { tags: ['faultCodes'] },
    handler: async (req) => {
      const parsed = idBody.safeParse(req.body);
      if (!parsed.success) throw notFound();
      const id = typeof parsed.data === 'number' ? parsed.data : parsed.data.id;
      return faultCodeResource.find(db, await callerOf(db, req), id);
    },
  });

  app.route({
    ...served(FAULT_CALLS.codeSeriesPage),
    schema: { tags: ['faultCodes'] },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const body = parsePage(faultCodeResource.spec, req.body, req.lang);
      if (body.vehicleSeriesId == null) {
        const label = faultCodeResource.label('vehicleSeriesId', req.lang);
        const message = translate(req.lang, 'FIELD_REQUIRED', { field: label });
        throw new AppError(400, 'FIELD_REQUIRED', { field: label }, { vehicleSeriesId: message });
      }
      return faultCodeResource.page(db, caller, body);
    },
  });

  app.route({
    ...served(FAULT_CALLS.handle),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const ids = idsOf(req);
      const content = contentOf(req, (req.body as { content?: unknown } | null)?.content);
      return handle(db, caller.tenantId, caller.userId, ids, { content }).catch((err: unknown) => {
        throw localized(req, err);
      });
    },
  });

  app.route({
    ...served(FAULT_CALLS.handleEnd),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      return handle(db, caller.tenantId, caller.userId, idsOf(req), { end: true });
    },
  });

  app.route({
    ...served(FAULT_CALLS.handleTemplate),
    schema: { tags },
    handler: async (req, reply) => {
      const lang = req.lang;
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sheet');
      sheet.columns = [{ width: 14 }, { width: 60 }];
      sheet.addRow([
        faultDetailSpec.fields.id.label[lang],
        faultDetailSpec.fields.handleContent.label[lang],
      ]).font = { bold: true };
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(faultDetailSpec.fields.handleContent.label[lang]))
        .send(buffer);
    },
  });

  /**
   * A sheet of (fault id, note) rows: every row is checked first and the whole file refused with
   * the rows at fault, or every note written.
   */
  app.route({
    ...served(FAULT_CALLS.handleImport),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const lang = req.lang;
      const rows: { row: number; id: number; content: string }[] = [];
      const problems: string[] = [];
      for (const { number, cells } of await readSheet(await uploadedFile(req))) {
        const [first = '', second = ''] = cells.map((c) => (c ?? '').trim());
        if (!first && !second) continue;
        const id = Number(first);
        if (!Number.isInteger(id) || id <= 0) {
          // the header row names the columns
          if (number === 1) continue;
          problems.push(
            translate(lang, 'FAULT_HANDLE_FILE_ROW', {
              row: number,
              reason: translate(lang, 'FAULT_NOT_FOUND', { ids: first }),
            }),
          );
          continue;
        }
        if (!second || second.length > FAULT_HANDLE_MAX) {
          problems.push(
            translate(lang, 'FAULT_HANDLE_FILE_ROW', {
              row: number,
              reason: translate(lang, 'FAULT_HANDLE_CONTENT', { max: FAULT_HANDLE_MAX }),
            }),
          );
          continue;
        }
        rows.push({ row: number, id, content: second });
      }
      if (!rows.length && !problems.length) throw new AppError(400, 'FAULT_HANDLE_FILE_EMPTY');
      const owned = rows.length
        ? await db
            .select({ id: faultRecords.id, status: faultRecords.handleStatus })
            .from(faultRecords)
            .where(
              and(
                eq(faultRecords.tenantId, caller.tenantId),
                inArray(
                  faultRecords.id,
                  rows.map((r) => r.id),
                ),
              ),
            )
        : [];
      const status = new Map(owned.map((r) => [r.id, r.status]));
      for (const r of rows) {
        const s = status.get(r.id);
        const reason = !s
          ? translate(lang, 'FAULT_NOT_FOUND', { ids: r.id })
          : s === 'ENDED'
            ? translate(lang, 'FAULT_ALREADY_ENDED', { ids: r.id })
            : null;
        if (reason) problems.push(translate(lang, 'FAULT_HANDLE_FILE_ROW', { row: r.row, reason }));
      }
      if (problems.length)
        throw new AppError(400, 'VALIDATION', { detail: problems.slice(0, 20).join('; ') });
      let updated = 0;
      await db.transaction(async (tx) => {
        for (const r of rows)
          updated += (await handle(tx as unknown as Db, caller.tenantId, caller.userId, [r.id], r)).updated;
      });
      return { updated };
    },
  });
}
