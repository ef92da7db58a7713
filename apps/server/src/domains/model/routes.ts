import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MODEL_CALLS as C } from '@chelian/contracts/resources/model/vehicleModel';
import { served } from '../../platform/access';
import { localizeError } from '../../engine/engine';
import { callerOf, parsePage, type EngineContext } from '../../engine/routes';
import { vehicleInfoConfigResource, vehicleModelResource, vehicleModelThresholdResource } from './resources';
import { vehicleInfoConfigs } from './schema';

/**
 * Vehicle info config by model (vehicle_info_config get/{vehicleModelId} and edit)
 * and the alarm thresholds of one model.
 */
export function modelRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['models'];
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

  r.route({
    ...served(C.infoConfig),
    schema: { tags, params: z.object({ vehicleModelId: z.coerce.number().int().positive() }) },
    handler: async (req) => {
      const { caller, id } = await configOf(req, req.params.vehicleModelId);
      // a model without a configuration shows nothing extra
      return id
        ? vehicleInfoConfigResource.find(db, caller, id)
        : { vehicleModelId: req.params.vehicleModelId, infoGroups: [] };
    },
  });
  r.route({
    ...served(C.editInfoConfig),
    schema: { tags, body: z.object({ vehicleModelId: z.coerce.number().int().positive() }).passthrough() },
    handler: async (req) => {
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
  });

  /** Every threshold of one model (the alarm rules it is checked against), by alarm item and level. */
  r.route({
    ...served(C.thresholds),
    schema: { tags, params: z.object({ vehicleModelId: z.coerce.number().int().positive() }) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const vehicleModelId = req.params.vehicleModelId;
      // another tenant's model is not found, as its thresholds would not be
      await vehicleModelResource.current(db, caller, vehicleModelId);
      const spec = vehicleModelThresholdResource.spec;
      const body = parsePage(
        spec,
        { vehicleModelId, pageSize: MAX_THRESHOLDS, sortField: 'alarmItem', sortOrder: 'asc' },
        req.lang,
      );
      return (await vehicleModelThresholdResource.page(db, caller, body)).items;
    },
  });
}

/** alarm items times levels, with room to spare */
const MAX_THRESHOLDS = 1000;
