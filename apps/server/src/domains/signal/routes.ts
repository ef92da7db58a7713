import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SIGNAL_CALLS as C } from '@chelian/contracts/resources/signal/index';
import { served } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { readSheet } from '../../platform/xlsx/read';
import { localizeError } from '../../engine/engine';
import { callerOf, uploadedFile, type EngineContext } from '../../engine/routes';
import { vehicleSeries } from '../model/schema';
import { signalTemplateResource } from './resources';
import { signalAttrs, signalTemplates } from './schema';
import {
  addTemplateSignals,
  cancelSeriesTemplate,
  copyTemplate,
  publishTemplate,
  removeTemplateSignals,
  templateOf,
  templateSignals,
} from './templates';
import { addTreeNodes, assertSeries, deleteTreeNodes, signalTree, unusedSignals } from './tree';

const id = z.coerce.number().int().positive();
const idParam = z.object({ id });
const idsBody = z.object({ ids: z.array(id).min(1).max(1000) });
const pageBody = z
  .object({
    current: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(16_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(16_000).optional(),
    keyword: z.string().trim().max(100).optional(),
  })
  .default({ current: 1 })
  .transform((b) => ({
    current: b.current,
    size: b.size ?? b.pageSize ?? 10,
    keyword: b.keyword || undefined,
  }));
const treeNodeBody = z.object({
  vehicleSeriesId: id,
  parentId: id.nullable().optional(),
  name: z.string().trim().max(100).optional(),
  signalAttrIds: z.array(id).max(1000).optional(),
});
const unusedBody = z.object({ vehicleSeriesId: id, keyword: z.string().trim().max(100).optional() });
const copyBody = z.object({
  id,
  templateName: z.string().trim().min(1).max(100),
  remark: z.string().max(500).optional(),
});
const addSignalBody = z.object({ templateId: id, signalAttrIds: z.array(id).min(1).max(1000) });
const delUsedBody = z.object({ id, ids: z.array(id).min(1).max(1000) });
const addAllBody = z.object({ ids: z.array(id).min(1).max(1000).optional() }).default({});
const seriesIdBody = z.object({ id });
const seriesTemplatesBody = z.object({
  vehicleSeriesId: id,
  publishStatus: z.enum(['INIT', 'PUBLISH', 'CANCEL']).optional(),
});
const templateQuery = z.object({ templateId: id });

/** The signal codes of the first column of a sheet, by row (a header row "signalCode" or its label is skipped). */
async function codesOf(file: Buffer): Promise<{ row: number; code: string }[]> {
  const out: { row: number; code: string }[] = [];
  for (const { number: n, cells } of await readSheet(file)) {
    const code = cells[0] ?? '';
    if (code && !(n === 1 && !/^[A-Za-z][A-Za-z0-9_.:-]*$/.test(code)) && code !== 'signalCode')
      out.push({ row: n, code });
  }
  return out;
}

/** The signal configuration calls beyond the engine's CRUD, under vehicle-svc/vehicle. */
export function signalRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['signal'];
  const localized = <T>(req: FastifyRequest, run: () => Promise<T>) =>
    run().catch((err: unknown) => {
      throw localizeError(err, req.lang);
    });

  /** Series with a count of something of theirs: the side lists of the dictionary and template screens. */
  const seriesPage = async (
    req: FastifyRequest,
    q: z.infer<typeof pageBody>,
    counted: 'signals' | 'templates',
  ) => {
    const caller = await callerOf(db, req);
    const where = and(
      eq(vehicleSeries.tenantId, caller.tenantId),
      q.keyword
        ? or(ilike(vehicleSeries.code, `%${q.keyword}%`), ilike(vehicleSeries.name, `%${q.keyword}%`))
        : undefined,
    );
    const [{ total }] = (await db.select({ total: count() }).from(vehicleSeries).where(where)) as [
      { total: number },
    ];
    const countSql =
      counted === 'signals'
        ? sql<number>`(select count(*) from ${signalAttrs} s where s.vehicle_series_id = ${vehicleSeries.id} and s.deleted = false)`
        : sql<number>`(select count(*) from ${signalTemplates} t where t.vehicle_series_id = ${vehicleSeries.id})`;
    const items = await db
      .select({
        id: vehicleSeries.id,
        code: vehicleSeries.code,
        name: vehicleSeries.name,
        count: countSql.mapWith(Number),
      })
      .from(vehicleSeries)
      .where(where)
      .orderBy(vehicleSeries.code)
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    return { items, total: Number(total), current: q.current, pageSize: q.size };
  };

  // ---- signal dictionary (signalAttrs) ----
  r.route({
    ...served(C.seriesSignalPage),
    schema: { tags, body: pageBody },
    handler: (req) => seriesPage(req, req.body, 'signals'),
  });
  // the spec's POST /{id}, deleteLogical and importSignal are legacy routes of the engine's calls (legacy-routes.ts)

  // ---- signal tree ----
  r.route({
    ...served(C.tree),
    schema: { tags, params: z.object({ vehicleSeriesId: id }) },
    handler: async (req) => signalTree(db, (await callerOf(db, req)).tenantId, req.params.vehicleSeriesId),
  });
  r.route({
    ...served(C.addTreeNodes),
    schema: { tags, body: treeNodeBody },
    handler: async (req) => addTreeNodes(db, (await callerOf(db, req)).tenantId, req.body),
  });
  r.route({
    ...served(C.deleteTreeNodes),
    schema: { tags, body: idsBody },
    handler: async (req) => deleteTreeNodes(db, (await callerOf(db, req)).tenantId, req.body.ids),
  });
  r.route({
    ...served(C.unusedSignals),
    schema: { tags, body: unusedBody },
    handler: async (req) => {
      const items = await unusedSignals(
        db,
        (await callerOf(db, req)).tenantId,
        req.body.vehicleSeriesId,
        req.body.keyword,
      );
      return { items, total: items.length, current: 1 };
    },
  });

  // ---- templates (signalPublish, signalTemplate) ----
  r.route({
    ...served(C.seriesTemplatePage),
    schema: { tags, body: pageBody },
    handler: (req) => seriesPage(req, req.body, 'templates'),
  });
  r.route({
    ...served(C.editTemplate),
    schema: { tags },
    handler: (req) =>
      localized(req, async () => {
        const h = await engine.hooks(req);
        return signalTemplateResource.find(
          db,
          h.caller,
          await signalTemplateResource.update(db, h, req.body),
        );
      }),
  });
  r.route({
    ...served(C.copyTemplate),
    schema: { tags, body: copyBody },
    handler: (req) =>
      localized(req, async () => {
        const h = await engine.hooks(req);
        const template = await templateOf(db, h.caller, req.body.id);
        const copied = await copyTemplate(db, h, template, req.body.templateName, req.body.remark);
        return signalTemplateResource.find(db, h.caller, copied);
      }),
  });
  r.route({
    ...served(C.usedSignals),
    schema: { tags, params: idParam, body: pageBody },
    handler: async (req) =>
      templateSignals(db, await templateOf(db, await callerOf(db, req), req.params.id), true, req.body),
  });
  r.route({
    ...served(C.unusedTemplateSignals),
    schema: { tags, params: idParam, body: pageBody },
    handler: async (req) =>
      templateSignals(db, await templateOf(db, await callerOf(db, req), req.params.id), false, req.body),
  });
  r.route({
    ...served(C.addAllSignals),
    schema: { tags, params: idParam, body: addAllBody },
    handler: async (req) =>
      addTemplateSignals(db, await templateOf(db, await callerOf(db, req), req.params.id), req.body.ids),
  });
  r.route({
    ...served(C.removeSignals),
    schema: { tags, body: delUsedBody },
    handler: async (req) =>
      removeTemplateSignals(db, await templateOf(db, await callerOf(db, req), req.body.id), req.body.ids),
  });
  r.route({
    ...served(C.removeAllSignals),
    schema: { tags, params: idParam },
    handler: async (req) =>
      removeTemplateSignals(db, await templateOf(db, await callerOf(db, req), req.params.id)),
  });
  r.route({
    ...served(C.deleteTemplates),
    schema: { tags, body: idsBody },
    handler: (req) =>
      localized(req, async () => signalTemplateResource.remove(db, await engine.hooks(req), req.body.ids)),
  });
  r.route({
    ...served(C.addSignals),
    schema: { tags, body: addSignalBody },
    handler: async (req) =>
      addTemplateSignals(
        db,
        await templateOf(db, await callerOf(db, req), req.body.templateId),
        req.body.signalAttrIds,
      ),
  });
  /** Adds the signals whose codes the sheet's first column lists; one unknown code refuses the file. */
  r.route({
    ...served(C.importSignals),
    schema: { tags, querystring: templateQuery },
    handler: async (req) => {
      const template = await templateOf(db, await callerOf(db, req), req.query.templateId);
      const codes = await codesOf(await uploadedFile(req));
      if (!codes.length) throw new AppError(400, 'SIGNAL_IMPORT_EMPTY');
      const known = await db
        .select({ id: signalAttrs.id, code: signalAttrs.signalCode })
        .from(signalAttrs)
        .where(
          and(
            eq(signalAttrs.tenantId, template.tenantId),
            eq(signalAttrs.vehicleSeriesId, template.vehicleSeriesId),
            eq(signalAttrs.deleted, false),
          ),
        );
      const byCode = new Map(known.map((k) => [k.code, k.id]));
      const unknown = codes.find((c) => !byCode.has(c.code));
      if (unknown) throw new AppError(400, 'SIGNAL_CODES_UNKNOWN', { row: unknown.row, code: unknown.code });
      return addTemplateSignals(db, template, [...new Set(codes.map((c) => byCode.get(c.code)!))]);
    },
  });

  // ---- publishing ----
  /** The templates of a series for the publish dialog (the spec's publish-template loader). */
  r.route({
    ...served(C.seriesTemplates),
    schema: { tags, body: seriesTemplatesBody },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      await assertSeries(db, caller.tenantId, req.body.vehicleSeriesId);
      const items = await db
        .select({
          id: signalTemplates.id,
          label: signalTemplates.templateName,
          publishStatus: signalTemplates.publishStatus,
          version: signalTemplates.version,
        })
        .from(signalTemplates)
        .where(
          and(
            eq(signalTemplates.tenantId, caller.tenantId),
            eq(signalTemplates.vehicleSeriesId, req.body.vehicleSeriesId),
            req.body.publishStatus ? eq(signalTemplates.publishStatus, req.body.publishStatus) : undefined,
          ),
        )
        .orderBy(signalTemplates.templateName);
      return items;
    },
  });
  r.route({
    ...served(C.publish),
    schema: { tags, params: idParam },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      return publishTemplate(db, caller, await templateOf(db, caller, req.params.id));
    },
  });
  r.route({
    ...served(C.cancelSeries),
    schema: { tags, body: seriesIdBody },
    handler: async (req) => cancelSeriesTemplate(db, await callerOf(db, req), req.body.id),
  });
}
