import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@chelian/contracts';
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
