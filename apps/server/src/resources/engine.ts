import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { getTableConfig, PgColumn, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  EPOCH_MS_MAX,
  inputSchema,
  listFields,
  maskText,
  relationBase,
  resourceOperations,
  searchFields,
  type FieldSpec,
  type Language,
  type OptionItem,
  type ResourceOperation,
  type ResourcePage,
  type ResourceSpec,
} from '@chelian/contracts';
import type { Db } from '../db/client';
import { locales } from '../domains/system/schema';
import { attachments } from '../domains/file/schema';
import { fileLinks } from '../domains/file/links';
import { AppError, notFound } from '../platform/errors';
import { translate } from '../platform/messages';
import { areaIndex, codePointCollation, dictionaries, localeMap } from './labels';
import type { Caller, HookContext, ReadColumn, Relation, ResourceDefinition } from './types';

type Row = Record<string, unknown>;

/** More matches than this and a page's total becomes an estimate (the count stops here). */
export const EXACT_COUNT_LIMIT = 10_000;
/** The most rows a tree, a children call or an option list answers. */
const TREE_LIMIT = 20_000;

const registry = new Map<string, Resource>();

/** Registers a resource declaration with its server parts; the routes come from registerResources. */
export function defineResource(def: ResourceDefinition): Resource {
  const resource = new Resource(def);
  registry.set(def.spec.name, resource);
  return resource;
}

export function resourceByName(name: string): Resource | undefined {
  return registry.get(name);
}

export function allResources(): Resource[] {
  return [...registry.values()];
}

const isColumn = (value: unknown): value is AnyPgColumn => value instanceof PgColumn;

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
const TIME_TYPES = new Set(['date', 'datetime', 'year', 'month']);
const NUMBER_TYPES = new Set(['number', 'integer']);
/** field types checkValues looks up */
const CHECKED_TYPES = new Set(['ref', 'refs', 'dict', 'area', 'image', 'file']);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

export class Resource {
  readonly spec: ResourceSpec;
  readonly name: string;
  readonly table: PgTable;
  readonly idColumn: AnyPgColumn;
  readonly operations: Set<ResourceOperation>;
  /** field -> where its value is read from (SQL expressions typed as columns: drizzle's operators take both) */
  readonly readColumns = new Map<string, AnyPgColumn>();
  /** field -> table property written from it */
  readonly writeProps = new Map<string, string>();
  /** fields that are neither columns, relations nor translations: only hooks see them */
  readonly virtual = new Set<string>();
  readonly tenantProp: string | null;
  /** unique constraints by name, as field keys (tenant column left out) */
  readonly uniques: { name: string; fields: string[]; perTenant: boolean }[] = [];
  private readonly columnFields = new Map<string, string>();
  private schemas = new Map<string, z.ZodType>();

  constructor(readonly def: ResourceDefinition) {
    this.spec = def.spec;
    this.name = def.spec.name;
    this.table = def.table;
    const columns = getTableColumns(def.table) as Record<string, AnyPgColumn>;
    this.idColumn = def.id ?? columns.id!;
    this.operations = resourceOperations(def.spec);
    const propOf = new Map<AnyPgColumn, string>(Object.entries(columns).map(([prop, col]) => [col, prop]));
    const translated = new Set(Object.values(def.localize?.edit ?? {}));
    for (const [key, field] of Object.entries(def.spec.fields)) {
      if (def.relations?.[key] || translated.has(key)) continue;
      const given = def.columns?.[key];
      const column = given ?? (field.type === 'password' ? undefined : columns[key]);
      if (!column) {
        this.virtual.add(key);
        continue;
      }
      this.readColumns.set(key, column as AnyPgColumn);
      if (isColumn(column) && propOf.has(column)) {
        this.writeProps.set(key, propOf.get(column)!);
        this.columnFields.set(column.name, key);
      }
    }
    const idProp = propOf.get(this.idColumn);
    const idField = [...this.writeProps].find(([, prop]) => prop === idProp)?.[0];
    const tenantColumn = def.scope.kind === 'tenant' ? def.scope.column : null;
    this.tenantProp = tenantColumn ? (propOf.get(tenantColumn) ?? null) : null;
    const config = getTableConfig(def.table);
    const addUnique = (name: string, names: string[]) => {
      const perTenant = !!tenantColumn && names.includes(tenantColumn.name);
      const fields = names.filter((n) => n !== tenantColumn?.name).map((n) => this.columnFields.get(n));
      if (fields.length && fields.every(Boolean))
        this.uniques.push({ name, fields: fields as string[], perTenant });
    };
    for (const index of config.indexes) {
      if (!index.config.unique) continue;
      addUnique(
        index.config.name ?? '',
        index.config.columns.map((c) => (c as { name?: string }).name ?? ''),
      );
    }
    for (const col of config.columns) if (col.isUnique) addUnique(col.uniqueName ?? '', [col.name]);
    for (const unique of config.uniqueConstraints)
      addUnique(
        unique.getName() ?? '',
        unique.columns.map((c) => c.name),
      );
    if (idField && this.def.id)
      this.uniques.push({ name: `${config.name}_pkey`, fields: [idField], perTenant: false });
  }

  field(key: string): FieldSpec | undefined {
    return this.spec.fields[key];
  }

  label(key: string, lang: Language): string {
    return this.spec.fields[key]?.label[lang] ?? key;
  }

  // ---- scope ----

  /** The rows a caller may see (admin: across tenants). */
  scopeWhere(caller: Caller, admin = false): SQL | undefined {
    const scope = this.def.scope;
    const fixed = this.def.where?.();
    let own: SQL | undefined;
    switch (scope.kind) {
      case 'tenant':
        own = admin ? undefined : eq(scope.column, caller.tenantId);
        break;
      case 'self':
        own = caller.isPlatform ? undefined : eq(scope.column, caller.tenantId);
        break;
      case 'platform':
        own = caller.isPlatform ? undefined : sql`false`;
        break;
      case 'via':
        own = scope.where(caller.tenantId);
        break;
      case 'global':
        own = undefined;
    }
    return and(own, fixed);
  }

  /** Shared and platform data are changed only by platform staff; a tenant row only within the caller's tenant. */
  assertWritable(caller: Caller, action: 'create' | 'update' | 'delete') {
    const kind = this.def.scope.kind;
    if ((kind === 'global' || kind === 'platform') && !caller.isPlatform)
      throw new AppError(403, 'PLATFORM_ONLY');
    if (kind === 'self' && action !== 'update' && !caller.isPlatform)
      throw new AppError(403, 'PLATFORM_ONLY');
  }

  // ---- reads ----

  private selection(): Record<string, ReadColumn> {
    const out: Record<string, ReadColumn> = { id: this.idColumn };
    for (const [key, column] of this.readColumns) out[key] = column;
    if (this.def.scope.kind === 'tenant') out.tenantId = this.def.scope.column;
    return out;
  }

  private column(key: string): AnyPgColumn | undefined {
    return key === 'id' ? this.idColumn : this.readColumns.get(key);
  }

  /** Conditions of a page, export, tree or count: scope, fixed filter, search fields, parent, admin tenant filter. */
  conditions(
    caller: Caller,
    body: Row,
    opts: { admin?: boolean; where?: SQL; codePoint?: boolean } = {},
  ): SQL | undefined {
    const parts: (SQL | undefined)[] = [this.scopeWhere(caller, opts.admin), opts.where];
    for (const [key, field, op] of searchFields(this.spec)) {
      if (op === 'range') {
        const start = body[`${key}Start`];
        const end = body[`${key}End`];
        const column = this.column(key);
        if (!column) continue;
        if (start != null && start !== '') parts.push(gte(column, this.coerce(field, start)));
        if (end != null && end !== '') parts.push(lte(column, this.coerce(field, end)));
        continue;
      }
      const value = body[key];
      if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      parts.push(
        this.match(key, field, op === 'in' || Array.isArray(value) ? 'in' : op, value, opts.codePoint),
      );
    }
    const parentKey = this.spec.tree?.parentKey;
    if (parentKey && parentKey in body && !searchFields(this.spec).some(([k]) => k === parentKey)) {
      const parent = body[parentKey];
      const column = this.column(parentKey)!;
      if (parent === null || parent === 0 || parent === '0') parts.push(isNull(column));
      else if (parent != null && parent !== '') parts.push(eq(column, Number(parent)));
    }
    if (opts.admin && this.def.scope.kind === 'tenant' && body.tenantId != null && body.tenantId !== '') {
      parts.push(eq(this.def.scope.column, Number(body.tenantId)));
    }
    if (Array.isArray(body.ids) && body.ids.length) parts.push(inArray(this.idColumn, body.ids.map(Number)));
    return and(...parts);
  }

  private coerce(field: FieldSpec, value: unknown): unknown {
    if (TIME_TYPES.has(field.type)) return new Date(Number(value));
    if (NUMBER_TYPES.has(field.type) || ((field.type === 'ref' || field.type === 'refs') && !field.refKey))
      return Number(value);
    if (field.type === 'boolean') return value === true || value === 'true' || value === '1' || value === 1;
    return String(value);
  }

  private match(
    key: string,
    field: FieldSpec,
    op: string,
    value: unknown,
    codePoint = false,
  ): SQL | undefined {
    const relation = this.def.relations?.[key];
    const values = (Array.isArray(value) ? value : [value]).map((v) => this.coerce(field, v));
    if (relation) {
      return sql`exists (select 1 from ${relation.table} where ${relation.owner} = ${this.idColumn} and ${inArray(relation.target, values as number[])})`;
    }
    const column = this.column(key);
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
        return ilike(column, `%${escapeLike(String(values[0]))}%`);
      case 'prefix':
        return startsWith(column, String(values[0]), codePoint);
      case 'in':
        return inArray(column, values);
      default:
        return eq(column, values[0]);
    }
  }

  /** The sort of a request: column, direction; the id breaks ties in the same direction. */
  sortOf(body: Row): { column: AnyPgColumn; order: 'asc' | 'desc' } {
    const sortable = (key: string) =>
      key === 'id' ||
      (this.spec.fields[key]?.sortable && this.readColumns.has(key)) ||
      key === this.spec.defaultSort?.key;
    const wanted =
      typeof body.sortField === 'string' && sortable(body.sortField) ? body.sortField : undefined;
    const key = wanted ?? this.spec.defaultSort?.key ?? 'id';
    const order = body.sortOrder
      ? String(body.sortOrder).startsWith('asc')
        ? 'asc'
        : 'desc'
      : wanted
        ? 'asc'
        : (this.spec.defaultSort?.order ?? 'desc');
    return { column: this.column(key) ?? this.idColumn, order };
  }

  orderBy(body: Row): SQL[] {
    const { column, order } = this.sortOf(body);
    const dir = order === 'asc' ? asc : desc;
    // The id tiebreaker in the same direction keeps pages stable and lets one index serve the whole order.
    return column === this.idColumn ? [dir(this.idColumn)] : [dir(column), dir(this.idColumn)];
  }

  /** Keyset paging works on a not-null table column (or the id): its value and the id locate the next row. */
  private keysetColumn(body: Row): { column: AnyPgColumn; order: 'asc' | 'desc' } | null {
    const sort = this.sortOf(body);
    if (sort.column === this.idColumn) return sort;
    return isColumn(sort.column) && sort.column.notNull ? sort : null;
  }

  private afterCondition(body: Row): SQL | undefined {
    const sort = typeof body.after === 'string' && body.after ? this.keysetColumn(body) : null;
    if (!sort) return undefined;
    const [value, id] = decodeCursor(String(body.after), sort.column);
    const cmp = sort.order === 'asc' ? sql`>` : sql`<`;
    if (sort.column === this.idColumn) return sql`${this.idColumn} ${cmp} ${id}`;
    return sql`(${sort.column}, ${this.idColumn}) ${cmp} (cast(${value} as ${sql.raw(sort.column.getSQLType())}), ${id})`;
  }

  /** Rows of one page, fetched by id through a narrow subquery so deep offsets walk an index, not the table. */
  async rows(
    db: Db,
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
    cursorColumn?: AnyPgColumn,
  ): Promise<Row[]> {
    const ids = db
      .select({ id: this.idColumn })
      .from(this.table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    // the sort value as PostgreSQL prints it, so a cursor loses no precision (timestamps have microseconds)
    const selection = cursorColumn
      ? { ...this.selection(), __cursor: sql<string>`${cursorColumn}::text` }
      : this.selection();
    const rows = await db
      .select(selection)
      .from(this.table)
      .where(inArray(this.idColumn, ids))
      .orderBy(...order);
    return rows.map(toWire);
  }

  /**
   * The total of a search: exact while at most 10000 rows match (a count that stops at 10001), else the planner's
   * estimate of the same query (totalExact false), so a count never walks a million rows.
   */
  async total(db: Db, where: SQL | undefined): Promise<{ total: number; exact: boolean }> {
    if (this.def.exactTotal) {
      const [row] = await db.select({ n: count() }).from(this.table).where(where);
      return { total: Number(row?.n ?? 0), exact: true };
    }
    const capped = db
      .select({ one: sql`1` })
      .from(this.table)
      .where(where)
      .limit(EXACT_COUNT_LIMIT + 1);
    const [row] = await db.select({ n: count() }).from(capped.as('capped'));
    const n = Number(row?.n ?? 0);
    if (n <= EXACT_COUNT_LIMIT) return { total: n, exact: true };
    const plan = await db.execute(
      sql`explain (format json) ${db
        .select({ one: sql`1` })
        .from(this.table)
        .where(where)}`,
    );
    const first = (plan as unknown as { rows: Record<string, unknown>[] }).rows[0];
    const json = first ? Object.values(first)[0] : null;
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as
      { Plan?: { 'Plan Rows'?: number } }[] | null;
    const estimate = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
    return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), exact: false };
  }

  async page(
    db: Db,
    caller: Caller,
    body: Row,
    opts: { admin?: boolean; where?: SQL } = {},
  ): Promise<ResourcePage> {
    const pageSize = Number(body.pageSize ?? 10);
    const current = Math.max(1, Number(body.page ?? 1));
    const where = this.conditions(caller, body, { ...opts, codePoint: await codePointCollation(db) });
    const after = this.afterCondition(body);
    const order = this.orderBy(body);
    const keyset = this.keysetColumn(body);
    const [rows, total] = await Promise.all([
      this.rows(
        db,
        after ? and(where, after) : where,
        order,
        pageSize,
        after ? 0 : (current - 1) * pageSize,
        keyset?.column,
      ),
      this.total(db, where),
    ]);
    const last = rows[rows.length - 1];
    const cursor =
      keyset && last ? Buffer.from(JSON.stringify([last.__cursor, last.id])).toString('base64url') : null;
    for (const row of rows) delete row.__cursor;
    const items = await this.decorate(db, caller, rows, 'list');
    return { items, total: total.total, totalExact: total.exact, current, pageSize, cursor };
  }

  /** The row of an id within the caller's scope, or 404. */
  async find(db: Db, caller: Caller, id: number, admin = false): Promise<Row> {
    const [row] = await db
      .select(this.selection())
      .from(this.table)
      .where(and(eq(this.idColumn, id), this.scopeWhere(caller, admin)));
    if (!row) throw notFound();
    const [detail] = await this.decorate(db, caller, [toWire(row)], 'find');
    await this.def.detail?.(detail!, caller, db);
    return detail!;
  }

  /** The raw table row of an id within the caller's scope (for writes), or 404. */
  async current(db: Db, caller: Caller, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(this.table)
      .where(and(eq(this.idColumn, id), this.scopeWhere(caller)));
    if (!row) throw notFound();
    return row as Row;
  }

  async options(
    db: Db,
    caller: Caller,
    query: { keyword?: string; ids?: number[]; limit?: number; where?: SQL; admin?: boolean },
  ): Promise<OptionItem[]> {
    const labelColumn = this.column(this.spec.optionLabel)!;
    const parentKey = this.spec.tree?.parentKey;
    const parentColumn = parentKey ? this.column(parentKey) : undefined;
    const where = and(
      this.scopeWhere(caller, query.admin),
      query.where,
      query.keyword ? ilike(labelColumn, `%${escapeLike(query.keyword)}%`) : undefined,
      query.ids?.length ? inArray(this.idColumn, query.ids) : undefined,
    );
    const rows = await db
      .select({
        id: this.idColumn,
        label: labelColumn,
        ...(parentColumn ? { parent: parentColumn } : {}),
        ...this.localizeSource(),
      })
      .from(this.table)
      .where(where)
      .orderBy(...this.orderBy({}))
      .limit(Math.min(query.limit ?? TREE_LIMIT, TREE_LIMIT));
    const names = await this.translationsFor(db, caller.lang);
    const items = rows.map((r) => ({
      item: {
        id: r.id as number,
        label: this.localized(r as Row, String(r.label ?? ''), names),
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
  async tree(db: Db, caller: Caller, body: Row): Promise<Row[]> {
    const parentKey = this.spec.tree!.parentKey;
    const rows = await db
      .select(this.selection())
      .from(this.table)
      .where(this.conditions(caller, body, { codePoint: await codePointCollation(db) }))
      .orderBy(...this.orderBy(body))
      .limit(TREE_LIMIT);
    const items = await this.decorate(db, caller, rows.map(toWire), 'list');
    return nest(
      items,
      (r) => r.id as number,
      (r) => (r[parentKey] as number | null) ?? null,
      (r, children) => ({ ...r, children }),
    );
  }

  /** Direct children of a node (roots without parentId), each with hasChildren, for trees that load lazily. */
  async children(db: Db, caller: Caller, parentId: number | null): Promise<Row[]> {
    const parentColumn = this.column(this.spec.tree!.parentKey)!;
    const where = and(this.scopeWhere(caller), parentId ? eq(parentColumn, parentId) : isNull(parentColumn));
    const rows = (
      await db
        .select(this.selection())
        .from(this.table)
        .where(where)
        .orderBy(...this.orderBy({}))
        .limit(TREE_LIMIT)
    ).map(toWire);
    const ids = rows.map((r) => r.id as number);
    const withChildren = new Set<number>();
    if (ids.length) {
      const found = await db
        .selectDistinct({ parent: parentColumn })
        .from(this.table)
        .where(and(this.scopeWhere(caller), inArray(parentColumn, ids)));
      for (const f of found) withChildren.add(Number(f.parent));
    }
    const items = await this.decorate(db, caller, rows, 'list');
    return items.map((r) => ({ ...r, hasChildren: withChildren.has(r.id as number) }));
  }

  // ---- labels and decoration ----

  private localizeSource(): Record<string, AnyPgColumn> {
    // the columns the translation code is computed from
    const out: Record<string, AnyPgColumn> = {};
    if (!this.def.localize) return out;
    for (const [key, column] of this.readColumns) out[key] = column;
    return out;
  }

  private async translationsFor(db: Db, lang: Language): Promise<Map<string, string> | null> {
    return this.def.localize && lang !== 'zh-CN' ? localeMap(db, lang) : null;
  }

  private localized(row: Row, fallback: string, names: Map<string, string> | null): string {
    if (!names || !this.def.localize) return fallback;
    const code = this.def.localize.code(row);
    return (code && names.get(code)) || fallback;
  }

  /** Labels (and codes) of rows of this resource by id, or by another field (refKey), as the caller may see them. */
  async labels(
    db: Db,
    caller: Caller,
    values: unknown[],
    key = 'id',
  ): Promise<Map<string, { label: string; code?: string }>> {
    const out = new Map<string, { label: string; code?: string }>();
    const keyColumn = this.column(key);
    const labelColumn = this.column(this.spec.optionLabel);
    if (!values.length || !keyColumn || !labelColumn) return out;
    const codeColumn = this.column('code');
    const rows = await db
      .select({
        key: keyColumn,
        label: labelColumn,
        ...(codeColumn ? { code: codeColumn } : {}),
        ...this.localizeSource(),
      })
      .from(this.table)
      .where(and(inArray(keyColumn, values), this.scopeWhere(caller)));
    const names = await this.translationsFor(db, caller.lang);
    for (const r of rows as Row[]) {
      out.set(String(r.key), {
        label: this.localized(r, String(r.label ?? ''), names),
        ...(codeColumn ? { code: r.code as string } : {}),
      });
    }
    return out;
  }

  /**
   * Adds what a read shows next to the stored values (spec 000 section 3): ref labels and codes, refs id lists and
   * labels, area names, file paths, dictionary code and label (find), translations; masks masked fields.
   */
  async decorate(db: Db, caller: Caller, rows: Row[], mode: 'list' | 'find' | 'export'): Promise<Row[]> {
    if (!rows.length) return rows;
    const ids = rows.map((r) => r.id as number);
    for (const [key, relation] of Object.entries(this.def.relations ?? {})) {
      const links = await db
        .select({ owner: relation.owner, target: relation.target })
        .from(relation.table)
        .where(inArray(relation.owner, ids));
      const byOwner = new Map<number, number[]>();
      for (const l of links)
        (byOwner.get(l.owner as number) ?? byOwner.set(l.owner as number, []).get(l.owner as number)!).push(
          l.target as number,
        );
      for (const r of rows) r[key] = (byOwner.get(r.id as number) ?? []).sort((a, b) => a - b);
    }
    const lang = caller.lang;
    let areasByCode: Awaited<ReturnType<typeof areaIndex>> | null = null;
    let dicts: Awaited<ReturnType<typeof dictionaries>> | null = null;
    for (const [key, field] of Object.entries(this.spec.fields)) {
      const base = relationBase(key);
      if ((field.type === 'ref' || field.type === 'refs') && field.ref) {
        const target = registry.get(field.ref);
        if (!target) continue;
        const values = [
          ...new Set(
            rows.flatMap((r) =>
              Array.isArray(r[key]) ? (r[key] as unknown[]) : r[key] != null ? [r[key]] : [],
            ),
          ),
        ];
        const labels = await target.labels(db, caller, values, field.refKey ?? 'id');
        for (const r of rows) {
          if (field.type === 'refs') {
            r[`${base}Labels`] = ((r[key] as unknown[]) ?? []).map(
              (v) => labels.get(String(v))?.label ?? String(v),
            );
          } else if (r[key] != null) {
            const hit = labels.get(String(r[key]));
            r[`${base}Label`] = hit?.label ?? null;
            if (hit?.code !== undefined) r[`${base}Code`] = hit.code;
          } else {
            r[`${base}Label`] = null;
          }
        }
      } else if (field.type === 'area') {
        areasByCode ??= await areaIndex(db);
        for (const r of rows)
          r[`${key}Label`] = r[key] ? (areasByCode.get(String(r[key]))?.name ?? null) : null;
      } else if (field.type === 'image' || field.type === 'file') {
        // signed, expiring links: the caller read this row, so it may open its files (domains/file/links.ts)
        const links = await fileLinks(
          db,
          rows.map((r) => Number(r[key])),
        );
        for (const r of rows) r[`${key.replace(/Id$/, '')}Path`] = links.get(Number(r[key])) ?? null;
      } else if (mode === 'find' && (field.type === 'dict' || field.type === 'enum')) {
        dicts ??= await dictionaries(db, lang);
        const items = field.dict ? dicts.get(field.dict) : undefined;
        for (const r of rows) {
          const v = r[key];
          if (Array.isArray(v)) {
            r[`${key}Desc`] = v.map((c) => items?.get(String(c))?.label ?? String(c));
          } else {
            r[`${key}Code`] = v ?? null;
            r[`${key}Desc`] = v == null ? null : (items?.get(String(v))?.label ?? String(v));
          }
        }
      }
    }
    const localize = this.def.localize;
    if (localize) {
      if (mode === 'find') {
        for (const [language, key] of Object.entries(localize.edit ?? {}) as ['en-US' | 'zh-TW', string][]) {
          const codes = rows.map((r) => localize.code(r)).filter((c): c is string => !!c);
          const found = codes.length
            ? await db
                .select({ code: locales.code, value: locales.value })
                .from(locales)
                .where(and(eq(locales.lang, language), inArray(locales.code, codes)))
            : [];
          const byCode = new Map(found.map((f) => [f.code, f.value]));
          for (const r of rows) r[key] = byCode.get(localize.code(r) ?? '') ?? null;
        }
      } else if (lang !== 'zh-CN') {
        const names = await localeMap(db, lang);
        for (const r of rows) r[localize.field] = this.localized(r, String(r[localize.field] ?? ''), names);
      }
    }
    for (const [key, field] of Object.entries(this.spec.fields)) {
      if (field.masked && !caller.can(field.masked))
        for (const r of rows) if (typeof r[key] === 'string') r[key] = maskText(r[key] as string);
    }
    return rows;
  }

  // ---- writes ----

  /** Validates a create or update body against the shared declaration; messages name fields by their labels. */
  validate(mode: 'create' | 'update', body: unknown, lang: Language): Row {
    let schema = this.schemas.get(mode);
    if (!schema) this.schemas.set(mode, (schema = inputSchema(this.spec, mode)));
    const input = (body && typeof body === 'object' ? body : {}) as Row;
    const parsed = schema.safeParse(input);
    const fields: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'body');
        if (fields[key]) continue;
        fields[key] = this.issueMessage(key, issue, input[key], lang);
      }
    }
    const data = (parsed.success ? parsed.data : {}) as Row;
    for (const [key, field] of Object.entries(this.spec.fields)) {
      if (!field.required || fields[key] || !(key in input)) continue;
      const value = data[key] ?? input[key];
      const empty = value == null || value === '' || (Array.isArray(value) && value.length === 0);
      if (empty && (mode === 'update' || field.form !== 'create'))
        fields[key] = translate(lang, 'FIELD_REQUIRED', { field: this.label(key, lang) });
    }
    if (Object.keys(fields).length)
      throw new AppError(400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
    return data;
  }

  issueMessage(key: string, issue: z.core.$ZodIssue, value: unknown, lang: Language): string {
    const field = this.spec.fields[key];
    const name = this.label(key, lang);
    if (!field) return translate(lang, 'FIELD_INVALID', { field: key });
    const empty = value == null || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty) return translate(lang, 'FIELD_REQUIRED', { field: name });
    const raw = issue as unknown as {
      code: string;
      maximum?: number | bigint;
      minimum?: number | bigint;
      origin?: string;
    };
    if (raw.code === 'too_big' && raw.origin === 'string')
      return translate(lang, 'FIELD_TOO_LONG', { field: name, max: Number(raw.maximum) });
    if ((raw.code === 'too_big' || raw.code === 'too_small') && raw.origin === 'number') {
      return translate(lang, 'FIELD_RANGE', { field: name, min: field.min ?? '-', max: field.max ?? '-' });
    }
    if (raw.code === 'invalid_value')
      return translate(lang, 'FIELD_NOT_IN_DICT', { field: name, value: String(value) });
    if (raw.code === 'invalid_format' && field.pattern?.message)
      return `${translate(lang, 'FIELD_INVALID', { field: name })}: ${field.pattern.message[lang]}`;
    return translate(lang, 'FIELD_INVALID', { field: name });
  }

  /** The values checkValues looks at (refs, dictionaries, areas, files): rows alike in these check alike. */
  checkedValues(data: Row): Row {
    const out: Row = {};
    for (const [key, value] of Object.entries(data)) {
      const type = this.spec.fields[key]?.type;
      if (type && CHECKED_TYPES.has(type)) out[key] = value;
    }
    return out;
  }

  /** Refs point at rows the caller may use, dict values are items of their dictionary, areas and files exist. */
  async checkValues(db: Db, caller: Caller, data: Row): Promise<void> {
    const fields: Record<string, string> = {};
    const lang = caller.lang;
    for (const [key, value] of Object.entries(data)) {
      const field = this.spec.fields[key];
      if (!field || value == null || value === '' || (Array.isArray(value) && !value.length)) continue;
      const values = Array.isArray(value) ? value : [value];
      if ((field.type === 'ref' || field.type === 'refs') && field.ref) {
        const target = registry.get(field.ref);
        if (!target) continue;
        const found = await target.labels(db, caller, values, field.refKey ?? 'id');
        if (values.some((v) => !found.has(String(v))))
          fields[key] = translate(lang, 'REF_NOT_FOUND', { field: this.label(key, lang) });
      } else if (field.type === 'dict' && field.dict) {
        const items = (await dictionaries(db, lang)).get(field.dict);
        const bad = items && values.find((v) => !items.has(String(v)));
        if (bad !== undefined && bad !== false)
          fields[key] = translate(lang, 'FIELD_NOT_IN_DICT', {
            field: this.label(key, lang),
            value: String(bad),
          });
      } else if (field.type === 'area') {
        const index = await areaIndex(db);
        if (index.size && !index.has(String(value)))
          fields[key] = translate(lang, 'FIELD_NOT_IN_DICT', {
            field: this.label(key, lang),
            value: String(value),
          });
      } else if (field.type === 'image' || field.type === 'file') {
        const [file] = await db
          .select({ id: attachments.id })
          .from(attachments)
          .where(
            and(
              eq(attachments.id, Number(value)),
              eq(attachments.tenantId, caller.tenantId),
              isNull(attachments.deletedAt),
            ),
          );
        if (!file) fields[key] = translate(lang, 'REF_NOT_FOUND', { field: this.label(key, lang) });
      }
    }
    if (Object.keys(fields).length)
      throw new AppError(400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
  }

  /** Column values (table property names) of the fields present in data. */
  toValues(data: Row): Row {
    const out: Row = {};
    for (const [key, prop] of this.writeProps) {
      if (!(key in data)) continue;
      const field = this.spec.fields[key]!;
      const value = data[key];
      out[prop] =
        value == null || value === ''
          ? field.type === 'text' || field.type === 'textarea'
            ? (value ?? null) || null
            : null
          : TIME_TYPES.has(field.type)
            ? new Date(Number(value))
            : value;
    }
    return out;
  }

  /** Declared defaults for fields a create leaves out (null and '' stay: they mean empty). */
  withDefaults(data: Row): Row {
    const out = { ...data };
    for (const [key, field] of Object.entries(this.spec.fields)) {
      if (out[key] === undefined && field.default !== undefined && (field.form ?? true) !== false)
        out[key] = field.default;
    }
    return out;
  }

  async create(db: Db, h: Omit<HookContext, 'tx'>, body: unknown): Promise<number> {
    const { caller } = h;
    this.assertWritable(caller, 'create');
    const data = this.validate(
      'create',
      this.withDefaults((body && typeof body === 'object' ? body : {}) as Row),
      caller.lang,
    );
    await this.checkValues(db, caller, data);
    return this.write(db, () =>
      db.transaction(async (tx) => {
        const hc = { ...h, tx: tx as unknown as Db };
        const values = this.toValues(data);
        if (this.tenantProp) values[this.tenantProp] = caller.tenantId;
        await this.def.hooks?.beforeCreate?.(values, data, hc);
        const [row] = await tx.insert(this.table).values(values).returning({ id: this.idColumn });
        const id = row!.id as number;
        await this.writeRelations(hc.tx, id, data, true);
        await this.writeTranslations(hc.tx, id, data);
        await this.def.hooks?.afterCreate?.(id, data, hc);
        return id;
      }),
    ).finally(() => this.def.hooks?.afterCommit?.(h));
  }

  /** An import inserts many rows to a statement (one at a time took seconds for 2,000 vehicles): see bulkImport. */
  get insertsInBulk(): boolean {
    return (
      this.def.bulkImport === true &&
      this.def.importMode !== 'upsert' &&
      !Object.keys(this.def.relations ?? {}).length &&
      !this.def.localize &&
      !this.def.hooks?.afterCreate
    );
  }

  /** Rows an import validated and checked, each through the beforeCreate hook, in one insert (inside the import's transaction). */
  async insertMany(tx: Db, h: Omit<HookContext, 'tx'>, rows: Row[]): Promise<void> {
    this.assertWritable(h.caller, 'create');
    const hc = { ...h, tx };
    const values: Row[] = [];
    for (const data of rows) {
      const row = this.toValues(data);
      if (this.tenantProp) row[this.tenantProp] = h.caller.tenantId;
      await this.def.hooks?.beforeCreate?.(row, data, hc);
      values.push(row);
    }
    if (values.length) await this.write(tx, () => tx.insert(this.table).values(values));
  }

  async update(db: Db, h: Omit<HookContext, 'tx'>, body: unknown): Promise<number> {
    const { caller } = h;
    const data = this.validate('update', body, caller.lang);
    const id = Number(data.id);
    const current = await this.current(db, caller, id);
    this.assertWritable(caller, 'update');
    for (const [key, field] of Object.entries(this.spec.fields)) {
      // A masked value comes back masked from a caller who cannot see it: it is not a change.
      if (field.masked && !caller.can(field.masked)) delete data[key];
    }
    await this.checkValues(db, caller, data);
    const parentKey = this.spec.tree?.parentKey;
    if (parentKey && data[parentKey] != null)
      await this.assertNoCycle(db, caller, id, Number(data[parentKey]));
    await this.write(db, () =>
      db.transaction(async (tx) => {
        const hc = { ...h, tx: tx as unknown as Db };
        const values = this.toValues(data);
        await this.def.hooks?.beforeUpdate?.(id, values, data, current, hc);
        if (Object.keys(values).length) await tx.update(this.table).set(values).where(eq(this.idColumn, id));
        await this.writeRelations(hc.tx, id, data, false);
        await this.writeTranslations(hc.tx, id, data);
        await this.def.hooks?.afterUpdate?.(id, data, current, hc);
      }),
    ).finally(() => this.def.hooks?.afterCommit?.(h));
    return id;
  }

  /** Deletes rows of the caller's scope; an id the caller cannot see fails the whole call with 404. */
  async remove(db: Db, h: Omit<HookContext, 'tx'>, ids: number[]): Promise<unknown> {
    const { caller } = h;
    const wanted = [...new Set(ids)];
    if (this.def.remove) return this.def.remove(wanted, h);
    const found = wanted.length
      ? await db
          .select({ id: this.idColumn })
          .from(this.table)
          .where(and(inArray(this.idColumn, wanted), this.scopeWhere(caller)))
      : [];
    if (!wanted.length || found.length !== wanted.length) throw notFound();
    this.assertWritable(caller, 'delete');
    const parentKey = this.spec.tree?.parentKey;
    if (parentKey) {
      const parentColumn = this.column(parentKey)!;
      const [child] = await db
        .select({ parent: parentColumn })
        .from(this.table)
        .where(and(inArray(parentColumn, wanted), notInArray(this.idColumn, wanted)))
        .limit(1);
      if (child)
        throw new AppError(409, 'HAS_CHILDREN', {
          name: await this.rowName(db, caller, Number(child.parent)),
        });
    }
    await this.write(
      db,
      () =>
        db.transaction(async (tx) => {
          const hc = { ...h, tx: tx as unknown as Db };
          await this.def.hooks?.beforeDelete?.(wanted, hc);
          await tx.delete(this.table).where(inArray(this.idColumn, wanted));
          await this.def.hooks?.afterDelete?.(wanted, hc);
        }),
      wanted,
    ).finally(() => this.def.hooks?.afterCommit?.(h));
    return { deleted: wanted.length };
  }

  async rowName(db: Db, caller: Caller, id: number): Promise<string> {
    const key = this.spec.rowName ?? this.spec.optionLabel;
    const column = this.column(key);
    if (!column) return String(id);
    const [row] = await db
      .select({ name: column })
      .from(this.table)
      .where(and(eq(this.idColumn, id), this.scopeWhere(caller)));
    return row ? String(row.name) : String(id);
  }

  private async assertNoCycle(db: Db, caller: Caller, id: number, parentId: number) {
    const parentColumn = this.column(this.spec.tree!.parentKey)!;
    let cursor: number | null = parentId;
    for (let depth = 0; cursor != null && depth < 64; depth++) {
      if (cursor === id) throw new AppError(400, 'PARENT_CYCLE');
      const [row] = await db
        .select({ parent: parentColumn })
        .from(this.table)
        .where(eq(this.idColumn, cursor));
      cursor = (row?.parent as number | null) ?? null;
    }
  }

  private async writeRelations(tx: Db, id: number, data: Row, creating: boolean) {
    for (const [key, relation] of Object.entries(this.def.relations ?? {})) {
      if (!(key in data) && !creating) continue;
      const targets = [...new Set(((data[key] as number[] | null) ?? []).map(Number))];
      if (!creating) await tx.delete(relation.table).where(eq(relation.owner, id));
      if (targets.length)
        await tx.insert(relation.table).values(targets.map((t) => relationRow(relation, id, t)));
    }
  }

  private async writeTranslations(tx: Db, id: number, data: Row) {
    const localize = this.def.localize;
    const edits = Object.entries(localize?.edit ?? {}).filter(([, key]) => key in data) as [
      'en-US' | 'zh-TW',
      string,
    ][];
    if (!localize || !edits.length) return;
    const [row] = await tx.select().from(this.table).where(eq(this.idColumn, id));
    const code = row ? localize.code(row as Row) : null;
    if (!code) return;
    for (const [lang, key] of edits) {
      const value = data[key];
      if (value == null || value === '')
        await tx.delete(locales).where(and(eq(locales.code, code), eq(locales.lang, lang)));
      else
        await tx
          .insert(locales)
          .values({ code, lang, value: String(value) })
          .onConflictDoUpdate({ target: [locales.code, locales.lang], set: { value: String(value) } });
    }
  }

  /** Runs a write and turns constraint violations into messages naming the field (409) or the reference. */
  async write<T>(db: Db, run: () => Promise<T>, deleting?: number[]): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw (await this.mapDbError(db, err, deleting)) ?? err;
    }
  }

  uniqueFields(constraint: string): string[] | null {
    return this.uniques.find((u) => u.name === constraint)?.fields ?? null;
  }

  private async mapDbError(_db: Db, err: unknown, deleting?: number[]): Promise<AppError | null> {
    const cause = dbCause(err);
    if (!cause) return null;
    if (cause.code === '23505') {
      const fields = this.uniqueFields(cause.constraint ?? '') ?? [];
      const key = fields[fields.length - 1];
      return new ConflictError(this, key ?? null);
    }
    if (cause.code === '23503') {
      if (deleting) return new InUseError(this);
      return new AppError(400, 'REF_NOT_FOUND', { field: cause.constraint ?? '' });
    }
    return null;
  }
}

/** A duplicate value, translated when it is sent: the message names the field in the caller's language. */
export class ConflictError extends AppError {
  constructor(
    readonly resource: Resource,
    readonly key: string | null,
  ) {
    super(409, 'CONFLICT', { field: key ?? '' });
  }
}

/** Rows still referenced elsewhere: the message names the resource in the caller's language. */
export class InUseError extends AppError {
  constructor(readonly resource: Resource) {
    super(409, 'IN_USE', { name: resource.spec.title['zh-CN'] });
  }
}

/** The PostgreSQL error behind a driver or drizzle error. */
export function dbCause(err: unknown): { code: string; constraint?: string } | null {
  let current: unknown = err;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return current as { code: string; constraint?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Localizes errors that carry resource field names before the error handler sends them. */
export function localizeError(error: unknown, lang: Language): unknown {
  if (error instanceof ConflictError) {
    const field = error.key ? error.resource.label(error.key, lang) : '';
    const fields = error.key ? { [error.key]: translate(lang, 'CONFLICT', { field }) } : undefined;
    return new AppError(409, 'CONFLICT', { field }, fields);
  }
  if (error instanceof InUseError)
    return new AppError(409, 'IN_USE', { name: error.resource.spec.title[lang] });
  return error;
}

function relationRow(relation: Relation, owner: number, target: number): Row {
  const columns = getTableColumns(relation.table) as Record<string, AnyPgColumn>;
  const out: Row = {};
  for (const [prop, col] of Object.entries(columns)) {
    if (col === relation.owner) out[prop] = owner;
    if (col === relation.target) out[prop] = target;
  }
  return out;
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

export const exportFields = (spec: ResourceSpec) => {
  const listed = new Set(listFields(spec).map(([k]) => k));
  return Object.entries(spec.fields).filter(
    ([key, f]) => f.type !== 'password' && (f.export ?? listed.has(key)),
  );
};
