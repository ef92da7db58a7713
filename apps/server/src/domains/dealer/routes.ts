import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE, text } from '@chelian/contracts';
import {
  DEALER_CALLS as C,
  dealerRefCreateBody,
  dealerRefDeleteBody,
  dealerRefPageBody,
} from '@chelian/contracts/resources/dealer/dealer';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { attachmentHeader } from '../../engine/excel';
import { uploadedFile } from '../../engine/routes';
import {
  dealerFor,
  dealersOfVehicle,
  link,
  pageCandidates,
  pageRefs,
  readVins,
  unlink,
  vehiclesOfFile,
  vinTemplate,
} from './references';

const tags = ['dealer'];
/** The reference calls open to the viewers (or editors) of any of the three kinds' screens. */
const VIEWERS = ['dealerNetwork/view', 'keyClient/view', 'serviceProvider/view'];
const EDITORS = ['dealerNetwork/update', 'keyClient/update', 'serviceProvider/update'];
const dealerQuery = z.object({ dealerId: z.coerce.number().int().positive() });
const TEMPLATE_TITLE = text('dealer.vinTemplate');

/** The vehicles of dealers, key accounts and service providers (002 §7, users/dealer/V1.0). */
export function dealerRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const caller = (req: FastifyRequest) => ({ auth: authOf(req), lang: req.lang });
  const open = (call: Parameters<typeof served>[0], also: string[]) => {
    const route = served(call);
    return { ...route, config: { ...route.config, alsoAccess: also } };
  };

  r.route({
    ...open(C.pageDealerRef, VIEWERS),
    schema: { tags, body: dealerRefPageBody },
    handler: async (req) =>
      pageRefs(db, await dealerFor(db, caller(req), req.body.dealerId, 'view'), req.body),
  });
  r.route({
    ...open(C.pageVehicleNoDealer, VIEWERS),
    schema: { tags, body: dealerRefPageBody },
    handler: async (req) =>
      pageCandidates(
        db,
        authOf(req).tenantId,
        await dealerFor(db, caller(req), req.body.dealerId, 'view'),
        req.body,
      ),
  });
  r.route({
    ...open(C.createVehicleRef, EDITORS),
    schema: { tags, body: dealerRefCreateBody },
    handler: async (req) => {
      const dealer = await dealerFor(db, caller(req), req.body.dealerId, 'update');
      const vins = (req.body.vins ?? []).map((value, i) => ({ row: i + 1, value }));
      return link(db, caller(req), dealer, { ids: req.body.vehicleIds, vins });
    },
  });
  r.route({
    ...open(C.deleteDealerRef, EDITORS),
    schema: { tags, body: dealerRefDeleteBody },
    handler: async (req) =>
      unlink(db, await dealerFor(db, caller(req), req.body.dealerId, 'update'), req.body.vehicleIds),
  });
  for (const call of [C.import4DealerVin, C.import4KeyAccountVin])
    r.route({
      ...open(call, EDITORS),
      schema: { tags, querystring: dealerQuery, consumes: ['multipart/form-data'] },
      handler: async (req) => {
        const dealer = await dealerFor(db, caller(req), req.query.dealerId, 'update');
        return link(db, caller(req), dealer, { vins: await readVins(await uploadedFile(req)) });
      },
    });
  r.route({
    ...open(C.page4VinByExcel, VIEWERS),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req) => vehiclesOfFile(db, authOf(req).tenantId, await uploadedFile(req)),
  });
  r.route({
    ...open(C.vehicleDealers, VIEWERS),
    schema: { tags, params: z.object({ vin: z.string().trim().min(1).max(17) }) },
    handler: async (req) => dealersOfVehicle(db, authOf(req).tenantId, req.params.vin),
  });
  r.route({
    ...open(C.vinTemplate, VIEWERS),
    schema: { tags },
    handler: async (req, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(TEMPLATE_TITLE[req.lang]))
        .send(await vinTemplate()),
  });
}
