import { eq } from 'drizzle-orm';
import { DEFAULT_BRANDING } from '@chelian/contracts/branding';
import type { ServerContext } from '../../platform/context';
import { hashPassword, md5 } from '../../platform/auth/passwords';
import { storeBytes } from '../file';
import { organisations, roles, tenants, themeAttrs, themes, userRoles, users } from '../../platform/schema';
import { loginBackgroundSvg, logoSvg } from './branding-art';
import { PLATFORM_NAMES } from './platform-texts';

/** The platform tenant and its administrator: present in every deployment. */
export const PLATFORM = { tenant: 'chelian', admin: 'admin' } as const;

const THEMES = [
  {
    name: PLATFORM_NAMES.themeBlue['zh-CN'],
    attrs: { colorPrimary: '#1677ff', algorithm: 'default', borderRadius: '6', siderTheme: 'dark' },
  },
  {
    name: PLATFORM_NAMES.themeDark['zh-CN'],
    attrs: { colorPrimary: '#13a8a8', algorithm: 'dark', borderRadius: '8', siderTheme: 'dark' },
  },
];

/**
 * The platform of an empty database: dictionaries, the platform tenant with its branding and
 * themes, its head office, the administrator role and the admin user (ADMIN_INITIAL_PASSWORD).
 * Runs at every start and does nothing once the platform tenant exists.
 */
export async function seedPlatform(ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const [present] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, PLATFORM.tenant));
  if (present) return;
  ctx.log.info('seeding the platform tenant and its admin');

  const [platform] = await db
    .insert(tenants)
    .values({
      tenantCode: PLATFORM.tenant,
      tenantName: PLATFORM_NAMES.tenantName['zh-CN'],
      appName: DEFAULT_BRANDING.appName,
      isPlatform: true,
      copyright: DEFAULT_BRANDING.copyright,
    })
    .returning();
  await brandTenant(ctx, platform!.id, '#1677ff', ['#0b1f4b', '#1a4fa0']);

  const [hq] = await db
    .insert(organisations)
    .values({
      tenantId: platform!.id,
      name: PLATFORM_NAMES.headOffice['zh-CN'],
      abbr: PLATFORM_NAMES.headOfficeAbbr['zh-CN'],
      code: 'HQ',
      type: 'COMPANY',
      treePath: '/',
    })
    .returning();
  const [adminRole] = await db
    .insert(roles)
    .values({
      tenantId: platform!.id,
      name: PLATFORM_NAMES.adminRole['zh-CN'],
      code: 'platform_admin',
      allAuthority: true,
      description: PLATFORM_NAMES.adminRoleDescription['zh-CN'],
    })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      tenantId: platform!.id,
      orgId: hq!.id,
      userName: PLATFORM.admin,
      realName: PLATFORM_NAMES.adminName['zh-CN'],
      userType: 'ADMIN',
      passwordHash: await hashPassword(md5(ctx.config.ADMIN_INITIAL_PASSWORD)),
    })
    .returning();
  await db.insert(userRoles).values({ userId: admin!.id, roleId: adminRole!.id });
}

/** The default logo, sign-in background and themes of a tenant, in its colours. */
export async function brandTenant(
  ctx: ServerContext,
  tenantId: number,
  color: string,
  [from, to]: readonly [string, string],
): Promise<void> {
  const db = ctx.database.db;
  const owner = { tenantId, userId: null };
  const logo = await storeBytes(ctx, owner, 'logo.svg', 'image/svg+xml', Buffer.from(logoSvg('车联', color)));
  const background = await storeBytes(
    ctx,
    owner,
    'login-bg.svg',
    'image/svg+xml',
    Buffer.from(loginBackgroundSvg(from, to)),
  );
  await db
    .update(tenants)
    .set({ appLogoFileId: logo.id, loginLogoFileId: logo.id, loginBgFileId: background.id })
    .where(eq(tenants.id, tenantId));
  for (const [i, theme] of THEMES.entries()) {
    const [row] = await db.insert(themes).values({ tenantId, name: theme.name, sequence: i }).returning();
    await db.insert(themeAttrs).values(
      Object.entries(theme.attrs).map(([attrCode, attrValue]) => ({
        themeId: row!.id,
        attrCode,
        attrValue,
      })),
    );
  }
}
