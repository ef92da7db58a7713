import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldSpec, Language, ResourceSpec } from '@chelian/contracts';
import type { Db } from '../db/client';
import type { AuthContext, SessionStore } from '../platform/auth/sessions';
import type { ServerContext } from '../platform/context';

/** A readable value of a field: a column of the resource's table, or an SQL expression (read-only). */
export type ReadColumn = AnyPgColumn | SQL;

/**
 * Whose rows a resource holds:
 * - tenant: each tenant its own rows (column holds the tenant id);
 * - global: shared reference data, read by everyone holding the permission, changed only by the platform tenant;
 * - platform: the platform tenant only;
 * - self: the tenants table (the platform tenant sees all, any other tenant only itself);
 * - via: rows owned through a parent row (e.g. theme attributes through their theme's tenant).
 * A tenant scope naming the `vehicle` column of its rows is also bounded by the caller's vehicle
 * scope (platform/vehicle-scope.ts): a dealer's user sees only the rows of its vehicles.
 */
export type Scope =
  | { kind: 'tenant'; column: AnyPgColumn; vehicle?: AnyPgColumn | SQL }
  | { kind: 'global' }
  | { kind: 'platform' }
  | { kind: 'self'; column: AnyPgColumn }
  | { kind: 'via'; where: (tenantId: number) => SQL };

/** The signed-in caller as the engine needs it. */
export interface Caller {
  auth: AuthContext;
  tenantId: number;
  userId: number;
  lang: Language;
  /** the caller's tenant is the platform tenant */
  isPlatform: boolean;
  can(permission: string): boolean;
  /** the read shows personal data in clear: the request goes to the business log (platform/audit.ts) */
  disclosed?(): void;
}

export interface HookContext {
  tx: Db;
  caller: Caller;
  server: ServerContext;
  sessions: SessionStore;
  /** 'import' when the row comes from an uploaded file */
  source: 'api' | 'import';
  /** lookups that hold for the whole request, when it writes many rows (an import): see memoized() */
  memo?: Map<string, Promise<unknown>>;
}

/** A lookup made once per request when the context carries a memo (an import of 2,000 rows), else each time. */
export function memoized<T>(
  h: Pick<HookContext, 'memo'>,
  key: string,
  load: () => PromiseLike<T>,
): Promise<T> {
  if (!h.memo) return Promise.resolve(load());
  let value = h.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    // resolved once here: a query builder runs again at every await
    value = Promise.resolve(load());
    h.memo.set(key, value);
  }
  return value;
}

type Values = Record<string, unknown>;

export interface Hooks {
  /** values are keyed by the table's property names; input is the validated body (field keys) */
  beforeCreate?(values: Values, input: Values, h: HookContext): Promise<void> | void;
  afterCreate?(id: number, input: Values, h: HookContext): Promise<void> | void;
  beforeUpdate?(
    id: number,
    values: Values,
    input: Values,
    current: Values,
    h: HookContext,
  ): Promise<void> | void;
  afterUpdate?(id: number, input: Values, current: Values, h: HookContext): Promise<void> | void;
  beforeDelete?(ids: number[], h: HookContext): Promise<void> | void;
  afterDelete?(ids: number[], h: HookContext): Promise<void> | void;
  /** after any committed change (caches, session permissions) */
  afterCommit?(h: Omit<HookContext, 'tx'>): Promise<void> | void;
}

/** A refs field kept in a join table: owner column -> this row's id, target column -> the referenced id. */
export interface Relation {
  table: PgTable;
  owner: AnyPgColumn;
  target: AnyPgColumn;
}

/** Translations of one field of a row, kept in the locales table under code(row). */
export interface Localize {
  field: string;
  code: (row: Values) => string | null;
  /** fields of the declaration that edit the translations, by language */
  edit?: Partial<Record<'en-US' | 'zh-TW', string>>;
}

export interface ResourceDefinition {
  spec: ResourceSpec;
  table: PgTable;
  /** the id column (default table.id) */
  id?: AnyPgColumn;
  scope: Scope;
  /** fields read from somewhere other than the table property of the same name */
  columns?: Record<string, ReadColumn>;
  /** a fixed filter of every read and write (e.g. only BUTTON menus) */
  where?: () => SQL;
  relations?: Record<string, Relation>;
  /**
   * "contains" searches of computed fields, written so an index of the other table serves them:
   * the value's ilike pattern in, a condition on this table's rows out (the computed column itself
   * would run its subquery once per row of the table)
   */
  searches?: Record<string, (pattern: string) => SQL>;
  /**
   * The table column an equality search of a computed field compares with, where the field shows
   * that column changed (a level read as text): `level::text = '2'` can use no index of the
   * column, `level = '2'` can (bench/RESULTS.md, alarms).
   */
  equals?: Record<string, AnyPgColumn>;
  localize?: Localize;
  /**
   * Fields that may hold a text the server wrote (a seeded name, a sandbox's reason): each gives the
   * translation code of a row's stored text while it is still that text, else null (typed by a user:
   * shown as entered). Lists and exports show the caller's language; a form keeps the stored text.
   */
  systemTexts?: Record<string, (row: Values) => string | null>;
  hooks?: Hooks;
  /** replaces the standard delete (answers whatever it returns; ids outside the scope are ignored, not 404) */
  remove?: (ids: number[], h: Omit<HookContext, 'tx'>) => Promise<unknown>;
  /** 'upsert': an imported row whose unique key exists updates it (translations) */
  /**
   * Imports insert the file's rows many to a statement. Only for a resource whose beforeCreate
   * hook does not read rows of the same file (they are not written yet), and that writes nothing
   * but the row (no relations, translations or afterCreate hook).
   */
  bulkImport?: boolean;
  importMode?: 'insert' | 'upsert';
  /** a valid example row (scalar fields); the import template's sample row starts from it */
  sample?: () => Values;
  /**
   * Data kept sealed and read as masks, shown in clear to a caller holding the permission in
   * lists, details and exports alike: rows (already decorated) get their clear values from
   * `open`, and the request is written to the business log as a read of personal data.
   */
  reveal?: { permission: string; open(rows: Values[], db: Db, caller: Caller): Promise<void> };
  /** adds fields to find answers */
  detail?: (row: Values, caller: Caller, db: Db) => Promise<void> | void;
  /** count exactly whatever the cost (small tables); default: exact up to 10000, then an estimate */
  exactTotal?: boolean;
  /** checks of an imported row beyond its fields (the state of what it changes), so one report lists every bad row; throws an AppError with fields */
  checkRow?: (db: Db, caller: Caller, data: Values) => Promise<void>;
  /** 'native': the export writes field keys as headers and stored codes as values, for exchange with other systems */
  exportStyle?: 'labels' | 'native';
}

export type FieldEntry = [key: string, field: FieldSpec];
