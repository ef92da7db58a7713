import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OTA_CALLS,
  OTA_DOWNLOAD_PATH,
  OTA_TASK_STATUSES,
  type OtaDashboard,
  type OtaTaskStatus,
  type OtaUpgradeStatus,
} from '@chelian/contracts/resources/ota/index';
import { DEFAULT_TIME_ZONE } from '@chelian/contracts/values';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { attachments } from '../../platform/files/schema';
import { tenants } from '../../platform/schema';
import {
  closeTask,
  closeVehicles,
  distributeOrder,
  linkAllVehicles,
  linkedVehicles,
  linkVehicles,
  reUpdate,
  resumeTask,
  startFlush,
  startTask,
  unlinkedVehicles,
  unlinkVehicles,
  type Operator,
} from './service';
import { otaDownloadTickets, otaTasks, otaTaskVehicleDetails, otaTaskVehicles, otaVersions } from './schema';

const TICKET = /^[0-9a-f]{32}$/;

/** The calls of 001 §7 OTA beyond the resources' standard ones, and the terminals' package download. */
export function otaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.database.db;
  const tags = ['ota'];
  const body = (req: FastifyRequest) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const params = (req: FastifyRequest) => (req.params ?? {}) as Record<string, string>;
  const op = (req: FastifyRequest): Operator => ({ auth: authOf(req), lang: req.lang });
  const pageOf = (b: Record<string, unknown>) => ({
    page: Math.max(1, Number(b.page ?? b.current ?? 1) || 1),
    size: Math.min(100, Math.max(1, Number(b.pageSize ?? b.size ?? 10) || 10)),
  });
  const vinOf = (b: Record<string, unknown>) => (typeof b.vin === 'string' ? b.vin.trim().slice(0, 17) : '');
  const vinsOf = (req: FastifyRequest) => {
    const b = req.body;
    return Array.isArray(b) ? b : (body(req).vins ?? body(req).vinList);
  };
  // where terminals fetch packages: the origin the console reached this server by
  const origin = (req: FastifyRequest) =>
    `${req.protocol}://${req.headers.host ?? `127.0.0.1:${ctx.config.PORT}`}`;

  app.route({
    ...served(OTA_CALLS.startTask),
    schema: { tags },
    handler: (req) => startTask(ctx, op(req), body(req).id, origin(req)),
  });
  app.route({
    ...served(OTA_CALLS.closeTask),
    schema: { tags },
    handler: (req) => closeTask(ctx, op(req), body(req).id),
  });
  app.route({
    ...served(OTA_CALLS.resumeTask),
    schema: { tags },
    handler: (req) => resumeTask(ctx, op(req), body(req).id),
  });
  app.route({
    ...served(OTA_CALLS.taskCount),
    schema: { tags },
    handler: async (req) => {
      const rows = await db
        .select({ status: otaTasks.status, n: count() })
        .from(otaTasks)
        .where(eq(otaTasks.tenantId, authOf(req).tenantId))
        .groupBy(otaTasks.status);
      return Object.fromEntries(OTA_TASK_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
    },
  });
  app.route({
    ...served(OTA_CALLS.linked),
    schema: { tags },
    handler: (req) => {
      const b = body(req);
      const { page, size } = pageOf(b);
      return linkedVehicles(ctx, op(req), b.taskId ?? b.otaTaskId, vinOf(b), page, size);
    },
  });
  app.route({
    ...served(OTA_CALLS.unlinked),
    schema: { tags },
    handler: (req) => {
      const b = body(req);
      const { page, size } = pageOf(b);
      return unlinkedVehicles(ctx, op(req), b.taskId ?? b.otaTaskId, vinOf(b), page, size);
    },
  });
  app.route({
    ...served(OTA_CALLS.link),
    schema: { tags },
    handler: (req) => linkVehicles(ctx, op(req), params(req).taskId, vinsOf(req)),
  });
  app.route({
    ...served(OTA_CALLS.linkAll),
    schema: { tags },
    handler: (req) => linkAllVehicles(ctx, op(req), body(req).taskId ?? body(req).otaTaskId),
  });
  app.route({
    ...served(OTA_CALLS.unlink),
    schema: { tags },
    handler: (req) => unlinkVehicles(ctx, op(req), params(req).taskId, vinsOf(req)),
  });
  app.route({
    ...served(OTA_CALLS.startFlush),
    schema: { tags },
    handler: (req) => startFlush(ctx, op(req), [params(req).id]),
  });
  app.route({
    ...served(OTA_CALLS.batchFlush),
    schema: { tags },
    handler: (req) => startFlush(ctx, op(req), body(req).ids),
  });
  app.route({
    ...served(OTA_CALLS.distribute),
    schema: { tags },
    handler: (req) => distributeOrder(ctx, op(req), body(req).taskId ?? body(req).id),
  });
  app.route({
    ...served(OTA_CALLS.closeVehicles),
    schema: { tags },
    handler: (req) => closeVehicles(ctx, op(req), params(req).taskId, vinsOf(req)),
  });
  app.route({
    ...served(OTA_CALLS.reUpdate),
    schema: { tags },
    handler: (req) => reUpdate(ctx, op(req), body(req).ids),
  });
  app.route({
    ...served(OTA_CALLS.history),
    schema: { tags },
    handler: async (req) => {
      const q = (req.query ?? {}) as Record<string, string>;
      const id = Number(q.taskVehicleId ?? q.id);
      if (!Number.isInteger(id) || id <= 0) throw new AppError(404, 'NOT_FOUND');
      const rows = await db
        .select({
          id: otaTaskVehicleDetails.id,
          event: otaTaskVehicleDetails.event,
          operateStatus: otaTaskVehicleDetails.operateStatus,
          upgradeStatus: otaTaskVehicleDetails.upgradeStatus,
          replyCode: otaTaskVehicleDetails.replyCode,
          progress: otaTaskVehicleDetails.progress,
          createdAt: otaTaskVehicleDetails.createdAt,
        })
        .from(otaTaskVehicleDetails)
        .where(
          and(
            eq(otaTaskVehicleDetails.taskVehicleId, id),
            eq(otaTaskVehicleDetails.tenantId, authOf(req).tenantId),
          ),
        )
        .orderBy(otaTaskVehicleDetails.createdAt, otaTaskVehicleDetails.id)
        .limit(500);
      return {
        items: rows.map((r) => ({
          ...r,
          replyCode: r.replyCode === null ? null : String(r.replyCode),
          createdAt: r.createdAt.getTime(),
        })),
        total: rows.length,
        current: 1,
      };
    },
  });
  app.route({
    ...served(OTA_CALLS.dashboard),
    schema: { tags },
    handler: async (req): Promise<OtaDashboard> => {
      const tenantId = authOf(req).tenantId;
      const [zoneRow] = await db
        .select({ zone: tenants.timeZone })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      const zone = zoneRow?.zone || DEFAULT_TIME_ZONE;
      const [tasks, statuses, replies, days] = await Promise.all([
        db
          .select({ status: otaTasks.status, n: count() })
          .from(otaTasks)
          .where(eq(otaTasks.tenantId, tenantId))
          .groupBy(otaTasks.status),
        db
          .select({ status: otaTaskVehicles.upgradeStatus, n: count() })
          .from(otaTaskVehicles)
          .where(eq(otaTaskVehicles.tenantId, tenantId))
          .groupBy(otaTaskVehicles.upgradeStatus),
        db
          .select({ code: otaTaskVehicles.replyCode, n: count() })
          .from(otaTaskVehicles)
          .where(and(eq(otaTaskVehicles.tenantId, tenantId), sql`${otaTaskVehicles.replyCode} is not null`))
          .groupBy(otaTaskVehicles.replyCode),
        // the outcomes of the last 14 days of the tenant's clock, from the upgrades' history
        db
          .select({
            day: sql<string>`to_char(${otaTaskVehicleDetails.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`,
            success: sql<number>`count(*) filter (where ${otaTaskVehicleDetails.upgradeStatus} = 'SUCCESS')::int`,
            failed: sql<number>`count(*) filter (where ${otaTaskVehicleDetails.upgradeStatus} in ('DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED', 'FAILED'))::int`,
          })
          .from(otaTaskVehicleDetails)
          .where(
            and(
              eq(otaTaskVehicleDetails.tenantId, tenantId),
              sql`${otaTaskVehicleDetails.operateStatus} = 'COMPLETED'`,
              gt(otaTaskVehicleDetails.createdAt, new Date(Date.now() - 14 * 86_400_000)),
            ),
          )
          .groupBy(sql`1`)
          .orderBy(sql`1`),
      ]);
      const by = (s: string) => statuses.find((r) => r.status === s)?.n ?? 0;
      const failed = ['DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED', 'FAILED'].reduce(
        (a, s) => a + by(s),
        0,
      );
      const total = statuses.reduce((a, r) => a + r.n, 0);
      return {
        tasks: Object.fromEntries(
          OTA_TASK_STATUSES.map((s) => [s, tasks.find((r) => r.status === s)?.n ?? 0]),
        ) as Record<OtaTaskStatus, number>,
        upgrades: {
          total,
          success: by('SUCCESS'),
          failed,
          running: total - by('SUCCESS') - failed - by('INIT'),
        },
        byStatus: statuses.map((r) => ({ status: r.status as OtaUpgradeStatus, count: r.n })),
        byReply: replies.map((r) => ({ code: String(r.code), count: r.n })),
        days: days.map((d) => ({ day: d.day, success: Number(d.success), failed: Number(d.failed) })),
      };
    },
  });

  /**
   * The package of an upgrade order, for the terminal holding its ticket. Ranges are served so a
   * cut download resumes where it stopped, as often as it takes. The ticket is good for this one
   * download: it is spent when the terminal reports the download ended (0x04, or a download
   * failure), when the attempt ends, when a newer order replaces it, or at its expiry. Bytes
   * leaving the server prove nothing about what arrived, so the last byte sent does not spend it.
   * ETag is the package's MD5, which the terminal checks the file against.
   */
  app.get(
    `/api/${OTA_DOWNLOAD_PATH}/:ticket`,
    { config: { access: 'public' }, schema: { tags, hide: true } },
    async (req, reply) => {
      const ticket = String(params(req).ticket ?? '');
      if (!TICKET.test(ticket)) throw new AppError(404, 'OTA_TICKET_INVALID');
      // a wave's terminals ask at once: the lookups wait behind the background gate, not the console
      const [row] = await ctx.database.background(() =>
        db
          .select({
            id: otaDownloadTickets.id,
            storageKey: attachments.storageKey,
            fileName: attachments.fileName,
            size: attachments.fileSize,
            md5: otaVersions.packageMd5,
          })
          .from(otaDownloadTickets)
          .innerJoin(attachments, eq(attachments.id, otaDownloadTickets.attachmentId))
          .innerJoin(otaTaskVehicles, eq(otaTaskVehicles.id, otaDownloadTickets.taskVehicleId))
          .innerJoin(otaTasks, eq(otaTasks.id, otaTaskVehicles.taskId))
          .innerJoin(otaVersions, eq(otaVersions.id, otaTasks.versionId))
          .where(
            and(
              eq(otaDownloadTickets.ticketHash, createHash('sha256').update(ticket).digest('hex')),
              isNull(otaDownloadTickets.spentAt),
              gt(otaDownloadTickets.expiresAt, new Date()),
            ),
          ),
      );
      if (!row) throw new AppError(404, 'OTA_TICKET_INVALID');
      const size = row.size;
      let start = 0;
      let end = size - 1;
      const range = req.headers.range;
      if (range) {
        const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
        if (!m || (m[1] === '' && m[2] === '')) {
          reply.header('content-range', `bytes */${size}`);
          throw new AppError(416, 'OTA_RANGE_INVALID');
        }
        if (m[1] === '') start = Math.max(0, size - Number(m[2]));
        else {
          start = Number(m[1]);
          if (m[2] !== '') end = Math.min(size - 1, Number(m[2]));
        }
        if (start > end || start >= size) {
          reply.header('content-range', `bytes */${size}`);
          throw new AppError(416, 'OTA_RANGE_INVALID');
        }
      }
      reply
        .code(range ? 206 : 200)
        .header('accept-ranges', 'bytes')
        .header('etag', `"${row.md5}"`)
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(end - start + 1))
        .header('cache-control', 'no-store');
      if (range) reply.header('content-range', `bytes ${start}-${end}/${size}`);
      return reply.send(size === 0 ? '' : ctx.storage.read(row.storageKey, { start, end }));
    },
  );
}
