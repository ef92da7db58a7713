import { and, eq, inArray } from 'drizzle-orm';
import type { LocalizedText } from '@chelian/contracts';
import type { Db } from '../../db/client';
import type { SystemText } from '../../platform/localized';
import { tenants } from '../../platform/schema';
import { parameters } from './schema';

/**
 * Built-in parameters every tenant starts with (copied from the platform tenant when a tenant is created). Rows store
 * the zh-CN name and description; lists show the caller's language while they are unchanged (PARAMETER_TEXTS).
 */
export const BUILT_IN_PARAMETERS: {
  paramKey: string;
  name: LocalizedText;
  value: string;
  description: LocalizedText;
}[] = [
  {
    paramKey: 'user.initPassword',
    name: { 'zh-CN': '用户初始密码', 'en-US': 'Initial user password', 'zh-TW': '使用者初始密碼' },
    value: 'Chelian@123',
    description: {
      'zh-CN': '新建用户、重置密码时未指定密码所用的初始密码，用户首次登录须修改',
      'en-US':
        'The password of a new user, or of a reset, when none is given; the user must change it at the first sign-in',
      'zh-TW': '新建使用者、重設密碼時未指定密碼所用的初始密碼，使用者首次登入須修改',
    },
  },
  {
    paramKey: 'export.maxRows',
    name: { 'zh-CN': '导出最大行数', 'en-US': 'Maximum rows per export', 'zh-TW': '匯出最大列數' },
    value: '10000',
    description: {
      'zh-CN': '单次导出的最大数据行数',
      'en-US': 'The most data rows one export writes',
      'zh-TW': '單次匯出的最大資料列數',
    },
  },
  {
    paramKey: 'import.maxRows',
    name: { 'zh-CN': '导入最大行数', 'en-US': 'Maximum rows per import', 'zh-TW': '匯入最大列數' },
    value: '2000',
    description: {
      'zh-CN': '单次导入的最大数据行数',
      'en-US': 'The most data rows one import reads',
      'zh-TW': '單次匯入的最大資料列數',
    },
  },
  {
    paramKey: 'login.captcha',
    name: { 'zh-CN': '登录验证码', 'en-US': 'Sign-in captcha', 'zh-TW': '登入驗證碼' },
    value: 'true',
    description: {
      'zh-CN': '登录时是否需要图形验证码',
      'en-US': 'Whether signing in asks for the picture captcha',
      'zh-TW': '登入時是否需要圖形驗證碼',
    },
  },
];

/** Names and descriptions of the built-in parameters, translated while a tenant has not changed them. */
export const PARAMETER_TEXTS: SystemText[] = BUILT_IN_PARAMETERS.flatMap((p) => [
  [`parameter.${p.paramKey}.name`, p.name] as const,
  [`parameter.${p.paramKey}.description`, p.description] as const,
]);

export const DEFAULT_INITIAL_PASSWORD = 'Chelian@123';

/** A parameter of a tenant, else the platform tenant's, else the fallback. */
export async function parameterValue(
  db: Db,
  tenantId: number,
  key: string,
  fallback: string,
): Promise<string> {
  const rows = await db
    .select({ tenantId: parameters.tenantId, value: parameters.value, isPlatform: tenants.isPlatform })
    .from(parameters)
    .innerJoin(tenants, eq(tenants.id, parameters.tenantId))
    .where(and(eq(parameters.paramKey, key), eq(parameters.status, 'NORMAL')));
  return (
    rows.find((r) => r.tenantId === tenantId)?.value ?? rows.find((r) => r.isPlatform)?.value ?? fallback
  );
}

/** Gives a tenant the built-in parameters it lacks, with the platform tenant's values where they differ. */
export async function seedParameters(db: Db, tenantId: number): Promise<void> {
  const keys = BUILT_IN_PARAMETERS.map((p) => p.paramKey);
  const platform = await db
    .select({ paramKey: parameters.paramKey, value: parameters.value })
    .from(parameters)
    .innerJoin(tenants, eq(tenants.id, parameters.tenantId))
    .where(and(eq(tenants.isPlatform, true), inArray(parameters.paramKey, keys)));
  const values = new Map(platform.map((p) => [p.paramKey, p.value]));
  await db
    .insert(parameters)
    .values(
      BUILT_IN_PARAMETERS.map((p) => ({
        ...p,
        name: p.name['zh-CN'],
        description: p.description['zh-CN'],
        value: values.get(p.paramKey) ?? p.value,
        tenantId,
        readonly: true,
      })),
    )
    .onConflictDoNothing();
}
