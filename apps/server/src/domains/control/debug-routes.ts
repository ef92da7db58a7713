import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEBUG_CALLS as C } from '@chelian/contracts/resources/control/debug';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { debugCount, debugDate, debugLogsOf, runDebugJob, updateDebugDate } from './debug';

const vin = z.object({ vin: z.string().min(1).max(17) });

/** Debugging calls beyond the engine's list: job, count, debug dates, a vehicle's logs. */
export function debugRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const tenant = (req: FastifyRequest) => authOf(req).tenantId;
  app.route({
    ...served(C.job),
    schema: { tags: ['debug'] },
    handler: (req) => {
      const ids = (req.body as { ids?: unknown } | undefined)?.ids;
      return runDebugJob(
        ctx,
        tenant(req),
        Array.isArray(ids) ? ids.filter((i): i is number => Number.isInteger(i)) : undefined,
      );
    },
  });
  app.route({
    ...served(C.count),
    schema: { tags: ['debug'] },
    handler: (req) => debugCount(ctx, tenant(req)),
  });
  app.route({
    ...served(C.debugDate),
    schema: { tags: ['debug'], params: vin },
    handler: (req) => debugDate(ctx, tenant(req), (req.params as { vin: string }).vin),
  });
  app.route({
    ...served(C.updateDebugDate),
    schema: { tags: ['debug'], params: vin.extend({ endTime: z.string().regex(/^\d{10,16}$/) }) },
    handler: (req) => {
      const p = req.params as { vin: string; endTime: string };
      return updateDebugDate(ctx, tenant(req), p.vin, Number(p.endTime));
    },
  });
  app.route({
    ...served(C.logsOf),
    schema: { tags: ['debug'], params: vin },
    handler: (req) => debugLogsOf(ctx, tenant(req), (req.params as { vin: string }).vin),
  });
}
