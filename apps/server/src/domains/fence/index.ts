import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineDomain } from '../../engine/domain';
import { callerOf } from '../../engine/routes';
import { FENCE_DICTIONARIES } from './dictionaries';
import { fenceMessages } from './messages';
import { fenceResource } from './resources';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Electronic fences of the dealer network: named areas drawn on the map. */
export const fenceDomain = defineDomain({
  name: 'fence',
  resources: [fenceResource],
  dictionaries: FENCE_DICTIONARIES,
  messages: fenceMessages,
  routes(app, { engine }) {
    // the spec reads one fence at detail/{id}; the engine's own find stays at {id}
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/vehicle-svc/fences/V1.0/detail/:id',
        { config: { access: 'fence/view' }, schema: { tags: ['fence'], params: idParam } },
        async (req) => fenceResource.find(engine.db, await callerOf(engine.db, req), req.params.id),
      );
  },
});
