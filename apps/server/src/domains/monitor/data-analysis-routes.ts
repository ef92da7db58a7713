import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  DATA_ANALYSIS_CALLS as C,
  dayRangeQuery,
  rangeWorkPageBody,
  vehicleWorkPageBody,
  workTimeDateQuery,
} from '@chelian/contracts/monitor';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { attachmentHeader } from '../../engine/excel';
import { daysTravel } from './analysis';
import {
  ANALYSIS_TITLES,
  dateWork,
  fleetDayWork,
  onlineRate,
  onlineRateSheet,
  provinceList,
  provinceSheet,
  rangeWorkPage,
  timeSheet,
  totalSheet,
  typeSheet,
  vehicleWorkPage,
  workTimeByProvince,
} from './data-analysis';
import { countByType } from './home';
import { readerOf } from './routes';
import { vehicleWithTerminal } from './single-vehicle';
import { vehicleScopeOf } from '../../platform/vehicle-scope';

const tags = ['monitor'];

/** Data analysis: online rate, work time by day, province and vehicle, energy per day, and their exports. */
export function dataAnalysisRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const quiet = { audit: false };
  const xlsx = (reply: FastifyReply, title: string, buffer: Buffer) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(title))
      .send(buffer);

  r.route({
    ...served(C.onlineRate, quiet),
    schema: { tags, querystring: dayRangeQuery },
    handler: (req) => onlineRate(db, authOf(req).tenantId, req.query),
  });
  r.route({
    ...served(C.exportOnlineRate, quiet),
    schema: { tags, body: dayRangeQuery },
    handler: async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.onlineRate[req.lang],
        await onlineRateSheet(req.lang, await onlineRate(db, authOf(req).tenantId, req.body)),
      ),
  });

  r.route({
    ...served(C.workTimeByProvince, quiet),
    schema: { tags },
    handler: (req) => workTimeByProvince(db, authOf(req).tenantId, req.lang),
  });
  r.route({
    ...served(C.exportProvince, quiet),
    schema: { tags },
    handler: async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.province[req.lang],
        await provinceSheet(req.lang, await workTimeByProvince(db, authOf(req).tenantId, req.lang)),
      ),
  });
  r.route({ ...served(C.provinces, quiet), schema: { tags }, handler: (req) => provinceList(req.lang) });

  r.route({
    ...served(C.workTime, quiet),
    schema: { tags, querystring: dayRangeQuery },
    handler: (req) => fleetDayWork(db, authOf(req).tenantId, req.query),
  });
  r.route({
    ...served(C.exportTime, quiet),
    schema: { tags, body: dayRangeQuery },
    handler: async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.time[req.lang],
        await timeSheet(req.lang, await fleetDayWork(db, authOf(req).tenantId, req.body)),
      ),
  });
  r.route({
    ...served(C.workTimeOfDate, quiet),
    schema: { tags, querystring: workTimeDateQuery },
    handler: (req) => dateWork(db, authOf(req).tenantId, req.query.date),
  });
  r.route({
    ...served(C.page, quiet),
    schema: { tags, body: vehicleWorkPageBody },
    handler: (req) => vehicleWorkPage(db, authOf(req).tenantId, req.body),
  });
  r.route({
    ...served(C.pageWorkTime, quiet),
    schema: { tags, body: rangeWorkPageBody },
    handler: (req) => rangeWorkPage(db, authOf(req).tenantId, req.body),
  });
  r.route({
    ...served(C.exportTotal, quiet),
    schema: { tags, body: vehicleWorkPageBody.pick({ vin: true, plate: true }) },
    handler: async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.total[req.lang],
        await totalSheet(db, authOf(req).tenantId, req.body, req.lang),
      ),
  });

  r.route({
    ...served(C.exportType, quiet),
    schema: { tags },
    handler: async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.type[req.lang],
        await typeSheet(req.lang, await countByType(db, vehicleScopeOf(authOf(req)))),
      ),
  });

  // energy per day of one vehicle: the days of the single-vehicle analysis, energy first
  r.route({
    ...served(C.fuelList, quiet),
    schema: {
      tags,
      params: z.object({ vin: z.string().trim().min(1).max(17) }),
      querystring: dayRangeQuery,
    },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return (await daysTravel(db, tenantId, row.id, req.query)).map((d) => ({
        date: d.date,
        mileage: d.mileage,
        energyKwh: d.energyKwh,
        kwhPer100km: d.kwhPer100km,
      }));
    },
  });
}
