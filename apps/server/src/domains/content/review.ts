import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  AUDIT_MOVES,
  CONTENT_KINDS,
  type AuditStatus,
  type ContentName,
} from '@chelian/contracts/resources/content/index';
import { text, type Language } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { contentActivities, contentAnnouncements, contentArticles, contentFeedback } from './schema';

/** The columns every content table has, for the calls that treat the four alike. */
export interface ContentColumns {
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
  subject: AnyPgColumn;
  kind: AnyPgColumn;
  content: AnyPgColumn;
  auditStatus: AnyPgColumn;
  auditOpinion: AnyPgColumn;
  submittedAt: AnyPgColumn;
  submittedBy: AnyPgColumn;
  auditedAt: AnyPgColumn;
  auditedBy: AnyPgColumn;
  createdBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
  updatedBy: AnyPgColumn;
}
export type ContentTable = PgTable & ContentColumns;

export const CONTENT_TABLES: Record<ContentName, ContentTable> = {
  activity: contentActivities as unknown as ContentTable,
  announcement: contentAnnouncements as unknown as ContentTable,
  article: contentArticles as unknown as ContentTable,
  feedback: contentFeedback as unknown as ContentTable,
};

type Key = Parameters<typeof text>[0];

/** A review status as a reader of the caller's language says it inside a sentence. */
export function statusLabel(lang: Language, status: string): string {
  const label = text(`content.auditStatuses.${status}` as Key)[lang];
  return lang === 'en-US' ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** The refusal of a move the item's status does not allow. */
export function illegalMove(
  code: MessageKey,
  lang: Language,
  row: { subject: unknown; auditStatus: unknown },
): AppError {
  return new AppError(400, code, {
    title: String(row.subject),
    status: statusLabel(lang, String(row.auditStatus)),
  });
}

/** A kind of valid/{kind}, checked against the item's kinds. */
export function checkKind(name: ContentName, kind: string): void {
  const kinds = CONTENT_KINDS[name] as readonly string[];
  if (!kinds.includes(kind))
    throw new AppError(400, 'CONTENT_KIND_UNKNOWN', { kind, kinds: kinds.join(', ') });
}

export interface MoveOptions {
  table: ContentTable;
  ids: number[];
  /** the caller's tenant, or null for the platform's review of every tenant */
  tenantId: number | null;
  from: readonly AuditStatus[];
  set: Record<string, unknown>;
  refusal: MessageKey;
  lang: Language;
}

/**
 * Moves rows of the review flow all at once or not at all: the rows are locked, each must exist
 * (404 otherwise, also for another tenant's) and stand in a status the move starts from, else
 * the first that does not is named and nothing changes.
 */
export async function moveRows(db: Db, o: MoveOptions): Promise<{ moved: number }> {
  const ids = [...new Set(o.ids)];
  return db.transaction(async (tx) => {
    const where: SQL[] = [inArray(o.table.id, ids)];
    if (o.tenantId != null) where.push(eq(o.table.tenantId, o.tenantId));
    const rows = await tx
      .select({ id: o.table.id, subject: o.table.subject, auditStatus: o.table.auditStatus })
      .from(o.table)
      .where(and(...where))
      .orderBy(o.table.id)
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    const bad = rows.find((r) => !o.from.includes(r.auditStatus as AuditStatus));
    if (bad) throw illegalMove(o.refusal, o.lang, bad);
    await tx.update(o.table).set(o.set).where(inArray(o.table.id, ids));
    return { moved: rows.length };
  });
}

/** The values of a submit by a user. */
export const submitValues = (userId: number) => ({
  auditStatus: AUDIT_MOVES.submit.to,
  submittedAt: new Date(),
  submittedBy: userId,
  auditOpinion: null,
  auditedAt: null,
  auditedBy: null,
});

/** The values of an audit's verdict; a rejection must say why. */
export function auditValues(
  userId: number,
  result: 'APPROVED' | 'REJECTED',
  opinion: string | null | undefined,
): Record<string, unknown> {
  const said = opinion?.trim() || null;
  if (result === 'REJECTED' && !said) throw new AppError(400, 'CONTENT_OPINION_REQUIRED');
  return { auditStatus: result, auditOpinion: said, auditedAt: new Date(), auditedBy: userId };
}
