import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants } from '../../platform/schema';
import { parameters } from './schema';

/** Built-in parameters every tenant starts with (copied from the platform tenant when a tenant is created). */
export const BUILT_IN_PARAMETERS = [
  {
    paramKey: 'user.initPassword',
    name: '用户初始密码',
    value: 'Chelian@123',
    description: '新建用户、重置密码时未指定密码所用的初始密码，用户首次登录须修改',
  },
  { paramKey: 'export.maxRows', name: '导出最大行数', value: '10000', description: '单次导出的最大数据行数' },
  { paramKey: 'import.maxRows', name: '导入最大行数', value: '2000', description: '单次导入的最大数据行数' },
  { paramKey: 'login.captcha', name: '登录验证码', value: 'true', description: '登录时是否需要图形验证码' },
] as const;

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
        value: values.get(p.paramKey) ?? p.value,
        tenantId,
        readonly: true,
      })),
    )
    .onConflictDoNothing();
}
