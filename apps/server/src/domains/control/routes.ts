import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTROL_CALLS as C,
  CONTROL_KIND_NAMES,
  controlCommandCall,
  type ControlKind,
} from '@chelian/contracts/control';
import { TERMINAL_PARAM_CALLS } from '@chelian/contracts/terminalParams';
import { authOf, served, type Access } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { carBody, commandState, controlQuery, controlVehicles, parsePayload, sendControl } from './service';
import { issueNonce, verifySignedCall } from './signing';
import { debugRoutes } from './debug-routes';
import { lockRoutes } from './lock-routes';
import { readParams, setParams, storedParams, terminalControl } from './params';
import { commandRoutes } from './command-routes';
import { qbRoutes } from './qb-routes';
import { sendWakeSms, watchWakeups } from './sms';
import { diagnosisRoutes } from './diagnosis';

/** A control is sent with the update permission of the console panel (menu screen remote/<group>) it belongs to. */
const sendPermission = (kind: ControlKind) => controlCommandCall(kind).access as Access;

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const vinParams = z.object({ vin: z.string().min(1).max(17) });

/** Remote control of single vehicles over signed calls. */
export async function controlRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  await lockRoutes(app, ctx);
  debugRoutes(app, ctx);
  qbRoutes(app, ctx);
  commandRoutes(app, ctx, sendPermission);
  diagnosisRoutes(app, ctx);
  watchWakeups(ctx);

  r.route({
    ...served(C.nonce, { audit: false }),
    schema: { tags: ['control'] },
    handler: (req) => issueNonce(db, authOf(req).sessionId),
  });

  // The signed calls keep their raw body: the sign covers it byte for byte.
  await app.register(async (signed) => {
    signed.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      req.rawBody = text;
      try {
        done(null, text ? JSON.parse(text) : {});
      } catch {
        req.rawBody = text;
        done(null, {});
      }
    });
    for (const kind of CONTROL_KIND_NAMES) {
      signed.route({
        ...served(controlCommandCall(kind)),
        schema: { tags: ['control'] },
        handler: async (req) => {
          const payload = parsePayload(kind, await verifySignedCall(db, ctx.secrets, req, req.rawBody ?? ''));
          return sendControl(ctx, { auth: authOf(req), ip: req.ip, lang: req.lang }, kind, payload);
        },
      });
    }
    // SMS wake-up: the signed payload names the same vehicle as the path
    signed.route({
      ...served(C.sms),
      schema: { tags: ['control'], params: vinParams },
      handler: async (req) => {
        const payload = (await verifySignedCall(db, ctx.secrets, req, req.rawBody ?? '')) as {
          vin?: unknown;
        } | null;
        const vin = (req.params as { vin: string }).vin.toUpperCase();
        if (typeof payload?.vin !== 'string' || payload.vin.toUpperCase() !== vin)
          throw badRequest('CONTROL_VIN');
        return sendWakeSms(ctx, { auth: authOf(req), ip: req.ip, lang: req.lang }, vin);
      },
    });
  });

  r.route({
    ...served(C.result),
    schema: { tags: ['control'], params: z.object({ checkId: z.string().uuid() }) },
    handler: (req) => commandState(ctx, authOf(req).tenantId, req.params.checkId),
  });
  r.route({
    ...served(C.query),
    schema: { tags: ['control'], params: vinParams },
    handler: (req) => controlQuery(ctx, authOf(req).tenantId, req.params.vin),
  });
  r.route({
    ...served(C.vehicles),
    schema: { tags: ['control'], querystring: z.object({ keyword: z.string().max(17).optional() }) },
    handler: (req) => controlVehicles(ctx, authOf(req).tenantId, (req.query.keyword ?? '').trim()),
  });
  r.route({
    ...served(C.carBody),
    schema: { tags: ['control'], params: vinParams },
    handler: (req) => carBody(ctx, authOf(req).tenantId, req.params.vin),
  });
  r.route({
    ...served(C.supported),
    schema: { tags: ['control'], params: vinParams },
    handler: async (req) => {
      const q = await controlQuery(ctx, authOf(req).tenantId, req.params.vin);
      return { vin: q.vin, model: q.model, controls: q.controls };
    },
  });
  // terminal parameters (0x80, 0x81) and terminal control (0x82); the task list is the terminalTask resource
  const operator = (req: FastifyRequest) => ({ auth: authOf(req), ip: req.ip, lang: req.lang });
  const idList = z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/)
    .optional();
  const vin = z.string().min(1).max(17);
  const tags = ['control'];
  r.route({
    ...served(TERMINAL_PARAM_CALLS.read),
    schema: { tags, querystring: z.object({ vin, ids: idList }) },
    handler: (req) =>
      readParams(
        ctx,
        operator(req),
        req.query.vin,
        req.query.ids ? req.query.ids.split(',').map(Number) : [],
      ),
  });
  r.route({
    ...served(TERMINAL_PARAM_CALLS.stored),
    schema: { tags, querystring: z.object({ vin }) },
    handler: (req) => storedParams(ctx, authOf(req).tenantId, req.query.vin),
  });
  r.route({
    ...served(TERMINAL_PARAM_CALLS.set),
    schema: { tags, body: z.object({ vin, params: z.array(z.unknown()) }) },
    handler: (req) => setParams(ctx, operator(req), req.body.vin, req.body.params),
  });
  r.route({
    ...served(TERMINAL_PARAM_CALLS.control),
    schema: { tags, body: z.object({ vin }).passthrough() },
    handler: (req) => terminalControl(ctx, operator(req), req.body.vin, req.body as Record<string, unknown>),
  });
}
