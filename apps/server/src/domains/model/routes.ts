import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { localizeError } from '../../resources/engine';
import { callerOf, type EngineContext } from '../../resources/routes';
import { vehicleInfoConfigResource } from './resources';
import { vehicleInfoConfigs } from './schema';

/** Vehicle info config by model (spec 001 section 7: vehicle_info_config get/{vehicleModelId} and edit). */
export function modelRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['models'];
  const api = (path: string) => `/api/vehicle-svc/${path}`;
  const configOf = async (req: FastifyRequest, vehicleModelId: number) => {
    const caller = await callerOf(db, req);
    const [row] = await db
      .select({ id: vehicleInfoConfigs.id })
      .from(vehicleInfoConfigs)
      .where(
        and(
          eq(vehicleInfoConfigs.vehicleModelId, vehicleModelId),
          eq(vehicleInfoConfigs.tenantId, caller.tenantId),
        ),
      );
    return { caller, id: row?.id ?? null };
  };

  r.post(
    api('vehicle_info_config/get/:vehicleModelId'),
    {
      config: { access: 'models/view' },
      schema: { tags, params: z.object({ vehicleModelId: z.coerce.number().int().positive() }) },
    },
    async (req) => {
      const { caller, id } = await configOf(req, req.params.vehicleModelId);
      // a model without a configuration shows nothing extra
      return id
        ? vehicleInfoConfigResource.find(db, caller, id)
        : { vehicleModelId: req.params.vehicleModelId, infoGroups: [] };
    },
  );
  r.post(
    api('vehicle_info_config/edit'),
    {
      config: { access: 'models/infoConfig' },
      schema: { tags, body: z.object({ vehicleModelId: z.coerce.number().int().positive() }).passthrough() },
    },
    async (req) => {
      try {
        const { caller, id } = await configOf(req, req.body.vehicleModelId);
        const h = await engine.hooks(req);
        const saved = id
          ? await vehicleInfoConfigResource.update(db, h, { ...req.body, id })
          : await vehicleInfoConfigResource.create(db, h, req.body);
        return vehicleInfoConfigResource.find(db, caller, saved);
      } catch (err) {
        throw localizeError(err, req.lang);
      }
    },
  );
}
