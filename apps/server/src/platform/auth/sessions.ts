import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEALER_ORG_TYPES } from '@chelian/contracts';
import { organisations, tenants, users } from '../schema';
import type { Bus } from '../bus';
import { Subjects } from '../bus';
import { sha256 } from './passwords';
import { loadPermissions } from './permissions';
import { sessions } from './schema';

export interface AuthContext {
  sessionId: number;
  userId: number;
  tenantId: number;
  userName: string;
  realName: string;
  userType: string;
  orgId: number | null;
  /** the user's organisation when it is of the dealer network: the session sees only its vehicles (vehicle-scope.ts) */
  dealerOrgId?: number | null;
  permissions: Set<string>;
  expiresAt: number;
  /** the password is initial or expired: until it is changed only a few calls are open (access.ts) */
  passwordChangeRequired: boolean;
}

interface Cached {
  ctx: AuthContext;
  until: number;
}

/** A resolved session is trusted for this long before the database is asked again. */
const CACHE_MS = 10_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;

/**
 * Opaque random tokens, stored as SHA-256, with expiry, last-seen and revocation.
 * API nodes share sessions through the database and hear revocations on the bus.
 */
export class SessionStore {
  private cache = new Map<string, Cached>();
  private touched = new Map<number, number>();

  constructor(
    private db: Db,
    private bus: Bus,
    private ttlMinutes: number,
  ) {
    bus.subscribe(Subjects.sessionRevoked, (payload) => {
      const ids = new Set((payload as { sessionIds: number[] }).sessionIds);
      for (const [hash, entry] of this.cache) if (ids.has(entry.ctx.sessionId)) this.cache.delete(hash);
    });
  }

  async create(user: { id: number; tenantId: number }, ip: string | null, userAgent: string | null) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlMinutes * 60_000);
    const [row] = await this.db
      .insert(sessions)
      .values({
        tokenHash: sha256(token),
        userId: user.id,
        tenantId: user.tenantId,
        ip,
        userAgent: userAgent?.slice(0, 300) ?? null,
        expiresAt,
      })
      .returning({ id: sessions.id });
    return { token, sessionId: row!.id, expiresAt: expiresAt.getTime() };
  }

  /** The signed-in user behind a token, or null when the token is unknown, expired or revoked. */
  async resolve(token: string): Promise<AuthContext | null> {
    return this.resolveHash(sha256(token));
  }

  /** As resolve, by the stored SHA-256 of the token (a spent access ticket names its session this way). */
  async resolveHash(hash: string): Promise<AuthContext | null> {
    const now = Date.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now && hit.ctx.expiresAt > now) {
      this.touch(hit.ctx.sessionId, now);
      return hit.ctx;
    }
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        tenantId: users.tenantId,
        userName: users.userName,
        realName: users.realName,
        userType: users.userType,
        orgId: users.orgId,
        orgType: organisations.type,
        status: users.status,
        tenantState: tenants.state,
        initialPassword: users.initialPassword,
        credentialExpireDate: users.credentialExpireDate,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .leftJoin(organisations, eq(organisations.id, users.orgId))
      .where(
        and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      );
    if (!row || row.status !== 'NORMAL' || row.tenantState !== 'NORMAL') {
      this.cache.delete(hash);
      return null;
    }
    const ctx: AuthContext = {
      sessionId: row.sessionId,
      userId: row.userId,
      tenantId: row.tenantId,
      userName: row.userName,
      realName: row.realName,
      userType: row.userType,
      orgId: row.orgId,
      dealerOrgId: (DEALER_ORG_TYPES as readonly string[]).includes(row.orgType ?? '') ? row.orgId : null,
      permissions: await loadPermissions(this.db, row),
      expiresAt: row.expiresAt.getTime(),
      passwordChangeRequired:
        row.initialPassword ||
        (row.credentialExpireDate !== null && row.credentialExpireDate.getTime() < now),
    };
    this.cache.set(hash, { ctx, until: now + CACHE_MS });
    if (this.cache.size > 50_000) this.cache.delete(this.cache.keys().next().value!);
    this.touch(ctx.sessionId, now);
    return ctx;
  }

  private touch(sessionId: number, now: number) {
    const last = this.touched.get(sessionId) ?? 0;
    if (now - last < TOUCH_MS) return;
    this.touched.set(sessionId, now);
    void this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId))
      .catch(() => undefined);
  }

  async revoke(sessionIds: number[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(inArray(sessions.id, sessionIds));
    this.bus.publish(Subjects.sessionRevoked, { sessionIds });
  }

  async revokeToken(token: string): Promise<void> {
    const [row] = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (row) this.bus.publish(Subjects.sessionRevoked, { sessionIds: [row.id] });
  }

  /**
   * Ends every live session of a user but the one kept (a password change keeps the session that
   * made it), closing their websockets; the kept one is read again from the database at its next call.
   */
  async revokeUser(userId: number, keep?: number): Promise<void> {
    const live = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      );
    await this.revoke(live.map((s) => s.id).filter((id) => id !== keep));
    for (const [hash, entry] of this.cache) if (entry.ctx.userId === userId) this.cache.delete(hash);
  }

  /** Forget cached permissions, e.g. after a role's authority changed. */
  invalidateAll(): void {
    this.cache.clear();
  }
}
