import { z } from 'zod';
import { defineCalls, type CallSpec } from '../../call';
import { text } from '../../i18n';
import { defineResourceSpec, type ActionSpec, type FieldSpec } from '../../resource';

/**
 * Content of the app and its readers (002 §2 Content, §3 Content items, §4, §7 content-svc):
 * activities, announcements, articles and feedback. Every item goes through one review flow:
 * written (NOT_SUBMITTED), submitted (PENDING), then approved or rejected by a reviewer; a
 * rejected item is edited and submitted again. Only approved items reach the app and the public.
 */
export const AUDIT_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** The verdicts of an audit. */
export const AUDIT_RESULTS = ['APPROVED', 'REJECTED'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/**
 * The legal moves of the review flow, from each status: submit sends a written or rejected item
 * for review, audit decides a pending one. Anything else is refused and changes nothing.
 */
export const AUDIT_MOVES = {
  submit: { from: ['NOT_SUBMITTED', 'REJECTED'] as readonly AuditStatus[], to: 'PENDING' as AuditStatus },
  audit: { from: ['PENDING'] as readonly AuditStatus[] },
  /** an item is edited while nobody is reviewing it and it is not published */
  edit: { from: ['NOT_SUBMITTED', 'REJECTED'] as readonly AuditStatus[] },
} as const;

export const ACTIVITY_KINDS = ['ONLINE', 'OFFLINE'] as const;
export const ANNOUNCEMENT_KINDS = ['SYSTEM', 'SERVICE', 'EVENT'] as const;
export const ARTICLE_KINDS = ['NEWS', 'GUIDE', 'INDUSTRY'] as const;
/** 002 §3 Feedback: the feedback types. */
export const FEEDBACK_TYPES = ['AFTER_SALES', 'VEHICLE_USAGE', 'PLATFORM_USAGE', 'OTHER'] as const;
/** 002 §4: WAIT until replied, then RESP. */
export const REPLY_STATUSES = ['WAIT', 'RESP'] as const;
export const HANDLE_STATUSES = ['UNHANDLED', 'HANDLED'] as const;

/** The kinds of each content item, for valid/{kind}. */
export const CONTENT_KINDS = {
  activity: ACTIVITY_KINDS,
  announcement: ANNOUNCEMENT_KINDS,
  article: ARTICLE_KINDS,
  feedback: FEEDBACK_TYPES,
} as const;
export type ContentName = keyof typeof CONTENT_KINDS;

/** Longest stored rich text (sanitized HTML), in characters. */
export const RICHTEXT_MAX = 100_000;

const L = {
  title: text('content.fields.title'),
  kind: text('content.fields.kind'),
  content: text('content.fields.content'),
  auditStatus: text('content.fields.auditStatus'),
  auditOpinion: text('content.fields.auditOpinion'),
  submittedAt: text('content.fields.submittedAt'),
  auditedAt: text('content.fields.auditedAt'),
  updatedAt: text('content.fields.updatedAt'),
};

/** The review fields every content item shows: written by submit and audit, never by the form. */
const reviewFields = {
  auditStatus: {
    label: L.auditStatus,
    type: 'enum',
    values: AUDIT_STATUSES,
    dict: 'contentAuditStatus',
    form: false,
    import: false,
    search: 'eq',
  },
  auditOpinion: { label: L.auditOpinion, type: 'text', form: false, import: false, max: 500 },
  submittedAt: { label: L.submittedAt, type: 'datetime', form: false, import: false, list: false },
  auditedAt: { label: L.auditedAt, type: 'datetime', form: false, import: false, list: false },
  updatedAt: {
    label: L.updatedAt,
    type: 'datetime',
    form: false,
    import: false,
    sortable: true,
    search: 'range',
  },
} as const satisfies Record<string, FieldSpec>;

const title = {
  label: L.title,
  type: 'text',
  required: true,
  max: 100,
  search: 'like',
  sortable: true,
} as const satisfies FieldSpec;
const richContent = {
  label: L.content,
  type: 'richtext',
  required: true,
  max: RICHTEXT_MAX,
  list: false,
  export: false,
} as const satisfies FieldSpec;

const reviewCalls = <M extends string, B extends string>(module: M, base: B) =>
  ({
    submit: { method: 'POST', path: `content-svc/${base}/submit`, access: `${module}/submit` },
    audit: { method: 'POST', path: `content-svc/${base}/audit`, access: `${module}/audit` },
    appPage: { method: 'POST', path: `content-svc/${base}/app/page`, access: 'session' },
    valid: { method: 'GET', path: `content-svc/${base}/valid/:kind`, access: 'session' },
  }) as const;

export const CONTENT_CALLS = defineCalls({
  ...prefix('activity', reviewCalls('activity', 'activity/V1.0')),
  activityView: { method: 'GET', path: 'content-svc/activity/V1.0/:id/view', access: 'session' },
  ...prefix('announcement', reviewCalls('announcement', 'announcement/V1.0')),
  ...prefix('article', reviewCalls('articles', 'articles/V1.0')),
  /** the platform's review of every tenant's articles */
  articleAdminSubmit: {
    method: 'POST',
    path: 'content-svc/articles/V1.0/admin/submit',
    access: 'userType/admin',
    log: 'articles/submit',
  },
  articleAdminAudit: {
    method: 'POST',
    path: 'content-svc/articles/V1.0/admin/audit',
    access: 'userType/admin',
    log: 'articles/audit',
  },
  articlePublicPage: { method: 'POST', path: 'content-svc/articles/V1.0/noToken/page', access: 'public' },
  articlePublicFind: { method: 'POST', path: 'content-svc/articles/V1.0/noToken/:id', access: 'public' },
  ...prefix('feedback', reviewCalls('feedback', 'feedback/V1.0')),
  feedbackReply: { method: 'POST', path: 'content-svc/feedback/V1.0/replay', access: 'feedback/reply' },
});

type Prefixed<P extends string, T> = { [K in keyof T as `${P}${Capitalize<K & string>}`]: T[K] };
function prefix<P extends string, T extends Record<string, unknown>>(p: P, calls: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(calls).map(([k, v]) => [`${p}${k[0]!.toUpperCase()}${k.slice(1)}`, v]),
  ) as Prefixed<P, T>;
}

/** The calls of each content item's review flow, by its declaration's name. */
export const REVIEW_CALLS = {
  activity: {
    submit: CONTENT_CALLS.activitySubmit,
    audit: CONTENT_CALLS.activityAudit,
    appPage: CONTENT_CALLS.activityAppPage,
    valid: CONTENT_CALLS.activityValid,
  },
  announcement: {
    submit: CONTENT_CALLS.announcementSubmit,
    audit: CONTENT_CALLS.announcementAudit,
    appPage: CONTENT_CALLS.announcementAppPage,
    valid: CONTENT_CALLS.announcementValid,
  },
  article: {
    submit: CONTENT_CALLS.articleSubmit,
    audit: CONTENT_CALLS.articleAudit,
    appPage: CONTENT_CALLS.articleAppPage,
    valid: CONTENT_CALLS.articleValid,
  },
  feedback: {
    submit: CONTENT_CALLS.feedbackSubmit,
    audit: CONTENT_CALLS.feedbackAudit,
    appPage: CONTENT_CALLS.feedbackAppPage,
    valid: CONTENT_CALLS.feedbackValid,
  },
} as const;

/** Submit and audit buttons of a content screen (the audit opens the screen's verdict dialog). */
function reviewActions(calls: { submit: CallSpec; audit: CallSpec }): ActionSpec[] {
  return [
    {
      key: 'submit',
      label: text('content.actions.submit'),
      call: calls.submit,
      selection: 'many',
      confirm: text('content.confirm.submit'),
    },
    {
      key: 'audit',
      label: text('content.actions.audit'),
      call: calls.audit,
      selection: 'many',
      dialog: 'contentAudit',
    },
  ];
}

export const activitySpec = defineResourceSpec({
  name: 'activity',
  module: 'activity',
  service: 'content-svc',
  base: 'activity/V1.0',
  title: text('content.activity.title'),
  noun: text('content.activity.noun'),
  optionLabel: 'subject',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: reviewActions(REVIEW_CALLS.activity),
  fields: {
    subject: title,
    kind: {
      label: L.kind,
      type: 'enum',
      values: ACTIVITY_KINDS,
      dict: 'contentActivityKind',
      required: true,
      search: 'eq',
    },
    location: { label: text('content.activity.location'), type: 'text', max: 200 },
    startTime: {
      label: text('content.activity.startTime'),
      type: 'datetime',
      required: true,
      sortable: true,
    },
    endTime: { label: text('content.activity.endTime'), type: 'datetime', required: true },
    content: richContent,
    viewCount: {
      label: text('content.activity.viewCount'),
      type: 'integer',
      form: false,
      import: false,
      sortable: true,
    },
    ...reviewFields,
  },
});

export const announcementSpec = defineResourceSpec({
  name: 'announcement',
  module: 'announcement',
  service: 'content-svc',
  base: 'announcement/V1.0',
  title: text('content.announcement.title'),
  noun: text('content.announcement.noun'),
  optionLabel: 'subject',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: reviewActions(REVIEW_CALLS.announcement),
  fields: {
    subject: title,
    kind: {
      label: L.kind,
      type: 'enum',
      values: ANNOUNCEMENT_KINDS,
      dict: 'contentAnnouncementKind',
      required: true,
      search: 'eq',
    },
    effectiveTime: { label: text('content.announcement.effectiveTime'), type: 'datetime', sortable: true },
    expireTime: { label: text('content.announcement.expireTime'), type: 'datetime' },
    content: richContent,
    ...reviewFields,
  },
});

export const articleSpec = defineResourceSpec({
  name: 'article',
  module: 'articles',
  service: 'content-svc',
  base: 'articles/V1.0',
  title: text('content.article.title'),
  noun: text('content.article.noun'),
  optionLabel: 'subject',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import', 'options'],
  actions: reviewActions(REVIEW_CALLS.article),
  fields: {
    subject: title,
    kind: {
      label: L.kind,
      type: 'enum',
      values: ARTICLE_KINDS,
      dict: 'contentArticleKind',
      required: true,
      search: 'eq',
    },
    author: { label: text('content.article.author'), type: 'text', max: 50, search: 'like' },
    summary: { label: text('content.article.summary'), type: 'textarea', max: 500, list: false },
    /** 002 §3: an article has imagePath (the engine adds it beside imageId) */
    imageId: {
      label: text('content.article.image'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    content: { ...richContent, import: true },
    ...reviewFields,
  },
});

export const feedbackSpec = defineResourceSpec({
  name: 'feedback',
  module: 'feedback',
  service: 'content-svc',
  base: 'feedback/V1.0',
  title: text('content.feedback.title'),
  noun: text('content.feedback.noun'),
  optionLabel: 'subject',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    ...reviewActions(REVIEW_CALLS.feedback),
    {
      key: 'reply',
      label: text('content.actions.reply'),
      call: CONTENT_CALLS.feedbackReply,
      selection: 'one',
      dialog: 'feedbackReply',
    },
  ],
  fields: {
    subject: title,
    kind: {
      label: text('content.feedback.type'),
      type: 'enum',
      values: FEEDBACK_TYPES,
      dict: 'contentFeedbackType',
      required: true,
      search: 'eq',
    },
    content: { label: L.content, type: 'textarea', required: true, max: 2000 },
    contact: { label: text('content.feedback.contact'), type: 'text', max: 50 },
    reply: { label: text('content.feedback.reply'), type: 'textarea', max: 2000, form: false, import: false },
    replyStatus: {
      label: text('content.feedback.replyStatus'),
      type: 'enum',
      values: REPLY_STATUSES,
      dict: 'contentReplyStatus',
      form: false,
      import: false,
      search: 'eq',
    },
    handleStatus: {
      label: text('content.feedback.handleStatus'),
      type: 'enum',
      values: HANDLE_STATUSES,
      dict: 'contentHandleStatus',
      form: false,
      import: false,
      search: 'eq',
    },
    repliedAt: { label: text('content.feedback.repliedAt'), type: 'datetime', form: false, import: false },
    ...reviewFields,
  },
});

/** The content declarations, by name. */
export { CONTENT_ACTION_LABELS, CONTENT_EXTRA_ACTIONS } from './actions';

export const contentResourceSpecs = {
  activity: activitySpec,
  announcement: announcementSpec,
  article: articleSpec,
  feedback: feedbackSpec,
};

// ---- calls beyond the engine's ----

export const idsBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(500) });
export type IdsBody = z.infer<typeof idsBody>;

/** An audit's verdict; a rejection says why. */
export const auditBody = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(500),
  result: z.enum(AUDIT_RESULTS),
  opinion: z.string().trim().max(500).optional().nullable(),
});
export type AuditBody = z.infer<typeof auditBody>;

export const replyBody = z.object({
  id: z.coerce.number().int().positive(),
  reply: z.string().trim().min(1).max(2000),
});
export type ReplyBody = z.infer<typeof replyBody>;

export const appPageBody = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  kind: z.string().max(32).optional(),
  subject: z.string().max(100).optional(),
});
export type AppPageBody = z.infer<typeof appPageBody>;

/** The public list: a tenant's approved articles (every tenant's when none is named). */
export const publicPageBody = appPageBody.extend({ tenantId: z.coerce.number().int().positive().optional() });
export type PublicPageBody = z.infer<typeof publicPageBody>;

/** What the app and the public read of an approved item. */
export interface PublishedItem {
  id: number;
  tenantId: number;
  subject: string;
  kind: string;
  /** sanitized HTML (feedback: plain text) */
  content: string;
  auditedAt: number | null;
  updatedAt: number;
  [extra: string]: unknown;
}

export interface PublishedPage {
  items: PublishedItem[];
  total: number;
  current: number;
  pageSize: number;
}

/** Answers of submit, audit and reply: how many rows moved. */
export interface MovedAnswer {
  moved: number;
}
