import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { FILING_PENDING, XLSX_CONTENT_TYPE, type FilingStatus } from '@chelian/contracts';
import { ON_RECORD_CALLS as C, vehicleModelOnRecordSpec } from '@chelian/contracts/resources/filing/index';
import type { Db } from '../../db/client';
import { served } from '../../platform/access';
import { AppError, forbidden } from '../../platform/errors';
import { translate, type MessageKey } from '../../platform/messages';
import { Resource, localizeError } from '../../engine/engine';
import { attachmentHeader, buildTemplate, previewImport, runImport } from '../../engine/excel';
import { callerOf, uploadedFile, type EngineContext } from '../../engine/routes';
import type { Caller } from '../../engine/types';
import { filingOnRecordImports, filings } from './schema';
import { onRecordChange } from './service';
import { subjectColumn } from './subjects';

/** The permission that marks filings of a standard on record (the screen of that standard). */
const ON_RECORD = { GB4: 'modelFilingGb4/onRecord', GB6: 'modelFilingGb6/onRecord' } as const;
/** the general model filing screen marks rows of either standard */
const ON_RECORD_ANY = 'modelFiling/onRecord';
type Standard = keyof typeof ON_RECORD;

const fieldRefusal = (
  caller: Caller,
  status: number,
  code: MessageKey,
  key: string,
  params: Record<string, string>,
) => {
  const all = { field: vehicleModelOnRecordSpec.fields[key as 'standard'].label[caller.lang], ...params };
  return new AppError(status, code, all, { [key]: translate(caller.lang, code, all) });
};

/** The vehicle model filing a row names, refused (naming the field) when it cannot take the row. */
async function filingOf(db: Db, caller: Caller, data: Record<string, unknown>) {
  const code = String(data.vehicleModelCode);
  const standard = String(data.standard) as Standard;
  if (!caller.can(ON_RECORD[standard]) && !caller.can(ON_RECORD_ANY))
    throw fieldRefusal(caller, 403, 'FILING_ROW_FORBIDDEN', 'standard', { standard });
  const [row] = await db
    .select({ id: filings.id, status: filings.status })
    .from(filings)
    .where(
      and(
        eq(filings.tenantId, caller.tenantId),
        eq(filings.subjectType, 'VEHICLE_MODEL'),
        eq(filings.standard, standard),
        sql`${subjectColumn('VEHICLE_MODEL', 'code')} = ${code}`,
      ),
    );
  if (!row) throw fieldRefusal(caller, 400, 'FILING_MODEL_NOT_FILED', 'vehicleModelCode', { code, standard });
  if (FILING_PENDING.includes(row.status as FilingStatus))
    throw fieldRefusal(caller, 409, 'FILING_ROW_PENDING', 'vehicleModelCode', { code, standard });
  return row;
}

/**
 * The on-record status file as an engine resource (template, cell checks, error report, all or
 * nothing). Not registered with the engine: its calls are the spec's paths below, gated per row
 * by the standard's permission.
 */
export const vehicleModelOnRecordResource = new Resource({
  spec: vehicleModelOnRecordSpec,
  table: filingOnRecordImports,
  scope: { kind: 'tenant', column: filingOnRecordImports.tenantId },
  sample: () => ({ vehicleModelCode: 'CL-S7', standard: 'GB6', onRecord: true }),
  checkRow: async (db, caller, data) => void (await filingOf(db, caller, data)),
  hooks: {
    async beforeCreate(values, input, h) {
      const filing = await filingOf(h.tx, h.caller, input);
      await h.tx
        .update(filings)
        .set(onRecordChange(Boolean(input.onRecord)))
        .where(eq(filings.id, filing.id));
      Object.assign(values, {
        filingId: filing.id,
        statusBefore: filing.status,
        operatorId: h.caller.userId,
      });
    },
  },
});

/**
 * importOnRecordStatus (with its template) and preview under vehicle/vehicleModelFiling: the
 * caller needs the on-record permission of at least one standard; each row that of its own.
 */
export function filingOnRecordRoutes(app: FastifyInstance, engine: EngineContext) {
  const db = engine.db;
  const resource = vehicleModelOnRecordResource;
  // this resource's calls are its own, not the engine's
  const schema = { tags: ['filing'] };
  const gated =
    (run: (req: FastifyRequest, reply: FastifyReply, caller: Caller) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        const caller = await callerOf(db, req);
        if (![...Object.values(ON_RECORD), ON_RECORD_ANY].some((p) => caller.can(p)))
          throw forbidden(ON_RECORD.GB6);
        return await run(req, reply, caller);
      } catch (err) {
        throw localizeError(err, req.lang);
      }
    };

  app.route({
    ...served(C.import),
    schema: { ...schema, consumes: ['multipart/form-data'] },
    handler: gated(async (req, reply) =>
      runImport(db, resource, await engine.hooks(req), await uploadedFile(req), reply),
    ),
  });
  app.route({
    ...served(C.template),
    schema,
    handler: gated(async (_req, reply, caller) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(resource.spec.title[caller.lang]))
        .send(await buildTemplate(db, resource, caller)),
    ),
  });
  /** The file's rows as the import reads them, each with its refusals and the filing's status now. */
  app.route({
    ...served(C.preview),
    schema: { ...schema, consumes: ['multipart/form-data'] },
    handler: gated(async (req, _reply, caller) => {
      const preview = await previewImport(db, resource, caller, await uploadedFile(req));
      const items = [];
      for (const item of preview.items) {
        let statusNow: string | null = null;
        if (!item.errors.length) statusNow = (await filingOf(db, caller, item.values)).status;
        items.push({ ...item, statusNow });
      }
      return { ...preview, items };
    }),
  });
}
