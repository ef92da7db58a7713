import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  APP_MANAGEMENT_CALLS,
  APP_TYPES,
  appVersionPublicQuery,
  evaluateRequest,
  idsRequest,
  MODEL_LINK_CALLS,
  modelLinkChangeRequest,
  modelLinkPageRequest,
  replyRequest,
  type AppType,
  type AppVersionPublic,
  type LinkedModel,
} from '@chelian/contracts/resources/app-management/index';
import type { Resource } from '../../engine/engine';
import { callerOf, type EngineContext } from '../../engine/routes';
import type { Caller } from '../../engine/types';
import type { Db } from '../../db/client';
import { served } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { tenants } from '../../platform/schema';
import { replyToFeedback } from '../content';
import { vehicleModels } from '../model/schema';
import {
  appBindResource,
  appointmentServiceResource,
  maintenancePlanResource,
  userFeedbackResource,
  userManualResource,
} from './resources';
import {
  appAccounts,
  appointments,
  appVersions,
  maintenancePlanModels,
  userManualModels,
  vehicleBindLogs,
} from './schema';

const tags = ['app-management'];

/** Rows of the caller's tenant among ids, or 404 when any is not (another tenant's rows are not found). */
async function ownIds(
  db: Db,
  caller: Caller,
  table: PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn },
  ids: number[],
) {
  const unique = [...new Set(ids)];
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(inArray(table.id, unique), eq(table.tenantId, caller.tenantId)));
  if ((row?.n ?? 0) !== unique.length) throw new AppError(404, 'NOT_FOUND');
  return unique;
}

/** The linked-models calls of one owner resource (a manual, a maintenance plan). */
function modelLinkRoutes(
  app: FastifyInstance,
  db: Db,
  calls: (typeof MODEL_LINK_CALLS)[keyof typeof MODEL_LINK_CALLS],
  owner: Resource,
  link: {
    table: PgTable;
    owner: AnyPgColumn;
    model: AnyPgColumn;
    row: (owner: number, model: number) => object;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const linkedTo = (id: number) =>
    sql`exists (select 1 from ${link.table} where ${link.owner} = ${id} and ${link.model} = ${vehicleModels.id})`;
  const page = async (caller: Caller, body: z.infer<typeof modelLinkPageRequest>, linked: boolean) => {
    await owner.current(db, caller, body.id);
    const keyword = body.keyword ? `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      eq(vehicleModels.tenantId, caller.tenantId),
      linked ? linkedTo(body.id) : sql`not ${linkedTo(body.id)}`,
      keyword ? or(ilike(vehicleModels.code, keyword), ilike(vehicleModels.name, keyword)) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(vehicleModels).where(where);
    const items: LinkedModel[] = await db
      .select({ id: vehicleModels.id, code: vehicleModels.code, name: vehicleModels.name })
      .from(vehicleModels)
      .where(where)
      .orderBy(asc(vehicleModels.code), asc(vehicleModels.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize);
    return { items, total: total?.n ?? 0, current: body.page, pageSize: body.pageSize };
  };
  r.route({
    ...served(calls.linked),
    schema: { tags, body: modelLinkPageRequest },
    handler: async (req) => page(await callerOf(db, req), req.body, true),
  });
  r.route({
    ...served(calls.notLinked),
    schema: { tags, body: modelLinkPageRequest },
    handler: async (req) => page(await callerOf(db, req), req.body, false),
  });
  r.route({
    ...served(calls.relate),
    schema: { tags, body: modelLinkChangeRequest },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const { id, all } = req.body;
      await owner.current(db, caller, id);
      const ids = all
        ? (
            await db
              .select({ id: vehicleModels.id })
              .from(vehicleModels)
              .where(and(eq(vehicleModels.tenantId, caller.tenantId), sql`not ${linkedTo(id)}`))
          ).map((m) => m.id)
        : await ownIds(db, caller, vehicleModels, req.body.vehicleModelIds);
      if (!ids.length) return { added: 0 };
      const rows = ids.map((m) => link.row(id, m));
      const added = await db.insert(link.table).values(rows).onConflictDoNothing().returning();
      return { added: added.length };
    },
  });
  r.route({
    ...served(calls.unRelate),
    schema: { tags, body: modelLinkChangeRequest },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const { id, all, vehicleModelIds } = req.body;
      await owner.current(db, caller, id);
      const removed = await db
        .delete(link.table)
        .where(
          and(
            eq(link.owner, id),
            all ? undefined : inArray(link.model, vehicleModelIds.length ? vehicleModelIds : [0]),
          ),
        )
        .returning();
      return { removed: removed.length };
    },
  });
}

/** The tenant whose app asks without a session: by code, else the one of the host name, else the platform. */
async function publicTenant(db: Db, tenantCode: string | undefined, host: string | undefined) {
  if (tenantCode) {
    const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantCode, tenantCode));
    return t?.id ?? null;
  }
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const rows = await db
    .select({ id: tenants.id, domainName: tenants.domainName, isPlatform: tenants.isPlatform })
    .from(tenants)
    .where(or(eq(tenants.domainName, name), eq(tenants.isPlatform, true)));
  return (rows.find((t) => t.domainName === name) ?? rows.find((t) => t.isPlatform))?.id ?? null;
}

/**
 * What an app asks before sign-in: the newest version of its platform (or one version by id),
 * never a deleted one, and whether the build it runs must upgrade.
 */
export async function publicAppVersion(
  db: Db,
  key: string,
  query: z.infer<typeof appVersionPublicQuery>,
  host: string | undefined,
): Promise<AppVersionPublic | null> {
  const live = eq(appVersions.deleted, false);
  let where: SQL | undefined;
  if ((APP_TYPES as readonly string[]).includes(key.toUpperCase())) {
    const tenantId = await publicTenant(db, query.tenantCode, host);
    if (tenantId == null) return null;
    where = and(live, eq(appVersions.tenantId, tenantId), eq(appVersions.appType, key.toUpperCase()));
  } else if (/^\d{1,15}$/.test(key)) {
    where = and(live, eq(appVersions.id, Number(key)));
  } else return null;
  const [version] = await db
    .select()
    .from(appVersions)
    .where(where)
    .orderBy(desc(appVersions.versionCode), desc(appVersions.id))
    .limit(1);
  if (!version) return null;
  const current = query.versionCode;
  let force = version.upgradeType === 'FORCE';
  if (current != null) {
    // a forced version between the caller's build and the newest still forces the upgrade
    const [forced] = await db
      .select({ id: appVersions.id })
      .from(appVersions)
      .where(
        and(
          live,
          eq(appVersions.tenantId, version.tenantId),
          eq(appVersions.appType, version.appType),
          gt(appVersions.versionCode, current),
          eq(appVersions.upgradeType, 'FORCE'),
        ),
      )
      .limit(1);
    force = !!forced;
  }
  return {
    id: version.id,
    appType: version.appType as AppType,
    versionName: version.versionName,
    versionCode: version.versionCode,
    upgradeType: version.upgradeType,
    upgradeMethod: version.upgradeMethod,
    downloadUrl: version.downloadUrl,
    content: version.content,
    publishedAt: version.publishedAt.getTime(),
    hasUpdate: current == null || version.versionCode > current,
    force: current != null && version.versionCode <= current ? false : force,
  };
}

/** The calls of mobile-app management beyond its resources' standard ones. */
export function appManagementRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const C = APP_MANAGEMENT_CALLS;

  const setStatus =
    (status: 'NORMAL' | 'DISABLED') =>
    async (req: { body: { ids: number[] } } & Parameters<typeof callerOf>[1]) => {
      const caller = await callerOf(db, req);
      const ids = await ownIds(db, caller, appAccounts, req.body.ids);
      await db
        .update(appAccounts)
        .set({ status })
        .where(and(inArray(appAccounts.id, ids), eq(appAccounts.tenantId, caller.tenantId)));
      return { updated: ids.length };
    };
  r.route({ ...served(C.accountEnable), schema: { tags, body: idsRequest }, handler: setStatus('NORMAL') });
  r.route({
    ...served(C.accountDisable),
    schema: { tags, body: idsRequest },
    handler: setStatus('DISABLED'),
  });

  r.route({
    ...served(C.versionDeleteLogical),
    schema: { tags, body: idsRequest },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const ids = [...new Set(req.body.ids)];
      const live = and(
        inArray(appVersions.id, ids),
        eq(appVersions.tenantId, caller.tenantId),
        eq(appVersions.deleted, false),
      );
      const [found] = await db.select({ n: count() }).from(appVersions).where(live);
      if ((found?.n ?? 0) !== ids.length) throw new AppError(404, 'NOT_FOUND');
      await db
        .update(appVersions)
        .set({ deleted: true, deletedAt: new Date(), deletedBy: caller.userId })
        .where(live);
      return { deleted: ids.length };
    },
  });

  r.route({
    ...served(C.versionPublic),
    schema: { tags, params: z.object({ id: z.string().max(20) }), querystring: appVersionPublicQuery },
    handler: async (req) => {
      const version = await publicAppVersion(db, req.params.id, req.query, req.headers.host);
      if (!version) throw new AppError(404, 'APPM_VERSION_NOT_FOUND');
      return version;
    },
  });

  r.route({
    ...served(C.evaluate),
    schema: { tags, body: evaluateRequest },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const row = await appointmentServiceResource.current(db, caller, req.body.id);
      const refuse = (code: 'APPM_EVALUATION_PUBLISHED' | 'APPM_APPOINTMENT_NOT_FINISHED') =>
        new AppError(409, code, {}, { evaluationStatus: translate(caller.lang, code) });
      if (row.evaluationStatus !== 'INIT') throw refuse('APPM_EVALUATION_PUBLISHED');
      if (row.status !== 'FINISHED') throw refuse('APPM_APPOINTMENT_NOT_FINISHED');
      // the state is checked again in the statement: two evaluations at once publish one
      const done = await db
        .update(appointments)
        .set({
          evaluationStatus: 'PUBLISHED',
          score: req.body.score,
          evaluationContent: req.body.evaluationContent,
          evaluatedAt: new Date(),
        })
        .where(
          and(
            eq(appointments.id, req.body.id),
            eq(appointments.tenantId, caller.tenantId),
            eq(appointments.evaluationStatus, 'INIT'),
          ),
        )
        .returning({ id: appointments.id });
      if (!done.length) throw refuse('APPM_EVALUATION_PUBLISHED');
      return appointmentServiceResource.find(db, caller, req.body.id);
    },
  });

  r.route({
    ...served(C.feedbackReply),
    schema: { tags, body: replyRequest },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      await userFeedbackResource.current(db, caller, req.body.id);
      await replyToFeedback(db, caller, req.body.id, req.body.reply);
      return userFeedbackResource.find(db, caller, req.body.id);
    },
  });

  // unbinding writes the unbind log of each bind in force the caller sees, in one transaction
  r.route({
    ...served(C.appUnbind),
    schema: { tags, body: idsRequest },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      return db.transaction(async (tx) => {
        const binds = [];
        for (const id of new Set(req.body.ids)) binds.push(await appBindResource.current(tx, caller, id));
        if (binds.length)
          await tx.insert(vehicleBindLogs).values(
            binds.map((bind) => ({
              tenantId: caller.tenantId,
              accountId: bind.accountId as number | null,
              vin: bind.vin as string,
              plateNo: bind.plateNo as string | null,
              action: 'UNBIND',
            })),
          );
        return { unbound: binds.length };
      });
    },
  });

  modelLinkRoutes(app, db, MODEL_LINK_CALLS.userManual, userManualResource, {
    table: userManualModels,
    owner: userManualModels.manualId,
    model: userManualModels.vehicleModelId,
    row: (manualId, vehicleModelId) => ({ manualId, vehicleModelId }),
  });
  modelLinkRoutes(app, db, MODEL_LINK_CALLS.maintenancePlan, maintenancePlanResource, {
    table: maintenancePlanModels,
    owner: maintenancePlanModels.planId,
    model: maintenancePlanModels.vehicleModelId,
    row: (planId, vehicleModelId) => ({ planId, vehicleModelId }),
  });
}
