import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { VIN_PATTERN, type CallSpec } from '@chelian/contracts';
import { NE_VEHICLE_CALLS as C } from '@chelian/contracts/resources/ne-vehicle/vehicle';
import { served } from '../../platform/access';
import { AppError, notFound } from '../../platform/errors';
import { localizeError } from '../../engine/engine';
import { streamExport } from '../../engine/excel';
import { callerOf, type EngineContext } from '../../engine/routes';
import { electricDriveModels, energyStorageModels, engineModels, vehicleModels } from '../model/schema';
import { TerminalBinding } from '../vehicle';
import { vehicles } from '../vehicle/schema';
import { runFlow, type FLOWS } from './flows';
import { neVehicleResource } from './resources';
import { neVehicles } from './schema';

const vin = z.string().trim().toUpperCase().regex(new RegExp(VIN_PATTERN.source));

/**
 * New-energy vehicle calls beyond the engine's: the production and sale flows, unbinding, the model lookup and the export by VIN.
 */
export function neVehicleRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['newEnergyVehicle'];
  const localized = async <T>(req: FastifyRequest, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      throw localizeError(err, req.lang);
    }
  };
  const flowRoute = (call: CallSpec, flow: keyof typeof FLOWS, force = false) =>
    app.route({
      ...served(call),
      schema: { tags },
      handler: async (req) =>
        localized(req, async () => runFlow(db, await engine.hooks(req), flow, req.body, force)),
    });

  flowRoute(C.produce, 'produce');
  flowRoute(C.sale, 'sale');
  flowRoute(C.produceUpdate, 'produce');
  flowRoute(C.produceRecord, 'produce', true);
  flowRoute(C.saleUpdate, 'sale');
  flowRoute(C.saleRecord, 'sale', true);

  // the toolbar action sends the selected row's id; other callers send the VIN
  r.route({
    ...served(C.unbindTerminal),
    schema: {
      tags,
      body: z
        .object({
          id: z.coerce.number().int().positive().optional(),
          vin: vin.optional(),
          remark: z.string().max(500).optional(),
        })
        .refine((b) => b.id != null || b.vin != null, { message: 'vin' }),
    },
    handler: async (req) =>
      localized(req, async () => {
        const caller = await callerOf(db, req);
        let target = req.body.vin;
        if (!target) target = String((await neVehicleResource.find(db, caller, req.body.id!)).vin);
        return new TerminalBinding(db).unbind(caller, target, req.body.remark);
      }),
  });

  // what a model brings to its new-energy vehicles: the parts the flows' forms start from
  r.route({
    ...served(C.modelParts),
    schema: { tags, params: z.object({ vehicleModelId: z.coerce.number().int().positive() }) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const [model] = await db
        .select({
          id: vehicleModels.id,
          name: vehicleModels.name,
          motorModelId: vehicleModels.electricDriveModelId,
          storageModelId: vehicleModels.energyStorageModelId,
          engineModelId: vehicleModels.engineModelId,
        })
        .from(vehicleModels)
        .where(
          and(eq(vehicleModels.id, req.params.vehicleModelId), eq(vehicleModels.tenantId, caller.tenantId)),
        );
      if (!model) throw notFound();
      const code = async (
        table: typeof electricDriveModels | typeof energyStorageModels | typeof engineModels,
        id: number | null,
      ) =>
        id == null
          ? null
          : ((await db.select({ code: table.code }).from(table).where(eq(table.id, id)))[0]?.code ?? null);
      const [vehicleCount] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .innerJoin(neVehicles, eq(neVehicles.vehicleId, vehicles.id))
        .where(and(eq(vehicles.tenantId, caller.tenantId), eq(vehicles.vehicleModelId, model.id)))
        .limit(1);
      return {
        ...model,
        motorModelCode: await code(electricDriveModels, model.motorModelId),
        storageModelCode: await code(energyStorageModels, model.storageModelId),
        engineModelCode: await code(engineModels, model.engineModelId),
        hasVehicles: Boolean(vehicleCount),
      };
    },
  });

  // the new-energy export of the listed VINs; an unknown VIN refuses the whole file
  r.route({
    ...served(C.exportByVin),
    schema: {
      tags,
      body: z.object({ vins: z.array(vin).min(1).max(10000), title: z.string().max(200).optional() }),
    },
    handler: async (req, reply) => {
      const caller = await callerOf(db, req);
      const wanted = [...new Set(req.body.vins)];
      const found = await db
        .select({ id: vehicles.id, vin: vehicles.vin })
        .from(vehicles)
        .innerJoin(neVehicles, eq(neVehicles.vehicleId, vehicles.id))
        .where(and(eq(vehicles.tenantId, caller.tenantId), inArray(vehicles.vin, wanted)));
      const known = new Set(found.map((f) => f.vin));
      const missing = wanted.filter((v) => !known.has(v));
      if (missing.length)
        throw new AppError(400, 'NE_VINS_UNKNOWN', { vins: missing.slice(0, 20).join(', ') });
      return streamExport(
        db,
        neVehicleResource,
        caller,
        { ids: found.map((f) => f.id), title: req.body.title },
        reply,
      );
    },
  });
}
