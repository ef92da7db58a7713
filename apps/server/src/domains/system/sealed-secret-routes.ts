import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYSTEM_ADMIN_CALLS as C } from '@chelian/contracts/resources/system/calls';
import { served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import type { Resource } from '../../engine/engine';
import { callerOf } from '../../engine/routes';
import { SEALED } from './sealed-secrets';
import { tenantAppResource, tenantPlatformAccountResource } from './resources';

/**
 * The reveal calls: the clear text of one row the caller can see, for holders of tenant/unmask.
 * Each call is written to the business log (audit) with who, which row and when; the answer is
 * never cached and the log keeps the request, not the answer.
 */
export function sealedSecretRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const params = z.object({ id: z.coerce.number().int().positive() });
  const reveal = async (
    resource: Resource,
    key: keyof typeof SEALED,
    req: { params: { id: number } },
    caller: Awaited<ReturnType<typeof callerOf>>,
  ) => {
    const row = await resource.current(db, caller, req.params.id);
    const value = row[key];
    return typeof value === 'string' && value ? ctx.secrets.open(SEALED[key].purpose, value) : null;
  };
  r.route({
    ...served(C.revealAppSecret, { audit: true }),
    schema: { tags: ['system'], params },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { appSecret: await reveal(tenantAppResource, 'appSecret', req, await callerOf(db, req)) };
    },
  });
  r.route({
    ...served(C.revealPlatformPassword, { audit: true }),
    schema: { tags: ['system'], params },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        password: await reveal(tenantPlatformAccountResource, 'password', req, await callerOf(db, req)),
      };
    },
  });
}
