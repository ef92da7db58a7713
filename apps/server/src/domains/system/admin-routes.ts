import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AREA_CALLS,
  allScreens,
  EXTRA_ACTION_LABELS,
  LOG_ACTION_LABELS,
  LOG_MODULE_LABELS,
  md5Hex,
  pageSchema,
  splitRangeKeys,
  userSpec,
  type AreaNode,
  type CallSpec,
  type LocalizedText,
} from '@chelian/contracts';
import { SYSTEM_ADMIN_CALLS as C } from '@chelian/contracts/resources/system/calls';
import { hashPassword, md5 } from '../../platform/auth/passwords';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { sessions as sessionRows } from '../../platform/auth/schema';
import type { SessionStore } from '../../platform/auth/sessions';
import type { ServerContext } from '../../platform/context';
import { served } from '../../platform/access';
import { AppError, notFound } from '../../platform/errors';
import { areaIndex, dictionaries } from '../../engine/labels';
import { callerOf, type EngineContext } from '../../engine/routes';
import {
  AUTHORITY_SUBJECT,
  assignAuthority,
  assignTenantAuthority,
  authorityChanged,
  authorityTree,
  roleAuthority,
} from './authority';
import { menuLabelCode, registeredTexts } from '../../platform/localized';
import { DEFAULT_INITIAL_PASSWORD, parameterValue } from './parameters';
import { organisationResource, tenantResource, userResource } from './resources';
import {
  businessLogs,
  dictItems,
  dictTypes,
  locales,
  menus,
  organisations,
  roles,
  tenantMenus,
  tenants,
  themeAttrs,
  themes,
  users,
} from '../../platform/schema';
import { parameters, pushConfigs, pushItems, pushUsers, tenantPlatformAccounts, userOpenIds } from './schema';
import { dictLabelCode, dictNameCode } from '../../platform/localized';
import { translate } from '../../platform/messages';
import { containing } from '../../db/like';

const ids = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const ACTION_NAMES: Record<string, LocalizedText> = {
  view: { 'zh-CN': '查看', 'en-US': 'View', 'zh-TW': '檢視' },
  create: { 'zh-CN': '新增', 'en-US': 'Create', 'zh-TW': '新增' },
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'zh-TW': '修改' },
  delete: { 'zh-CN': '删除', 'en-US': 'Delete', 'zh-TW': '刪除' },
  export: { 'zh-CN': '导出', 'en-US': 'Export', 'zh-TW': '匯出' },
  import: { 'zh-CN': '导入', 'en-US': 'Import', 'zh-TW': '匯入' },
  ...EXTRA_ACTION_LABELS,
  ...LOG_ACTION_LABELS,
};

/** The calls of system administration that are not plain CRUD; CRUD comes from the engine. */
export function systemAdminRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  sessions: SessionStore,
  engine: EngineContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const tags = ['system'];
  ctx.bus.subscribe(AUTHORITY_SUBJECT, () => sessions.invalidateAll());
  const changed = () => authorityChanged(sessions, ctx.bus);

  /** Users of the caller's tenant among ids; any other id fails the call with 404. */
  const tenantUsers = async (req: FastifyRequest, wanted: number[]) => {
    const caller = await callerOf(db, req);
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.tenantId, caller.tenantId)));
    if (found.length !== new Set(wanted).size) throw notFound();
    return { caller, ids: found.map((f) => f.id) };
  };
  const revokeUsers = async (userIds: number[]) => {
    const live = await db
      .select({ id: sessionRows.id })
      .from(sessionRows)
      .where(inArray(sessionRows.userId, userIds));
    await sessions.revoke(live.map((s) => s.id));
  };

  // ---- users ----
  r.route({
    ...served(C.resetPassword),
    schema: { tags, body: ids.extend({ password: md5Hex.optional() }) },
    handler: async (req) => {
      const { caller, ids: userIds } = await tenantUsers(req, req.body.ids);
      if (req.body.password) assertAcceptablePassword(req.body.password);
      const given =
        req.body.password ??
        md5(await parameterValue(db, caller.tenantId, 'user.initPassword', DEFAULT_INITIAL_PASSWORD));
      const passwordHash = await hashPassword(given);
      await db
        .update(users)
        .set({
          passwordHash,
          initialPassword: true,
          credentialExpireDate: null,
          passwordErrorNum: 0,
          passwordErrorLastTime: null,
        })
        .where(inArray(users.id, userIds));
      await revokeUsers(userIds.filter((id) => id !== caller.userId));
      return { reset: userIds.length };
    },
  });

  r.route({
    ...served(C.clearPasswordErrors),
    schema: { tags, body: ids },
    handler: async (req) => {
      const { ids: userIds } = await tenantUsers(req, req.body.ids);
      await db
        .update(users)
        .set({ passwordErrorNum: 0, passwordErrorLastTime: null })
        .where(inArray(users.id, userIds));
      return { cleared: userIds.length };
    },
  });

  r.route({
    ...served(C.lockUsers),
    schema: { tags, body: ids },
    handler: async (req) => {
      const { caller, ids: userIds } = await tenantUsers(req, req.body.ids);
      if (userIds.includes(caller.userId)) throw new AppError(400, 'CANNOT_LOCK_SELF');
      await db.update(users).set({ status: 'LOCKED' }).where(inArray(users.id, userIds));
      await revokeUsers(userIds);
      return { locked: userIds.length };
    },
  });

  r.route({
    ...served(C.unlockUsers),
    schema: { tags, body: ids },
    handler: async (req) => {
      const { ids: userIds } = await tenantUsers(req, req.body.ids);
      await db
        .update(users)
        .set({ status: 'NORMAL', passwordErrorNum: 0, passwordErrorLastTime: null })
        .where(inArray(users.id, userIds));
      return { unlocked: userIds.length };
    },
  });

  r.route({
    ...served(C.userByPhone),
    schema: { tags, querystring: z.object({ phone: z.string().trim().min(5).max(20) }) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, req.query.phone), eq(users.tenantId, caller.tenantId)))
        .limit(1);
      if (!user) throw notFound();
      return userResource.find(db, caller, user.id);
    },
  });

  r.route({
    ...served(C.userByOpenId),
    schema: {
      tags,
      querystring: z.object({
        openType: z.string().trim().min(1).max(32),
        openId: z.string().trim().min(1).max(128),
      }),
    },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const [link] = await db
        .select({ id: users.id })
        .from(userOpenIds)
        .innerJoin(users, eq(users.id, userOpenIds.userId))
        .where(
          and(
            eq(userOpenIds.openType, req.query.openType),
            eq(userOpenIds.openId, req.query.openId),
            eq(users.tenantId, caller.tenantId),
          ),
        );
      if (!link) throw notFound();
      return userResource.find(db, caller, link.id);
    },
  });

  // Organisations that have users of a type (e.g. ENGINE: the manufacturers' companies), as dropdown items.
  r.route({
    ...served(C.userTypeOrgs),
    schema: { tags, querystring: z.object({ userType: z.string().trim().min(1).max(16) }) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await db
        .selectDistinct({ id: organisations.id, label: organisations.name, sequence: organisations.sequence })
        .from(organisations)
        .innerJoin(users, eq(users.orgId, organisations.id))
        .where(and(eq(organisations.tenantId, caller.tenantId), eq(users.userType, req.query.userType)))
        .orderBy(asc(organisations.sequence), asc(organisations.id));
      return rows.map(({ id, label }) => ({ id, label }));
    },
  });

  // ---- roles and authority ----
  r.route({
    ...served(C.roleOptions),
    schema: {
      tags,
      querystring: z.object({
        name: z.string().max(64).optional(),
        roleType: z.string().max(16).optional(),
      }),
    },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await db
        .select({ id: roles.id, label: roles.name, code: roles.code, roleType: roles.roleType })
        .from(roles)
        .where(
          and(
            eq(roles.tenantId, caller.tenantId),
            req.query.name ? sql`${roles.name} ilike ${containing(req.query.name)}` : undefined,
            req.query.roleType ? eq(roles.roleType, req.query.roleType) : undefined,
          ),
        )
        .orderBy(asc(roles.name))
        .limit(2000);
      return rows;
    },
  });

  r.route({
    ...served(C.assignRoleAuthority),
    schema: {
      tags,
      body: z.object({
        roleId: z.coerce.number().int().positive(),
        menuIds: z.array(z.coerce.number().int().positive()).max(20000),
      }),
    },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      await assignAuthority(db, caller.tenantId, req.body.roleId, req.body.menuIds);
      changed();
      return roleAuthority(db, caller.tenantId, req.body.roleId);
    },
  });

  r.route({
    ...served(C.roleAuthority),
    schema: { tags, params: idParam },
    handler: async (req) => roleAuthority(db, (await callerOf(db, req)).tenantId, req.params.id),
  });

  r.route({
    ...served(C.authorityTree),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      return authorityTree(db, caller.tenantId, caller.lang);
    },
  });

  // ---- translations ----
  const scan = async (rows: { code: string; text: string }[]) => {
    let added = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows
        .slice(i, i + 500)
        .flatMap((row) =>
          (['en-US', 'zh-TW'] as const).map((lang) => ({ code: row.code, lang, value: row.text })),
        );
      const inserted = await db
        .insert(locales)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: locales.id });
      added += inserted.length;
    }
    engine.invalidate('locale');
    return { scanned: rows.length, added };
  };
  const platformOnly = async (req: FastifyRequest) => {
    const caller = await callerOf(db, req);
    if (!caller.isPlatform) throw new AppError(403, 'PLATFORM_ONLY');
    return caller;
  };
  // Every menu name and dictionary label gets a row per language (the source text until translated), ready to export.
  r.route({
    ...served(C.scanMenuLanguages),
    schema: { tags },
    handler: async (req) => {
      await platformOnly(req);
      const rows = await db.select({ code: menus.code, name: menus.name }).from(menus);
      return scan(rows.map((m) => ({ code: menuLabelCode(m.code), text: m.name })));
    },
  });
  r.route({
    ...served(C.scanDictionaryLanguages),
    schema: { tags },
    handler: async (req) => {
      await platformOnly(req);
      const rows = await db
        .select({ typeCode: dictItems.typeCode, code: dictItems.code, label: dictItems.label })
        .from(dictItems);
      // the dictionaries' own names too, so one created on the screen can be translated as well
      const names = await db.select({ code: dictTypes.code, name: dictTypes.name }).from(dictTypes);
      return scan([
        ...rows.map((d) => ({ code: dictLabelCode(d.typeCode, d.code), text: d.label })),
        ...names.map((d) => ({ code: dictNameCode(d.code), text: d.name })),
      ]);
    },
  });

  // ---- organisations ----
  const orgTree = (types: string[] | null) => async (req: FastifyRequest) => {
    const caller = await callerOf(db, req);
    return organisationResource.options(db, caller, {
      where: types ? inArray(organisations.type, types) : undefined,
    });
  };
  // comp: companies only; comp4org: companies and their departments (where users and posts belong), no dealer network.
  r.route({ ...served(C.companyTree), schema: { tags }, handler: orgTree(['COMPANY']) });
  r.route({ ...served(C.departmentTree), schema: { tags }, handler: orgTree(['COMPANY', 'DEPARTMENT']) });

  // ---- tenants ----
  const configBody = z.object({
    appName: z.string().trim().min(1).max(100),
    domainName: z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z0-9.-]*$/)
      .nullable()
      .optional(),
    copyright: z.string().trim().max(200).nullable().optional(),
    recordNo: z.string().trim().max(100).nullable().optional(),
    appLogoFileId: z.coerce.number().int().positive().nullable().optional(),
    loginBgFileId: z.coerce.number().int().positive().nullable().optional(),
    loginLogoFileId: z.coerce.number().int().positive().nullable().optional(),
  });
  const configOf = async (tenantId: number) => {
    const [t] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
    if (!t) throw notFound();
    return {
      appName: t.appName,
      domainName: t.domainName,
      copyright: t.copyright,
      recordNo: t.recordNo,
      appLogoFileId: t.appLogoFileId,
      loginBgFileId: t.loginBgFileId,
      loginLogoFileId: t.loginLogoFileId,
    };
  };
  r.route({
    ...served(C.tenantConfig),
    schema: { tags },
    handler: async (req) => configOf((await callerOf(db, req)).tenantId),
  });
  r.route({
    ...served(C.saveTenantConfig),
    schema: { tags, body: configBody },
    handler: async (req) => {
      const h = await engine.hooks(req);
      await tenantResource.update(db, h, {
        id: h.caller.tenantId,
        ...req.body,
        domainName: req.body.domainName || null,
      });
      return configOf(h.caller.tenantId);
    },
  });
  r.route({
    ...served(C.assignTenantAuthority),
    schema: {
      tags,
      body: z.object({
        tenantId: z.coerce.number().int().positive(),
        menuIds: z.array(z.coerce.number().int().positive()).max(20000),
      }),
    },
    handler: async (req) => {
      await platformOnly(req);
      const [tenant] = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.id, req.body.tenantId));
      if (!tenant) throw notFound();
      const menuIds = await assignTenantAuthority(db, tenant.id, req.body.menuIds);
      changed();
      return { tenantId: tenant.id, menuIds };
    },
  });
  r.route({
    ...served(C.tenantAuthority),
    schema: { tags, params: idParam },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      if (!caller.isPlatform && req.params.id !== caller.tenantId) throw notFound();
      const rows = await db
        .select({ id: tenantMenus.menuId })
        .from(tenantMenus)
        .where(eq(tenantMenus.tenantId, req.params.id));
      return { tenantId: req.params.id, menuIds: rows.map((r) => r.id).sort((a, b) => a - b) };
    },
  });
  r.route({
    ...served(C.platformAccountsByUsage),
    schema: {
      tags,
      querystring: z.object({
        tenantId: z.coerce.number().int().positive().optional(),
        filingUsage: z.string().trim().min(1).max(16),
      }),
    },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const tenantId = caller.isPlatform && req.query.tenantId ? req.query.tenantId : caller.tenantId;
      return db
        .select({
          id: tenantPlatformAccounts.id,
          platformName: tenantPlatformAccounts.platformName,
          platformCode: tenantPlatformAccounts.platformCode,
          account: tenantPlatformAccounts.account,
          host: tenantPlatformAccounts.host,
          port: tenantPlatformAccounts.port,
        })
        .from(tenantPlatformAccounts)
        .where(
          and(
            eq(tenantPlatformAccounts.tenantId, tenantId),
            eq(tenantPlatformAccounts.filingUsage, req.query.filingUsage),
            eq(tenantPlatformAccounts.status, 'NORMAL'),
          ),
        )
        .orderBy(asc(tenantPlatformAccounts.id));
    },
  });

  // ---- dictionaries, parameters, areas ----
  r.route({
    ...served(C.dictionaryOptions),
    schema: { tags, params: z.object({ code: z.string().min(1).max(64) }) },
    handler: async (req) => {
      const items = (await dictionaries(db, req.lang)).get(req.params.code);
      const normal = await db
        .select({ code: dictItems.code })
        .from(dictItems)
        .where(and(eq(dictItems.typeCode, req.params.code), eq(dictItems.status, 'NORMAL')));
      const allowed = new Set(normal.map((n) => n.code));
      return [...(items ?? new Map()).entries()]
        .filter(([code]) => allowed.has(code))
        .map(([code, entry]) => ({ id: code, label: entry.label }));
    },
  });

  r.route({
    ...served(C.parameterByKey),
    schema: { tags, params: z.object({ key: z.string().min(1).max(100) }) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await db
        .select({ tenantId: parameters.tenantId, value: parameters.value, isPlatform: tenants.isPlatform })
        .from(parameters)
        .innerJoin(tenants, eq(tenants.id, parameters.tenantId))
        .where(
          and(
            eq(parameters.paramKey, req.params.key),
            eq(parameters.status, 'NORMAL'),
            or(eq(parameters.tenantId, caller.tenantId), eq(tenants.isPlatform, true)),
          ),
        );
      const hit = rows.find((r) => r.tenantId === caller.tenantId) ?? rows.find((r) => r.isPlatform);
      if (!hit) throw new AppError(404, 'PARAMETER_NOT_FOUND', { key: req.params.key });
      return { paramKey: req.params.key, value: hit.value };
    },
  });

  r.route({
    ...served(AREA_CALLS.cascader),
    schema: { tags, querystring: z.object({ level: z.coerce.number().int().min(1).max(3).default(3) }) },
    handler: async (req) => {
      const index = await areaIndex(db);
      const byParent = new Map<string | null, AreaNode[]>();
      const nodes = new Map<string, AreaNode>();
      for (const a of index.values()) {
        if (Number(a.level) > req.query.level) continue;
        const node: AreaNode = { id: a.code, label: a.names[req.lang] };
        nodes.set(a.code, node);
        (byParent.get(a.parentCode) ?? byParent.set(a.parentCode, []).get(a.parentCode)!).push(node);
      }
      for (const [parent, children] of byParent)
        if (parent && nodes.has(parent)) nodes.get(parent)!.children = children;
      return byParent.get(null) ?? [];
    },
  });

  // ---- themes ----
  r.route({
    ...served(C.copyTheme),
    schema: {
      tags,
      body: z.object({
        id: z.coerce.number().int().positive(),
        name: z.string().trim().min(1).max(64).optional(),
      }),
    },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const [theme] = await db
        .select()
        .from(themes)
        .where(and(eq(themes.id, req.body.id), eq(themes.tenantId, caller.tenantId)));
      if (!theme) throw notFound();
      // named after the theme as the caller sees it (a default theme reads in the caller's language)
      const shown = (await registeredTexts(db, caller.lang, 'platform.', [theme.name]))(theme.name);
      const name = req.body.name ?? translate(caller.lang, 'COPY_OF', { name: shown }).slice(0, 64);
      const id = await db
        .transaction(async (tx) => {
          const [copy] = await tx
            .insert(themes)
            .values({ tenantId: caller.tenantId, name, sequence: theme.sequence + 1 })
            .returning();
          const attrs = await tx.select().from(themeAttrs).where(eq(themeAttrs.themeId, theme.id));
          if (attrs.length)
            await tx
              .insert(themeAttrs)
              .values(
                attrs.map((a) => ({ themeId: copy!.id, attrCode: a.attrCode, attrValue: a.attrValue })),
              );
          return copy!.id;
        })
        .catch((err: unknown) => {
          if ((err as { cause?: { code?: string } }).cause?.code === '23505')
            throw new AppError(409, 'CONFLICT', { field: name });
          throw err;
        });
      const { themeResource } = await import('./resources');
      return themeResource.find(db, caller, id);
    },
  });

  // ---- business log options ----
  const screenNames = new Map<string, LocalizedText>();
  for (const screen of allScreens)
    if (!screenNames.has(screen.module)) screenNames.set(screen.module, screen.name);
  r.route({
    ...served(C.businessLogModules),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await db
        .selectDistinct({ module: businessLogs.module })
        .from(businessLogs)
        .where(eq(businessLogs.tenantId, caller.tenantId));
      const modules = new Set([...rows.map((r) => r.module)]);
      return [...modules]
        .sort()
        .map((m) => ({ id: m, label: (screenNames.get(m) ?? LOG_MODULE_LABELS[m])?.[caller.lang] ?? m }));
    },
  });
  r.route({
    ...served(C.businessLogActions),
    schema: { tags, querystring: z.object({ module: z.string().max(64).optional() }) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await db
        .selectDistinct({ action: businessLogs.action })
        .from(businessLogs)
        .where(
          and(
            eq(businessLogs.tenantId, caller.tenantId),
            req.query.module ? eq(businessLogs.module, req.query.module) : undefined,
          ),
        );
      return rows
        .map((r) => r.action)
        .sort()
        .map((a) => ({ id: a, label: ACTION_NAMES[a]?.[caller.lang] ?? a }));
    },
  });

  // ---- notice settings: linked users and the signed-in user's items ----
  const userPageBody = pageSchema(userSpec).extend({ pushConfigId: z.coerce.number().int().positive() });
  const linkBody = z.object({
    pushConfigId: z.coerce.number().int().positive(),
    userIds: z.array(z.coerce.number().int().positive()).min(1).max(5000),
  });
  const ownConfig = async (req: FastifyRequest, id: number) => {
    const caller = await callerOf(db, req);
    const [config] = await db
      .select({ id: pushConfigs.id })
      .from(pushConfigs)
      .where(and(eq(pushConfigs.id, id), eq(pushConfigs.tenantId, caller.tenantId)));
    if (!config) throw notFound();
    return caller;
  };
  const linked = (configId: number) =>
    db
      .select({ one: sql`1` })
      .from(pushUsers)
      .where(and(eq(pushUsers.pushConfigId, configId), eq(pushUsers.userId, users.id)));
  for (const service of ['system-svc', 'vehicle-svc']) {
    // the linked users' calls are also served under vehicle-svc, where the notice settings' older clients call them
    const at = (call: CallSpec, config: { audit?: boolean } = {}) => {
      const route = served(call, config);
      return { ...route, url: route.url.replace('/api/system-svc/', `/api/${service}/`) };
    };
    for (const [call, refd] of [
      [C.linkedPushUsers, true],
      [C.unlinkedPushUsers, false],
    ] as const) {
      r.route({
        ...at(call),
        schema: { tags, body: userPageBody },
        handler: async (req) => {
          const body = splitRangeKeys(req.body as Record<string, unknown>);
          const configId = Number(body.pushConfigId);
          const caller = await ownConfig(req, configId);
          return userResource.page(db, caller, body, {
            where: refd ? exists(linked(configId)) : notExists(linked(configId)),
          });
        },
      });
    }
    r.route({
      ...at(C.linkPushUsers),
      schema: { tags, body: linkBody },
      handler: async (req) => {
        const caller = await ownConfig(req, req.body.pushConfigId);
        const found = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, req.body.userIds), eq(users.tenantId, caller.tenantId)));
        if (found.length !== new Set(req.body.userIds).size) throw notFound();
        const rows = await db
          .insert(pushUsers)
          .values(found.map((u) => ({ pushConfigId: req.body.pushConfigId, userId: u.id })))
          .onConflictDoNothing()
          .returning({ userId: pushUsers.userId });
        return { linked: rows.length };
      },
    });
    r.route({
      ...at(C.unlinkPushUsers),
      schema: { tags, body: linkBody },
      handler: async (req) => {
        await ownConfig(req, req.body.pushConfigId);
        const rows = await db
          .delete(pushUsers)
          .where(
            and(
              eq(pushUsers.pushConfigId, req.body.pushConfigId),
              inArray(pushUsers.userId, req.body.userIds),
            ),
          )
          .returning({ userId: pushUsers.userId });
        return { unlinked: rows.length };
      },
    });

    r.route({
      ...at(C.currentPush),
      schema: { tags },
      handler: async (req) => {
        const caller = await callerOf(db, req);
        const configs = await db
          .select({
            id: pushConfigs.id,
            name: pushConfigs.name,
            bizType: pushConfigs.bizType,
            channels: pushConfigs.channels,
          })
          .from(pushConfigs)
          .innerJoin(pushUsers, eq(pushUsers.pushConfigId, pushConfigs.id))
          .where(
            and(
              eq(pushUsers.userId, caller.userId),
              eq(pushConfigs.tenantId, caller.tenantId),
              eq(pushConfigs.status, 'NORMAL'),
            ),
          )
          .orderBy(asc(pushConfigs.bizType), asc(pushConfigs.id));
        const settings = await settingsOf(caller.userId);
        const labels = (await dictionaries(db, caller.lang)).get('pushBizType');
        return configs.map((c) => ({
          ...c,
          bizTypeDesc: labels?.get(c.bizType)?.label ?? c.bizType,
          ...(settings.get(c.bizType) ?? defaults(c.bizType)),
        }));
      },
    });
    r.route({
      ...at(C.readPushSettings),
      schema: { tags },
      handler: async (req) => {
        const caller = await callerOf(db, req);
        const settings = await settingsOf(caller.userId);
        const labels = (await dictionaries(db, caller.lang)).get('pushBizType');
        return [...(labels?.keys() ?? [])].map((bizType) => ({
          ...(settings.get(bizType) ?? defaults(bizType)),
          bizTypeDesc: labels?.get(bizType)?.label ?? bizType,
        }));
      },
    });
    r.route({
      ...at(C.savePushSettings, { audit: true }),
      schema: {
        tags,
        body: z.object({
          items: z
            .array(
              z.object({
                bizType: z.string().min(1).max(32),
                enabled: z.boolean(),
                popup: z.boolean(),
                sound: z.boolean(),
              }),
            )
            .max(100),
        }),
      },
      handler: async (req) => {
        const caller = await callerOf(db, req);
        for (const item of req.body.items) {
          await db
            .insert(pushItems)
            .values({ userId: caller.userId, ...item })
            .onConflictDoUpdate({
              target: [pushItems.userId, pushItems.bizType],
              set: { enabled: item.enabled, popup: item.popup, sound: item.sound },
            });
        }
        return [...(await settingsOf(caller.userId)).values()];
      },
    });
  }
  const defaults = (bizType: string) => ({ bizType, enabled: true, popup: true, sound: false });
  const settingsOf = async (userId: number) => {
    const rows = await db.select().from(pushItems).where(eq(pushItems.userId, userId));
    return new Map(
      rows.map((r) => [
        r.bizType,
        { bizType: r.bizType, enabled: r.enabled, popup: r.popup, sound: r.sound },
      ]),
    );
  };
}
