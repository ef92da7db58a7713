import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEBUG_CALLS as C } from '@chelian/contracts/resources/control/debug';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { debugCount, debugDate, debugLogsOf, runDebugJob, updateDebugDate } from './debug';

const BASE = '/api/vehicle-svc/vehicle/debug/V1.0';
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
  app.post(`${BASE}/count`, { config: { access: 'debug/view' }, schema: { tags: ['debug'] } }, (req) =>
    debugCount(ctx, tenant(req)),
  );
  app.put(
    `${BASE}/getDebugDate/:vin`,
    { config: { access: 'debug/view' }, schema: { tags: ['debug'], params: vin } },
    (req) => debugDate(ctx, tenant(req), (req.params as { vin: string }).vin),
  );
  app.put(
    `${BASE}/updateDebugDate/:vin/:endTime`,
    {
      config: { access: 'debug/update' },
      schema: { tags: ['debug'], params: vin.extend({ endTime: z.string().regex(/^\d{10,16}$/) }) },
    },
    (req) => {
      const p = req.params as { vin: string; endTime: string };
      return updateDebugDate(ctx, tenant(req), p.vin, Number(p.endTime));
    },
  );
  app.get(
    '/api/vehicle-svc/vehicle/debugLog/V1.0/:vin/list',
    { config: { access: 'debugLog/view' }, schema: { tags: ['debug'], params: vin } },
    (req) => debugLogsOf(ctx, tenant(req), (req.params as { vin: string }).vin),
  );
}
