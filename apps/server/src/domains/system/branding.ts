import { asc, eq, inArray, or } from 'drizzle-orm';
import { callUrl, PLATFORM_CALLS, type Language, type TenantAndThemes, type Theme } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { tenants, themeAttrs, themes } from '../../platform/schema';
import { registeredTexts } from '../../platform/localized';

export const brandingUrl = (
  tenantId: number,
  kind: 'appLogo' | 'loginBg' | 'loginLogo',
  fileId: number | null,
) => (fileId ? `/api/${callUrl(PLATFORM_CALLS.branding, { tenantId, kind })}` : null);

export async function themesOf(db: Db, tenantId: number, lang: Language): Promise<Theme[]> {
  const rows = await db
    .select()
    .from(themes)
    .where(eq(themes.tenantId, tenantId))
    .orderBy(asc(themes.sequence), asc(themes.id));
  if (rows.length === 0) return [];
  const attrs = await db
    .select()
    .from(themeAttrs)
    .where(
      inArray(
        themeAttrs.themeId,
        rows.map((t) => t.id),
      ),
    );
  // the default themes read in the console's language
  const named = await registeredTexts(
    db,
    lang,
    'platform.',
    rows.map((t) => t.name),
  );
  return rows.map((t) => ({
    id: t.id,
    name: named(t.name),
    attrList: attrs
      .filter((a) => a.themeId === t.id)
      .map((a) => ({ attrCode: a.attrCode, attrValue: a.attrValue })),
  }));
}

/** The tenant a sign-in page belongs to: the one whose domain is the request's host, else the platform tenant. */
export async function tenantForHost(db: Db, host: string | undefined) {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const rows = await db
    .select()
    .from(tenants)
    .where(or(eq(tenants.domainName, name), eq(tenants.isPlatform, true)));
  return rows.find((t) => t.domainName === name) ?? rows.find((t) => t.isPlatform) ?? null;
}

export async function tenantAndThemes(
  db: Db,
  host: string | undefined,
  lang: Language,
): Promise<TenantAndThemes | null> {
  const tenant = await tenantForHost(db, host);
  if (!tenant) return null;
  const named = await registeredTexts(db, lang, 'platform.', [tenant.tenantName]);
  return {
    tenant: {
      tenantId: tenant.id,
      tenantCode: tenant.tenantCode,
      tenantName: named(tenant.tenantName),
      appName: tenant.appName,
      domainName: tenant.domainName,
      copyright: tenant.copyright,
      recordNo: tenant.recordNo,
      appLogoFilePath: brandingUrl(tenant.id, 'appLogo', tenant.appLogoFileId),
      loginBgFilePath: brandingUrl(tenant.id, 'loginBg', tenant.loginBgFileId),
      loginLogoFilePath: brandingUrl(tenant.id, 'loginLogo', tenant.loginLogoFileId),
    },
    themeList: await themesOf(db, tenant.id, lang),
  };
}
