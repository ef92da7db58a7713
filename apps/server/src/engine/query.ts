import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PgColumn, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  EPOCH_MS_MAX,
  searchFields,
  type FieldSpec,
  type OptionItem,
  type ResourcePage,
} from '@chelian/contracts';
import type { Db } from '../db/client';
import { containing, escapeLike } from '../db/like';
import { AppError, notFound } from '../platform/errors';
import { localized, localizeSource, translationsFor } from './decorate';
import type { Resource } from './engine';
import { codePointCollation } from './labels';
import type { Caller, ReadColumn } from './types';

// Reading a resource: the conditions of a search, its sort, keyset paging and cursors, pages, totals, trees.

type Row = Record<string, unknown>;

/** More matches than this and a page's total becomes an estimate (the count stops here). */
export const EXACT_COUNT_LIMIT = 10_000;
/** The most rows a tree, a children call or an option list answers. */
const TREE_LIMIT = 20_000;

export const isColumn = (value: unknown): value is AnyPgColumn => value instanceof PgColumn;

/**
 * The sort value and id of a paging cursor (base64url of [value as PostgreSQL prints it, id]),
 * checked against the sort column's type: a forged cursor is a 400 naming "after", not a failed
 * cast in the database.
 */
export function decodeCursor(after: string, column: AnyPgColumn): [string, number] {
  const refuse = () => new AppError(400, 'VALIDATION', { detail: 'after' }, { after: 'after' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw refuse();
  const [value, id] = parsed as [unknown, unknown];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw refuse();
  if (typeof value !== 'string' || value.length > 200 || value.includes('\u0000')) throw refuse();
  const type = column.getSQLType();
  if (
    /^(integer|bigint|smallint|serial|bigserial|numeric|real|double)/.test(type) &&
    !/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value)
  )
    throw refuse();
  if (type.startsWith('timestamp') || type === 'date') {
    const ms = Date.parse(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
    if (!Number.isFinite(ms) || ms < 0 || ms > EPOCH_MS_MAX) throw refuse();
  }
  if (type === 'boolean' && value !== 'true' && value !== 'false') throw refuse();
  return [value, id];
}

export const TIME_TYPES = new Set(['date', 'datetime', 'year', 'month']);
const NUMBER_TYPES = new Set(['number', 'integer']);

/**
 * `column like 'prefix%'`; where the database orders text by code point, as the same rows' range
 * instead, so an index in the column's order seeks to the prefix and a sorted page stops after it
 * (given the LIKE too, the planner would sometimes fetch every match through a pattern index and
 * sort them).
 */
export function startsWith(column: AnyPgColumn, prefix: string, codePoint: boolean): SQL | undefined {
  if (!codePoint || !prefix) return like(column, `${escapeLike(prefix)}%`);
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return and(gte(column, prefix), lt(column, next));
}

function selectionOf(resource: Resource): Record<string, ReadColumn> {
  const out: Record<string, ReadColumn> = { id: resource.idColumn };
  for (const [key, column] of resource.readColumns) out[key] = column;
  if (resource.def.scope.kind === 'tenant') out.tenantId = resource.def.scope.column;
  return out;
}

/** Conditions of a page, export, tree or count: scope, fixed filter, search fields, parent, admin tenant filter. */
export function conditions(
  resource: Resource,
  caller: Caller,
  body: Row,
  opts: { admin?: boolean; where?: SQL; codePoint?: boolean } = {},
): SQL | undefined {
  const parts: (SQL | undefined)[] = [resource.scopeWhere(caller, opts.admin), opts.where];
  for (const [key, field, op] of searchFields(resource.spec)) {
    if (op === 'range') {
      const start = body[`${key}Start`];
      const end = body[`${key}End`];
      const column = resource.column(key);
      if (!column) continue;
      if (start != null && start !== '') parts.push(gte(column, coerce(field, start)));
      if (end != null && end !== '') parts.push(lte(column, coerce(field, end)));
      continue;
    }
    const value = body[key];
    if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    parts.push(
      match(resource, key, field, op === 'in' || Array.isArray(value) ? 'in' : op, value, opts.codePoint),
    );
  }
  const parentKey = resource.spec.tree?.parentKey;
  if (parentKey && parentKey in body && !searchFields(resource.spec).some(([k]) => k === parentKey)) {
    const parent = body[parentKey];
    const column = resource.column(parentKey)!;
    if (parent === null || parent === 0 || parent === '0') parts.push(isNull(column));
    else if (parent != null && parent !== '') parts.push(eq(column, Number(parent)));
  }
  if (opts.admin && resource.def.scope.kind === 'tenant' && body.tenantId != null && body.tenantId !== '') {
    parts.push(eq(resource.def.scope.column, Number(body.tenantId)));
  }
  if (Array.isArray(body.ids) && body.ids.length)
    parts.push(inArray(resource.idColumn, body.ids.map(Number)));
  return and(...parts);
}

function coerce(field: FieldSpec, value: unknown): unknown {
  if (TIME_TYPES.has(field.type)) return new Date(Number(value));
  if (NUMBER_TYPES.has(field.type) || ((field.type === 'ref' || field.type === 'refs') && !field.refKey))
    return Number(value);
  if (field.type === 'boolean') return value === true || value === 'true' || value === '1' || value === 1;
  return String(value);
}

function match(
  resource: Resource,
  key: string,
  field: FieldSpec,
  op: string,
  value: unknown,
  codePoint = false,
): SQL | undefined {
  const relation = resource.def.relations?.[key];
  const values = (Array.isArray(value) ? value : [value]).map((v) => coerce(field, v));
  if (relation) {
    return sql`exists (select 1 from ${relation.table} where ${relation.owner} = ${resource.idColumn} and ${inArray(relation.target, values as number[])})`;
  }
  const search = resource.def.searches?.[key];
  if (search && op === 'like') return search(containing(String(values[0])));
  const equal = field.multiple ? undefined : resource.def.equals?.[key];
  if (equal && op === 'in') return inArray(equal, values);
  if (equal && op === 'eq') return eq(equal, values[0]);
  const column = resource.column(key);
  if (!column) return undefined;
  if (field.multiple) {
    const array = sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::varchar[]`;
    return op === 'in' ? sql`${column} && ${array}` : sql`${column} @> ${array}`;
  }
  switch (op) {
    case 'like':
      return ilike(column, containing(String(values[0])));
    case 'prefix':
      return startsWith(column, String(values[0]), codePoint);
    case 'in':
      return inArray(column, values);
    default:
      return eq(column, values[0]);
  }
}

/** The sort of a request: column, direction; the id breaks ties in the same direction. */
export function sortOf(resource: Resource, body: Row): { column: AnyPgColumn; order: 'asc' | 'desc' } {
  const sortable = (key: string) =>
    key === 'id' ||
    (resource.spec.fields[key]?.sortable && resource.readColumns.has(key)) ||
    key === resource.spec.defaultSort?.key;
  const wanted = typeof body.sortField === 'string' && sortable(body.sortField) ? body.sortField : undefined;
  const key = wanted ?? resource.spec.defaultSort?.key ?? 'id';
  const order = body.sortOrder
    ? String(body.sortOrder).startsWith('asc')
      ? 'asc'
      : 'desc'
    : wanted
      ? 'asc'
      : (resource.spec.defaultSort?.order ?? 'desc');
  return { column: resource.column(key) ?? resource.idColumn, order };
}

export function orderBy(resource: Resource, body: Row): SQL[] {
  const { column, order } = resource.sortOf(body);
  const dir = order === 'asc' ? asc : desc;
  // The id tiebreaker in the same direction keeps pages stable and lets one index serve the whole order.
  return column === resource.idColumn ? [dir(resource.idColumn)] : [dir(column), dir(resource.idColumn)];
}

/** Keyset paging works on a not-null table column (or the id): its value and the id locate the next row. */
function keysetColumn(resource: Resource, body: Row): { column: AnyPgColumn; order: 'asc' | 'desc' } | null {
  const sort = resource.sortOf(body);
  if (sort.column === resource.idColumn) return sort;
  return isColumn(sort.column) && sort.column.notNull ? sort : null;
}

function afterCondition(resource: Resource, body: Row): SQL | undefined {
  const sort = typeof body.after === 'string' && body.after ? keysetColumn(resource, body) : null;
  if (!sort) return undefined;
  const [value, id] = decodeCursor(String(body.after), sort.column);
  const cmp = sort.order === 'asc' ? sql`>` : sql`<`;
  if (sort.column === resource.idColumn) return sql`${resource.idColumn} ${cmp} ${id}`;
  return sql`(${sort.column}, ${resource.idColumn}) ${cmp} (cast(${value} as ${sql.raw(sort.column.getSQLType())}), ${id})`;
}

/** Rows of one page, fetched by id through a narrow subquery so deep offsets walk an index, not the table. */
export async function rows(
  resource: Resource,
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  cursorColumn?: AnyPgColumn,
): Promise<Row[]> {
  const ids = db
    .select({ id: resource.idColumn })
    .from(resource.table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  // the sort value as PostgreSQL prints it, so a cursor loses no precision (timestamps have microseconds)
  const selection = cursorColumn
    ? { ...selectionOf(resource), __cursor: sql<string>`${cursorColumn}::text` }
    : selectionOf(resource);
  const rows = await db
    .select(selection)
    .from(resource.table)
    .where(inArray(resource.idColumn, ids))
    .orderBy(...order);
  return rows.map(toWire);
}

/**
 * The total of a search: exact while at most 10000 rows match (a count that stops at 10001), else the planner's
 * estimate of the same query (totalExact false), so a count never walks a million rows.
 */
export async function total(
  resource: Resource,
  db: Db,
  where: SQL | undefined,
): Promise<{ total: number; exact: boolean }> {
  if (resource.def.exactTotal) {
    const [row] = await db.select({ n: count() }).from(resource.table).where(where);
    return { total: Number(row?.n ?? 0), exact: true };
  }
  const capped = db
    .select({ one: sql`1` })
    .from(resource.table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1);
  const [row] = await db.select({ n: count() }).from(capped.as('capped'));
  const n = Number(row?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, exact: true };
  const plan = await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(resource.table)
      .where(where)}`,
  );
  const first = (plan as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const json = first ? Object.values(first)[0] : null;
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as
    { Plan?: { 'Plan Rows'?: number } }[] | null;
  const estimate = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), exact: false };
}

export async function page(
  resource: Resource,
  db: Db,
  caller: Caller,
  body: Row,
  opts: { admin?: boolean; where?: SQL } = {},
): Promise<ResourcePage> {
  const pageSize = Number(body.pageSize ?? 10);
  const current = Math.max(1, Number(body.page ?? 1));
  const where = resource.conditions(caller, body, { ...opts, codePoint: await codePointCollation(db) });
  const after = afterCondition(resource, body);
  const order = resource.orderBy(body);
  const keyset = keysetColumn(resource, body);
  const [rows, total] = await Promise.all([
    resource.rows(
      db,
      after ? and(where, after) : where,
      order,
      pageSize,
      after ? 0 : (current - 1) * pageSize,
      keyset?.column,
    ),
    resource.total(db, where),
  ]);
  const last = rows[rows.length - 1];
  const cursor =
    keyset && last ? Buffer.from(JSON.stringify([last.__cursor, last.id])).toString('base64url') : null;
  for (const row of rows) delete row.__cursor;
  const items = await resource.decorate(db, caller, rows, 'list');
  return { items, total: total.total, totalExact: total.exact, current, pageSize, cursor };
}

/** The row of an id within the caller's scope, or 404. */
export async function find(
  resource: Resource,
  db: Db,
  caller: Caller,
  id: number,
  admin = false,
): Promise<Row> {
  const [row] = await db
    .select(selectionOf(resource))
    .from(resource.table)
    .where(and(eq(resource.idColumn, id), resource.scopeWhere(caller, admin)));
  if (!row) throw notFound();
  const [detail] = await resource.decorate(db, caller, [toWire(row)], 'find');
  await resource.def.detail?.(detail!, caller, db);
  return detail!;
}

/** The raw table row of an id within the caller's scope (for writes), or 404. */
export async function current(resource: Resource, db: Db, caller: Caller, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(resource.table)
    .where(and(eq(resource.idColumn, id), resource.scopeWhere(caller)));
  if (!row) throw notFound();
  return row as Row;
}

export async function options(
  resource: Resource,
  db: Db,
  caller: Caller,
  query: { keyword?: string; ids?: number[]; limit?: number; where?: SQL; admin?: boolean },
): Promise<OptionItem[]> {
  const labelColumn = resource.column(resource.spec.optionLabel)!;
  const parentKey = resource.spec.tree?.parentKey;
  const parentColumn = parentKey ? resource.column(parentKey) : undefined;
  const where = and(
    resource.scopeWhere(caller, query.admin),
    query.where,
    query.keyword ? ilike(labelColumn, `%${escapeLike(query.keyword)}%`) : undefined,
    query.ids?.length ? inArray(resource.idColumn, query.ids) : undefined,
  );
  const rows = await db
    .select({
      id: resource.idColumn,
      label: labelColumn,
      ...(parentColumn ? { parent: parentColumn } : {}),
      ...localizeSource(resource),
    })
    .from(resource.table)
    .where(where)
    .orderBy(...resource.orderBy({}))
    .limit(Math.min(query.limit ?? TREE_LIMIT, TREE_LIMIT));
  const names = await translationsFor(resource, db, caller.lang);
  const items = rows.map((r) => ({
    item: {
      id: r.id as number,
      label: localized(resource, r as Row, String(r.label ?? ''), names),
    } as OptionItem,
    parent: (r as Row).parent as number | null,
  }));
  if (!parentColumn || query.keyword || query.ids?.length) return items.map((i) => i.item);
  return nest(
    items,
    (i) => i.item.id as number,
    (i) => i.parent ?? null,
    (i, children) => (children.length ? { ...i.item, children } : i.item),
  );
}

/** The rows matching a search as a tree (children arrays); a node whose parent is filtered out becomes a root. */
export async function tree(resource: Resource, db: Db, caller: Caller, body: Row): Promise<Row[]> {
  const parentKey = resource.spec.tree!.parentKey;
  const rows = await db
    .select(selectionOf(resource))
    .from(resource.table)
    .where(resource.conditions(caller, body, { codePoint: await codePointCollation(db) }))
    .orderBy(...resource.orderBy(body))
    .limit(TREE_LIMIT);
  const items = await resource.decorate(db, caller, rows.map(toWire), 'list');
  return nest(
    items,
    (r) => r.id as number,
    (r) => (r[parentKey] as number | null) ?? null,
    (r, children) => ({ ...r, children }),
  );
}

/** Direct children of a node (roots without parentId), each with hasChildren, for trees that load lazily. */
export async function children(
  resource: Resource,
  db: Db,
  caller: Caller,
  parentId: number | null,
): Promise<Row[]> {
  const parentColumn = resource.column(resource.spec.tree!.parentKey)!;
  const where = and(
    resource.scopeWhere(caller),
    parentId ? eq(parentColumn, parentId) : isNull(parentColumn),
  );
  const rows = (
    await db
      .select(selectionOf(resource))
      .from(resource.table)
      .where(where)
      .orderBy(...resource.orderBy({}))
      .limit(TREE_LIMIT)
  ).map(toWire);
  const ids = rows.map((r) => r.id as number);
  const withChildren = new Set<number>();
  if (ids.length) {
    const found = await db
      .selectDistinct({ parent: parentColumn })
      .from(resource.table)
      .where(and(resource.scopeWhere(caller), inArray(parentColumn, ids)));
    for (const f of found) withChildren.add(Number(f.parent));
  }
  const items = await resource.decorate(db, caller, rows, 'list');
  return items.map((r) => ({ ...r, hasChildren: withChildren.has(r.id as number) }));
}

export async function rowName(resource: Resource, db: Db, caller: Caller, id: number): Promise<string> {
  const key = resource.spec.rowName ?? resource.spec.optionLabel;
  const column = resource.column(key);
  if (!column) return String(id);
  const [row] = await db
    .select({ name: column })
    .from(resource.table)
    .where(and(eq(resource.idColumn, id), resource.scopeWhere(caller)));
  return row ? String(row.name) : String(id);
}

/** Times leave as epoch milliseconds. */
export function toWire(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.getTime() : value;
  return out;
}

function nest<T, N>(
  items: T[],
  idOf: (t: T) => number,
  parentOf: (t: T) => number | null,
  make: (t: T, children: N[]) => N,
): N[] {
  const ids = new Set(items.map(idOf));
  const byParent = new Map<number | null, T[]>();
  for (const item of items) {
    const parent = parentOf(item);
    const key = parent != null && ids.has(parent) ? parent : null;
    (byParent.get(key) ?? byParent.set(key, []).get(key)!).push(item);
  }
  const build = (parent: number | null, depth: number): N[] =>
    (byParent.get(parent) ?? []).map((item) => make(item, depth > 64 ? [] : build(idOf(item), depth + 1)));
  return build(null, 0);
}
