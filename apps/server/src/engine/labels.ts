import { asc, eq, sql } from 'drizzle-orm';
import type { Language, LocalizedText } from '@chelian/contracts';
import type { Db } from '../db/client';
import { areas, dictItems, tenants } from '../platform/schema';
import { areaNameCode, dictLabelCode, translations } from '../platform/localized';

/**
 * Small reference data every read of a resource may need (dictionary labels, area names, which tenant is the platform),
 * cached per database for a few seconds and dropped at once when a resource of that data changes.
 */
const TTL_MS = 30_000;

interface Entry<T> {
  value: Promise<T>;
  until: number;
}

class Cache {
  private entries = new Map<string, Entry<unknown>>();
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { value, until: now + TTL_MS });
    value.catch(() => this.entries.delete(key));
    return value;
  }
  drop(prefix: string) {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

const caches = new WeakMap<Db, Cache>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Cache()));
  return cache;
};

export interface DictEntry {
  label: string;
  /** labels of every language, for reading imported files */
  labels: string[];
}
export type Dictionaries = Map<string, Map<string, DictEntry>>;

/** Every dictionary: type code -> item code -> label in the language (and all languages' labels). */
export function dictionaries(db: Db, lang: Language): Promise<Dictionaries> {
  return cacheOf(db).get(`dict:${lang}`, async () => {
    const rows = await db
      .select()
      .from(dictItems)
      .orderBy(asc(dictItems.typeCode), asc(dictItems.sequence), asc(dictItems.id));
    const [en, tw] = await Promise.all([translations(db, 'en-US'), translations(db, 'zh-TW')]);
    const out: Dictionaries = new Map();
    for (const row of rows) {
      const code = dictLabelCode(row.typeCode, row.code);
      const byLang: Record<Language, string> = {
        'zh-CN': row.label,
        'en-US': en.get(code) ?? row.label,
        'zh-TW': tw.get(code) ?? row.label,
      };
      let items = out.get(row.typeCode);
      if (!items) out.set(row.typeCode, (items = new Map()));
      items.set(row.code, { label: byLang[lang], labels: [...new Set(Object.values(byLang))] });
    }
    return out;
  });
}

export interface AreaEntry {
  id: number;
  code: string;
  /** the stored (zh-CN) name */
  name: string;
  /** the name in every language: its translations, else the stored name */
  names: LocalizedText;
  level: string;
  parentCode: string | null;
}

/** Every administrative area by code (about 3800 rows, loaded once). */
export function areaIndex(db: Db): Promise<Map<string, AreaEntry>> {
  return cacheOf(db).get('areas', async () => {
    const [rows, en, tw] = await Promise.all([
      db.select().from(areas).orderBy(asc(areas.code)),
      translations(db, 'en-US'),
      translations(db, 'zh-TW'),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r.code]));
    return new Map(
      rows.map((r) => [
        r.code,
        {
          id: r.id,
          code: r.code,
          name: r.name,
          names: {
            'zh-CN': r.name,
            'en-US': en.get(areaNameCode(r.code)) ?? r.name,
            'zh-TW': tw.get(areaNameCode(r.code)) ?? r.name,
          },
          level: r.level,
          parentCode: r.parentId ? (byId.get(r.parentId) ?? null) : null,
        },
      ]),
    );
  });
}

/** Ids of platform tenants (the tenants whose staff administer shared data). */
export function platformTenants(db: Db): Promise<Set<number>> {
  return cacheOf(db).get(
    'platform',
    async () =>
      new Set(
        (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isPlatform, true))).map(
          (t) => t.id,
        ),
      ),
  );
}

/** Translations (code -> text) of a language; empty for zh-CN, whose text is the rows' own. */
export function localeMap(db: Db, lang: Language): Promise<Map<string, string>> {
  return cacheOf(db).get(`locale:${lang}`, () => translations(db, lang));
}

/**
 * Whether the database orders text by code point (C, POSIX, C.UTF-8): then a prefix search can also be given as a
 * range the default btree indexes use, which lets a sorted page stop early instead of filtering the whole index.
 */
export function codePointCollation(db: Db): Promise<boolean> {
  return cacheOf(db).get('collation', async () => {
    const rows = (await db.execute(
      sql`select datcollate as c from pg_database where datname = current_database()`,
    )) as unknown as { rows: { c: string }[] };
    return /^(c|posix|c\.utf-?8)$/i.test(rows.rows[0]?.c ?? '');
  });
}

export type CacheKind = 'dict' | 'areas' | 'platform' | 'locale';

/** Forgets cached reference data after it changed. */
export function dropCached(db: Db, ...kinds: CacheKind[]) {
  const cache = cacheOf(db);
  for (const kind of kinds) {
    cache.drop(kind);
    // dictionary labels and area names are built from the translations too
    if (kind === 'locale') {
      cache.drop('dict');
      cache.drop('areas');
    }
  }
}
