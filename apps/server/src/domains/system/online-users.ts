import { and, eq, gt, isNull, sql, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../platform/auth/schema';

const live = (tenantId: number) =>
  and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Ids among the given ones that are live sessions of the tenant (others are ignored: no cross-tenant kicks). */
export async function liveSessionIds(db: Db, tenantId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(live(tenantId), inArray(sessions.id, ids)));
  return rows.map((r) => r.id);
}
