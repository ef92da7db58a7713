import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  ANALYSIS_CALLS,
  ANALYSIS_REPORTS,
  ANALYSIS_REPORT_KEYS,
  analysisQuery,
  analysisRebuildBody,
  reportCalls,
  VEHICLE_REPORTS_MODULE,
  VEHICLE_REPORT_KEYS,
  type AnalysisRebuildResult,
} from '@chelian/contracts/resources/analysis/index';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { attachmentHeader } from '../../engine/excel';
import { telemetryStore } from '../../db/store';
import { tenantTimeZone } from '../../platform/time-zone';
import { vehicleScopeOf } from '../../platform/vehicle-scope';
import { dayPage, daySeries, exportSheet, modelRows, reportRange, vehiclePage } from './reports';
import { rebuildDay } from './rollup';

const tags = ['analysis'];

/** Each report's table, series and export, and the rebuild of a day. */
export function analysisRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const database = ctx.database;
  const store = telemetryStore(database);

  for (const key of ANALYSIS_REPORT_KEYS) {
    const calls = reportCalls(key);
    const spec = ANALYSIS_REPORTS[key];
    // the vehicle group's reports screen reads (and exports) these reports too
    const also = (VEHICLE_REPORT_KEYS as readonly string[]).includes(key);
    const open = (call: Parameters<typeof served>[0], action: 'view' | 'export') => {
      const route = served(call);
      return also
        ? { ...route, config: { ...route.config, alsoAccess: [`${VEHICLE_REPORTS_MODULE}/${action}`] } }
        : route;
    };
    r.route({
      ...open(calls.page, 'view'),
      schema: { tags, body: analysisQuery },
      handler: async (req) => {
        const scope = vehicleScopeOf(authOf(req));
        const range = await reportRange(database, scope.tenantId, req.body);
        if (key === 'running' && req.body.codeType === 1) {
          const items = await modelRows(database, scope, req.body, range);
          const from = (req.body.current - 1) * req.body.size;
          return {
            items: items.slice(from, from + req.body.size),
            total: items.length,
            current: req.body.current,
          };
        }
        return spec.rows === 'day'
          ? dayPage(database, scope, req.body, range, key, req.lang)
          : vehiclePage(database, scope, req.body, range);
      },
    });
    r.route({
      ...open(calls.series, 'view'),
      schema: { tags, body: analysisQuery },
      handler: async (req) => {
        const scope = vehicleScopeOf(authOf(req));
        return daySeries(database, scope, req.body, await reportRange(database, scope.tenantId, req.body));
      },
    });
    r.route({
      ...open(calls.export, 'export'),
      schema: { tags, body: analysisQuery },
      handler: async (req, reply) => {
        const { title, buffer } = await exportSheet(
          database,
          vehicleScopeOf(authOf(req)),
          req.body,
          key,
          req.lang,
        );
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachmentHeader(title))
          .send(buffer);
      },
    });
  }

  r.route({
    ...served(ANALYSIS_CALLS.rebuild),
    schema: { tags, body: analysisRebuildBody },
    handler: async (req): Promise<AnalysisRebuildResult> => {
      const { tenantId } = authOf(req);
      const zone = await tenantTimeZone(database.db, tenantId);
      const vehicles = await store.transaction((tx) => rebuildDay(tx, tenantId, zone, req.body.day));
      return { day: req.body.day, vehicles };
    },
  });
}
