import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  MONITOR_CALLS as C,
  historyBody,
  historyExportBody,
  timeRangeQuery,
  vinRangeBody,
} from '@chelian/contracts/monitor';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { attachmentHeader } from '../../engine/excel';
import {
  WORK_DATA_TITLE,
  daysTravel,
  energyRealTime,
  energyTrack,
  travel,
  workDataWorkbook,
} from './analysis';
import { HISTORY_EXPORT_TITLE, historyWorkbook } from './history-export';
import { historyPage } from './history';
import { readerOf } from './routes';
import { signalTree } from './signals';
import { vehicleWithTerminal } from './single-vehicle';

const vinParams = z.object({ vin: z.string().trim().min(1).max(17) });
const tags = ['monitor'];

/** Single-vehicle analysis (travel, days travel) and the V2.0 energy, history and work-data calls. */
export function analysisRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  /** reads: no business-log row */
  const quiet = { audit: false } as const;

  r.route({
    ...served(C.travel, quiet),
    schema: { tags, params: vinParams, body: timeRangeQuery },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return travel(db, tenantId, row.id, req.body);
    },
  });

  r.route({
    ...served(C.daysTravel, quiet),
    schema: { tags, params: vinParams, body: timeRangeQuery },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return daysTravel(db, tenantId, row.id, req.body);
    },
  });

  r.route({
    ...served(C.energyRealTime, quiet),
    schema: { tags, params: vinParams },
    handler: async (req) => {
      const { row, latest } = await vehicleWithTerminal(
        db,
        authOf(req).tenantId,
        req.params.vin,
        readerOf(req),
      );
      return energyRealTime(row.vin, latest);
    },
  });

  r.route({
    ...served(C.energyTrack, quiet),
    schema: { tags, params: vinParams, querystring: timeRangeQuery },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return energyTrack(db, tenantId, row.id, req.query);
    },
  });

  // V2.0 history answers as V1.0; its signal tree and export name the vehicle elsewhere
  r.route({
    ...served(C.historyV2, quiet),
    schema: { tags, params: vinParams, body: historyBody },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return historyPage(db, tenantId, row.id, req.body);
    },
  });

  r.route({
    ...served(C.historyInitV2, quiet),
    schema: { tags },
    handler: (req) => signalTree(req.lang),
  });

  r.route({
    ...served(C.exportV2, quiet),
    schema: { tags, body: historyExportBody.extend({ vin: vinRangeBody.shape.vin }) },
    handler: async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.body.vin, readerOf(req));
      const buffer = await historyWorkbook(db, tenantId, row.id, req.body, req.lang);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(`${HISTORY_EXPORT_TITLE[req.lang]}_${row.vin}`))
        .send(buffer);
    },
  });

  r.route({
    ...served(C.workDataExport, quiet),
    schema: { tags, body: vinRangeBody },
    handler: async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.body.vin, readerOf(req));
      const buffer = await workDataWorkbook(db, tenantId, row.id, req.body, req.lang);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(`${WORK_DATA_TITLE[req.lang]}_${row.vin}`))
        .send(buffer);
    },
  });
}
