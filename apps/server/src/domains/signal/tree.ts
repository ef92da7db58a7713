import { and, eq, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import type { SignalTreeNode } from '@chelian/contracts/resources/signal/index';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { vehicleSeries } from '../model/schema';
import { signalAttrs, signalTreeNodes } from './schema';

/** A series of the caller's tenant, or 404. */
export async function assertSeries(db: Db, tenantId: number, seriesId: number) {
  const [row] = await db
    .select({ id: vehicleSeries.id, code: vehicleSeries.code, name: vehicleSeries.name })
    .from(vehicleSeries)
    .where(and(eq(vehicleSeries.id, seriesId), eq(vehicleSeries.tenantId, tenantId)));
  if (!row) throw notFound();
  return row;
}

/** The signal tree of a series, folders first then signals, each level by sort and name. */
export async function signalTree(db: Db, tenantId: number, seriesId: number): Promise<SignalTreeNode[]> {
  await assertSeries(db, tenantId, seriesId);
  const rows = await db
    .select({
      id: signalTreeNodes.id,
      parentId: signalTreeNodes.parentId,
      name: signalTreeNodes.name,
      nodeType: signalTreeNodes.nodeType,
      signalAttrId: signalTreeNodes.signalAttrId,
      signalCode: signalAttrs.signalCode,
    })
    .from(signalTreeNodes)
    .leftJoin(signalAttrs, eq(signalAttrs.id, signalTreeNodes.signalAttrId))
    .where(and(eq(signalTreeNodes.tenantId, tenantId), eq(signalTreeNodes.vehicleSeriesId, seriesId)))
    .orderBy(sql`${signalTreeNodes.nodeType} = 'SIGNAL'`, signalTreeNodes.sort, signalTreeNodes.name);
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const key = row.parentId ?? null;
    (byParent.get(key) ?? byParent.set(key, []).get(key)!).push(row);
  }
  const build = (parent: number | null): SignalTreeNode[] =>
    (byParent.get(parent) ?? []).map((row) => ({
      id: row.id,
      name: row.name,
      nodeType: row.nodeType as 'NODE' | 'SIGNAL',
      signalAttrId: row.signalAttrId,
      signalCode: row.signalCode,
      children: row.nodeType === 'NODE' ? build(row.id) : [],
    }));
  return build(null);
}

export interface AddNodeInput {
  vehicleSeriesId: number;
  parentId?: number | null;
  name?: string;
  signalAttrIds?: number[];
}

/** Adds a folder, or signals of the series not yet in its tree, under a folder (or at the root). */
export async function addTreeNodes(
  db: Db,
  tenantId: number,
  input: AddNodeInput,
): Promise<{ added: number }> {
  await assertSeries(db, tenantId, input.vehicleSeriesId);
  if (input.parentId != null) {
    const [parent] = await db
      .select({ nodeType: signalTreeNodes.nodeType })
      .from(signalTreeNodes)
      .where(
        and(
          eq(signalTreeNodes.id, input.parentId),
          eq(signalTreeNodes.tenantId, tenantId),
          eq(signalTreeNodes.vehicleSeriesId, input.vehicleSeriesId),
        ),
      );
    if (!parent || parent.nodeType !== 'NODE') throw new AppError(400, 'SIGNAL_PARENT');
  }
  const base = { tenantId, vehicleSeriesId: input.vehicleSeriesId, parentId: input.parentId ?? null };
  if (!input.signalAttrIds?.length) {
    const name = input.name?.trim();
    if (!name) throw new AppError(400, 'SIGNAL_NODE_NAME');
    await db.insert(signalTreeNodes).values({ ...base, nodeType: 'NODE', name });
    return { added: 1 };
  }
  const attrs = await db
    .select({ id: signalAttrs.id, signalName: signalAttrs.signalName, signalCode: signalAttrs.signalCode })
    .from(signalAttrs)
    .where(
      and(
        inArray(signalAttrs.id, input.signalAttrIds),
        eq(signalAttrs.tenantId, tenantId),
        eq(signalAttrs.vehicleSeriesId, input.vehicleSeriesId),
        eq(signalAttrs.deleted, false),
      ),
    );
  if (attrs.length !== new Set(input.signalAttrIds).size)
    throw new AppError(400, 'SIGNAL_OTHER_SERIES', { field: 'signalAttrIds' });
  const [taken] = await db
    .select({ code: signalAttrs.signalCode })
    .from(signalTreeNodes)
    .innerJoin(signalAttrs, eq(signalAttrs.id, signalTreeNodes.signalAttrId))
    .where(
      and(
        eq(signalTreeNodes.vehicleSeriesId, input.vehicleSeriesId),
        inArray(signalTreeNodes.signalAttrId, input.signalAttrIds),
      ),
    );
  if (taken) throw new AppError(409, 'SIGNAL_IN_TREE', { code: taken.code });
  await db
    .insert(signalTreeNodes)
    .values(attrs.map((a) => ({ ...base, nodeType: 'SIGNAL', name: a.signalName, signalAttrId: a.id })));
  return { added: attrs.length };
}

/** Deletes nodes with everything under them (signals go back to the unused list). */
export async function deleteTreeNodes(db: Db, tenantId: number, ids: number[]): Promise<{ deleted: number }> {
  const result = (await db.execute(sql`
    with recursive doomed as (
      select id from signal_tree_nodes where tenant_id = ${tenantId} and id in ${ids}
      union all
      select n.id from signal_tree_nodes n join doomed d on n.parent_id = d.id
    )
    delete from signal_tree_nodes where id in (select id from doomed) returning id`)) as unknown as {
    rows: unknown[];
  };
  if (!result.rows.length) throw notFound();
  return { deleted: result.rows.length };
}

/** Signals of the series not in its tree yet (the add dialog's list), by code. */
export async function unusedSignals(db: Db, tenantId: number, seriesId: number, keyword?: string) {
  await assertSeries(db, tenantId, seriesId);
  return db
    .select({
      id: signalAttrs.id,
      signalCode: signalAttrs.signalCode,
      signalName: signalAttrs.signalName,
      signalGroup: signalAttrs.signalGroup,
    })
    .from(signalAttrs)
    .where(
      and(
        eq(signalAttrs.tenantId, tenantId),
        eq(signalAttrs.vehicleSeriesId, seriesId),
        eq(signalAttrs.deleted, false),
        keyword
          ? or(ilike(signalAttrs.signalCode, `%${keyword}%`), ilike(signalAttrs.signalName, `%${keyword}%`))
          : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(signalTreeNodes)
            .where(eq(signalTreeNodes.signalAttrId, signalAttrs.id)),
        ),
      ),
    )
    .orderBy(signalAttrs.signalCode)
    .limit(1000);
}
