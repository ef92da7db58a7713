import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  resourceOperations,
  type FieldSpec,
  type Language,
  type OptionItem,
  type ResourceOperation,
  type ResourcePage,
  type ResourceSpec,
} from '@chelian/contracts';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { vehicleScopeOf, withinVehicleScope } from '../platform/vehicle-scope';
import * as decorate from './decorate';
import * as query from './query';
import type { Caller, HookContext, ResourceDefinition } from './types';
import * as write from './write';

export { exportFields } from './decorate';
export { decodeCursor, EXACT_COUNT_LIMIT, startsWith, toWire } from './query';
export { allResources, resourceByName, useResources } from './registry';
export { ConflictError, dbCause, InUseError, localizeError } from './write';

type Row = Record<string, unknown>;

/**
 * A resource declaration with its server parts. Declaring registers nothing: a domain plugin lists
 * its resources and the engine serves them (engine/domain.ts).
 */
export function defineResource(def: ResourceDefinition): Resource {
  return new Resource(def);
}

/**
 * A resource: its declaration and what the engine derives from it once (columns, write properties, unique
 * constraints). Reading lives in query.ts, what a read shows in decorate.ts, changes in write.ts.
 */
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
      if (query.isColumn(column) && propOf.has(column)) {
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

  /** Where a field's value is read from ('id': the id column). */
  column(key: string): AnyPgColumn | undefined {
    return key === 'id' ? this.idColumn : this.readColumns.get(key);
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
        if (scope.vehicle && !admin)
          own = and(own, withinVehicleScope(vehicleScopeOf(caller.auth), scope.vehicle));
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

  // ---- reads (query.ts) ----

  conditions(
    caller: Caller,
    body: Row,
    opts: { admin?: boolean; where?: SQL; codePoint?: boolean } = {},
  ): SQL | undefined {
    return query.conditions(this, caller, body, opts);
  }

  sortOf(body: Row): { column: AnyPgColumn; order: 'asc' | 'desc' } {
    return query.sortOf(this, body);
  }

  orderBy(body: Row): SQL[] {
    return query.orderBy(this, body);
  }

  rows(
    db: Db,
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
    cursorColumn?: AnyPgColumn,
  ): Promise<Row[]> {
    return query.rows(this, db, where, order, limit, offset, cursorColumn);
  }

  total(db: Db, where: SQL | undefined): Promise<{ total: number; exact: boolean }> {
    return query.total(this, db, where);
  }

  page(
    db: Db,
    caller: Caller,
    body: Row,
    opts: { admin?: boolean; where?: SQL } = {},
  ): Promise<ResourcePage> {
    return query.page(this, db, caller, body, opts);
  }

  find(db: Db, caller: Caller, id: number, admin = false): Promise<Row> {
    return query.find(this, db, caller, id, admin);
  }

  current(db: Db, caller: Caller, id: number): Promise<Row> {
    return query.current(this, db, caller, id);
  }

  options(
    db: Db,
    caller: Caller,
    opts: { keyword?: string; ids?: number[]; limit?: number; where?: SQL; admin?: boolean },
  ): Promise<OptionItem[]> {
    return query.options(this, db, caller, opts);
  }

  tree(db: Db, caller: Caller, body: Row): Promise<Row[]> {
    return query.tree(this, db, caller, body);
  }

  children(db: Db, caller: Caller, parentId: number | null): Promise<Row[]> {
    return query.children(this, db, caller, parentId);
  }

  rowName(db: Db, caller: Caller, id: number): Promise<string> {
    return query.rowName(this, db, caller, id);
  }

  // ---- what a read shows (decorate.ts) ----

  labels(
    db: Db,
    caller: Caller,
    values: unknown[],
    key = 'id',
  ): Promise<Map<string, { label: string; code?: string }>> {
    return decorate.labels(this, db, caller, values, key);
  }

  decorate(db: Db, caller: Caller, rows: Row[], mode: 'list' | 'find' | 'export'): Promise<Row[]> {
    return decorate.decorate(this, db, caller, rows, mode);
  }

  // ---- writes (write.ts) ----

  validate(mode: 'create' | 'update', body: unknown, lang: Language): Row {
    return write.validate(this, mode, body, lang);
  }

  issueMessage(key: string, issue: z.core.$ZodIssue, value: unknown, lang: Language): string {
    return write.issueMessage(this, key, issue, value, lang);
  }

  checkedValues(data: Row): Row {
    return write.checkedValues(this, data);
  }

  checkValues(db: Db, caller: Caller, data: Row): Promise<void> {
    return write.checkValues(this, db, caller, data);
  }

  toValues(data: Row): Row {
    return write.toValues(this, data);
  }

  withDefaults(data: Row): Row {
    return write.withDefaults(this, data);
  }

  create(db: Db, h: Omit<HookContext, 'tx'>, body: unknown): Promise<number> {
    return write.create(this, db, h, body);
  }

  get insertsInBulk(): boolean {
    return write.insertsInBulk(this);
  }

  insertMany(tx: Db, h: Omit<HookContext, 'tx'>, rows: Row[]): Promise<void> {
    return write.insertMany(this, tx, h, rows);
  }

  update(db: Db, h: Omit<HookContext, 'tx'>, body: unknown): Promise<number> {
    return write.update(this, db, h, body);
  }

  remove(db: Db, h: Omit<HookContext, 'tx'>, ids: number[]): Promise<unknown> {
    return write.remove(this, db, h, ids);
  }

  write<T>(db: Db, run: () => Promise<T>, deleting?: number[]): Promise<T> {
    return write.write(this, db, run, deleting);
  }

  uniqueFields(constraint: string): string[] | null {
    return write.uniqueFields(this, constraint);
  }
}
