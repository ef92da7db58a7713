import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@chelian/contracts';
import { decode } from '@chelian/gb32960';
import {
  FORWARD_CALLS as C,
  FORWARD_EXPORT_CALLS,
  forwardExportIdParams,
  forwardPreviewBody,
  type ForwardPreview,
  forwardCountBody,
  forwardTaskBody,
  forwardTaskParams,
  forwardUnboundBody,
  forwardVinsBody,
  type ForwardBindResult,
  type ForwardTaskState,
} from '@chelian/contracts/resources/forward/forward';
import type { Db } from '../../db/client';
import { startingWith } from '../../db/like';
import { authOf, served } from '../../platform/access';
import type { AuthContext } from '../../platform/auth/sessions';
import type { ServerContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { vehicleScopeOf, withinVehicleScope } from '../../platform/vehicle-scope';
import { readSheet } from '../../platform/xlsx/read';
import { uploadedFile } from '../../engine/routes';
import { SECRET_MASK } from '@chelian/contracts/resources/system/tenant';
import { sendExportTaskFile } from '../file';
import { rawFrames, vehicleHistory } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { platformFrame } from './link';
import { forwardConfigs, forwardExportTasks, forwardRecords, forwardVehicles } from './schema';
import { commandOf, httpBody } from './sender';

const tags = ['forward'];

/** A config of the caller's tenant, or 404 (another tenant's too). */
async function configOf(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select()
    .from(forwardConfigs)
    .where(and(eq(forwardConfigs.id, id), eq(forwardConfigs.tenantId, auth.tenantId)));
  if (!row) throw notFound();
  return row;
}

/** Binds the tenant's vehicles named by VIN (those the caller may see); answers the VINs naming none. */
async function bind(
  db: Db,
  auth: AuthContext,
  configId: number,
  given: string[],
): Promise<ForwardBindResult> {
  await configOf(db, auth, configId);
  const vins = [...new Set(given.map((v) => v.trim().toUpperCase()).filter(Boolean))];
  if (vins.length > LIMITS.importRows)
    throw new AppError(400, 'FORWARD_TOO_MANY', { max: LIMITS.importRows, count: vins.length });
  const found = vins.length
    ? await db
        .select({ id: vehicles.id, vin: vehicles.vin })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.tenantId, auth.tenantId),
            inArray(vehicles.vin, vins),
            withinVehicleScope(vehicleScopeOf(auth), vehicles.id),
          ),
        )
    : [];
  const missing = vins.filter((v) => !found.some((f) => f.vin === v));
  if (missing.length && !found.length)
    throw new AppError(400, 'FORWARD_VEHICLES_UNKNOWN', { vins: missing.slice(0, 20).join(', ') });
  const inserted = found.length
    ? await db
        .insert(forwardVehicles)
        .values(found.map((f) => ({ tenantId: auth.tenantId, configId, vehicleId: f.id, vin: f.vin })))
        .onConflictDoNothing()
        .returning({ id: forwardVehicles.id })
    : [];
  return { bound: inserted.length, missing };
}

/** The VIN column of an uploaded sheet: the column headed VIN (or 车架号) in its first rows, else the first. */
async function vinsOfFile(file: Buffer): Promise<string[]> {
  const rows = await readSheet(file);
  let column = 0;
  let header = 0;
  for (const { number, cells } of rows.slice(0, 5)) {
    const at = cells.findIndex((c) => /^(vin|车架号|車架號)\s*\*?$/i.test(c.trim()));
    if (at >= 0) {
      column = at;
      header = number;
      break;
    }
  }
  return rows
    .filter((r) => r.number > header)
    .map((r) => r.cells[column] ?? '')
    .filter(Boolean);
}

/** A task's state as the status call answers it. */
async function taskStates(db: Db, where: SQL | undefined): Promise<ForwardTaskState[]> {
  const rows = await db
    .select({
      id: forwardConfigs.id,
      name: forwardConfigs.name,
      status: forwardConfigs.status,
      linkState: forwardConfigs.linkState,
      successCount: forwardConfigs.successCount,
      failureCount: forwardConfigs.failureCount,
      pendingCount: sql<number>`(select count(*)::int from forward_outbox o where o.config_id = "forward_configs"."id")`,
      lastError: forwardConfigs.lastError,
      connectedAt: forwardConfigs.connectedAt,
    })
    .from(forwardConfigs)
    .where(where)
    .orderBy(asc(forwardConfigs.id));
  return rows.map((r) => ({
    ...r,
    status: r.status as ForwardTaskState['status'],
    linkState: r.linkState as ForwardTaskState['linkState'],
    lastError: r.lastError as ForwardTaskState['lastError'],
    successCount: Number(r.successCount),
    failureCount: Number(r.failureCount),
    pendingCount: Number(r.pendingCount),
    connectedAt: r.connectedAt ? r.connectedAt.getTime() : null,
  }));
}

/** The sent-time range of a count call: "start&end" in epoch ms, either side open. */
function sentRange(range: string | undefined): SQL[] {
  if (!range) return [];
  const [from, to] = range.split('&').map((v) => (v ? Number(v) : NaN));
  const out: SQL[] = [];
  if (Number.isFinite(from)) out.push(gte(forwardRecords.sentAt, new Date(from!)));
  if (Number.isFinite(to)) out.push(lte(forwardRecords.sentAt, new Date(to!)));
  return out;
}

/** The calls of fwp-svc beyond the resources' own (001 §7). */
export function forwardRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = (req: FastifyRequest) => authOf(req);

  r.route({
    ...served(C.bindVehicles),
    schema: { tags, params: forwardTaskParams, body: forwardVinsBody },
    handler: (req) => bind(db, auth(req), req.params.taskId, req.body.vins),
  });
  r.route({
    ...served(C.bindImport),
    schema: { tags, params: forwardTaskParams, consumes: ['multipart/form-data'] },
    handler: async (req) => {
      await configOf(db, auth(req), req.params.taskId);
      return bind(db, auth(req), req.params.taskId, await vinsOfFile(await uploadedFile(req)));
    },
  });
  r.route({
    ...served(C.unbindVehicles),
    schema: { tags, params: forwardTaskParams, body: forwardVinsBody },
    handler: async (req) => {
      const a = auth(req);
      await configOf(db, a, req.params.taskId);
      const vins = req.body.vins.map((v) => v.toUpperCase());
      const gone = await db
        .delete(forwardVehicles)
        .where(
          and(
            eq(forwardVehicles.tenantId, a.tenantId),
            eq(forwardVehicles.configId, req.params.taskId),
            inArray(forwardVehicles.vin, vins),
            withinVehicleScope(vehicleScopeOf(a), forwardVehicles.vehicleId),
          ),
        )
        .returning({ id: forwardVehicles.id });
      return { unbound: gone.length };
    },
  });
  for (const [call, all] of [
    [C.bindAll, true],
    [C.unbindAll, false],
  ] as const)
    r.route({
      ...served(call),
      schema: { tags, body: forwardTaskBody },
      handler: async (req) => {
        const a = auth(req);
        await configOf(db, a, req.body.taskId);
        await db
          .update(forwardConfigs)
          .set({ allVehicles: all })
          .where(and(eq(forwardConfigs.id, req.body.taskId), eq(forwardConfigs.tenantId, a.tenantId)));
        return { allVehicles: all };
      },
    });
  r.route({
    ...served(C.run),
    schema: { tags, params: forwardTaskParams },
    handler: async (req) => {
      const a = auth(req);
      const config = await configOf(db, a, req.params.taskId);
      if (!config.allVehicles) {
        const [{ n } = { n: 0 }] = await db
          .select({ n: count() })
          .from(forwardVehicles)
          .where(eq(forwardVehicles.configId, config.id));
        if (!n) throw new AppError(409, 'FORWARD_NO_VEHICLES', { name: config.name });
      }
      if (config.status !== 'RUNNING')
        // a task relays from its start: anything a batch wrote while it was being stopped goes
        await db.transaction(async (tx) => {
          await tx.execute(sql`delete from forward_outbox where config_id = ${config.id}`);
          await tx
            .update(forwardConfigs)
            .set({ status: 'RUNNING', lastError: null })
            .where(eq(forwardConfigs.id, config.id));
        });
      return (await taskStates(db, eq(forwardConfigs.id, config.id)))[0];
    },
  });
  r.route({
    ...served(C.stop),
    schema: { tags, params: forwardTaskParams },
    handler: async (req) => {
      const config = await configOf(db, auth(req), req.params.taskId);
      // what was queued and not sent goes with the task: a stopped task relays nothing
      await db.transaction(async (tx) => {
        await tx.update(forwardConfigs).set({ status: 'STOPPED' }).where(eq(forwardConfigs.id, config.id));
        await tx.execute(sql`delete from forward_outbox where config_id = ${config.id}`);
      });
      return (await taskStates(db, eq(forwardConfigs.id, config.id)))[0];
    },
  });
  for (const call of [C.status, C.taskJobs])
    r.route({
      ...served(call),
      schema: { tags, params: forwardTaskParams },
      handler: async (req) => {
        const config = await configOf(db, auth(req), req.params.taskId);
        return (await taskStates(db, eq(forwardConfigs.id, config.id)))[0];
      },
    });
  r.route({
    ...served(C.jobs),
    schema: { tags },
    handler: (req) => taskStates(db, eq(forwardConfigs.tenantId, auth(req).tenantId)),
  });
  r.route({
    ...served(C.unBindPage),
    schema: { tags, body: forwardUnboundBody },
    handler: async (req) => {
      const a = auth(req);
      const { taskId, vin, current, size } = req.body;
      await configOf(db, a, taskId);
      const where = and(
        eq(vehicles.tenantId, a.tenantId),
        vin ? sql`${vehicles.vin} like ${startingWith(vin.toUpperCase())}` : undefined,
        withinVehicleScope(vehicleScopeOf(a), vehicles.id),
        notExists(
          db
            .select({ one: sql`1` })
            .from(forwardVehicles)
            .where(and(eq(forwardVehicles.configId, taskId), eq(forwardVehicles.vehicleId, vehicles.id))),
        ),
      );
      const [items, [total]] = await Promise.all([
        db
          .select({ id: vehicles.id, vin: vehicles.vin, plate: vehicles.plate })
          .from(vehicles)
          .where(where)
          .orderBy(asc(vehicles.vin))
          .limit(size)
          .offset((current - 1) * size),
        db.select({ n: count() }).from(vehicles).where(where),
      ]);
      return { items, total: Number(total?.n ?? 0), current };
    },
  });
  for (const [call, result] of [
    [C.failed, 'FAILED'],
    [C.successful, 'SUCCESS'],
  ] as const)
    r.route({
      ...served(call),
      schema: { tags, body: forwardCountBody },
      handler: async (req) => {
        const a = auth(req);
        const [row] = await db
          .select({ n: count() })
          .from(forwardRecords)
          .where(
            and(
              eq(forwardRecords.tenantId, a.tenantId),
              eq(forwardRecords.result, result),
              req.body.taskId ? eq(forwardRecords.configId, req.body.taskId) : undefined,
              withinVehicleScope(vehicleScopeOf(a), forwardRecords.vehicleId),
              ...sentRange(req.body.sentAt),
            ),
          );
        return { count: Number(row?.n ?? 0) };
      },
    });

  r.route({
    ...served(FORWARD_EXPORT_CALLS.exportFile, { audit: false }),
    schema: { tags, params: forwardExportIdParams },
    handler: (req, reply) =>
      sendExportTaskFile(
        ctx,
        reply,
        forwardExportTasks,
        auth(req).tenantId,
        req.params.id,
        'FORWARD_EXPORT_NOT_READY',
      ),
  });
  r.route({
    ...served(C.preview),
    schema: { tags, body: forwardPreviewBody },
    handler: (req) => preview(db, auth(req), req.body),
  });
}

/**
 * forward/config/preview: what the config would send for one vehicle, from the vehicle's latest
 * stored frames (its last login, then its latest reports, oldest first), decoded: the GB/T 32960
 * frame over TCP (after the platform login, shown with its password masked), the JSON posted over
 * HTTP. Whether the vehicle is bound is said, not required: a config is often checked before binding.
 */
async function preview(
  db: Db,
  a: AuthContext,
  q: { taskId: number; vin: string; limit: number },
): Promise<ForwardPreview> {
  const config = await configOf(db, a, q.taskId);
  const [vehicle] = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.tenantId, a.tenantId),
        eq(vehicles.vin, q.vin.toUpperCase()),
        withinVehicleScope(vehicleScopeOf(a), vehicles.id),
      ),
    );
  if (!vehicle) throw notFound();
  const [binding] = await db
    .select({ id: forwardVehicles.id })
    .from(forwardVehicles)
    .where(and(eq(forwardVehicles.configId, config.id), eq(forwardVehicles.vehicleId, vehicle.id)));
  const [login] = await db
    .select({ at: rawFrames.receivedAt, frame: rawFrames.frame })
    .from(rawFrames)
    .where(
      and(
        eq(rawFrames.vehicleId, vehicle.id),
        eq(rawFrames.direction, 'up'),
        eq(rawFrames.commandId, 1),
        isNull(rawFrames.error),
        isNotNull(rawFrames.frame),
      ),
    )
    .orderBy(desc(rawFrames.receivedAt))
    .limit(1);
  const reports = await db
    .select({ at: vehicleHistory.receivedAt, frame: vehicleHistory.frame })
    .from(vehicleHistory)
    .where(
      and(
        eq(vehicleHistory.vehicleId, vehicle.id),
        eq(vehicleHistory.tenantId, a.tenantId),
        isNotNull(vehicleHistory.frame),
      ),
    )
    .orderBy(desc(vehicleHistory.frameTime))
    .limit(q.limit);
  const stored = [...(login ? [login] : []), ...reports.reverse()].filter(
    (f): f is { at: Date; frame: Buffer } => f.frame != null,
  );
  if (!stored.length) throw new AppError(404, 'FORWARD_PREVIEW_NO_FRAMES', { vin: vehicle.vin });
  const http = config.linkType === 'HTTP';
  const frames = stored.map(({ at, frame }) => {
    const bytes = new Uint8Array(frame);
    const decoded = decode(bytes);
    return {
      command: commandOf(bytes),
      receivedAt: at.getTime(),
      hex: Buffer.from(bytes).toString('hex'),
      decoded: http ? httpBody(vehicle.vin, at.getTime(), bytes) : decoded.ok ? decoded.frame : null,
      error: decoded.ok ? null : decoded.error.message,
    };
  });
  let platformLogin: unknown = null;
  if (!http && config.platformLogin) {
    const edition = config.edition === '2025' ? 2025 : 2016;
    // the real password never leaves the server: the frame is built with its mask in its place
    const decoded = decode(platformFrame('platformLogin', edition, config.account ?? '', 1, SECRET_MASK));
    platformLogin = decoded.ok ? decoded.frame : null;
  }
  return {
    taskId: config.id,
    vin: vehicle.vin,
    linkType: config.linkType as ForwardPreview['linkType'],
    edition: config.edition,
    bound: config.allVehicles || !!binding,
    platformLogin,
    frames,
  };
}
