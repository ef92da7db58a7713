import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  OPEN_TRACK_MAX_MS,
  OPEN_TRACK_MAX_POINTS,
  type OpenService,
} from '@chelian/contracts/resources/api-gateway/index';
import type { Db } from '../../db/client';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { CONTROL_KINDS, type ControlKind } from '@chelian/contracts/control';
import { commandState, parsePayload, sendControlAs } from '../control';
import { trackPoints } from '../telemetry';
import { vehicleLatest } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import type { Gateway, KeyRow } from './gateway';
import { keyOfHeaders } from './keys';

/** What the gate decided about a call, for its record. */
interface OpenCall {
  service: OpenService;
  key: KeyRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    openCall?: OpenCall;
  }
}

const tags = ['open-api'];
const vinParams = z.object({ vin: z.string().trim().min(1).max(17) });
const ms = (v: Date | null) => (v ? v.getTime() : null);

/** The vehicle of the key's tenant with this VIN; another tenant's is 404 as a missing one. */
async function vehicleOf(db: Db, tenantId: number, vin: string) {
  const [row] = await db
    .select({ id: vehicles.id, vin: vehicles.vin, plate: vehicles.plate })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.vin, vin.toUpperCase())));
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** The latest state of a vehicle of the tenant, as the open API answers it. */
export async function readRealtime(db: Db, tenantId: number, vin: string) {
  const vehicle = await vehicleOf(db, tenantId, vin);
  const [latest] = await db
    .select({
      online: vehicleLatest.online,
      lastSeenAt: vehicleLatest.lastSeenAt,
      frameTime: vehicleLatest.frameTime,
      positionAt: vehicleLatest.positionAt,
      lng: vehicleLatest.lng,
      lat: vehicleLatest.lat,
      speed: vehicleLatest.speed,
      mileage: vehicleLatest.mileage,
      soc: vehicleLatest.soc,
      voltage: vehicleLatest.voltage,
      current: vehicleLatest.current,
      vehicleStatus: vehicleLatest.vehicleStatus,
      chargeStatus: vehicleLatest.chargeStatus,
      alarmLevel: vehicleLatest.alarmLevel,
    })
    .from(vehicleLatest)
    .where(and(eq(vehicleLatest.vehicleId, vehicle.id), eq(vehicleLatest.tenantId, tenantId)));
  return {
    vin: vehicle.vin,
    plate: vehicle.plate,
    online: latest?.online ?? false,
    lastSeenAt: ms(latest?.lastSeenAt ?? null),
    dataTime: ms(latest?.frameTime ?? null),
    positionTime: ms(latest?.positionAt ?? null),
    lng: latest?.lng ?? null,
    lat: latest?.lat ?? null,
    speed: latest?.speed ?? null,
    mileage: latest?.mileage ?? null,
    soc: latest?.soc ?? null,
    voltage: latest?.voltage ?? null,
    current: latest?.current ?? null,
    vehicleStatus: latest?.vehicleStatus ?? null,
    chargeStatus: latest?.chargeStatus ?? null,
    alarmLevel: latest?.alarmLevel ?? null,
  };
}

/**
 * The open API (docs/open-api.md): an encapsulated plugin under /open/v1 with its own gate. It
 * reads only API keys (X-Api-Key or `Authorization: ApiKey ...`), never a console session, and
 * the console's /api/ routes never read a key. Every call a tenant can be named for (its key's
 * prefix is known) is recorded off the request path.
 */
export function openApiPlugin(db: Db, gateway: Gateway, ctx?: ServerContext): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('openCall', undefined);

    /** The gate of one service, run before the handler. */
    const gate = (service: OpenService) => async (req: FastifyRequest, reply: FastifyReply) => {
      const verdict = await gateway.check(keyOfHeaders(req.headers), service, req.ip);
      req.openCall = { service, key: verdict.ok ? verdict.key : (verdict.key ?? null) };
      if (verdict.ok) {
        gateway.touch(verdict.key.id);
        return;
      }
      if (verdict.key && verdict.event)
        gateway.events.add({
          tenantId: verdict.key.tenantId,
          event: verdict.event,
          authId: verdict.key.id,
          serviceCode: service,
          clientIp: req.ip,
          detail: `${req.method} ${req.url.split('?')[0]}`.slice(0, 500),
        });
      if (verdict.status === 429) {
        const seconds = Math.ceil(verdict.retryAfterMs / 1000);
        void reply.header('retry-after', String(seconds));
        throw new AppError(429, verdict.code, { seconds });
      }
      if (verdict.status === 403) throw new AppError(403, verdict.code, { service, ip: req.ip });
      throw new AppError(401, verdict.code);
    };

    app.addHook('onResponse', async (req, reply) => {
      const call = req.openCall;
      if (!call?.key) return;
      gateway.requests.add({
        tenantId: call.key.tenantId,
        authId: call.key.id,
        serviceCode: call.service,
        method: req.method,
        path: (req.url.split('?')[0] ?? req.url).slice(0, 500),
        status: reply.statusCode,
        latencyMs: Math.round(reply.elapsedTime),
        clientIp: req.ip,
        requestTime: new Date(Date.now() - reply.elapsedTime),
      });
    });

    app.get(
      '/vehicles/:vin/realtime',
      {
        schema: { tags, params: vinParams, summary: 'The latest state of a vehicle' },
        onRequest: gate('VEHICLE_REALTIME'),
      },
      async (req) => readRealtime(db, req.openCall!.key!.tenantId, vinParams.parse(req.params).vin),
    );

    const trackQuery = z.object({
      from: z.coerce.number().int().nonnegative(),
      to: z.coerce.number().int().nonnegative(),
    });
    app.get(
      '/vehicles/:vin/track',
      {
        schema: {
          tags,
          params: vinParams,
          querystring: trackQuery,
          summary: 'A vehicle track over a time range',
        },
        onRequest: gate('VEHICLE_TRACK'),
      },
      async (req) => {
        const { vin } = vinParams.parse(req.params);
        const { from, to } = trackQuery.parse(req.query);
        if (to <= from || to - from > OPEN_TRACK_MAX_MS)
          throw new AppError(400, 'OPEN_TRACK_RANGE', { hours: OPEN_TRACK_MAX_MS / 3600_000 });
        const key = req.openCall!.key!;
        const vehicle = await vehicleOf(db, key.tenantId, vin);
        const track = trackPoints(db, key.tenantId, vehicle.id, new Date(from), new Date(to));
        const rows = await db
          .select()
          .from(track)
          .limit(OPEN_TRACK_MAX_POINTS + 1);
        const more = rows.length > OPEN_TRACK_MAX_POINTS;
        const points = rows.slice(0, OPEN_TRACK_MAX_POINTS).map((p) => ({
          time: p.time.getTime(),
          lng: p.lng,
          lat: p.lat,
          speed: p.speed,
          mileage: p.mileage,
          soc: p.soc,
        }));
        // a client reads on from the last point's time + 1 when `more`
        return { vin: vehicle.vin, from, to, points, more };
      },
    );

    // (the command calls need the server's gateway: a bare plugin over a database serves the reads)
    if (ctx) commandRoutes(app, ctx, gate);
  };
}

/**
 * A remote control, through the console's own path (service.ts sendControlAs): the same checks
 * (terminal bound, the model offers it, nothing in flight on the vehicle), the same command log
 * with the authorisation's name as its operator; the outcome is read back with the next call.
 */
function commandRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  gate: (service: OpenService) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  const commandBody = z
    .object({
      control: z.enum(Object.keys(CONTROL_KINDS) as [ControlKind, ...ControlKind[]]),
      action: z.string().max(8),
      windLevel: z.number().int().optional(),
      capacity: z.number().int().optional(),
      preheatType: z.number().int().optional(),
      seat: z.number().int().optional(),
      heatLevel: z.number().int().optional(),
    })
    .strict();
  app.post(
    '/vehicles/:vin/commands',
    {
      schema: { tags, params: vinParams, body: commandBody, summary: 'Sends a remote control to a vehicle' },
      onRequest: gate('VEHICLE_COMMAND'),
    },
    async (req) => {
      const { vin } = vinParams.parse(req.params);
      const { control, ...rest } = commandBody.parse(req.body);
      const key = req.openCall!.key!;
      const payload = parsePayload(control, { ...rest, vin });
      return sendControlAs(
        ctx,
        { tenantId: key.tenantId, userId: null, userName: `API:${key.name}`, ip: req.ip, lang: req.lang },
        control,
        payload,
      );
    },
  );

  const checkParams = z.object({ checkId: z.string().uuid() });
  app.get(
    '/commands/:checkId',
    {
      schema: {
        tags,
        params: checkParams,
        summary: 'The state of a remote control sent with the key tenant',
      },
      onRequest: gate('VEHICLE_COMMAND'),
    },
    async (req) => commandState(ctx, req.openCall!.key!.tenantId, checkParams.parse(req.params).checkId),
  );
}
