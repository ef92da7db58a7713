import { createRequire } from 'node:module';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, dictCategories, dictItems, dictTypes, locales } from '../schema';
import {
  AREA_PREFIX,
  areaNameCode,
  dictCategoryCode,
  dictLabelCode,
  dictNameCode,
  syncTranslations,
} from '../localized';
import { areaNames } from './area-names';
import { DICTIONARY_CATEGORIES, FOUNDATION_CATEGORY, type Dictionary } from './dictionaries';

const require = createRequire(import.meta.url);

/**
 * Reference data every installation needs, demo or not, brought up to date at each start without touching what
 * administrators changed: dictionaries with their translations and categories, and the national area list.
 */
export async function syncReferenceData(db: Db, dictionaries: readonly Dictionary[]): Promise<void> {
  await db
    .insert(dictCategories)
    .values(
      DICTIONARY_CATEGORIES.map((c) => ({
        ...c,
        name: c.name['zh-CN'],
        description: c.description['zh-CN'],
      })),
    )
    .onConflictDoNothing();
  const categories = new Map(
    (await db.select({ id: dictCategories.id, code: dictCategories.code }).from(dictCategories)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  await db
    .insert(dictTypes)
    .values(
      dictionaries.map((d) => ({
        code: d.code,
        name: d.name['zh-CN'],
        categoryId: categories.get(d.category ?? FOUNDATION_CATEGORY[d.code] ?? '') ?? null,
      })),
    )
    .onConflictDoNothing();
  for (const [code, category] of Object.entries({
    ...FOUNDATION_CATEGORY,
    ...Object.fromEntries(dictionaries.filter((d) => d.category).map((d) => [d.code, d.category!])),
  })) {
    const id = categories.get(category);
    if (id)
      await db
        .update(dictTypes)
        .set({ categoryId: id })
        .where(and(eq(dictTypes.code, code), isNull(dictTypes.categoryId)));
  }
  await db
    .insert(dictItems)
    .values(
      dictionaries.flatMap((d) =>
        d.items.map(([code, name], i) => ({ typeCode: d.code, code, label: name['zh-CN'], sequence: i })),
      ),
    )
    .onConflictDoNothing();
  const translated = dictionaries.flatMap((d) =>
    d.items.flatMap(([code, name]) =>
      (['en-US', 'zh-TW'] as const).map((lang) => ({
        code: dictLabelCode(d.code, code),
        lang,
        value: name[lang],
      })),
    ),
  );
  for (let i = 0; i < translated.length; i += 1000)
    await db
      .insert(locales)
      .values(translated.slice(i, i + 1000))
      .onConflictDoNothing();
  // names of the dictionaries and their categories, shown by the dictionary screens in the caller's language
  await syncTranslations(db, [
    ...dictionaries.map((d) => [dictNameCode(d.code), d.name] as const),
    ...DICTIONARY_CATEGORIES.flatMap((c) => [
      [dictCategoryCode(c.code), c.name] as const,
      [dictCategoryCode(c.code, 'description'), c.description] as const,
    ]),
  ]);
  await syncAreas(db);
}

type AreaData = Record<string, Record<string, string>>;

/**
 * GB/T 2260 provinces, cities and districts (china-area-data): loaded once into an empty table;
 * their English and Traditional Chinese names once into the translations (an area added or renamed
 * later keeps its name as typed in every language, until it is given translations).
 */
export async function syncAreas(db: Db): Promise<void> {
  await loadAreas(db);
  const [named] = await db
    .select({ n: count() })
    .from(locales)
    .where(and(like(locales.code, `${AREA_PREFIX}%`), eq(locales.lang, 'en-US')));
  if (Number(named?.n ?? 0) > 0) return;
  const rows = await db.select({ code: areas.code, name: areas.name, level: areas.level }).from(areas);
  const names = await areaNames(rows.map((r) => ({ code: r.code, name: r.name, level: Number(r.level) })));
  await syncTranslations(
    db,
    [...names].map(([code, name]) => [areaNameCode(code), name] as const),
  );
}

async function loadAreas(db: Db): Promise<void> {
  const [present] = await db.select({ n: count() }).from(areas);
  if (Number(present?.n ?? 0) > 0) return;
  const data = require('china-area-data/data.json') as AreaData;
  const six = (code: string) => /^\d{6}$/.test(code);
  const provinces = Object.entries(data['86'] ?? {}).filter(([code]) => six(code));
  const insertLevel = async (
    rows: { code: string; name: string; level: string; parentCode: string | null }[],
    ids: Map<string, number>,
  ) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      const inserted = await db
        .insert(areas)
        .values(
          batch.map((r) => ({
            code: r.code,
            name: r.name,
            level: r.level,
            parentId: r.parentCode ? (ids.get(r.parentCode) ?? null) : null,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: areas.id, code: areas.code });
      for (const row of inserted) ids.set(row.code, row.id);
    }
  };
  const ids = new Map<string, number>();
  await insertLevel(
    provinces.map(([code, name]) => ({ code, name, level: '1', parentCode: null })),
    ids,
  );
  const cities = provinces.flatMap(([p]) =>
    Object.entries(data[p] ?? {})
      .filter(([code]) => six(code))
      .map(([code, name]) => ({ code, name, level: '2', parentCode: p })),
  );
  await insertLevel(cities, ids);
  const districts = cities.flatMap((c) =>
    Object.entries(data[c.code] ?? {})
      .filter(([code]) => six(code))
      .map(([code, name]) => ({ code, name, level: '3', parentCode: c.code })),
  );
  await insertLevel(districts, ids);
}
