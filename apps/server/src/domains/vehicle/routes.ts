import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { SERVICE_STATUSES, VIN_PATTERN } from '@chelian/contracts';
import { VEHICLE_CALLS as C } from '@chelian/contracts/resources/vehicle/vehicle';
import { served } from '../../platform/access';
import { AppError, notFound } from '../../platform/errors';
import { localizeError, startsWith } from '../../engine/engine';
import { codePointCollation } from '../../engine/labels';
import { callerOf, type EngineContext } from '../../engine/routes';
import { TerminalBinding } from './binding';
import { loggingDmsClient, type DmsClient } from './dms';
import { vehicleResource, vehicleSaleResource } from './resources';
import { vehicles } from './schema';
import { restoreService, runServiceExpiry, suspendService } from './service-status';

const vin = z.string().trim().regex(new RegExp(VIN_PATTERN.source));
const ids = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) });
const bindBody = z.object({ vin, terminalCode: z.string().trim().min(1).max(64) });
const changeBody = bindBody.extend({
  changeType: z.enum(['CHANGE', 'SWAP']).default('CHANGE'),
  remark: z.string().max(500).optional(),
});
const epoch = z.coerce.number().int().positive();
/** Autocomplete answers are cut at 16 entries, like the console's autocompletes. */
const KEYWORD_LIMIT = 16;

/** The vehicle archive's calls beyond plain CRUD: vehicles and their terminals. */
export function vehicleArchiveRoutes(
  app: FastifyInstance,
  engine: EngineContext,
  dms: DmsClient = loggingDmsClient(app.log),
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const binding = new TerminalBinding(db);
  const tags = ['vehicleList'];
  const caller = (req: FastifyRequest) => callerOf(db, req);
  const localized = async <T>(req: FastifyRequest, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      throw localizeError(err, req.lang);
    }
  };

  // ---- binding: PUT under the vehicles base and POST under the vehicle terminal base ----
  for (const [bind, change] of [
    [C.bindTerminal, C.changeTerminal],
    [C.bindTerminalPost, C.changeTerminalPost],
  ] as const) {
    r.route({
      ...served(bind),
      schema: { tags, body: bindBody },
      handler: async (req) => binding.bind(await caller(req), req.body.vin, req.body.terminalCode),
    });
    r.route({
      ...served(change),
      schema: { tags, body: changeBody },
      handler: async (req) =>
        binding.change(
          await caller(req),
          req.body.vin,
          req.body.terminalCode,
          req.body.changeType,
          req.body.remark,
        ),
    });
  }
  r.route({
    ...served(C.unbindTerminal),
    schema: { tags, params: z.object({ vin }) },
    handler: async (req) => binding.unbind(await caller(req), req.params.vin),
  });
  // unbinding under the vehicle terminal base takes the vin in the body
  r.route({
    ...served(C.unbindTerminalByBody),
    schema: { tags, body: z.object({ vin, remark: z.string().max(500).optional() }) },
    handler: async (req) => binding.unbind(await caller(req), req.body.vin, req.body.remark),
  });
  r.route({
    ...served(C.terminalInfo),
    schema: { tags, params: z.object({ vin }) },
    handler: async (req) => binding.info(await caller(req), req.params.vin),
  });
  r.route({
    ...served(C.usableTerminals),
    schema: { tags, querystring: z.object({ keyword: z.string().trim().max(64).default('') }) },
    handler: async (req) => binding.usable(await caller(req), req.query.keyword, KEYWORD_LIMIT),
  });

  // ---- lookups ----
  r.route({
    ...served(C.vehiclesByKeyword),
    schema: { tags, body: z.object({ keyword: z.string().trim().max(17).default('') }) },
    handler: async (req) => {
      const { tenantId } = await caller(req);
      const keyword = req.body.keyword.toUpperCase();
      const codePoint = await codePointCollation(db);
      // VIN matches and plate matches apart, each walking its own index in order from the prefix
      // and stopping at 16, then merged in VIN order. One "vin or plate" walked the whole table,
      // and a bare LIKE under a broad prefix either sorted every match or walked the index from
      // its start: seconds on a million vehicles.
      const matching = (column: typeof vehicles.vin | typeof vehicles.plate) =>
        db
          .select({ id: vehicles.id, label: vehicles.vin, plateCode: vehicles.plate })
          .from(vehicles)
          .where(and(eq(vehicles.tenantId, tenantId), startsWith(column, keyword, codePoint)))
          .orderBy(column)
          .limit(KEYWORD_LIMIT);
      const [byVin, byPlate] = await Promise.all([matching(vehicles.vin), matching(vehicles.plate)]);
      const seen = new Set(byVin.map((v) => v.id));
      return [...byVin, ...byPlate.filter((v) => !seen.has(v.id))]
        .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
        .slice(0, KEYWORD_LIMIT);
    },
  });
  r.route({
    ...served(C.batchQuery),
    schema: { tags, body: z.object({ vins: z.array(vin).min(1).max(1000) }) },
    handler: async (req) => {
      const who = await caller(req);
      const found = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.tenantId, who.tenantId), inArray(vehicles.vin, req.body.vins)));
      if (!found.length) return { items: [], total: 0, missing: req.body.vins };
      const page = await vehicleResource.page(db, who, {
        ids: found.map((f) => f.id),
        page: 1,
        pageSize: found.length,
      });
      const present = new Set(page.items.map((i) => i.vin));
      return {
        items: page.items,
        total: page.items.length,
        missing: req.body.vins.filter((v) => !present.has(v)),
      };
    },
  });

  // ---- sale, customer and service ----
  const saleUpdate = (keys: string[]) => async (req: FastifyRequest) =>
    localized(req, async () => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const picked = Object.fromEntries(Object.entries(body).filter(([k]) => k === 'id' || keys.includes(k)));
      const id = await vehicleSaleResource.update(db, await engine.hooks(req), picked);
      return vehicleSaleResource.find(db, await caller(req), id);
    });
  r.route({
    ...served(C.saleInfo),
    schema: { tags },
    handler: saleUpdate(['saleStatus', 'saleDate', 'dealerName']),
  });
  r.route({
    ...served(C.customerInfo),
    schema: { tags },
    handler: saleUpdate(['ownerName', 'ownerPhone', 'ownerIdNumber', 'creditCode']),
  });
  r.route({
    ...served(C.serviceDate),
    schema: { tags, body: ids.extend({ serviceStartDate: epoch, serviceEndDate: epoch }) },
    handler: async (req) =>
      localized(req, async () => {
        const h = await engine.hooks(req);
        for (const id of req.body.ids)
          await vehicleSaleResource.update(db, h, {
            id,
            serviceStartDate: req.body.serviceStartDate,
            serviceEndDate: req.body.serviceEndDate,
          });
        return { updated: req.body.ids.length };
      }),
  });
  r.route({
    ...served(C.serviceStatus),
    schema: { tags, body: ids.extend({ serviceStatus: z.enum(SERVICE_STATUSES) }) },
    handler: async (req) => {
      const { tenantId } = await caller(req);
      const rows = await db
        .update(vehicles)
        .set({ serviceStatus: req.body.serviceStatus })
        .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, req.body.ids)))
        .returning({ id: vehicles.id });
      return { updated: rows.length };
    },
  });
  // the spec's suspendedVehicleService/{isRestore}: 0 suspends, 1 restores, each with its own permission
  r.route({
    ...served(C.suspendService),
    schema: { tags, body: ids },
    handler: async (req) => ({
      updated: await suspendService(db, (await caller(req)).tenantId, req.body.ids),
    }),
  });
  r.route({
    ...served(C.restoreService),
    schema: { tags, body: ids },
    handler: async (req) => ({
      updated: await restoreService(db, (await caller(req)).tenantId, req.body.ids),
    }),
  });
  r.route({
    ...served(C.serviceExpiryJob),
    schema: { tags },
    handler: async () => ({
      expired: await runServiceExpiry(db, 'MANUAL'),
    }),
  });

  // ---- debug dates ----
  r.route({
    ...served(C.debugDate),
    schema: { tags, params: z.object({ vin }) },
    handler: async (req) => {
      const { tenantId } = await caller(req);
      const [row] = await db
        .select({ vin: vehicles.vin, endTime: vehicles.debugEndTime })
        .from(vehicles)
        .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.vin, req.params.vin)));
      if (!row) throw notFound();
      return { vin: row.vin, endTime: row.endTime?.getTime() ?? null };
    },
  });
  r.route({
    ...served(C.updateDebugDate),
    schema: { tags, params: z.object({ vin, endTime: epoch }) },
    handler: async (req) => {
      const { tenantId } = await caller(req);
      if (req.params.endTime > Date.UTC(2100, 0, 1))
        throw new AppError(400, 'VALIDATION', { detail: 'endTime' }, { endTime: 'endTime' });
      const rows = await db
        .update(vehicles)
        .set({ debugEndTime: new Date(req.params.endTime) })
        .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.vin, req.params.vin)))
        .returning({ vin: vehicles.vin, endTime: vehicles.debugEndTime });
      if (!rows[0]) throw notFound();
      return { vin: rows[0].vin, endTime: rows[0].endTime?.getTime() ?? null };
    },
  });

  // ---- DMS synchronisation ----
  const since = z.object({ startTime: epoch });
  r.route({
    ...served(C.dmsDistribution),
    schema: { tags, params: since },
    handler: (req) => dms.distribution(new Date(req.params.startTime)),
  });
  r.route({
    ...served(C.dmsRealtimeSales),
    schema: { tags, params: z.object({ vin }) },
    handler: (req) => dms.realtimeSales(req.params.vin),
  });
  r.route({
    ...served(C.dmsChannelInfo),
    schema: { tags, params: since },
    handler: (req) => dms.channelInfo(new Date(req.params.startTime)),
  });
}
