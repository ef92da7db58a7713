import { and, eq, getTableColumns, inArray, isNull, notInArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { inputSchema, type Language } from '@chelian/contracts';
import type { Db } from '../db/client';
import { attachments } from '../platform/files/schema';
import { AppError, notFound } from '../platform/errors';
import { translate } from '../platform/messages';
import { locales } from '../platform/schema';
import type { Resource } from './engine';
import { areaIndex, dictionaries } from './labels';
import { TIME_TYPES } from './query';
import { resourceByName } from './registry';
import type { Caller, HookContext, Relation } from './types';

// Changing a resource: validation, value checks and mapping, inserts, updates and deletes with their hooks,
// constraint violations turned into localized errors.

type Row = Record<string, unknown>;

/** field types checkValues looks up */
const CHECKED_TYPES = new Set(['ref', 'refs', 'dict', 'area', 'image', 'file']);

/** Input schemas by resource and mode, built on first use. */
const schemas = new WeakMap<Resource, Partial<Record<'create' | 'update', z.ZodType>>>();

function inputOf(resource: Resource, mode: 'create' | 'update'): z.ZodType {
  let built = schemas.get(resource);
  if (!built) schemas.set(resource, (built = {}));
  return (built[mode] ??= inputSchema(resource.spec, mode));
}

/** Validates a create or update body against the shared declaration; messages name fields by their labels. */
export function validate(resource: Resource, mode: 'create' | 'update', body: unknown, lang: Language): Row {
  const schema = inputOf(resource, mode);
  const input = (body && typeof body === 'object' ? body : {}) as Row;
  const parsed = schema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'body');
      if (fields[key]) continue;
      fields[key] = resource.issueMessage(key, issue, input[key], lang);
    }
  }
  const data = (parsed.success ? parsed.data : {}) as Row;
  for (const [key, field] of Object.entries(resource.spec.fields)) {
    if (!field.required || fields[key] || !(key in input)) continue;
    const value = data[key] ?? input[key];
    const empty = value == null || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty && (mode === 'update' || field.form !== 'create'))
      fields[key] = translate(lang, 'FIELD_REQUIRED', { field: resource.label(key, lang) });
  }
  if (Object.keys(fields).length)
    throw new AppError(400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
  return data;
}

export function issueMessage(
  resource: Resource,
  key: string,
  issue: z.core.$ZodIssue,
  value: unknown,
  lang: Language,
): string {
  const field = resource.spec.fields[key];
  const name = resource.label(key, lang);
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
export function checkedValues(resource: Resource, data: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(data)) {
    const type = resource.spec.fields[key]?.type;
    if (type && CHECKED_TYPES.has(type)) out[key] = value;
  }
  return out;
}

/** Refs point at rows the caller may use, dict values are items of their dictionary, areas and files exist. */
export async function checkValues(resource: Resource, db: Db, caller: Caller, data: Row): Promise<void> {
  const fields: Record<string, string> = {};
  const lang = caller.lang;
  for (const [key, value] of Object.entries(data)) {
    const field = resource.spec.fields[key];
    if (!field || value == null || value === '' || (Array.isArray(value) && !value.length)) continue;
    const values = Array.isArray(value) ? value : [value];
    if ((field.type === 'ref' || field.type === 'refs') && field.ref) {
      const target = resourceByName(field.ref);
      if (!target) continue;
      const found = await target.labels(db, caller, values, field.refKey ?? 'id');
      if (values.some((v) => !found.has(String(v))))
        fields[key] = translate(lang, 'REF_NOT_FOUND', { field: resource.label(key, lang) });
    } else if (field.type === 'dict' && field.dict) {
      const items = (await dictionaries(db, lang)).get(field.dict);
      const bad = items && values.find((v) => !items.has(String(v)));
      if (bad !== undefined && bad !== false)
        fields[key] = translate(lang, 'FIELD_NOT_IN_DICT', {
          field: resource.label(key, lang),
          value: String(bad),
        });
    } else if (field.type === 'area') {
      const index = await areaIndex(db);
      if (index.size && !index.has(String(value)))
        fields[key] = translate(lang, 'FIELD_NOT_IN_DICT', {
          field: resource.label(key, lang),
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
      if (!file) fields[key] = translate(lang, 'REF_NOT_FOUND', { field: resource.label(key, lang) });
    }
  }
  if (Object.keys(fields).length)
    throw new AppError(400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
}

/** Column values (table property names) of the fields present in data. */
export function toValues(resource: Resource, data: Row): Row {
  const out: Row = {};
  for (const [key, prop] of resource.writeProps) {
    if (!(key in data)) continue;
    const field = resource.spec.fields[key]!;
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
export function withDefaults(resource: Resource, data: Row): Row {
  const out = { ...data };
  for (const [key, field] of Object.entries(resource.spec.fields)) {
    if (out[key] === undefined && field.default !== undefined && (field.form ?? true) !== false)
      out[key] = field.default;
  }
  return out;
}

export async function create(
  resource: Resource,
  db: Db,
  h: Omit<HookContext, 'tx'>,
  body: unknown,
): Promise<number> {
  const { caller } = h;
  resource.assertWritable(caller, 'create');
  const data = resource.validate(
    'create',
    resource.withDefaults((body && typeof body === 'object' ? body : {}) as Row),
    caller.lang,
  );
  await resource.checkValues(db, caller, data);
  return resource
    .write(db, () =>
      db.transaction(async (tx) => {
        const hc = { ...h, tx: tx as unknown as Db };
        const values = resource.toValues(data);
        if (resource.tenantProp) values[resource.tenantProp] = caller.tenantId;
        await resource.def.hooks?.beforeCreate?.(values, data, hc);
        const [row] = await tx.insert(resource.table).values(values).returning({ id: resource.idColumn });
        const id = row!.id as number;
        await writeRelations(resource, hc.tx, id, data, true);
        await writeTranslations(resource, hc.tx, id, data);
        await resource.def.hooks?.afterCreate?.(id, data, hc);
        return id;
      }),
    )
    .finally(() => resource.def.hooks?.afterCommit?.(h));
}

/** An import inserts many rows to a statement (one at a time took seconds for 2,000 vehicles): see bulkImport. */
export function insertsInBulk(resource: Resource): boolean {
  return (
    resource.def.bulkImport === true &&
    resource.def.importMode !== 'upsert' &&
    !Object.keys(resource.def.relations ?? {}).length &&
    !resource.def.localize &&
    !resource.def.hooks?.afterCreate
  );
}

/** Rows an import validated and checked, each through the beforeCreate hook, in one insert (inside the import's transaction). */
export async function insertMany(
  resource: Resource,
  tx: Db,
  h: Omit<HookContext, 'tx'>,
  rows: Row[],
): Promise<void> {
  resource.assertWritable(h.caller, 'create');
  const hc = { ...h, tx };
  const values: Row[] = [];
  for (const data of rows) {
    const row = resource.toValues(data);
    if (resource.tenantProp) row[resource.tenantProp] = h.caller.tenantId;
    await resource.def.hooks?.beforeCreate?.(row, data, hc);
    values.push(row);
  }
  if (values.length) await resource.write(tx, () => tx.insert(resource.table).values(values));
}

export async function update(
  resource: Resource,
  db: Db,
  h: Omit<HookContext, 'tx'>,
  body: unknown,
): Promise<number> {
  const { caller } = h;
  const data = resource.validate('update', body, caller.lang);
  const id = Number(data.id);
  const current = await resource.current(db, caller, id);
  resource.assertWritable(caller, 'update');
  for (const [key, field] of Object.entries(resource.spec.fields)) {
    // A masked value comes back masked from a caller who cannot see it: it is not a change.
    if (field.masked && !caller.can(field.masked)) delete data[key];
  }
  await resource.checkValues(db, caller, data);
  const parentKey = resource.spec.tree?.parentKey;
  if (parentKey && data[parentKey] != null)
    await assertNoCycle(resource, db, caller, id, Number(data[parentKey]));
  await resource
    .write(db, () =>
      db.transaction(async (tx) => {
        const hc = { ...h, tx: tx as unknown as Db };
        const values = resource.toValues(data);
        await resource.def.hooks?.beforeUpdate?.(id, values, data, current, hc);
        if (Object.keys(values).length)
          await tx.update(resource.table).set(values).where(eq(resource.idColumn, id));
        await writeRelations(resource, hc.tx, id, data, false);
        await writeTranslations(resource, hc.tx, id, data);
        await resource.def.hooks?.afterUpdate?.(id, data, current, hc);
      }),
    )
    .finally(() => resource.def.hooks?.afterCommit?.(h));
  return id;
}

/** Deletes rows of the caller's scope; an id the caller cannot see fails the whole call with 404. */
export async function remove(
  resource: Resource,
  db: Db,
  h: Omit<HookContext, 'tx'>,
  ids: number[],
): Promise<unknown> {
  const { caller } = h;
  const wanted = [...new Set(ids)];
  if (resource.def.remove) return resource.def.remove(wanted, h);
  const found = wanted.length
    ? await db
        .select({ id: resource.idColumn })
        .from(resource.table)
        .where(and(inArray(resource.idColumn, wanted), resource.scopeWhere(caller)))
    : [];
  if (!wanted.length || found.length !== wanted.length) throw notFound();
  resource.assertWritable(caller, 'delete');
  const parentKey = resource.spec.tree?.parentKey;
  if (parentKey) {
    const parentColumn = resource.column(parentKey)!;
    const [child] = await db
      .select({ parent: parentColumn })
      .from(resource.table)
      .where(and(inArray(parentColumn, wanted), notInArray(resource.idColumn, wanted)))
      .limit(1);
    if (child)
      throw new AppError(409, 'HAS_CHILDREN', {
        name: await resource.rowName(db, caller, Number(child.parent)),
      });
  }
  await resource
    .write(
      db,
      () =>
        db.transaction(async (tx) => {
          const hc = { ...h, tx: tx as unknown as Db };
          await resource.def.hooks?.beforeDelete?.(wanted, hc);
          await tx.delete(resource.table).where(inArray(resource.idColumn, wanted));
          await resource.def.hooks?.afterDelete?.(wanted, hc);
        }),
      wanted,
    )
    .finally(() => resource.def.hooks?.afterCommit?.(h));
  return { deleted: wanted.length };
}

async function assertNoCycle(resource: Resource, db: Db, caller: Caller, id: number, parentId: number) {
  const parentColumn = resource.column(resource.spec.tree!.parentKey)!;
  let cursor: number | null = parentId;
  for (let depth = 0; cursor != null && depth < 64; depth++) {
    if (cursor === id) throw new AppError(400, 'PARENT_CYCLE');
    const [row] = await db
      .select({ parent: parentColumn })
      .from(resource.table)
      .where(eq(resource.idColumn, cursor));
    cursor = (row?.parent as number | null) ?? null;
  }
}

async function writeRelations(resource: Resource, tx: Db, id: number, data: Row, creating: boolean) {
  for (const [key, relation] of Object.entries(resource.def.relations ?? {})) {
    if (!(key in data) && !creating) continue;
    const targets = [...new Set(((data[key] as number[] | null) ?? []).map(Number))];
    if (!creating) await tx.delete(relation.table).where(eq(relation.owner, id));
    if (targets.length)
      await tx.insert(relation.table).values(targets.map((t) => relationRow(relation, id, t)));
  }
}

async function writeTranslations(resource: Resource, tx: Db, id: number, data: Row) {
  const localize = resource.def.localize;
  const edits = Object.entries(localize?.edit ?? {}).filter(([, key]) => key in data) as [
    'en-US' | 'zh-TW',
    string,
  ][];
  if (!localize || !edits.length) return;
  const [row] = await tx.select().from(resource.table).where(eq(resource.idColumn, id));
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
export async function write<T>(
  resource: Resource,
  db: Db,
  run: () => Promise<T>,
  deleting?: number[],
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw (await mapDbError(resource, db, err, deleting)) ?? err;
  }
}

export function uniqueFields(resource: Resource, constraint: string): string[] | null {
  return resource.uniques.find((u) => u.name === constraint)?.fields ?? null;
}

async function mapDbError(
  resource: Resource,
  _db: Db,
  err: unknown,
  deleting?: number[],
): Promise<AppError | null> {
  const cause = dbCause(err);
  if (!cause) return null;
  if (cause.code === '23505') {
    const fields = resource.uniqueFields(cause.constraint ?? '') ?? [];
    const key = fields[fields.length - 1];
    return new ConflictError(resource, key ?? null);
  }
  if (cause.code === '23503') {
    if (deleting) return new InUseError(resource);
    return new AppError(400, 'REF_NOT_FOUND', { field: cause.constraint ?? '' });
  }
  return null;
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
