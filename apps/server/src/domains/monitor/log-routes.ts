import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import {
  MONITOR_CALLS as C,
  linkGpsBody,
  messageQueryBody,
  positionsBody,
  timeRangeQuery,
  vinQuery,
  vinRangeQuery,
} from '@chelian/contracts/monitor';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { attachmentHeader } from '../../engine/excel';
import { MESSAGE_EXPORT_TITLE, messagePage, messageWorkbook } from './frame-messages';
import { trackJson } from './history';
import { homeWorkTime } from './home';
import { vehicleScopeOf } from '../../platform/vehicle-scope';
import { LINK_GPS_TITLE, linkGpsPage, linkGpsWorkbook } from './link-gps';
import { readerOf } from './routes';
import { vehicleWithTerminal } from './single-vehicle';
import { findVehicle } from './status-list';
import { positionsOf, protocolsOfVehicle, vehicleCategory } from './vehicle-extras';
import { sendJsonText } from '../../platform/json-text';
import { customSignalTree } from './custom-signals';
import { dayWork, onlineAndWork, realtimeCustomer } from './realtime';
import { tenantTimeZone } from '../../platform/time-zone';

const vinParams = z.object({ vin: z.string().trim().min(1).max(17) });
const tags = ['monitor'];

/** Frames (queryMsg, exportMsg), the link position log, positioning, category, protocols, the custom signal tree and home work time. */
export function logRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  /** reads: no business-log row */
  const quiet = { audit: false } as const;

  /** A vehicle of the caller's tenant by VIN (a terminal is not needed to read its past). */
  const vehicleOf = async (req: Parameters<typeof readerOf>[0], vin: string) => {
    const found = await findVehicle(db, authOf(req).tenantId, vin.toUpperCase(), readerOf(req));
    if (!found) throw notFound();
    return { id: found.row.id, vin: found.row.vin };
  };

  r.route({
    ...served(C.queryMsg, quiet),
    schema: { tags, body: messageQueryBody },
    handler: async (req) => messagePage(db, await vehicleOf(req, req.body.vin), req.body, req.lang),
  });

  r.route({
    ...served(C.exportMsg, quiet),
    schema: { tags, body: messageQueryBody.omit({ current: true, size: true }) },
    handler: async (req, reply) => {
      const vehicle = await vehicleOf(req, req.body.vin);
      const zone = await tenantTimeZone(db, authOf(req).tenantId);
      const buffer = await messageWorkbook(db, vehicle, req.body, req.lang, zone);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(`${MESSAGE_EXPORT_TITLE[req.lang]}_${vehicle.vin}`))
        .send(buffer);
    },
  });

  r.route({
    ...served(C.linkGpsPage, quiet),
    schema: { tags, body: linkGpsBody },
    handler: async (req) =>
      linkGpsPage(db, authOf(req).tenantId, await vehicleOf(req, req.body.vin), req.body, req.lang),
  });

  r.route({
    ...served(C.linkGpsExport, quiet),
    schema: { tags, body: linkGpsBody.omit({ current: true, size: true }) },
    handler: async (req, reply) => {
      const vehicle = await vehicleOf(req, req.body.vin);
      const buffer = await linkGpsWorkbook(db, authOf(req).tenantId, vehicle, req.body, req.lang);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(`${LINK_GPS_TITLE[req.lang]}_${vehicle.vin}`))
        .send(buffer);
    },
  });

  r.route({
    ...served(C.positions, quiet),
    schema: { tags, body: positionsBody },
    handler: (req) => positionsOf(db, authOf(req).tenantId, req.body.vins, req.lang),
  });

  r.route({
    ...served(C.vehicleCategory, quiet),
    schema: { tags, params: vinParams },
    handler: async (req) =>
      vehicleCategory(db, authOf(req).tenantId, (await vehicleOf(req, req.params.vin)).id),
  });

  r.route({
    ...served(C.protocolsByVehicle, quiet),
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) },
    handler: (req) => protocolsOfVehicle(db, authOf(req).tenantId, req.params.id),
  });

  // the factory vehicle's single track is the track replay's
  r.route({
    ...served(C.factoryTrack, quiet),
    schema: { tags, params: vinParams, querystring: timeRangeQuery },
    handler: async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.params.vin, readerOf(req));
      return sendJsonText(reply, await trackJson(db, tenantId, row.id, req.query));
    },
  });

  // Realtime V2.0 (the spec does not show its base): customer, locate, onlineAndWork, work
  r.route({
    ...served(C.realtimeCustomer, quiet),
    schema: { tags, params: vinParams },
    handler: async (req) =>
      realtimeCustomer(
        db,
        authOf(req).tenantId,
        (await vehicleOf(req, req.params.vin)).id,
        readerOf(req).unmask,
      ),
  });
  r.route({
    ...served(C.realtimeLocate, quiet),
    schema: { tags, querystring: vinQuery },
    handler: async (req) => {
      const [location] = await positionsOf(db, authOf(req).tenantId, [req.query.vin], req.lang);
      if (!location) throw notFound();
      return location;
    },
  });
  r.route({
    ...served(C.realtimeOnlineAndWork, quiet),
    schema: { tags, querystring: vinQuery },
    handler: async (req) => onlineAndWork(db, authOf(req).tenantId, await vehicleOf(req, req.query.vin)),
  });
  r.route({
    ...served(C.realtimeWork, quiet),
    schema: { tags, querystring: vinRangeQuery },
    handler: async (req) =>
      dayWork(db, authOf(req).tenantId, (await vehicleOf(req, req.query.vin)).id, req.query),
  });

  // the custom signal tree beside the standard one of history/init (no VIN in the path: it is asked as ?vin=)
  r.route({
    ...served(C.customTree, quiet),
    schema: { tags, querystring: vinQuery },
    handler: async (req) =>
      customSignalTree(db, authOf(req).tenantId, (await vehicleOf(req, req.query.vin)).id),
  });

  r.route({
    ...served(C.homeWorkTime, quiet),
    schema: { tags },
    handler: (req) => homeWorkTime(db, vehicleScopeOf(authOf(req))),
  });
}
