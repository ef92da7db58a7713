import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  MonitorApi,
  MonitorPermissions as P,
  MonitorRoutes,
  historyBody,
  historyExportBody,
  timeRangeQuery,
  vinRangeBody,
} from '@chelian/contracts/monitor';
import { authOf } from '../../platform/access';
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
  const read = (access: string) => ({ access: access as `${string}/${string}`, audit: false });

  r.post(
    `/api/${MonitorRoutes.travel}`,
    { config: read(P.analysisView), schema: { tags, params: vinParams, body: timeRangeQuery } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return travel(db, tenantId, row.id, req.body);
    },
  );

  r.post(
    `/api/${MonitorRoutes.daysTravel}`,
    { config: read(P.analysisView), schema: { tags, params: vinParams, body: timeRangeQuery } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return daysTravel(db, tenantId, row.id, req.body);
    },
  );

  r.get(
    `/api/${MonitorRoutes.energyRealTime}`,
    { config: read(P.currentView), schema: { tags, params: vinParams } },
    async (req) => {
      const { row, latest } = await vehicleWithTerminal(
        db,
        authOf(req).tenantId,
        req.params.vin,
        readerOf(req),
      );
      return energyRealTime(row.vin, latest);
    },
  );

  r.get(
    `/api/${MonitorRoutes.energyTrack}`,
    { config: read(P.historyView), schema: { tags, params: vinParams, querystring: timeRangeQuery } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return energyTrack(db, tenantId, row.id, req.query);
    },
  );

  // V2.0 history answers as V1.0; its signal tree and export name the vehicle elsewhere
  r.post(
    `/api/${MonitorRoutes.historyV2}`,
    { config: read(P.historyView), schema: { tags, params: vinParams, body: historyBody } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return historyPage(db, tenantId, row.id, req.body);
    },
  );

  r.get(`/api/${MonitorApi.historyInitV2}`, { config: read(P.historyView), schema: { tags } }, (req) =>
    signalTree(req.lang),
  );

  r.post(
    `/api/${MonitorApi.exportV2}`,
    {
      config: read(P.historyExport),
      schema: { tags, body: historyExportBody.extend({ vin: vinRangeBody.shape.vin }) },
    },
    async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.body.vin, readerOf(req));
      const buffer = await historyWorkbook(db, tenantId, row.id, req.body, req.lang);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(`${HISTORY_EXPORT_TITLE[req.lang]}_${row.vin}`))
        .send(buffer);
    },
  );

  r.post(
    `/api/${MonitorApi.workDataExport}`,
    { config: read(P.analysisExport), schema: { tags, body: vinRangeBody } },
    async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.body.vin, readerOf(req));
      const buffer = await workDataWorkbook(db, tenantId, row.id, req.body, req.lang);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(`${WORK_DATA_TITLE[req.lang]}_${row.vin}`))
        .send(buffer);
    },
  );
}
