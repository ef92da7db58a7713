import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sha256 } from './auth/passwords';
import { sessions } from './auth/schema';
import type { AuthContext, SessionStore } from './auth/sessions';
import { accessTickets } from './tickets-schema';

/** A ticket is good for 30 s: time for the console to open the socket it asked it for, too short to reuse a logged URL. */
export const TICKET_TTL_MS = 30_000;

/**
 * Single-use tickets for URLs (the websocket): 128 random bits, SHA-256 stored, spent by a single
 * conditional delete so that two nodes cannot both accept one.
 */
export class TicketStore {
  private lastSweep = 0;

  constructor(
    private db: Db,
    private sessions: SessionStore,
  ) {}

  async issue(auth: AuthContext): Promise<{ ticket: string; expiresAt: number }> {
    const ticket = randomBytes(16).toString('base64url');
    const expiresAt = Date.now() + TICKET_TTL_MS;
    await this.db
      .insert(accessTickets)
      .values({ ticketHash: sha256(ticket), sessionId: auth.sessionId, expiresAt: new Date(expiresAt) });
    this.sweep();
    return { ticket, expiresAt };
  }

  /** The session behind a ticket, which is spent; null when unknown, spent, expired or its session ended. */
  async redeem(ticket: string): Promise<AuthContext | null> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) return null;
    const [spent] = await this.db
      .delete(accessTickets)
      .where(and(eq(accessTickets.ticketHash, sha256(ticket)), gt(accessTickets.expiresAt, sql`now()`)))
      .returning({ sessionId: accessTickets.sessionId });
    if (!spent) return null;
    const [session] = await this.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.id, spent.sessionId));
    return session ? this.sessions.resolveHash(session.tokenHash) : null;
  }

  /** Expired tickets are removed at most once a minute, by whichever node issues one. */
  private sweep() {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    void this.db
      .delete(accessTickets)
      .where(lt(accessTickets.expiresAt, new Date(now)))
      .catch(() => undefined);
  }
}
