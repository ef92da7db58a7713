import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar, type PgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { attachments } from '../../platform/files/schema';
import { appAccounts } from '../app-management/schema';

/**
 * Content items (002 §3 Content items): activities, announcements, articles and feedback, each
 * with the review columns of one flow (contracts resources/content AUDIT_MOVES). Rich text is
 * stored only as the server sanitized it (sanitize.ts).
 */
const review = () => ({
  auditStatus: varchar('audit_status', { length: 16 }).notNull().default('NOT_SUBMITTED'),
  auditOpinion: varchar('audit_opinion', { length: 500 }),
  submittedAt: time('submitted_at'),
  submittedBy: ref('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  auditedAt: time('audited_at'),
  auditedBy: ref('audited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: time('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Lists sort by update time and filter by status and kind, always inside one tenant. */
function reviewIndexes(
  name: string,
  t: {
    tenantId: PgColumn;
    updatedAt: PgColumn;
    id: PgColumn;
    auditStatus: PgColumn;
    kind: PgColumn;
    subject: PgColumn;
  },
) {
  return [
    index(`${name}_tenant_updated`).on(t.tenantId, t.updatedAt, t.id),
    index(`${name}_tenant_status`).on(t.tenantId, t.auditStatus, t.updatedAt),
    index(`${name}_tenant_kind`).on(t.tenantId, t.kind, t.auditStatus),
    index(`${name}_tenant_subject`).on(t.tenantId, t.subject),
    check(
      `${name}_audit_status`,
      sql`${t.auditStatus} in ('NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED')`,
    ),
  ];
}

export const contentActivities = pgTable(
  'content_activities',
  {
    id: id(),
    tenantId: tenantKey(),
    subject: varchar('subject', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    location: varchar('location', { length: 200 }),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    content: text('content').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    ...review(),
  },
  (t) => [
    ...reviewIndexes('content_activities', t),
    check('content_activities_kind', sql`${t.kind} in ('ONLINE', 'OFFLINE')`),
    check('content_activities_period', sql`${t.endTime} >= ${t.startTime}`),
    check('content_activities_views', sql`${t.viewCount} >= 0`),
  ],
);

export const contentAnnouncements = pgTable(
  'content_announcements',
  {
    id: id(),
    tenantId: tenantKey(),
    subject: varchar('subject', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    effectiveTime: time('effective_time'),
    expireTime: time('expire_time'),
    content: text('content').notNull(),
    ...review(),
  },
  (t) => [
    ...reviewIndexes('content_announcements', t),
    check('content_announcements_kind', sql`${t.kind} in ('SYSTEM', 'SERVICE', 'EVENT')`),
    check(
      'content_announcements_period',
      sql`${t.effectiveTime} is null or ${t.expireTime} is null or ${t.expireTime} >= ${t.effectiveTime}`,
    ),
  ],
);

export const contentArticles = pgTable(
  'content_articles',
  {
    id: id(),
    tenantId: tenantKey(),
    subject: varchar('subject', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    author: varchar('author', { length: 50 }),
    summary: varchar('summary', { length: 500 }),
    imageId: ref('image_id').references(() => attachments.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    ...review(),
  },
  (t) => [
    ...reviewIndexes('content_articles', t),
    check('content_articles_kind', sql`${t.kind} in ('NEWS', 'GUIDE', 'INDUSTRY')`),
  ],
);

/**
 * Feedback, one store for both screens of it (002 §3 "Feedback (app and content)"): what owners send
 * from the app, answered from mobile-app management, and what the content screen writes and reviews.
 */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: id(),
    tenantId: tenantKey(),
    subject: varchar('subject', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    contact: varchar('contact', { length: 50 }),
    reply: varchar('reply', { length: 2000 }),
    replyStatus: varchar('reply_status', { length: 8 }).notNull().default('WAIT'),
    handleStatus: varchar('handle_status', { length: 16 }).notNull().default('UNHANDLED'),
    repliedAt: time('replied_at'),
    repliedBy: ref('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /** the app account that sent it from the app (null when written in the console) */
    accountId: ref('account_id').references(() => appAccounts.id, { onDelete: 'set null' }),
    ...review(),
  },
  (t) => [
    ...reviewIndexes('content_feedback', t),
    index('content_feedback_account').on(t.accountId),
    index('content_feedback_tenant_reply').on(t.tenantId, t.replyStatus, t.updatedAt),
    index('content_feedback_tenant_creator').on(t.tenantId, t.createdBy, t.updatedAt),
    check(
      'content_feedback_kind',
      sql`${t.kind} in ('AFTER_SALES', 'VEHICLE_USAGE', 'PLATFORM_USAGE', 'OTHER')`,
    ),
    check('content_feedback_reply_status', sql`${t.replyStatus} in ('WAIT', 'RESP')`),
    check('content_feedback_handle_status', sql`${t.handleStatus} in ('UNHANDLED', 'HANDLED')`),
    // replied means a reply is stored, and a reply is only stored with its status
    check(
      'content_feedback_replied',
      sql`(${t.replyStatus} = 'RESP') = (${t.reply} is not null and ${t.repliedAt} is not null)`,
    ),
  ],
);
