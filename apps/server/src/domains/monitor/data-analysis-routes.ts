import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  DATA_ANALYSIS_FUEL_ROUTE,
  DataAnalysisApi as Api,
  MonitorPermissions as P,
  dayRangeQuery,
  rangeWorkPageBody,
  vehicleWorkPageBody,
  workTimeDateQuery,
} from '@chelian/contracts/monitor';
import { authOf } from '../../platform/access';
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
  const read = (access: string) => ({ access: access as `${string}/${string}`, audit: false });
  const xlsx = (reply: FastifyReply, title: string, buffer: Buffer) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(title))
      .send(buffer);

  r.get(
    `/api/${Api.onlineRate}`,
    { config: read(P.onlineRateView), schema: { tags, querystring: dayRangeQuery } },
    (req) => onlineRate(db, authOf(req).tenantId, req.query),
  );
  r.post(
    `/api/${Api.exportOnlineRate}`,
    { config: read(P.onlineRateExport), schema: { tags, body: dayRangeQuery } },
    async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.onlineRate[req.lang],
        await onlineRateSheet(req.lang, await onlineRate(db, authOf(req).tenantId, req.body)),
      ),
  );

  r.get(`/api/${Api.workTimeByProvince}`, { config: read(P.provinceView), schema: { tags } }, (req) =>
    workTimeByProvince(db, authOf(req).tenantId, req.lang),
  );
  r.post(
    `/api/${Api.exportProvince}`,
    { config: read(P.provinceExport), schema: { tags } },
    async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.province[req.lang],
        await provinceSheet(req.lang, await workTimeByProvince(db, authOf(req).tenantId, req.lang)),
      ),
  );
  r.get(`/api/${Api.provinces}`, { config: { access: 'session', audit: false }, schema: { tags } }, (req) =>
    provinceList(req.lang),
  );

  r.get(
    `/api/${Api.workTime}`,
    { config: read(P.workTimeView), schema: { tags, querystring: dayRangeQuery } },
    (req) => fleetDayWork(db, authOf(req).tenantId, req.query),
  );
  r.post(
    `/api/${Api.exportTime}`,
    { config: read(P.workTimeExport), schema: { tags, body: dayRangeQuery } },
    async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.time[req.lang],
        await timeSheet(req.lang, await fleetDayWork(db, authOf(req).tenantId, req.body)),
      ),
  );
  r.get(
    `/api/${Api.workTimeOfDate}`,
    { config: read(P.workTimeView), schema: { tags, querystring: workTimeDateQuery } },
    (req) => dateWork(db, authOf(req).tenantId, req.query.date),
  );
  r.post(
    `/api/${Api.page}`,
    { config: read(P.workTimeView), schema: { tags, body: vehicleWorkPageBody } },
    (req) => vehicleWorkPage(db, authOf(req).tenantId, req.body),
  );
  r.post(
    `/api/${Api.pageWorkTime}`,
    { config: read(P.workTimeView), schema: { tags, body: rangeWorkPageBody } },
    (req) => rangeWorkPage(db, authOf(req).tenantId, req.body),
  );
  r.post(
    `/api/${Api.exportTotal}`,
    {
      config: read(P.workTimeExport),
      schema: { tags, body: vehicleWorkPageBody.pick({ vin: true, plate: true }) },
    },
    async (req, reply) =>
      xlsx(
        reply,
        ANALYSIS_TITLES.total[req.lang],
        await totalSheet(db, authOf(req).tenantId, req.body, req.lang),
      ),
  );

  r.post(`/api/${Api.exportType}`, { config: read(P.typeExport), schema: { tags } }, async (req, reply) =>
    xlsx(
      reply,
      ANALYSIS_TITLES.type[req.lang],
      await typeSheet(req.lang, await countByType(db, vehicleScopeOf(authOf(req)))),
    ),
  );

  // energy per day of one vehicle: the days of the single-vehicle analysis, energy first
  r.get(
    `/api/${DATA_ANALYSIS_FUEL_ROUTE}`,
    {
      config: read(P.analysisView),
      schema: {
        tags,
        params: z.object({ vin: z.string().trim().min(1).max(17) }),
        querystring: dayRangeQuery,
      },
    },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return (await daysTravel(db, tenantId, row.id, req.query)).map((d) => ({
        date: d.date,
        mileage: d.mileage,
        energyKwh: d.energyKwh,
        kwhPer100km: d.kwhPer100km,
      }));
    },
  );
}
