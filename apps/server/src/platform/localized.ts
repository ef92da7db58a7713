import { and, eq, inArray } from 'drizzle-orm';
import type { Language, LocalizedText } from '@chelian/contracts';
import type { Db } from '../db/client';
import { locales } from './schema';

/** Translations of data labels for a language; zh-CN labels are the rows' own text. */
export async function translations(db: Db, lang: Language, codes?: string[]): Promise<Map<string, string>> {
  if (lang === 'zh-CN') return new Map();
  const rows = await db
    .select({ code: locales.code, value: locales.value })
    .from(locales)
    .where(and(eq(locales.lang, lang), codes ? inArray(locales.code, codes) : undefined));
  return new Map(rows.map((r) => [r.code, r.value]));
}

export const menuLabelCode = (code: string) => `menu.${code}`;
export const dictLabelCode = (type: string, code: string) => `dict.${type}.${code}`;
export const dictNameCode = (code: string) => `dictName.${code}`;
export const AREA_PREFIX = 'area.';
/** An administrative area's name, by its GB/T 2260 code. */
export const areaNameCode = (code: string) => `${AREA_PREFIX}${code}`;
export const dictCategoryCode = (code: string, field: 'name' | 'description' = 'name') =>
  `dictCategory.${code}.${field}`;

/** A text the server writes into rows (a seeded name, a sandbox's reason) with its translation code. */
export type SystemText = readonly [code: string, text: LocalizedText];

/**
 * Stores the en-US and zh-TW translations of system texts beside the menus' and dictionaries', at
 * every start; a translation already there (an administrator may have changed it) is kept.
 */
export async function syncTranslations(db: Db, texts: readonly SystemText[]): Promise<void> {
  const rows = texts.flatMap(([code, text]) =>
    (['en-US', 'zh-TW'] as const).map((lang) => ({ code, lang, value: text[lang] })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(locales)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
}

/**
 * The translation code of a stored text while it is still the zh-CN text the server wrote; a text a
 * user typed or changed has none and is shown as entered.
 */
export function systemTextCode(texts: readonly SystemText[]): (stored: unknown) => string | null {
  const byText = new Map(texts.map(([code, text]) => [text['zh-CN'], code]));
  return (stored) => (typeof stored === 'string' ? (byText.get(stored) ?? null) : null);
}

const registered = new Map<string, string>();

/** The system texts of the domains (their `texts`), handed over by the app at start. */
export function registerSystemTexts(texts: readonly SystemText[]): void {
  for (const [code, text] of texts) registered.set(text['zh-CN'], code);
}

/**
 * The translation code of a stored text among the registered system texts whose code starts with prefix: for a table
 * several domains seed (a domain's built-in parameters beside the platform's).
 */
export function registeredTextCode(prefix: string): (stored: unknown) => string | null {
  return (stored) => {
    const code = typeof stored === 'string' ? registered.get(stored) : undefined;
    return code?.startsWith(prefix) ? code : null;
  };
}

/**
 * Shows stored texts in a language: one still holding a registered system text whose code starts
 * with prefix reads translated, any other as stored.
 */
export async function registeredTexts(
  db: Db,
  lang: Language,
  prefix: string,
  stored: unknown[],
): Promise<(value: string) => string> {
  const codeOf = registeredTextCode(prefix);
  const codes = stored.map(codeOf).filter((c): c is string => !!c);
  const names = codes.length ? await translations(db, lang, codes) : new Map<string, string>();
  return (value) => names.get(codeOf(value) ?? '') ?? value;
}
