import { boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@chelian/contracts';
import { createdAt, id, ref } from '../db/columns';
import { tenants, users } from './schema';

/** A notice's title and body in every language, when the platform wrote it (not a user's words). */
export interface NoticeTexts {
  title?: LocalizedText;
  body?: LocalizedText;
}

/**
 * A notice to one user; triggerFlag 0 unread, 1 read; trashed moves it to the trash box. `title` and
 * `push_body` hold the default language; `texts` every language, read in the reader's.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pushBizType: varchar('push_biz_type', { length: 32 }).notNull(),
    pushChannel: varchar('push_channel', { length: 16 }).notNull().default('WEB'),
    title: varchar('title', { length: 200 }).notNull(),
    pushBody: text('push_body').notNull(),
    queryCondition: text('query_condition'),
    texts: jsonb('texts').$type<NoticeTexts>(),
    triggerFlag: integer('trigger_flag').notNull().default(0),
    trashed: boolean('trashed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_box').on(t.userId, t.trashed, t.triggerFlag, t.id)],
);
