import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  ANALYSIS_MORE_CALLS as C,
  analysisTopQuery,
  realtimeExportQuery,
  realtimeGroupQuery,
  realtimePageQuery,
  singleVehicleQuery,
} from '@chelian/contracts/resources/analysis/more';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { attachmentHeader } from '../../engine/excel';
import { vehicleScopeOf } from '../../platform/vehicle-scope';
import {
  chargeTimeFrame,
  driveTop4,
  gbAlarmCodeTop,
  gbAlarmLevelTop,
  realtimeByModel,
  realtimeByProvince,
  realtimePage,
  realtimeSheet,
  vehicleDaysTravel,
  vehicleTravel,
} from './more';

const tags = ['analysis'];
/** The single-vehicle analysis screen shows the vehicle's alarm flags with the anomaly screen's call. */
const ALSO_SINGLE = { alsoAccess: ['singleVehicleAnalysis/view'] };
/** reads: no business-log row */
const QUIET = { audit: false } as const;

/** The GB alarm tops, the fleet now by province and model, and one vehicle's days and charging hours. */
export function analysisMoreRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database;
  const scopeOf = (req: Parameters<typeof authOf>[0]) => vehicleScopeOf(authOf(req));

  r.route({
    ...served(C.gbAlarmLevelTop),
    schema: { tags, body: analysisTopQuery },
    handler: (req) => gbAlarmLevelTop(db, scopeOf(req), req.body),
  });
  r.route({
    ...served(C.gbAlarmCodeTop, ALSO_SINGLE),
    schema: { tags, body: analysisTopQuery },
    handler: (req) => gbAlarmCodeTop(db, scopeOf(req), req.body),
  });
  r.route({
    ...served(C.realtimeByProvince),
    schema: { tags, body: realtimeGroupQuery },
    handler: (req) => realtimeByProvince(db, scopeOf(req), req.body, req.lang),
  });
  r.route({
    ...served(C.realtimeByModel),
    schema: { tags, body: realtimeGroupQuery },
    handler: (req) => realtimeByModel(db, scopeOf(req), req.body),
  });
  r.route({
    ...served(C.realtimePage),
    schema: { tags, body: realtimePageQuery },
    handler: (req) => realtimePage(db, scopeOf(req), req.body, req.lang),
  });
  r.route({
    ...served(C.realtimeExport),
    schema: { tags, body: realtimeExportQuery },
    handler: async (req, reply) => {
      const { title, buffer } = await realtimeSheet(db, scopeOf(req), req.body, req.lang);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(title))
        .send(buffer);
    },
  });
  r.route({
    ...served(C.driveTop4),
    schema: { tags, body: singleVehicleQuery },
    handler: (req) => driveTop4(db, scopeOf(req), req.body),
  });
  r.route({
    ...served(C.chargeTimeFrame),
    schema: { tags, body: singleVehicleQuery },
    handler: (req) => chargeTimeFrame(db, scopeOf(req), req.body),
  });
  r.route({
    ...served(C.travel, QUIET),
    schema: { tags, body: singleVehicleQuery },
    handler: (req) => vehicleTravel(db, scopeOf(req), req.body),
  });
  r.route({
    ...served(C.daysTravel, QUIET),
    schema: { tags, body: singleVehicleQuery },
    handler: (req) => vehicleDaysTravel(db, scopeOf(req), req.body),
  });
}
