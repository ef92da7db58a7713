import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ref, time } from '../db/columns';
import { sessions } from './auth/schema';

/**
 * One-time tickets that stand in for the session token where a browser cannot send a header
 * (the websocket's URL): only their SHA-256 is stored, they live 30 s and are spent by the first
 * use. In the database so that a ticket issued by one API node opens a socket on another.
 */
export const accessTickets = pgTable(
  'access_tickets',
  {
    ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
    sessionId: ref('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [index('access_tickets_expiry').on(t.expiresAt)],
);
