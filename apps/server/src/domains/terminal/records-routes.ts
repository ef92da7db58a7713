import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallSpec } from '@chelian/contracts';
import { TERMINAL_CALLS as C } from '@chelian/contracts/resources/terminal/index';
import { served } from '../../platform/access';
import { localizeError } from '../../engine/engine';
import { callerOf, parsePage, type EngineContext } from '../../engine/routes';
import { cronJobLogResource, cronJobReportResource } from './cron-resources';

const DAY = 24 * 60 * 60 * 1000;
const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * Calls of the rest of the archive beyond the engine's: the job logs of one report. (The spec's
 * SIM import variants and the model mapper's names for find and create are legacy routes.)
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

  for (const service of ['terminal-svc', 'vehicle-svc']) {
    // also served under vehicle-svc, as the cron job resources are (legacy-routes.ts)
    const at = (call: CallSpec) => {
      const route = served(call);
      return { ...route, url: route.url.replace('/api/terminal-svc/', `/api/${service}/`) };
    };
    /** The runs a report counts: its job on its day. */
    r.route({
      ...at(C.reportJobLogs),
      schema: { tags, params: idParam },
      handler: guarded(async (req) => {
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
    });
    /** The days of the job a report is of. */
    r.route({
      ...at(C.reportDays),
      schema: { tags, params: idParam },
      handler: guarded(async (req) => {
        const caller = await callerOf(db, req);
        const { id } = idParam.parse(req.params);
        const report = await cronJobReportResource.find(db, caller, id);
        const body = { ...(req.body as object), jobCode: report.jobCode };
        return cronJobReportResource.page(db, caller, parsePage(cronJobReportResource.spec, body, req.lang));
      }),
    });
  }
}
