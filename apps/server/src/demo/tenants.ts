import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { hashPassword, md5 } from '../platform/auth/passwords';
import { translations } from '../platform/messages';
import { notify } from '../platform/notices';
import { menus, organisations, roleMenus, roles, tenants, userRoles, users } from '../platform/schema';
import { brandTenant, PLATFORM } from '../domains/system';
import { seedControlDemo } from './control';
import { seedDemoFleet } from './fleet';

export const DEMO = {
  platformTenant: PLATFORM.tenant,
  fleetTenant: 'fleetco',
  admin: PLATFORM.admin,
  operator: 'operator',
  fleetAdmin: 'fleet_admin',
  /** every demo user but the admin starts with this password (and must change it at first sign-in) */
  userPassword: 'Demo@2026',
} as const;

/** Screens the demo operator role may use: monitoring and the vehicle archive read-only, plus files. */
const OPERATOR_SCREENS = ['home/home', 'message/message_center', 'file/attachments'];
const OPERATOR_ACTIONS = ['home/home#view', 'file/attachments#view', 'file/attachments#upload'];

/**
 * Demo data for a newcomer, beside the platform tenant (seeded by the system domain): a second
 * tenant, organisations, roles, users with published passwords and the fleet's archive. Does
 * nothing once the demo tenant exists.
 */
export async function seedDemoTenants(ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const [present] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.fleetTenant));
  if (present) return;
  ctx.log.info('seeding demo data');
  const [platform] = await db
    .update(tenants)
    .set({ recordNo: '演示环境 · 无备案号' })
    .where(eq(tenants.tenantCode, DEMO.platformTenant))
    .returning();
  const [admin] = await db
    .update(users)
    .set({ phone: '13800000000', email: 'admin@chelian.local' })
    .where(and(eq(users.tenantId, platform!.id), eq(users.userName, DEMO.admin)))
    .returning();
  const [hq] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.tenantId, platform!.id), eq(organisations.code, 'HQ')));
  const [fleet] = await db
    .insert(tenants)
    .values({
      tenantCode: DEMO.fleetTenant,
      tenantName: '示范车队运营公司',
      appName: '示范车队监控平台',
      domainName: 'fleet.localhost',
      copyright: '© 2026 示范车队',
    })
    .returning();
  await brandTenant(ctx, fleet!.id, '#13a8a8', ['#0a3b3b', '#137a6f']);

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
    title: translations('DEMO_WELCOME_TITLE'),
    body: translations('DEMO_WELCOME_TEXT'),
  });

  await seedDemoFleet(ctx, ctx.config.DEMO_FLEET);
  await seedControlDemo(ctx, DEMO.platformTenant);
}
