import { timingSafeEqual } from 'node:crypto';
import type { TelemetryStore } from '../db/store';
import type { Secrets } from '../platform/secrets';
import { openPlatformPassword } from '../domains/system';

/** A platform logged in with one of a tenant's platform accounts (system: tenant platform accounts). */
export interface PlatformAccount {
  accountId: number;
  tenantId: number;
  account: string;
}

interface Row {
  id: number;
  tenant_id: number;
  account: string;
  password: string | null;
}

/** Equal strings, in a time that does not tell how much of a guess was right. */
function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Platform logins (0x05) against the accounts the console manages. The user name is not unique
 * across tenants (nor across filing purposes of one tenant): the password decides which account,
 * if any, it is. Only accounts in service (status NORMAL) with a password may log in.
 */
export class PlatformAccounts {
  constructor(
    private readonly store: TelemetryStore,
    private readonly secrets: Pick<Secrets, 'open'>,
  ) {}

  async check(username: string, password: string): Promise<PlatformAccount | null> {
    if (!username || !password) return null;
    const rows = await this.store.query<Row>(
      `select id, tenant_id, account, password from tenant_platform_accounts
        where account = $1 and status = 'NORMAL' and password is not null and password <> ''
        order by id`,
      [username],
    );
    for (const row of rows) {
      let clear: string;
      try {
        clear = openPlatformPassword(this.secrets, row.password!);
      } catch {
        // sealed under another key: it cannot match anything
        continue;
      }
      if (sameSecret(clear, password))
        return { accountId: Number(row.id), tenantId: Number(row.tenant_id), account: row.account };
    }
    return null;
  }
}
