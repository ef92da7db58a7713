import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUDIT_MOVES,
  CONTENT_CALLS,
  REVIEW_CALLS,
  appPageBody,
  auditBody,
  idsBody,
  publicPageBody,
  replyBody,
  type AppPageBody,
  type ContentName,
  type PublishedItem,
  type PublishedPage,
} from '@chelian/contracts/resources/content/index';
import type { DomainDeps } from '../../engine/domain';
import { callerOf } from '../../engine/routes';
import type { Db } from '../../db/client';
import { authOf, served } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { fileLinks } from '../../platform/files/links';
import { auditValues, checkKind, CONTENT_TABLES, moveRows, submitValues } from './review';
import { replyToFeedback } from './feedback';
import { contentActivities, contentAnnouncements, contentArticles, contentFeedback } from './schema';

const tags = ['content'];
const idParam = z.object({ id: z.coerce.number().int().positive() });
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : v == null ? null : Number(v));

/** The columns each item shows the app and the public beyond the common ones. */
const EXTRA = {
  activity: {
    location: contentActivities.location,
    startTime: contentActivities.startTime,
    endTime: contentActivities.endTime,
    viewCount: contentActivities.viewCount,
  },
  announcement: {
    effectiveTime: contentAnnouncements.effectiveTime,
    expireTime: contentAnnouncements.expireTime,
  },
  article: {
    author: contentArticles.author,
    summary: contentArticles.summary,
    imageId: contentArticles.imageId,
  },
  feedback: {
    contact: contentFeedback.contact,
    reply: contentFeedback.reply,
    replyStatus: contentFeedback.replyStatus,
    repliedAt: contentFeedback.repliedAt,
    auditStatus: contentFeedback.auditStatus,
  },
} as const;

/** What is "in force" for valid/{kind}: an activity not over, an announcement inside its window. */
function inForce(name: ContentName): SQL | undefined {
  const now = new Date();
  if (name === 'activity') return gte(contentActivities.endTime, now);
  if (name === 'announcement')
    return and(
      or(isNull(contentAnnouncements.effectiveTime), lte(contentAnnouncements.effectiveTime, now)),
      or(isNull(contentAnnouncements.expireTime), gte(contentAnnouncements.expireTime, now)),
    );
  return undefined;
}

/** Reads published items as the app and the public see them: times as epoch ms, an article's cover as a signed link. */
async function readItems(
  db: Db,
  name: ContentName,
  where: SQL | undefined,
  paging?: { page: number; pageSize: number },
): Promise<{ items: PublishedItem[]; total: number }> {
  const t = CONTENT_TABLES[name];
  const columns = {
    id: t.id,
    tenantId: t.tenantId,
    subject: t.subject,
    kind: t.kind,
    content: t.content,
    auditedAt: t.auditedAt,
    updatedAt: t.updatedAt,
    ...EXTRA[name],
  };
  let q = db
    .select(columns as Record<string, typeof t.id>)
    .from(t)
    .where(where)
    .orderBy(desc(t.updatedAt), desc(t.id))
    .$dynamic();
  if (paging) q = q.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  const rows = (await q) as Record<string, unknown>[];
  const [total] = paging ? await db.select({ n: count() }).from(t).where(where) : [{ n: rows.length }];
  const links =
    name === 'article'
      ? await fileLinks(
          db,
          rows.map((r) => Number(r.imageId)),
        )
      : null;
  const items = rows.map((r) => {
    const item: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) item[k] = v instanceof Date ? ms(v) : v;
    if (links) item.imagePath = r.imageId ? (links.get(Number(r.imageId)) ?? null) : null;
    return item as PublishedItem;
  });
  return { items, total: Number(total?.n ?? 0) };
}

function pageAnswer(read: { items: PublishedItem[]; total: number }, body: AppPageBody): PublishedPage {
  return { ...read, current: body.page, pageSize: body.pageSize };
}

/** Approved items of a tenant, searched by kind and title. */
function approvedWhere(name: ContentName, tenantId: number | null, body: Partial<AppPageBody>): SQL {
  const t = CONTENT_TABLES[name];
  const where: (SQL | undefined)[] = [eq(t.auditStatus, 'APPROVED')];
  if (tenantId != null) where.push(eq(t.tenantId, tenantId));
  if (body.kind) where.push(eq(t.kind, body.kind));
  if (body.subject) where.push(ilike(t.subject, `%${escapeLike(body.subject)}%`));
  return and(...where)!;
}

/**
 * The review flow of every content item (submit, audit), what the app reads (app/page,
 * valid/{kind}, an activity's view), the platform's review of every tenant's articles, the
 * public article pages, and feedback replies.
 */
export function contentRoutes(app: FastifyInstance, { ctx }: DomainDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  for (const [name, calls] of Object.entries(REVIEW_CALLS) as [
    ContentName,
    (typeof REVIEW_CALLS)['article'],
  ][]) {
    const table = CONTENT_TABLES[name];
    r.route({
      ...served(calls.submit),
      schema: { tags, body: idsBody },
      handler: (req) => {
        const auth = authOf(req);
        return moveRows(db, {
          table,
          ids: req.body.ids,
          tenantId: auth.tenantId,
          from: AUDIT_MOVES.submit.from,
          set: submitValues(auth.userId),
          refusal: 'CONTENT_CANNOT_SUBMIT',
          lang: req.lang,
        });
      },
    });
    r.route({
      ...served(calls.audit),
      schema: { tags, body: auditBody },
      handler: (req) => {
        const auth = authOf(req);
        return moveRows(db, {
          table,
          ids: req.body.ids,
          tenantId: auth.tenantId,
          from: AUDIT_MOVES.audit.from,
          set: auditValues(auth.userId, req.body.result, req.body.opinion),
          refusal: 'CONTENT_CANNOT_AUDIT',
          lang: req.lang,
        });
      },
    });
    r.route({
      ...served(calls.appPage),
      schema: { tags, body: appPageBody },
      handler: async (req) => {
        const auth = authOf(req);
        // feedback in the app is the user's own, whatever its review; the rest only when approved
        const where =
          name === 'feedback'
            ? and(
                eq(contentFeedback.tenantId, auth.tenantId),
                eq(contentFeedback.createdBy, auth.userId),
                req.body.kind ? eq(contentFeedback.kind, req.body.kind) : undefined,
                req.body.subject
                  ? ilike(contentFeedback.subject, `%${escapeLike(req.body.subject)}%`)
                  : undefined,
              )
            : approvedWhere(name, auth.tenantId, req.body);
        return pageAnswer(await readItems(db, name, where, req.body), req.body);
      },
    });
    r.route({
      ...served(calls.valid),
      schema: { tags, params: z.object({ kind: z.string().max(32) }) },
      handler: async (req) => {
        checkKind(name, req.params.kind);
        const where = and(
          approvedWhere(name, authOf(req).tenantId, { kind: req.params.kind }),
          inForce(name),
        );
        return (await readItems(db, name, where)).items;
      },
    });
  }

  // a reader opening an approved activity counts as one view
  r.route({
    ...served(CONTENT_CALLS.activityView),
    schema: { tags, params: idParam },
    handler: async (req) => {
      const t = contentActivities;
      const where = and(eq(t.id, req.params.id), approvedWhere('activity', authOf(req).tenantId, {}));
      const [hit] = await db
        .update(t)
        .set({ viewCount: sql`${t.viewCount} + 1`, updatedAt: sql`${t.updatedAt}` })
        .where(where)
        .returning({ id: t.id });
      if (!hit) throw notFound();
      return (await readItems(db, 'activity', where)).items[0];
    },
  });

  // the platform's review of every tenant's articles (002 §4: articles have a separate admin submit and audit)
  const platformCaller = async (req: Parameters<typeof callerOf>[1]) => {
    const caller = await callerOf(db, req);
    if (!caller.isPlatform) throw forbidden(CONTENT_CALLS.articleAdminAudit.access);
    return caller;
  };
  r.route({
    ...served(CONTENT_CALLS.articleAdminSubmit),
    schema: { tags, body: idsBody },
    handler: async (req) => {
      const caller = await platformCaller(req);
      return moveRows(db, {
        table: CONTENT_TABLES.article,
        ids: req.body.ids,
        tenantId: null,
        from: AUDIT_MOVES.submit.from,
        set: submitValues(caller.userId),
        refusal: 'CONTENT_CANNOT_SUBMIT',
        lang: req.lang,
      });
    },
  });
  r.route({
    ...served(CONTENT_CALLS.articleAdminAudit),
    schema: { tags, body: auditBody },
    handler: async (req) => {
      const caller = await platformCaller(req);
      return moveRows(db, {
        table: CONTENT_TABLES.article,
        ids: req.body.ids,
        tenantId: null,
        from: AUDIT_MOVES.audit.from,
        set: auditValues(caller.userId, req.body.result, req.body.opinion),
        refusal: 'CONTENT_CANNOT_AUDIT',
        lang: req.lang,
      });
    },
  });

  // the public reader: approved articles only, anything else is not found
  r.route({
    ...served(CONTENT_CALLS.articlePublicPage),
    config: { ...served(CONTENT_CALLS.articlePublicPage).config, audit: false },
    schema: { tags, body: publicPageBody },
    handler: async (req) =>
      pageAnswer(
        await readItems(
          db,
          'article',
          approvedWhere('article', req.body.tenantId ?? null, req.body),
          req.body,
        ),
        req.body,
      ),
  });
  r.route({
    ...served(CONTENT_CALLS.articlePublicFind),
    config: { ...served(CONTENT_CALLS.articlePublicFind).config, audit: false },
    schema: { tags, params: idParam },
    handler: async (req, reply) => {
      const where = and(eq(contentArticles.id, req.params.id), approvedWhere('article', null, {}));
      const [item] = (await readItems(db, 'article', where)).items;
      if (!item) throw notFound();
      void reply.header('cache-control', 'no-store');
      return item;
    },
  });

  // a reply answers the feedback once: WAIT becomes RESP (002 §4)
  r.route({
    ...served(CONTENT_CALLS.feedbackReply),
    schema: { tags, body: replyBody },
    handler: async (req) => {
      await replyToFeedback(db, authOf(req), req.body.id, req.body.reply);
      return { moved: 1 };
    },
  });
}
