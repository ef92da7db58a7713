import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listFields, maskText, relationBase, type Language, type ResourceSpec } from '@chelian/contracts';
import type { Db } from '../db/client';
import { fileLinks } from '../platform/files/links';
import { locales } from '../platform/schema';
import type { Resource } from './engine';
import { areaIndex, dictionaries, localeMap } from './labels';
import { resourceByName } from './registry';
import type { Caller } from './types';

// Turning stored rows into what the console shows: reference and dictionary labels, areas, file links,
// translations, masks.

type Row = Record<string, unknown>;

export function localizeSource(resource: Resource): Record<string, AnyPgColumn> {
  // the columns the translation code is computed from
  const out: Record<string, AnyPgColumn> = {};
  if (!resource.def.localize) return out;
  for (const [key, column] of resource.readColumns) out[key] = column;
  return out;
}

export async function translationsFor(
  resource: Resource,
  db: Db,
  lang: Language,
): Promise<Map<string, string> | null> {
  return (resource.def.localize || optionLabelText(resource)) && lang !== 'zh-CN'
    ? localeMap(db, lang)
    : null;
}

/** The system text code of the option label field, when that field may hold one. */
const optionLabelText = (resource: Resource) => resource.def.systemTexts?.[resource.spec.optionLabel];

/** A row's label (fallback: its stored option label) in the language of names. */
export function localized(
  resource: Resource,
  row: Row,
  fallback: string,
  names: Map<string, string> | null,
): string {
  if (!names) return fallback;
  const systemText = optionLabelText(resource);
  const code = resource.def.localize
    ? resource.def.localize.code(row)
    : systemText
      ? systemText({ ...row, [resource.spec.optionLabel]: fallback })
      : null;
  return (code && names.get(code)) || fallback;
}

/** Labels (and codes) of rows of this resource by id, or by another field (refKey), as the caller may see them. */
export async function labels(
  resource: Resource,
  db: Db,
  caller: Caller,
  values: unknown[],
  key = 'id',
): Promise<Map<string, { label: string; code?: string }>> {
  const out = new Map<string, { label: string; code?: string }>();
  const keyColumn = resource.column(key);
  const labelColumn = resource.column(resource.spec.optionLabel);
  if (!values.length || !keyColumn || !labelColumn) return out;
  const codeColumn = resource.column('code');
  const rows = await db
    .select({
      key: keyColumn,
      label: labelColumn,
      ...(codeColumn ? { code: codeColumn } : {}),
      ...localizeSource(resource),
    })
    .from(resource.table)
    .where(and(inArray(keyColumn, values), resource.scopeWhere(caller)));
  const names = await translationsFor(resource, db, caller.lang);
  for (const r of rows as Row[]) {
    out.set(String(r.key), {
      label: localized(resource, r, String(r.label ?? ''), names),
      ...(codeColumn ? { code: r.code as string } : {}),
    });
  }
  return out;
}

/**
 * Adds what a read shows next to the stored values: ref labels and codes, refs id lists and labels,
 * area names, file paths, dictionary code and label (find), translations; masks masked fields.
 */
export async function decorate(
  resource: Resource,
  db: Db,
  caller: Caller,
  rows: Row[],
  mode: 'list' | 'find' | 'export',
): Promise<Row[]> {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id as number);
  for (const [key, relation] of Object.entries(resource.def.relations ?? {})) {
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
  for (const [key, field] of Object.entries(resource.spec.fields)) {
    const base = relationBase(key);
    if ((field.type === 'ref' || field.type === 'refs') && field.ref) {
      const target = resourceByName(field.ref);
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
        r[`${key}Label`] = r[key] ? (areasByCode.get(String(r[key]))?.names[lang] ?? null) : null;
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
  const localize = resource.def.localize;
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
      for (const r of rows)
        r[localize.field] = localized(resource, r, String(r[localize.field] ?? ''), names);
    }
  }
  const systemTexts = Object.entries(resource.def.systemTexts ?? {}).filter(
    // a form edits the stored text: only fields no form writes are translated in a detail
    ([key]) => mode !== 'find' || resource.spec.fields[key]?.form === false,
  );
  if (systemTexts.length && lang !== 'zh-CN') {
    const names = await localeMap(db, lang);
    for (const r of rows)
      for (const [key, codeOf] of systemTexts) {
        const value = names.get(codeOf(r) ?? '');
        if (value) r[key] = value;
      }
  }
  for (const [key, field] of Object.entries(resource.spec.fields)) {
    if (field.masked && !caller.can(field.masked))
      for (const r of rows) if (typeof r[key] === 'string') r[key] = maskText(r[key] as string);
  }
  const reveal = resource.def.reveal;
  if (reveal && caller.can(reveal.permission)) {
    await reveal.open(rows, db, caller);
    caller.disclosed?.();
  }
  return rows;
}

export const exportFields = (spec: ResourceSpec) => {
  const listed = new Set(listFields(spec).map(([k]) => k));
  return Object.entries(spec.fields).filter(
    ([key, f]) => f.type !== 'password' && (f.export ?? listed.has(key)),
  );
};
