import { and, eq, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SECRET_MASK } from '@chelian/contracts/resources/system/tenant';
import type { ServerContext } from '../../platform/context';
import { SEALED_PREFIX, type Secrets } from '../../platform/secrets';
import type { HookContext } from '../../engine/types';
import { tenantApps, tenantPlatformAccounts } from './schema';

/**
 * Tenant app secrets and platform account passwords are kept sealed (AES-256-GCM under a key
 * derived from SECRET_KEY; the column name is the additional data, so a sealed value cannot be
 * moved to another column). Lists and details read a fixed mask straight from SQL, so no code
 * path of the resource engine (list, detail, export, options) can hand out the clear text.
 */
export const SEALED = {
  appSecret: { table: tenantApps, column: tenantApps.appSecret, purpose: 'tenant_apps.app_secret' },
  password: {
    table: tenantPlatformAccounts,
    column: tenantPlatformAccounts.password,
    purpose: 'tenant_platform_accounts.password',
  },
} as const;

/** The read column of a sealed field: the mask when a value is stored, else null. */
export const maskedColumn = (column: AnyPgColumn) =>
  sql<string | null>`case when ${column} is null or ${column} = '' then null else ${SECRET_MASK} end`.mapWith(
    String,
  ) as unknown as AnyPgColumn;

/**
 * Seals what a create or update wrote in clear. An edit form sends the mask back for an
 * unchanged value: that is no change; an empty value clears the stored one.
 */
export function sealOnWrite(key: keyof typeof SEALED) {
  const { purpose } = SEALED[key];
  return (
    values: Record<string, unknown>,
    input: Record<string, unknown>,
    h: Pick<HookContext, 'server'>,
  ) => {
    const given = key in values ? values[key] : input[key];
    delete values[key];
    if (given === undefined || given === SECRET_MASK) return;
    values[key] = typeof given === 'string' && given !== '' ? h.server.secrets.seal(purpose, given) : null;
  };
}

/**
 * Rows written before values were sealed are sealed at start, in place: the plain text becomes
 * its sealed form, nothing is lost, and a row already sealed is left as it is (each start is a
 * no-op once done). Runs before the API answers anything.
 */
export async function sealStoredSecrets(ctx: ServerContext): Promise<number> {
  const db = ctx.database.db;
  let sealed = 0;
  for (const { table, column, purpose } of Object.values(SEALED)) {
    const idColumn = (table as typeof tenantApps).id;
    const plain: SQL = and(
      isNotNull(column),
      not(sql`${column} like ${SEALED_PREFIX + '%'}`),
      sql`${column} <> ''`,
    )!;
    const rows = await db.select({ id: idColumn, value: column }).from(table).where(plain);
    for (const row of rows) {
      if (row.value == null) continue;
      await db
        .update(table)
        .set({
          [column.name === 'app_secret' ? 'appSecret' : 'password']: ctx.secrets.seal(purpose, row.value),
        })
        .where(and(eq(idColumn, row.id), plain));
      sealed += 1;
    }
  }
  if (sealed) ctx.log.info({ sealed }, 'sealed stored secrets that were in clear');
  return sealed;
}

/** The clear text of a tenant platform account's stored password (sealed, or a row not yet sealed). */
export function openPlatformPassword(secrets: Pick<Secrets, 'open'>, stored: string): string {
  return secrets.open(SEALED.password.purpose, stored);
}
