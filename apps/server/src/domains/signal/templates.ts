import { and, count, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { HookContext } from '../../engine/types';
import { signalTemplateResource, versionCode } from './resources';
import { signalAttrs, signalPublishHistory, signalTemplateAttrs, signalTemplates } from './schema';
import { assertSeries } from './tree';

type Caller = HookContext['caller'];
type Template = typeof signalTemplates.$inferSelect;

/** A template of the caller's tenant, or 404. */
export async function templateOf(db: Db, caller: Caller, id: number): Promise<Template> {
  return (await signalTemplateResource.current(db, caller, id)) as unknown as Template;
}

export interface SignalPageQuery {
  current: number;
  size: number;
  keyword?: string;
}

const inTemplate = (db: Db, templateId: number) =>
  db
    .select({ one: sql`1` })
    .from(signalTemplateAttrs)
    .where(
      and(
        eq(signalTemplateAttrs.templateId, templateId),
        eq(signalTemplateAttrs.signalAttrId, signalAttrs.id),
      ),
    );

/** The signals a template carries (used) or its series offers beyond them (unused), a page at a time. */
export async function templateSignals(db: Db, template: Template, used: boolean, q: SignalPageQuery) {
  const where: SQL = and(
    eq(signalAttrs.tenantId, template.tenantId),
    used
      ? sql`exists (${inTemplate(db, template.id)})`
      : eq(signalAttrs.vehicleSeriesId, template.vehicleSeriesId),
    used ? undefined : eq(signalAttrs.deleted, false),
    used ? undefined : notExists(inTemplate(db, template.id)),
    q.keyword
      ? or(ilike(signalAttrs.signalCode, `%${q.keyword}%`), ilike(signalAttrs.signalName, `%${q.keyword}%`))
      : undefined,
  )!;
  const [{ total }] = (await db.select({ total: count() }).from(signalAttrs).where(where)) as [
    { total: number },
  ];
  const items = await db
    .select({
      id: signalAttrs.id,
      signalCode: signalAttrs.signalCode,
      signalName: signalAttrs.signalName,
      signalGroup: signalAttrs.signalGroup,
      unit: signalAttrs.unit,
      deleted: signalAttrs.deleted,
    })
    .from(signalAttrs)
    .where(where)
    .orderBy(signalAttrs.signalCode, signalAttrs.id)
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return { items, total: Number(total), current: q.current, pageSize: q.size };
}

/** Adds signals of the template's series (the given ones, or every one not in it yet). */
export async function addTemplateSignals(
  db: Db,
  template: Template,
  ids?: number[],
): Promise<{ added: number }> {
  const attrs = await db
    .select({ id: signalAttrs.id })
    .from(signalAttrs)
    .where(
      and(
        eq(signalAttrs.tenantId, template.tenantId),
        eq(signalAttrs.vehicleSeriesId, template.vehicleSeriesId),
        eq(signalAttrs.deleted, false),
        ids ? inArray(signalAttrs.id, ids) : undefined,
      ),
    );
  if (ids && attrs.length !== new Set(ids).size)
    throw new AppError(400, 'SIGNAL_OTHER_SERIES', { field: 'ids' });
  if (!attrs.length) return { added: 0 };
  const rows = await db
    .insert(signalTemplateAttrs)
    .values(attrs.map((a) => ({ templateId: template.id, signalAttrId: a.id })))
    .onConflictDoNothing()
    .returning({ id: signalTemplateAttrs.signalAttrId });
  return { added: rows.length };
}

/** Takes signals out of a template (the given ones, or all). */
export async function removeTemplateSignals(
  db: Db,
  template: Template,
  ids?: number[],
): Promise<{ removed: number }> {
  const rows = await db
    .delete(signalTemplateAttrs)
    .where(
      and(
        eq(signalTemplateAttrs.templateId, template.id),
        ids ? inArray(signalTemplateAttrs.signalAttrId, ids) : undefined,
      ),
    )
    .returning({ id: signalTemplateAttrs.signalAttrId });
  return { removed: rows.length };
}

/** A new template of the same series with the same signals, never published. */
export async function copyTemplate(
  db: Db,
  h: Omit<HookContext, 'tx'>,
  template: Template,
  templateName: string,
  remark?: string,
) {
  const id = await signalTemplateResource.create(db, h, {
    templateName,
    vehicleSeriesId: template.vehicleSeriesId,
    remark: remark ?? template.remark ?? undefined,
  });
  await db.execute(sql`
    insert into signal_template_attrs (template_id, signal_attr_id)
    select ${id}, a.signal_attr_id from signal_template_attrs a
    join signal_attrs s on s.id = a.signal_attr_id and s.deleted = false
    where a.template_id = ${template.id}`);
  return id;
}

async function historyRow(
  tx: Db,
  template: Template,
  status: 'PUBLISH' | 'CANCEL',
  version: number,
  caller: Caller,
) {
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(signalTemplateAttrs)
    .where(eq(signalTemplateAttrs.templateId, template.id))) as [{ n: number }];
  await tx.insert(signalPublishHistory).values({
    tenantId: template.tenantId,
    templateId: template.id,
    vehicleSeriesId: template.vehicleSeriesId,
    templateName: template.templateName,
    publishStatus: status,
    version,
    versionCode: versionCode(version),
    signalCount: Number(n),
    operatorId: caller.userId,
    operatorName: caller.auth.realName || caller.auth.userName,
  });
}

/**
 * Publishes a template to its series (INIT -> PUBLISH): the template the
 * series ran before is cancelled, the version grows by one, both steps go to the history.
 */
export async function publishTemplate(db: Db, caller: Caller, template: Template) {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(signalTemplateAttrs)
    .where(eq(signalTemplateAttrs.templateId, template.id))) as [{ n: number }];
  if (!Number(n)) throw new AppError(400, 'SIGNAL_TEMPLATE_EMPTY');
  await db.transaction(async (tx) => {
    const [running] = await tx
      .select()
      .from(signalTemplates)
      .where(
        and(
          eq(signalTemplates.vehicleSeriesId, template.vehicleSeriesId),
          eq(signalTemplates.publishStatus, 'PUBLISH'),
        ),
      )
      .for('update');
    if (running) {
      await tx
        .update(signalTemplates)
        .set({ publishStatus: 'CANCEL' })
        .where(eq(signalTemplates.id, running.id));
      await historyRow(tx as unknown as Db, running, 'CANCEL', running.version, caller);
    }
    const version = template.version + 1;
    await tx
      .update(signalTemplates)
      .set({ publishStatus: 'PUBLISH', version, publishedAt: new Date() })
      .where(eq(signalTemplates.id, template.id));
    await historyRow(tx as unknown as Db, template, 'PUBLISH', version, caller);
  });
  return {
    id: template.id,
    publishStatus: 'PUBLISH',
    version: template.version + 1,
    versionCode: versionCode(template.version + 1),
  };
}

/** Cancels the template a series runs (PUBLISH -> CANCEL), into the history. */
export async function cancelSeriesTemplate(db: Db, caller: Caller, seriesId: number) {
  await assertSeries(db, caller.tenantId, seriesId);
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select()
      .from(signalTemplates)
      .where(
        and(
          eq(signalTemplates.tenantId, caller.tenantId),
          eq(signalTemplates.vehicleSeriesId, seriesId),
          eq(signalTemplates.publishStatus, 'PUBLISH'),
        ),
      )
      .for('update');
    if (!running) throw new AppError(409, 'SIGNAL_NOT_PUBLISHED');
    await tx
      .update(signalTemplates)
      .set({ publishStatus: 'CANCEL' })
      .where(eq(signalTemplates.id, running.id));
    await historyRow(tx as unknown as Db, running, 'CANCEL', running.version, caller);
    return { id: running.id, publishStatus: 'CANCEL' };
  });
}
