import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AUDIT_MOVES,
  activitySpec,
  announcementSpec,
  articleSpec,
  feedbackSpec,
  type AuditStatus,
  type ContentName,
} from '@chelian/contracts/resources/content/index';
import type { Language, ResourceSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import type { HookContext, Hooks } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { CONTENT_TABLES, illegalMove } from './review';
import { hasVisibleContent, sanitizeRichText } from './sanitize';
import { contentActivities, contentAnnouncements, contentArticles, contentFeedback } from './schema';

type Values = Record<string, unknown>;

const toMs = (v: unknown): number | null =>
  v == null ? null : v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(String(v));

/** Rich text as it is stored: sanitized, and refused when nothing visible is left. */
export function cleanContent(spec: ResourceSpec, html: unknown, lang: Language): string {
  const clean = sanitizeRichText(String(html ?? ''));
  if (!hasVisibleContent(clean)) {
    const params = { field: spec.fields.content!.label[lang] };
    throw new AppError(400, 'CONTENT_EMPTY', params, { content: translate(lang, 'CONTENT_EMPTY', params) });
  }
  return clean;
}

/** A period's end must not come before its start. */
function checkPeriod(
  spec: ResourceSpec,
  [startKey, endKey]: [string, string],
  start: unknown,
  end: unknown,
  lang: Language,
) {
  const s = toMs(start);
  const e = toMs(end);
  if (s == null || e == null || e >= s) return;
  const params = { start: spec.fields[startKey]!.label[lang], end: spec.fields[endKey]!.label[lang] };
  throw new AppError(400, 'CONTENT_PERIOD', params, { [endKey]: translate(lang, 'CONTENT_PERIOD', params) });
}

/**
 * The rules every content item's form obeys: rich text sanitized before it is stored, a new item
 * starts not submitted, and an item is edited only while nobody reviews it and it is not
 * published (AUDIT_MOVES.edit); the row is locked while this is checked, so a submit or an audit
 * cannot slip in between.
 */
function contentHooks(name: ContentName, spec: ResourceSpec, period?: [string, string]): Hooks {
  const table = CONTENT_TABLES[name];
  const rich = spec.fields.content?.type === 'richtext';
  return {
    beforeCreate(values: Values, input: Values, h: HookContext) {
      if (rich) values.content = cleanContent(spec, input.content, h.caller.lang);
      if (period) checkPeriod(spec, period, input[period[0]], input[period[1]], h.caller.lang);
      Object.assign(values, {
        auditStatus: 'NOT_SUBMITTED' satisfies AuditStatus,
        createdBy: h.caller.userId,
        updatedBy: h.caller.userId,
      });
    },
    async beforeUpdate(id: number, values: Values, input: Values, _current: Values, h: HookContext) {
      const t = table as unknown as Record<string, AnyPgColumn>;
      const columns: Record<string, AnyPgColumn> = { subject: t.subject!, auditStatus: t.auditStatus! };
      if (period) Object.assign(columns, { start: t[period[0]]!, end: t[period[1]]! });
      const [row] = (await h.tx.select(columns).from(table).where(eq(table.id, id)).for('update')) as {
        subject: unknown;
        auditStatus: unknown;
        start?: unknown;
        end?: unknown;
      }[];
      if (!row) return;
      if (!AUDIT_MOVES.edit.from.includes(row.auditStatus as AuditStatus))
        throw illegalMove('CONTENT_NOT_EDITABLE', h.caller.lang, row);
      if (rich && input.content != null) values.content = cleanContent(spec, input.content, h.caller.lang);
      if (period)
        checkPeriod(
          spec,
          period,
          period[0] in input ? input[period[0]] : row.start,
          period[1] in input ? input[period[1]] : row.end,
          h.caller.lang,
        );
      values.updatedBy = h.caller.userId;
    },
  };
}

const sampleHtml = '<h2>示例标题</h2><p>示例<strong>正文</strong></p>';

export const activityResource = defineResource({
  spec: activitySpec,
  table: contentActivities,
  scope: { kind: 'tenant', column: contentActivities.tenantId },
  sample: () => ({
    subject: '示例活动',
    kind: 'OFFLINE',
    location: '北京车场',
    startTime: Date.now() + 86_400_000,
    endTime: Date.now() + 2 * 86_400_000,
    content: sampleHtml,
  }),
  hooks: contentHooks('activity', activitySpec, ['startTime', 'endTime']),
});

export const announcementResource = defineResource({
  spec: announcementSpec,
  table: contentAnnouncements,
  scope: { kind: 'tenant', column: contentAnnouncements.tenantId },
  sample: () => ({ subject: '示例公告', kind: 'SYSTEM', content: sampleHtml }),
  hooks: contentHooks('announcement', announcementSpec, ['effectiveTime', 'expireTime']),
});

export const articleResource = defineResource({
  spec: articleSpec,
  table: contentArticles,
  scope: { kind: 'tenant', column: contentArticles.tenantId },
  sample: () => ({ subject: '示例文章', kind: 'NEWS', author: '编辑部', content: sampleHtml }),
  hooks: contentHooks('article', articleSpec),
});

export const feedbackResource = defineResource({
  spec: feedbackSpec,
  table: contentFeedback,
  scope: { kind: 'tenant', column: contentFeedback.tenantId },
  sample: () => ({ subject: '示例反馈', kind: 'OTHER', content: '示例反馈内容', contact: '13800000000' }),
  hooks: contentHooks('feedback', feedbackSpec),
});

export const CONTENT_RESOURCES = [activityResource, announcementResource, articleResource, feedbackResource];
