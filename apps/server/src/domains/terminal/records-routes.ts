import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import { z } from 'zod';
import type { Access } from '../../platform/access';
import { localizeError, type Resource } from '../../engine/engine';
import { attachmentHeader, buildTemplate, runImport } from '../../engine/excel';
import { callerOf, parsePage, uploadedFile, type EngineContext } from '../../engine/routes';
import { vehicleModelMapperResource } from '../model';
import { cronJobLogResource, cronJobReportResource } from './cron-resources';
import { simCardLinkResource, simCardUpdateImportResource } from './records-resources';
import { simCardResource } from './resources';

const DAY = 24 * 60 * 60 * 1000;
const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * Calls of the rest of the archive beyond the engine's: the spec's SIM import variants, the job
 * logs of one report, and the model mapper's own names for find and create.
 */
export function terminalRecordRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['terminal'];
  const guarded =
    <T>(run: (req: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
    (req: FastifyRequest, reply: FastifyReply) =>
      run(req, reply).catch((err: unknown) => {
        throw localizeError(err, req.lang);
      });

  /** An import under a path of the spec's choosing, with its template beside it. */
  const importAt = (path: string, resource: Resource, access: Access) => {
    r.post(
      `/api/terminal-svc/${path}`,
      { config: { access }, schema: { tags, consumes: ['multipart/form-data'] } },
      guarded(async (req, reply) =>
        runImport(db, resource, await engine.hooks(req), await uploadedFile(req), reply),
      ),
    );
    r.get(
      `/api/terminal-svc/${path}/template`,
      { config: { access }, schema: { tags } },
      guarded(async (req, reply) => {
        const caller = await callerOf(db, req);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachmentHeader(resource.spec.title[caller.lang]))
          .send(await buildTemplate(db, resource, caller));
      }),
    );
  };
  importAt('simcards/V1.0/import/sim', simCardResource, 'simCards/import');
  importAt('simcards/V1.0/importEx', simCardUpdateImportResource, 'simCards/import');
  importAt('simcards/V1.0/importSimRefTerminal', simCardLinkResource, 'simCards/assign');

  for (const service of ['terminal-svc', 'vehicle-svc']) {
    /** The runs a report counts: its job on its day. */
    r.post(
      `/api/${service}/cronJobLogs/page/:id`,
      { config: { access: 'cronJobLogs/view' }, schema: { tags, params: idParam } },
      guarded(async (req) => {
        const caller = await callerOf(db, req);
        const { id } = idParam.parse(req.params);
        const report = await cronJobReportResource.find(db, caller, id);
        const day = Number(report.reportDate);
        const body = {
          ...(req.body as object),
          jobCode: report.jobCode,
          startedAtStart: day,
          startedAtEnd: day + DAY - 1,
        };
        return cronJobLogResource.page(db, caller, parsePage(cronJobLogResource.spec, body, req.lang));
      }),
    );
    /** The days of the job a report is of. */
    r.post(
      `/api/${service}/cronJobReports/page/:id`,
      { config: { access: 'cronJobReports/view' }, schema: { tags, params: idParam } },
      guarded(async (req) => {
        const caller = await callerOf(db, req);
        const { id } = idParam.parse(req.params);
        const report = await cronJobReportResource.find(db, caller, id);
        const body = { ...(req.body as object), jobCode: report.jobCode };
        return cronJobReportResource.page(db, caller, parsePage(cronJobReportResource.spec, body, req.lang));
      }),
    );
  }

  // The model mapper's console names find and create get/{id} and add.
  r.post(
    '/api/vehicle-svc/vvehiclemodelmapper/get/:id',
    { config: { access: 'models/view' }, schema: { tags: ['models'], params: idParam } },
    guarded(async (req) =>
      vehicleModelMapperResource.find(db, await callerOf(db, req), idParam.parse(req.params).id),
    ),
  );
  r.post(
    '/api/vehicle-svc/vvehiclemodelmapper/add',
    { config: { access: 'models/create' }, schema: { tags: ['models'] } },
    guarded(async (req) => {
      const h = await engine.hooks(req);
      return vehicleModelMapperResource.find(
        db,
        h.caller,
        await vehicleModelMapperResource.create(db, h, req.body),
      );
    }),
  );
}
