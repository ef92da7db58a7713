import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMMAND_ACTIONS, COMMAND_TYPES, CONTROL_CALLS, type ControlKind } from '@chelian/contracts/control';
import { TERMINAL_PARAM_CALLS } from '@chelian/contracts/terminalParams';
import { authOf, served, type Access } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { parsePayload, sendControl } from './service';
import { changeVin, vinChanges } from './vin-change';
import { wakeupsOf } from './sms';

const vinParam = z.object({ vin: z.string().min(1).max(17) });

/**
 * Generic command calls: POST cmd/V1.0/{vin}/{action}/{type} (arguments in
 * the query) and cmd/V2.0/{vin}/{action}/{type} (arguments in the JSON body), mapped onto the
 * remote controls (COMMAND_TYPES) with their validation, permissions and pushed outcome; plus
 * the VIN change and the wake-up list.
 */
export function commandRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  sendPermission: (kind: ControlKind) => Access,
): void {
  const operator = (req: FastifyRequest) => ({ auth: authOf(req), ip: req.ip, lang: req.lang });
  for (const [type, kind] of Object.entries(COMMAND_TYPES)) {
    for (const version of ['V1.0', 'V2.0'] as const) {
      app.post(
        `/api/vehicle-svc/cmd/${version}/:vin/:action/${type}`,
        { config: { access: sendPermission(kind) }, schema: { tags: ['control'] } },
        (req) => {
          const { vin, action } = req.params as { vin: string; action: string };
          const mapped = COMMAND_ACTIONS[action.toLowerCase()];
          if (!mapped) throw badRequest('CONTROL_ACTION');
          const source = version === 'V1.0' ? req.query : req.body;
          const args = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
          const number = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
          const payload = parsePayload(kind, {
            vin,
            action: mapped,
            windLevel: number(args.windLevel),
            capacity: number(args.capacity),
            preheatType: number(args.preheatType),
            seat: number(args.seat),
            heatLevel: number(args.heatLevel),
          });
          return sendControl(ctx, operator(req), kind, payload);
        },
      );
    }
  }

  app.route({
    ...served(TERMINAL_PARAM_CALLS.changeVin),
    schema: { tags: ['control'] },
    handler: (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return changeVin(ctx, operator(req), body.vin ?? body.oldVin, body.newVin);
    },
  });
  app.route({
    ...served(TERMINAL_PARAM_CALLS.vinChanges),
    schema: { tags: ['control'], params: vinParam },
    handler: (req) => vinChanges(ctx, authOf(req).tenantId, (req.params as { vin: string }).vin),
  });
  app.route({
    ...served(CONTROL_CALLS.wakeups),
    schema: { tags: ['control'], params: vinParam },
    handler: (req) => wakeupsOf(ctx, authOf(req).tenantId, (req.params as { vin: string }).vin),
  });
}
