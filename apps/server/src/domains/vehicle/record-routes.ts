import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { VIN_PATTERN } from '@chelian/contracts';
import { VEHICLE_CALLS as C } from '@chelian/contracts/resources/vehicle/vehicle';
import { z } from 'zod';
import { served } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { localizeError } from '../../engine/engine';
import type { EngineContext } from '../../engine/routes';
import { vehicleRecordResource } from './resources';
import { vehicles } from './schema';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const recordBody = z.object({ vin: z.string().regex(new RegExp(VIN_PATTERN.source)) }).passthrough();

/**
 * The vehicle record calls beyond the engine's (`<management>` calls): `record` files
 * the compliance and announcement files of the vehicle a VIN names, `{id}/record/edit` those of a
 * vehicle by id. Both go through the record declaration's update, so only its fields change.
 */
export function vehicleRecordRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['records'];
  const edit = async (req: FastifyRequest, id: number, body: Record<string, unknown>) => {
    const h = await engine.hooks(req);
    const { vin: _vin, id: _id, ...fields } = body;
    await vehicleRecordResource.update(db, h, { ...fields, id });
    return vehicleRecordResource.find(db, h.caller, id);
  };

  r.route({
    ...served(C.record),
    schema: { tags, body: recordBody },
    handler: async (req) => {
      try {
        const h = await engine.hooks(req);
        const [vehicle] = await db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.vin, req.body.vin), eq(vehicles.tenantId, h.caller.tenantId)));
        if (!vehicle) throw notFound();
        return await edit(req, vehicle.id, req.body);
      } catch (err) {
        throw localizeError(err, req.lang);
      }
    },
  });
  r.route({
    ...served(C.recordEdit),
    schema: { tags, params: idParam },
    handler: async (req) => {
      try {
        return await edit(req, req.params.id, (req.body ?? {}) as Record<string, unknown>);
      } catch (err) {
        throw localizeError(err, req.lang);
      }
    },
  });
}
