import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenants, users } from '../schema';

/** Signed-in sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
    lastSeenAt: time('last_seen_at').notNull().defaultNow(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_active').on(t.tenantId, t.expiresAt)],
);

/** One-time captcha answers, keyed by the client's random key. */
export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  answer: varchar('answer', { length: 12 }).notNull(),
  expiresAt: time('expires_at').notNull(),
});

/** Forgot-password codes: stored hashed, with expiry and a failed-attempt counter. */
export const smsCodes = pgTable('sms_codes', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: createdAt(),
  expiresAt: time('expires_at').notNull(),
  phone: text('phone'),
});
