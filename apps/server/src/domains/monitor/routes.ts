import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS, XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  MONITOR_CALLS as C,
  MonitorPermissions as P,
  dateListQuery,
  historyBody,
  historyExportBody,
  monitorListBody,
  timeRangeQuery,
  trackPageBody,
  type MapTiles,
  type VehicleLocation,
} from '@chelian/contracts/monitor';
import { authOf, served } from '../../platform/access';
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
  /** reads: no business-log row */
  const quiet = { audit: false } as const;

  r.route({
    ...served(C.monitorList, quiet),
    schema: { tags, body: monitorListBody },
    handler: (req) => monitorPage(db, authOf(req).tenantId, req.body, readerOf(req)),
  });

  r.route({
    ...served(C.monitorExport, quiet),
    schema: { tags, body: monitorListBody.partial() },
    handler: async (req, reply) => {
      const rows = await monitorRows(db, authOf(req).tenantId, req.body, LIMITS.exportRows, readerOf(req));
      if (rows.length > LIMITS.exportRows) throw badRequest('EXPORT_TOO_MANY', { max: LIMITS.exportRows });
      const buffer = await statusWorkbook(rows, req.lang, await tenantTimeZone(db, authOf(req).tenantId));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(STATUS_EXPORT_TITLE[req.lang]))
        .send(buffer);
    },
  });

  // V2.0 of the single monitor answers as V1.0 for the basic info and the current condition
  for (const call of [C.single, C.singleV2]) {
    r.route({
      ...served(call, quiet),
      schema: { tags, params: vinParams },
      handler: async (req) => {
        const { row } = await vehicleWithTerminal(db, authOf(req).tenantId, req.params.vin, readerOf(req));
        return row;
      },
    });
  }

  for (const call of [C.realTime, C.realTimeV2]) {
    r.route({
      ...served(call, quiet),
      schema: { tags, params: vinParams },
      handler: async (req) => {
        const { latest } = await vehicleWithTerminal(db, authOf(req).tenantId, req.params.vin, readerOf(req));
        return currentCondition(db, latest);
      },
    });
  }

  r.route({
    ...served(C.location, quiet),
    schema: { tags, params: vinParams },
    handler: async (req): Promise<VehicleLocation> => {
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
  });

  r.route({
    ...served(C.historyInit, quiet),
    schema: { tags, params: vinParams },
    handler: async (req) => {
      await vehicleWithTerminal(db, authOf(req).tenantId, req.params.vin, readerOf(req));
      return signalTree(req.lang);
    },
  });

  r.route({
    ...served(C.history, quiet),
    schema: { tags, params: vinParams, body: historyBody },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return historyPage(db, tenantId, row.id, req.body);
    },
  });

  r.route({
    ...served(C.trackData, quiet),
    schema: { tags, params: vinParams, querystring: timeRangeQuery },
    handler: async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return sendJsonText(reply, await trackJson(db, tenantId, row.id, req.query));
    },
  });

  r.route({
    ...served(C.trackPage, quiet),
    schema: { tags, params: vinParams, body: trackPageBody },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return trackPage(db, tenantId, row.id, req.body);
    },
  });

  const xlsx = (reply: FastifyReply, title: string, buffer: Buffer) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(title))
      .send(buffer);

  r.route({
    ...served(C.historyExport, quiet),
    schema: { tags, params: vinParams, body: historyExportBody },
    handler: async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return xlsx(
        reply,
        `${HISTORY_EXPORT_TITLE[req.lang]}_${row.vin}`,
        await historyWorkbook(db, tenantId, row.id, req.body, req.lang),
      );
    },
  });

  r.route({
    ...served(C.trackExport, quiet),
    schema: { tags, params: vinParams, body: timeRangeQuery },
    handler: async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return xlsx(
        reply,
        `${TRACK_EXPORT_TITLE[req.lang]}_${row.vin}`,
        await trackWorkbook(db, tenantId, row.id, req.body, req.lang),
      );
    },
  });

  r.route({
    ...served(C.faults, quiet),
    schema: { tags, params: vinParams },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return currentFaults(db, tenantId, row.id, req.lang);
    },
  });

  r.route({
    ...served(C.dateList, quiet),
    schema: { tags, querystring: dateListQuery },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.query.vin, readerOf(req));
      return reportDays(db, tenantId, row.id, req.query.month);
    },
  });

  for (const call of [C.mapData, C.mapDataAlias]) {
    r.route({
      ...served(call, quiet),
      schema: { tags },
      handler: async (req, reply) =>
        sendJsonText(reply, await mapData(db, vehicleScopeOf(authOf(req)), ctx.config)),
    });
  }
  r.route({
    ...served(C.mapTiles, quiet),
    schema: { tags },
    handler: async (): Promise<MapTiles> => ({
      url: ctx.config.MAP_TILE_URL,
      coord: ctx.config.MAP_TILE_COORD,
    }),
  });
  r.route({
    ...served(C.countByProvince, quiet),
    schema: { tags },
    handler: (req) => countByProvince(db, vehicleScopeOf(authOf(req)), req.lang),
  });

  // fleet-wide figures: the home dashboard's, not every signed-in user's
  r.route({
    ...served(C.homeOnline, quiet),
    schema: { tags },
    handler: (req) => homeOnline(db, vehicleScopeOf(authOf(req))),
  });
  r.route({
    ...served(C.homeAlarm, quiet),
    schema: { tags },
    handler: (req) => homeAlarm(db, vehicleScopeOf(authOf(req))),
  });
  r.route({
    ...served(C.homeKeyAlarm, quiet),
    schema: { tags },
    handler: async (req) => ({
      key: (await homeAlarm(db, vehicleScopeOf(authOf(req)))).key,
    }),
  });
  r.route({
    ...served(C.homeVehicle, quiet),
    schema: { tags },
    handler: (req) => countByType(db, vehicleScopeOf(authOf(req))),
  });
  r.route({
    ...served(C.countByVehicleType, { ...quiet, alsoAccess: [P.typeView] }),
    schema: { tags },
    handler: (req) => countByType(db, vehicleScopeOf(authOf(req))),
  });
  r.route({
    ...served(C.homeMonthWorkTime, quiet),
    schema: { tags },
    handler: (req) => monthWorkTime(db, vehicleScopeOf(authOf(req))),
  });
}
