import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS, XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  MonitorApi,
  MonitorPermissions as P,
  MonitorRoutes,
  dateListQuery,
  historyBody,
  historyExportBody,
  monitorListBody,
  timeRangeQuery,
  trackPageBody,
  type MapTiles,
  type VehicleLocation,
} from '@chelian/contracts/monitor';
import { authOf } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { attachmentHeader } from '../../engine/excel';
import { historyPage, reportDays, trackJson, trackPage } from './history';
import { currentFaults } from './faults';
import { HISTORY_EXPORT_TITLE, TRACK_EXPORT_TITLE, historyWorkbook, trackWorkbook } from './history-export';
import { countByType, homeAlarm, homeOnline, monthWorkTime } from './home';
import { countByProvince, mapData } from './map';
import { signalTree } from './signals';
import { currentCondition, vehicleWithTerminal } from './single-vehicle';
import { STATUS_EXPORT_TITLE, statusWorkbook } from './status-export';
import { sendJsonText } from '../../platform/json-text';
import { monitorPage, monitorRows, type RowReader } from './status-list';
import { tenantTimeZone } from '../../platform/time-zone';
import { vehicleScopeOf } from '../../platform/vehicle-scope';

/** Owner names in clear only for holders of vehicleList/unmask, as on the archive's screens; a dealer's user reads its own vehicles. */
export const readerOf = (req: FastifyRequest): RowReader => ({
  lang: req.lang,
  unmask: authOf(req).permissions.has('vehicleList/unmask'),
  vehicles: vehicleScopeOf(authOf(req)),
});

const vinParams = z.object({ vin: z.string().trim().min(1).max(17) });
const tags = ['monitor'];

/** Monitoring: the status list, the single-vehicle view, history, track and the home figures. */
export function monitorRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const read = (access: string) => ({ access: access as `${string}/${string}`, audit: false });

  r.post(
    `/api/${MonitorApi.monitorList}`,
    { config: read(P.statusView), schema: { tags, body: monitorListBody } },
    (req) => monitorPage(db, authOf(req).tenantId, req.body, readerOf(req)),
  );

  r.post(
    `/api/${MonitorApi.monitorExport}`,
    { config: read(P.statusExport), schema: { tags, body: monitorListBody.partial() } },
    async (req, reply) => {
      const rows = await monitorRows(db, authOf(req).tenantId, req.body, LIMITS.exportRows, readerOf(req));
      if (rows.length > LIMITS.exportRows) throw badRequest('EXPORT_TOO_MANY', { max: LIMITS.exportRows });
      const buffer = await statusWorkbook(rows, req.lang, await tenantTimeZone(db, authOf(req).tenantId));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(STATUS_EXPORT_TITLE[req.lang]))
        .send(buffer);
    },
  );

  // V2.0 of the single monitor answers as V1.0 for the basic info and the current condition
  for (const path of [MonitorRoutes.single, MonitorRoutes.singleV2]) {
    r.get(
      `/api/${path}`,
      { config: read(P.singleView), schema: { tags, params: vinParams } },
      async (req) => {
        const { row } = await vehicleWithTerminal(db, authOf(req).tenantId, req.params.vin, readerOf(req));
        return row;
      },
    );
  }

  for (const path of [MonitorRoutes.realTime, MonitorRoutes.realTimeV2]) {
    r.get(
      `/api/${path}`,
      { config: read(P.currentView), schema: { tags, params: vinParams } },
      async (req) => {
        const { latest } = await vehicleWithTerminal(db, authOf(req).tenantId, req.params.vin, readerOf(req));
        return currentCondition(db, latest);
      },
    );
  }

  r.get(
    `/api/${MonitorRoutes.location}`,
    { config: read(P.singleView), schema: { tags, params: vinParams } },
    async (req): Promise<VehicleLocation> => {
      const { row, latest } = await vehicleWithTerminal(
        db,
        authOf(req).tenantId,
        req.params.vin,
        readerOf(req),
      );
      return {
        vin: row.vin,
        valid: latest?.positionValid ?? null,
        lng: row.lastLon,
        lat: row.lastLat,
        gpsTime: row.gpsTime,
        address: row.gpsAddress,
        speed: row.speed,
      };
    },
  );

  r.get(
    `/api/${MonitorRoutes.historyInit}`,
    { config: read(P.historyView), schema: { tags, params: vinParams } },
    async (req) => {
      await vehicleWithTerminal(db, authOf(req).tenantId, req.params.vin, readerOf(req));
      return signalTree(req.lang);
    },
  );

  r.post(
    `/api/${MonitorRoutes.history}`,
    { config: read(P.historyView), schema: { tags, params: vinParams, body: historyBody } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return historyPage(db, tenantId, row.id, req.body);
    },
  );

  r.get(
    `/api/${MonitorRoutes.trackData}`,
    { config: read(P.trackView), schema: { tags, params: vinParams, querystring: timeRangeQuery } },
    async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return sendJsonText(reply, await trackJson(db, tenantId, row.id, req.query));
    },
  );

  r.post(
    `/api/${MonitorRoutes.trackPage}`,
    { config: read(P.trackView), schema: { tags, params: vinParams, body: trackPageBody } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return trackPage(db, tenantId, row.id, req.body);
    },
  );

  const xlsx = (reply: FastifyReply, title: string, buffer: Buffer) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(title))
      .send(buffer);

  r.post(
    `/api/${MonitorRoutes.historyExport}`,
    { config: read(P.historyExport), schema: { tags, params: vinParams, body: historyExportBody } },
    async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return xlsx(
        reply,
        `${HISTORY_EXPORT_TITLE[req.lang]}_${row.vin}`,
        await historyWorkbook(db, tenantId, row.id, req.body, req.lang),
      );
    },
  );

  r.post(
    `/api/${MonitorRoutes.trackExport}`,
    { config: read(P.trackExport), schema: { tags, params: vinParams, body: timeRangeQuery } },
    async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return xlsx(
        reply,
        `${TRACK_EXPORT_TITLE[req.lang]}_${row.vin}`,
        await trackWorkbook(db, tenantId, row.id, req.body, req.lang),
      );
    },
  );

  r.get(
    `/api/${MonitorRoutes.faults}`,
    { config: read(P.faultsView), schema: { tags, params: vinParams } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return currentFaults(db, tenantId, row.id, req.lang);
    },
  );

  r.get(
    `/api/${MonitorApi.dateList}`,
    { config: read(P.trackView), schema: { tags, querystring: dateListQuery } },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.query.vin, readerOf(req));
      return reportDays(db, tenantId, row.id, req.query.month);
    },
  );

  for (const path of [MonitorApi.mapData, MonitorApi.mapDataAlias]) {
    r.post(`/api/${path}`, { config: read(P.mapView), schema: { tags } }, async (req, reply) =>
      sendJsonText(reply, await mapData(db, vehicleScopeOf(authOf(req)), ctx.config)),
    );
  }
  r.get(
    `/api/${MonitorApi.mapTiles}`,
    { config: { access: 'session', audit: false }, schema: { tags } },
    async (): Promise<MapTiles> => ({ url: ctx.config.MAP_TILE_URL, coord: ctx.config.MAP_TILE_COORD }),
  );
  r.get(
    `/api/${MonitorApi.countByProvince}`,
    { config: { access: 'session', audit: false }, schema: { tags } },
    (req) => countByProvince(db, vehicleScopeOf(authOf(req)), req.lang),
  );

  // fleet-wide figures: the home dashboard's, not every signed-in user's
  const home = read(P.homeView);
  r.get(`/api/${MonitorApi.homeOnline}`, { config: home, schema: { tags } }, (req) =>
    homeOnline(db, vehicleScopeOf(authOf(req))),
  );
  r.get(`/api/${MonitorApi.homeAlarm}`, { config: home, schema: { tags } }, (req) =>
    homeAlarm(db, vehicleScopeOf(authOf(req))),
  );
  r.get(`/api/${MonitorApi.homeKeyAlarm}`, { config: home, schema: { tags } }, async (req) => ({
    key: (await homeAlarm(db, vehicleScopeOf(authOf(req)))).key,
  }));
  r.get(`/api/${MonitorApi.homeVehicle}`, { config: home, schema: { tags } }, (req) =>
    countByType(db, vehicleScopeOf(authOf(req))),
  );
  r.get(
    `/api/${MonitorApi.countByVehicleType}`,
    { config: { ...home, alsoAccess: [P.typeView] }, schema: { tags } },
    (req) => countByType(db, vehicleScopeOf(authOf(req))),
  );
  r.get(`/api/${MonitorApi.homeMonthWorkTime}`, { config: home, schema: { tags } }, (req) =>
    monthWorkTime(db, vehicleScopeOf(authOf(req))),
  );
}
