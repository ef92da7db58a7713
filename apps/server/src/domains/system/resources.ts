import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import {
  apiLogSpec,
  areaSpec,
  businessLogSpec,
  dictionaryItemSpec,
  dictionarySpec,
  dictionaryTypeSpec,
  localeSpec,
  manufacturerSpec,
  menuSpec,
  onlineUserSpec,
  organisationSpec,
  parameterSpec,
  permissionResourceSpec,
  pushClassSpec,
  pushConfigSpec,
  reportSpec,
  roleSpec,
  securityCertificateSpec,
  systemLogSpec,
  tenantAppSpec,
  tenantPlatformAccountSpec,
  tenantSpec,
  themeAttrSpec,
  themeSpec,
  userConfigSpec,
  userPostSpec,
  userSpec,
} from '@chelian/contracts';
import type { Db } from '../../db/client';
import { hashPassword, md5 } from '../../platform/auth/passwords';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { sessions } from '../../platform/auth/schema';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { ConflictError, defineResource } from '../../engine/engine';
import { dropCached } from '../../engine/labels';
import type { HookContext } from '../../engine/types';
import { attachments } from '../../platform/files/schema';
import { messages } from '../../platform/notices-schema';
import { cronJobLogs, cronJobReports } from '../terminal/schema';
import { authorityChanged } from './authority';
import { maskedColumn, sealOnWrite } from './sealed-secrets';
import { liveSessionIds } from './online-users';
import { systemLogTextCode } from './system-log';
import { DEFAULT_INITIAL_PASSWORD, parameterValue, seedParameters } from './parameters';
import { PLATFORM_NAMES, platformTextCode } from './platform-texts';
import { dictCategoryCode, dictNameCode, registeredTextCode, systemTextCode } from '../../platform/localized';
import { DICTIONARY_CATEGORIES } from '../../platform/seed/dictionaries';
import {
  apiLogs,
  areas,
  businessLogs,
  dictCategories,
  dictItems,
  dictTypes,
  locales,
  menus,
  organisations,
  posts,
  roles,
  tenants,
  themeAttrs,
  themes,
  userConfigs,
  userRoles,
  users,
} from '../../platform/schema';
import {
  manufacturers,
  parameters,
  pushClasses,
  pushConfigs,
  pushUsers,
  reports,
  securityCertificates,
  systemLogs,
  tenantApps,
  tenantPlatformAccounts,
} from './schema';

type Row = Record<string, unknown>;
const changed = (h: Omit<HookContext, 'tx'>) => authorityChanged(h.sessions, h.server.bus);
const invalidate = (h: Omit<HookContext, 'tx'>, ...kinds: Parameters<typeof dropCached>[1][]) => {
  dropCached(h.server.database.db, ...kinds);
  h.server.bus.publish('resource.cache', { kinds });
};

/**
 * The stored hash of a user's initial password: the one given (not the user name, not a common
 * password), else the tenant's parameter user.initPassword.
 */
async function initialPasswordHash(
  db: Db,
  tenantId: number,
  given: unknown,
  userName: unknown,
): Promise<string> {
  if (typeof given === 'string' && given)
    assertAcceptablePassword(given, typeof userName === 'string' ? userName : null);
  const md5Hex =
    typeof given === 'string' && given
      ? given
      : md5(await parameterValue(db, tenantId, 'user.initPassword', DEFAULT_INITIAL_PASSWORD));
  return hashPassword(md5Hex);
}

function assertUserType(h: HookContext, type: unknown) {
  // Only platform administrators make platform administrators.
  if (type === 'ADMIN' && h.caller.auth.userType !== 'ADMIN')
    throw new AppError(403, 'USER_TYPE_FORBIDDEN', { type: String(type) });
}

export const userResource = defineResource({
  spec: userSpec,
  table: users,
  scope: { kind: 'tenant', column: users.tenantId },
  systemTexts: { realName: (row) => platformTextCode(row.realName) },
  relations: { roleIds: { table: userRoles, owner: userRoles.userId, target: userRoles.roleId } },
  sample: () => ({
    userName: 'zhangsan',
    realName: '张三',
    userType: 'TENANT',
    phone: '13912345678',
    email: 'zhangsan@example.com',
    sex: 'MALE',
  }),
  hooks: {
    async beforeCreate(values, input, h) {
      assertUserType(h, input.userType);
      values.passwordHash = await initialPasswordHash(
        h.tx,
        h.caller.tenantId,
        input.password,
        input.userName,
      );
      values.initialPassword = true;
      values.status = 'NORMAL';
    },
    beforeUpdate(_id, values, input, _current, h) {
      if ('userType' in input) assertUserType(h, input.userType);
      delete values.status;
    },
    beforeDelete(ids, h) {
      if (ids.includes(h.caller.userId)) throw new AppError(400, 'CANNOT_DELETE_SELF');
    },
    afterCommit: changed,
  },
});

export const roleResource = defineResource({
  spec: roleSpec,
  table: roles,
  scope: { kind: 'tenant', column: roles.tenantId },
  systemTexts: {
    name: (row) => platformTextCode(row.name),
    description: (row) => platformTextCode(row.description),
  },
  sample: () => ({
    name: '车辆运营',
    code: 'vehicle_ops',
    roleType: 'NORMAL',
    description: '车辆监控与运营',
  }),
  hooks: {
    beforeCreate(values) {
      values.allAuthority = false;
    },
    async beforeDelete(ids, h) {
      const protectedRoles = await h.tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(inArray(roles.id, ids), sql`(${roles.roleType} = 'SYSTEM' or ${roles.allAuthority})`));
      if (protectedRoles.length) throw new AppError(409, 'SYSTEM_ROLE_PROTECTED');
    },
    afterCommit: changed,
  },
});

const menuLocalize = {
  field: 'name',
  code: (row: Row) => (row.code ? `menu.${row.code}` : null),
  edit: { 'en-US': 'nameEnUS', 'zh-TW': 'nameZhTW' },
} as const;

export const menuResource = defineResource({
  spec: menuSpec,
  table: menus,
  scope: { kind: 'global' },
  localize: menuLocalize,
  sample: () => ({
    name: '运营看板',
    nameEnUS: 'Operations board',
    nameZhTW: '營運看板',
    code: 'custom/ops-board',
    menuType: 'SUB_MENU',
    route: '/custom/ops-board',
    icon: 'DashboardOutlined',
    sequence: 10,
  }),
  hooks: {
    afterCommit(h) {
      invalidate(h, 'locale');
      changed(h);
    },
  },
});

/** The permission strings: BUTTON nodes of the menu tree. */
export const permissionResource = defineResource({
  spec: permissionResourceSpec,
  table: menus,
  scope: { kind: 'global' },
  where: () => eq(menus.menuType, 'BUTTON'),
  localize: { field: 'name', code: (row) => (row.code ? `menu.${row.code}` : null) },
  sample: () => ({ permission: 'user/audit', name: '审核', code: 'system/user#audit', sequence: 20 }),
  hooks: {
    beforeCreate(values) {
      values.menuType = 'BUTTON';
      values.hidden = true;
    },
    afterCommit: changed,
  },
});

export const organisationResource = defineResource({
  spec: organisationSpec,
  table: organisations,
  scope: { kind: 'tenant', column: organisations.tenantId },
  systemTexts: {
    name: (row) => platformTextCode(row.name),
    abbr: (row) => platformTextCode(row.abbr),
  },
  sample: () => ({
    name: '华东销售大区',
    abbr: '华东大区',
    code: 'EAST',
    type: 'DEPARTMENT',
    province: '310000',
    city: '310100',
    contacts: '李经理',
    telephone: '021-55550000',
  }),
  hooks: {
    async beforeCreate(values, input, h) {
      values.treePath = await childPath(h.tx, input.parentId as number | null);
    },
    async beforeUpdate(id, values, input, current, h) {
      if (current.readonly && input.readonly !== false) throw new AppError(400, 'ORG_READONLY');
      if ('parentId' in input && (input.parentId ?? null) !== current.parentId) {
        const path = await childPath(h.tx, input.parentId as number | null);
        const oldPrefix = `${current.treePath}${id}/`;
        const newPrefix = `${path}${id}/`;
        values.treePath = path;
        // every descendant's path moves with its ancestor
        await h.tx
          .update(organisations)
          .set({ treePath: sql`${newPrefix} || substr(${organisations.treePath}, ${oldPrefix.length + 1})` })
          .where(
            and(
              eq(organisations.tenantId, current.tenantId as number),
              like(organisations.treePath, `${oldPrefix}%`),
            ),
          );
      }
    },
    async beforeDelete(ids, h) {
      const locked = await h.tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(inArray(organisations.id, ids), eq(organisations.readonly, true)));
      if (locked.length) throw new AppError(400, 'ORG_READONLY');
    },
  },
});

async function childPath(db: Db, parentId: number | null | undefined): Promise<string> {
  if (!parentId) return '/';
  const [parent] = await db
    .select({ treePath: organisations.treePath })
    .from(organisations)
    .where(eq(organisations.id, parentId));
  return `${parent?.treePath ?? '/'}${parentId}/`;
}

export const tenantResource: ReturnType<typeof defineResource> = defineResource({
  spec: tenantSpec,
  table: tenants,
  scope: { kind: 'self', column: tenants.id },
  systemTexts: {
    tenantName: (row) => platformTextCode(row.tenantName),
    appName: (row) => platformTextCode(row.appName),
  },
  sample: () => ({
    tenantCode: 'demo_tenant',
    tenantName: '演示租户',
    appName: '演示监控平台',
    adminUserName: 'demo_admin',
  }),
  hooks: {
    async beforeCreate(values, input, h) {
      values.isPlatform = false;
      const [taken] = await h.tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, String(input.adminUserName)));
      if (taken) throw new ConflictError(tenantResource, 'adminUserName');
    },
    async afterCreate(id, input, h) {
      const db = h.tx;
      const [root] = await db
        .insert(organisations)
        .values({
          tenantId: id,
          name: String(input.tenantName),
          abbr: String(input.tenantName).slice(0, 50),
          code: String(input.tenantCode),
          type: 'COMPANY',
          treePath: '/',
          readonly: true,
        })
        .returning();
      const [role] = await db
        .insert(roles)
        .values({
          tenantId: id,
          name: PLATFORM_NAMES.tenantAdminRole['zh-CN'],
          code: 'tenant_admin',
          roleType: 'SYSTEM',
          allAuthority: true,
          description: PLATFORM_NAMES.tenantAdminRoleDescription['zh-CN'],
        })
        .returning();
      const [admin] = await db
        .insert(users)
        .values({
          tenantId: id,
          orgId: root!.id,
          userName: String(input.adminUserName),
          // named in the language of the console that creates the tenant
          realName: translate(h.caller.lang, 'TENANT_ADMIN_NAME', {
            tenant: String(input.tenantName).slice(0, 50),
          }),
          userType: 'TENANT',
          passwordHash: await initialPasswordHash(
            db,
            h.caller.tenantId,
            input.adminPassword,
            input.adminUserName,
          ),
          initialPassword: true,
        })
        .returning();
      await db.insert(userRoles).values({ userId: admin!.id, roleId: role!.id });
      // the new tenant starts with the creator's themes and the built-in parameters
      const source = await db
        .select()
        .from(themes)
        .where(eq(themes.tenantId, h.caller.tenantId))
        .orderBy(asc(themes.sequence));
      for (const theme of source) {
        const [copy] = await db
          .insert(themes)
          .values({ tenantId: id, name: theme.name, sequence: theme.sequence })
          .returning();
        const attrs = await db.select().from(themeAttrs).where(eq(themeAttrs.themeId, theme.id));
        if (attrs.length)
          await db
            .insert(themeAttrs)
            .values(attrs.map((a) => ({ themeId: copy!.id, attrCode: a.attrCode, attrValue: a.attrValue })));
      }
      await seedParameters(db, id);
    },
    async beforeDelete(ids, h) {
      const db = h.tx;
      const guarded = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(inArray(tenants.id, ids), eq(tenants.isPlatform, true)));
      if (guarded.length || ids.includes(h.caller.tenantId))
        throw new AppError(409, 'PLATFORM_TENANT_PROTECTED');
      // A tenant's own administration data and logs (scheduled jobs run for every tenant) go with it;
      // business data (vehicles, files) keeps it in use.
      const tenantUsers = db.select({ id: users.id }).from(users).where(inArray(users.tenantId, ids));
      await db.delete(sessions).where(inArray(sessions.tenantId, ids));
      await db.delete(messages).where(inArray(messages.tenantId, ids));
      await db.delete(pushUsers).where(inArray(pushUsers.userId, tenantUsers));
      await db.delete(pushConfigs).where(inArray(pushConfigs.tenantId, ids));
      await db.delete(pushClasses).where(inArray(pushClasses.tenantId, ids));
      await db.update(attachments).set({ uploaderId: null }).where(inArray(attachments.tenantId, ids));
      await db.delete(users).where(inArray(users.tenantId, ids));
      await db.delete(roles).where(inArray(roles.tenantId, ids));
      await db.delete(posts).where(inArray(posts.tenantId, ids));
      await db.delete(organisations).where(inArray(organisations.tenantId, ids));
      await db.delete(themes).where(inArray(themes.tenantId, ids));
      for (const table of [
        parameters,
        tenantApps,
        tenantPlatformAccounts,
        manufacturers,
        securityCertificates,
        reports,
        cronJobLogs,
        cronJobReports,
      ]) {
        await db.delete(table).where(inArray(table.tenantId, ids));
      }
      await db.delete(businessLogs).where(inArray(businessLogs.tenantId, ids));
      await db.delete(apiLogs).where(inArray(apiLogs.tenantId, ids));
    },
    afterCommit(h) {
      invalidate(h, 'platform');
    },
  },
});

const sealAppSecret = sealOnWrite('appSecret');
const sealAccountPassword = sealOnWrite('password');

export const tenantAppResource = defineResource({
  spec: tenantAppSpec,
  table: tenantApps,
  scope: { kind: 'tenant', column: tenantApps.tenantId },
  // sealed at rest; lists and details read the mask, the clear text only comes from the reveal call
  columns: { appSecret: maskedColumn(tenantApps.appSecret) },
  sample: () => ({
    appCode: 'FLEET_APP',
    appName: '车队管家 App',
    appType: 'ANDROID',
    redirectUri: 'https://fleet.example.com/callback',
  }),
  hooks: {
    beforeCreate(values, _input, h) {
      sealAppSecret(values, { appSecret: randomBytes(24).toString('base64url') }, h);
    },
    beforeUpdate(_id, values) {
      // the secret is generated, never edited (its field is read-only)
      delete values.appSecret;
    },
  },
});

export const tenantPlatformAccountResource = defineResource({
  spec: tenantPlatformAccountSpec,
  table: tenantPlatformAccounts,
  scope: { kind: 'tenant', column: tenantPlatformAccounts.tenantId },
  columns: { password: maskedColumn(tenantPlatformAccounts.password) },
  hooks: {
    beforeCreate(values, input, h) {
      sealAccountPassword(values, input, h);
    },
    beforeUpdate(_id, values, input, _current, h) {
      sealAccountPassword(values, input, h);
    },
  },
  sample: () => ({
    filingUsage: 'NATIONAL',
    platformName: '国家新能源汽车监测平台',
    platformCode: 'NEVMP',
    account: 'chelian_gb',
    password: 'Filing@2026',
    host: 'gb.example.gov.cn',
    port: 19006,
  }),
});

const categoryDescriptionCode = systemTextCode(
  DICTIONARY_CATEGORIES.map((c) => [dictCategoryCode(c.code, 'description'), c.description] as const),
);
const parameterTextCode = registeredTextCode('parameter.');

export const dictionaryTypeResource = defineResource({
  spec: dictionaryTypeSpec,
  table: dictCategories,
  scope: { kind: 'global' },
  localize: { field: 'name', code: (row) => (row.code ? dictCategoryCode(String(row.code)) : null) },
  systemTexts: { description: (row) => categoryDescriptionCode(row.description) },
  sample: () => ({ code: 'business', name: '业务字典', sequence: 30, description: '业务模块使用的字典' }),
});

export const dictionaryResource = defineResource({
  spec: dictionarySpec,
  table: dictTypes,
  scope: { kind: 'global' },
  localize: { field: 'name', code: (row) => (row.code ? dictNameCode(String(row.code)) : null) },
  exactTotal: true,
  sample: () => ({ code: 'vehicleUse', name: '车辆用途', description: '营运、非营运等' }),
  hooks: {
    afterCommit: (h) => invalidate(h, 'dict'),
  },
});

export const dictionaryItemResource = defineResource({
  spec: dictionaryItemSpec,
  table: dictItems,
  scope: { kind: 'global' },
  localize: {
    field: 'label',
    code: (row) => (row.typeCode && row.code ? `dict.${row.typeCode}.${row.code}` : null),
    edit: { 'en-US': 'labelEnUS', 'zh-TW': 'labelZhTW' },
  },
  sample: () => ({
    typeCode: 'sex',
    code: 'OTHER',
    label: '其他',
    labelEnUS: 'Other',
    labelZhTW: '其他',
    sequence: 9,
  }),
  hooks: {
    afterCommit: (h) => invalidate(h, 'dict', 'locale'),
  },
});

export const localeResource = defineResource({
  spec: localeSpec,
  table: locales,
  scope: { kind: 'global' },
  // two languages of every menu, dictionary item, system text and area (over 10,000 rows): a
  // count of them all is cheap, and the translations screen says how many there are
  exactTotal: true,
  importMode: 'upsert',
  sample: () => ({ code: 'menu.system/user', lang: 'en-US', value: 'Users' }),
  hooks: {
    afterCommit: (h) => invalidate(h, 'locale'),
  },
});

export const parameterResource = defineResource({
  spec: parameterSpec,
  table: parameters,
  scope: { kind: 'tenant', column: parameters.tenantId },
  // the built-in parameters, and those other domains seed and read (texts: parameter.*)
  systemTexts: {
    name: (row) => parameterTextCode(row.name),
    description: (row) => parameterTextCode(row.description),
  },
  sample: () => ({
    paramKey: 'map.defaultCenter',
    name: '地图默认中心',
    value: '116.397,39.908',
    description: '监控地图打开时的中心点（经度,纬度）',
  }),
  hooks: {
    beforeCreate(values) {
      values.readonly = false;
    },
    async beforeDelete(ids, h) {
      const builtIn = await h.tx
        .select({ id: parameters.id })
        .from(parameters)
        .where(and(inArray(parameters.id, ids), eq(parameters.readonly, true)));
      if (builtIn.length) throw new AppError(409, 'PARAMETER_READONLY');
    },
  },
});

export const areaResource = defineResource({
  spec: areaSpec,
  table: areas,
  scope: { kind: 'global' },
  sample: () => ({ code: '990101', name: '示范区', level: '3' }),
  hooks: {
    afterCommit: (h) => invalidate(h, 'areas'),
  },
});

export const themeResource = defineResource({
  spec: themeSpec,
  table: themes,
  scope: { kind: 'tenant', column: themes.tenantId },
  systemTexts: { name: (row) => platformTextCode(row.name) },
  sample: () => ({ name: '清新绿', sequence: 5 }),
  async detail(row, _caller, db) {
    const attrs = await db
      .select()
      .from(themeAttrs)
      .where(eq(themeAttrs.themeId, row.id as number))
      .orderBy(asc(themeAttrs.attrCode));
    row.attrList = attrs.map((a) => ({ id: a.id, attrCode: a.attrCode, attrValue: a.attrValue }));
  },
});

export const themeAttrResource = defineResource({
  spec: themeAttrSpec,
  table: themeAttrs,
  scope: {
    kind: 'via',
    where: (tenantId) =>
      sql`exists (select 1 from ${themes} where ${themes.id} = ${themeAttrs.themeId} and ${themes.tenantId} = ${tenantId})`,
  },
  sample: () => ({ attrCode: 'fontSize', attrValue: '14' }),
});

export const manufacturerResource = defineResource({
  spec: manufacturerSpec,
  table: manufacturers,
  scope: { kind: 'tenant', column: manufacturers.tenantId },
  sample: () => ({
    code: 'BYD',
    name: '比亚迪汽车工业有限公司',
    abbr: '比亚迪',
    manufacturerType: 'VEHICLE',
    creditCode: '91440300192317458F',
    contacts: '王工',
    phone: '0755-89888888',
    province: '440000',
    city: '440300',
    address: '深圳市坪山区比亚迪路 3009 号',
  }),
});

export const securityCertificateResource = defineResource({
  spec: securityCertificateSpec,
  table: securityCertificates,
  scope: { kind: 'tenant', column: securityCertificates.tenantId },
  sample: () => ({
    name: '平台 SM2 签名证书',
    serialNo: '3A7F19C2',
    certType: 'PLATFORM',
    algorithm: 'SM2',
    issuer: 'CN=Chelian Root CA',
    subject: 'CN=platform.chelian.local',
    validFrom: Date.UTC(2026, 0, 1),
    validTo: Date.UTC(2028, 0, 1),
  }),
  hooks: {
    beforeCreate(values) {
      checkValidity(values.validFrom, values.validTo);
    },
    beforeUpdate(_id, values, _input, current) {
      checkValidity(values.validFrom ?? current.validFrom, values.validTo ?? current.validTo);
    },
  },
});

function checkValidity(from: unknown, to: unknown) {
  if (from instanceof Date && to instanceof Date && to.getTime() <= from.getTime()) {
    throw new AppError(400, 'VALIDATION', { detail: 'validTo' }, { validTo: 'validTo' });
  }
}

export const userConfigResource = defineResource({
  spec: userConfigSpec,
  table: userConfigs,
  id: userConfigs.userId,
  scope: {
    kind: 'via',
    where: (tenantId) =>
      sql`exists (select 1 from ${users} where ${users.id} = ${userConfigs.userId} and ${users.tenantId} = ${tenantId})`,
  },
  sample: () => ({ language: 'zh-CN' }),
});

export const userPostResource = defineResource({
  spec: userPostSpec,
  table: posts,
  scope: { kind: 'tenant', column: posts.tenantId },
  sample: () => ({ code: 'dispatcher', name: '调度员', sequence: 10, description: '车辆调度与监控值班' }),
});

export const reportResource = defineResource({
  spec: reportSpec,
  table: reports,
  scope: { kind: 'tenant', column: reports.tenantId },
  sample: () => ({
    code: 'mileage_daily',
    name: '车辆日里程报表',
    category: 'VEHICLE',
    period: 'DAY',
    sequence: 10,
    description: '每车每日行驶里程与在线时长',
  }),
});

export const onlineUserResource = defineResource({
  spec: onlineUserSpec,
  table: sessions,
  scope: { kind: 'tenant', column: sessions.tenantId },
  where: () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))!,
  columns: {
    userName: sql`(select ${users.userName} from ${users} where ${users.id} = ${sessions.userId})`,
    realName: sql`(select ${users.realName} from ${users} where ${users.id} = ${sessions.userId})`,
    loginTime: sessions.createdAt,
    lastSeenTime: sessions.lastSeenAt,
  },
  systemTexts: { realName: (row) => platformTextCode(row.realName) },
  exactTotal: true,
  // Kicking revokes the sessions (closing their sockets everywhere); other tenants' ids are ignored.
  async remove(ids, h) {
    const live = await liveSessionIds(h.server.database.db, h.caller.tenantId, ids);
    await h.sessions.revoke(live);
    return { kicked: live.length };
  },
});

export const apiLogResource = defineResource({
  spec: apiLogSpec,
  table: apiLogs,
  scope: { kind: 'tenant', column: apiLogs.tenantId },
});

export const businessLogResource = defineResource({
  spec: businessLogSpec,
  table: businessLogs,
  scope: { kind: 'tenant', column: businessLogs.tenantId },
});

export const systemLogResource = defineResource({
  spec: systemLogSpec,
  table: systemLogs,
  scope: { kind: 'platform' },
  systemTexts: { message: (row) => systemLogTextCode(row.message) },
});

export const pushClassResource = defineResource({
  spec: pushClassSpec,
  table: pushClasses,
  scope: { kind: 'tenant', column: pushClasses.tenantId },
  sample: () => ({ code: 'alarm', name: '报警消息', bizType: 'GB', icon: 'AlertOutlined', sequence: 10 }),
});

export const pushConfigResource = defineResource({
  spec: pushConfigSpec,
  table: pushConfigs,
  scope: { kind: 'tenant', column: pushConfigs.tenantId },
  columns: {
    userCount: sql`(select count(*)::int from ${pushUsers} where ${pushUsers.pushConfigId} = ${pushConfigs.id})`,
  },
  sample: () => ({
    name: '国标三级报警通知',
    bizType: 'GB',
    channels: ['WEB', 'SMS'],
    remark: '三级报警即时通知值班人员',
  }),
});
