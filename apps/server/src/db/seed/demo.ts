import { eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../platform/context';
import { hashPassword, md5 } from '../../platform/auth/passwords';
import { notify } from '../../domains/message/service';
import { storeBytes } from '../../domains/file/service';
import {
  dictItems,
  dictTypes,
  locales,
  menus,
  organisations,
  roleMenus,
  roles,
  tenants,
  themeAttrs,
  themes,
  userRoles,
  users,
} from '../../domains/system/schema';
import { dictLabelCode } from '../../domains/system/localized';
import { DICTIONARIES } from './dictionaries';
import { loginBackgroundSvg, logoSvg } from './branding-art';
import { seedControlDemo } from '../../domains/control/seed';
import { seedDemoFleet } from './fleet';

export const DEMO = {
  platformTenant: 'chelian',
  fleetTenant: 'fleetco',
  admin: 'admin',
  operator: 'operator',
  fleetAdmin: 'fleet_admin',
  /** every demo user but the admin starts with this password (and must change it at first sign-in) */
  userPassword: 'Demo@2026',
} as const;

/** Screens the demo operator role may use: monitoring and the vehicle archive read-only, plus files. */
const OPERATOR_SCREENS = ['home/home', 'message/message_center', 'file/attachments'];
const OPERATOR_ACTIONS = ['home/home#view', 'file/attachments#view', 'file/attachments#upload'];

const THEMES = [
  {
    name: '科技蓝',
    attrs: { colorPrimary: '#1677ff', algorithm: 'default', borderRadius: '6', siderTheme: 'dark' },
  },
  {
    name: '极夜黑',
    attrs: { colorPrimary: '#13a8a8', algorithm: 'dark', borderRadius: '8', siderTheme: 'dark' },
  },
];

/**
 * The platform of an empty database: dictionaries, the platform tenant with its branding and
 * themes, its head office, the administrator role and the admin user (ADMIN_INITIAL_PASSWORD).
 * With DEMO_SEED, demo data for a newcomer too: a second tenant, organisations, roles, users
 * with published passwords and the fleet.
 */
export async function seedDemo(ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const demo = ctx.config.DEMO_SEED;
  const [present] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (present) return;
  ctx.log.info(demo ? 'seeding demo data' : 'seeding the platform tenant and its admin');

  await seedDictionaries(ctx);

  const [platform] = await db
    .insert(tenants)
    .values({
      tenantCode: DEMO.platformTenant,
      tenantName: '车联平台',
      appName: '车联网智能监管平台',
      isPlatform: true,
      copyright: '© 2026 Chelian 车联',
      recordNo: demo ? '演示环境 · 无备案号' : null,
    })
    .returning();
  const branded: [typeof platform, string, readonly [string, string]][] = [
    [platform, '#1677ff', ['#0b1f4b', '#1a4fa0']],
  ];
  const [fleet] = demo
    ? await db
        .insert(tenants)
        .values({
          tenantCode: DEMO.fleetTenant,
          tenantName: '示范车队运营公司',
          appName: '示范车队监控平台',
          domainName: 'fleet.localhost',
          copyright: '© 2026 示范车队',
        })
        .returning()
    : [];
  if (fleet) branded.push([fleet, '#13a8a8', ['#0a3b3b', '#137a6f']]);

  for (const [tenant, color, bg] of branded) {
    const owner = { tenantId: tenant!.id, userId: null };
    const logo = await storeBytes(
      ctx,
      owner,
      'logo.svg',
      'image/svg+xml',
      Buffer.from(logoSvg('车联', color)),
    );
    const background = await storeBytes(
      ctx,
      owner,
      'login-bg.svg',
      'image/svg+xml',
      Buffer.from(loginBackgroundSvg(bg[0], bg[1])),
    );
    await db
      .update(tenants)
      .set({ appLogoFileId: logo.id, loginLogoFileId: logo.id, loginBgFileId: background.id })
      .where(eq(tenants.id, tenant!.id));
    for (const [i, theme] of THEMES.entries()) {
      const [row] = await db
        .insert(themes)
        .values({ tenantId: tenant!.id, name: theme.name, sequence: i })
        .returning();
      await db.insert(themeAttrs).values(
        Object.entries(theme.attrs).map(([attrCode, attrValue]) => ({
          themeId: row!.id,
          attrCode,
          attrValue,
        })),
      );
    }
  }

  const [hq] = await db
    .insert(organisations)
    .values({
      tenantId: platform!.id,
      name: '车联平台总部',
      abbr: '总部',
      code: 'HQ',
      type: 'COMPANY',
      treePath: '/',
    })
    .returning();
  const [adminRole] = await db
    .insert(roles)
    .values({
      tenantId: platform!.id,
      name: '平台管理员',
      code: 'platform_admin',
      allAuthority: true,
      description: '拥有全部菜单与权限',
    })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      tenantId: platform!.id,
      orgId: hq!.id,
      userName: DEMO.admin,
      realName: '系统管理员',
      userType: 'ADMIN',
      phone: demo ? '13800000000' : null,
      email: demo ? 'admin@chelian.local' : null,
      passwordHash: await hashPassword(md5(ctx.config.ADMIN_INITIAL_PASSWORD)),
    })
    .returning();
  await db.insert(userRoles).values({ userId: admin!.id, roleId: adminRole!.id });
  if (!fleet) return;

  const [ops] = await db
    .insert(organisations)
    .values({
      tenantId: platform!.id,
      parentId: hq!.id,
      name: '运营中心',
      abbr: '运营',
      code: 'OPS',
      type: 'DEPARTMENT',
      treePath: `/${hq!.id}/`,
    })
    .returning();
  const [fleetRoot] = await db
    .insert(organisations)
    .values({
      tenantId: fleet!.id,
      name: '示范车队运营公司',
      abbr: '示范车队',
      code: 'FLEET',
      type: 'COMPANY',
      treePath: '/',
    })
    .returning();

  const [operatorRole] = await db
    .insert(roles)
    .values({ tenantId: platform!.id, name: '运营专员', code: 'operator', description: '首页、消息与附件' })
    .returning();
  const [fleetRole] = await db
    .insert(roles)
    .values({ tenantId: fleet!.id, name: '租户管理员', code: 'tenant_admin', allAuthority: true })
    .returning();

  const granted = await db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.code, [...OPERATOR_SCREENS, ...OPERATOR_ACTIONS, 'home', 'message', 'file']));
  await db.insert(roleMenus).values(granted.map((m) => ({ roleId: operatorRole!.id, menuId: m.id })));

  const userPassword = await hashPassword(md5(DEMO.userPassword));
  const [operator] = await db
    .insert(users)
    .values({
      tenantId: platform!.id,
      orgId: ops!.id,
      userName: DEMO.operator,
      realName: '运营专员小李',
      userType: 'TENANT',
      phone: '13800000001',
      passwordHash: userPassword,
    })
    .returning();
  const [fleetAdmin] = await db
    .insert(users)
    .values({
      tenantId: fleet!.id,
      orgId: fleetRoot!.id,
      userName: DEMO.fleetAdmin,
      realName: '车队管理员',
      userType: 'TENANT',
      phone: '13800000002',
      passwordHash: userPassword,
    })
    .returning();
  await db.insert(userRoles).values([
    { userId: operator!.id, roleId: operatorRole!.id },
    { userId: fleetAdmin!.id, roleId: fleetRole!.id },
  ]);

  await notify(db, ctx.bus, {
    tenantId: platform!.id,
    userIds: [admin!.id, operator!.id],
    bizType: 'SYSTEM',
    title: '欢迎使用车联网智能监管平台',
    body: '这是一个演示环境：首次登录请修改初始密码。左侧菜单按权限展示，右上角可切换语言与主题。',
  });

  await seedDemoFleet(ctx, ctx.config.DEMO_FLEET);
  await seedControlDemo(ctx, DEMO.platformTenant);
}

async function seedDictionaries(ctx: ServerContext) {
  const db = ctx.database.db;
  for (const dict of DICTIONARIES) {
    await db.insert(dictTypes).values({ code: dict.code, name: dict.name }).onConflictDoNothing();
    await db
      .insert(dictItems)
      .values(
        dict.items.map(([code, name], i) => ({
          typeCode: dict.code,
          code,
          label: name['zh-CN'],
          sequence: i,
        })),
      )
      .onConflictDoNothing();
    const translated = dict.items.flatMap(([code, name]) =>
      (['en-US', 'zh-TW'] as const).map((lang) => ({
        code: dictLabelCode(dict.code, code),
        lang,
        value: name[lang],
      })),
    );
    await db.insert(locales).values(translated).onConflictDoNothing();
  }
}
