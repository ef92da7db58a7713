import { asc, eq } from 'drizzle-orm';
import type { DictionaryOptions, DictItemOption, Language } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { dictLabelCode, translations } from '../../platform/localized';
import { dictItems } from '../../platform/schema';

/** Every dictionary as dropdown items in the caller's language (GET dicItems/V1.0/options/all). */
export async function dictionaryOptions(db: Db, lang: Language): Promise<DictionaryOptions> {
  const rows = await db
    .select()
    .from(dictItems)
    .where(eq(dictItems.status, 'NORMAL'))
    .orderBy(asc(dictItems.typeCode), asc(dictItems.sequence), asc(dictItems.id));
  const names = await translations(db, lang);
  const byId = new Map<number, DictItemOption>();
  const result: DictionaryOptions = {};
  for (const row of rows) {
    byId.set(row.id, { id: row.code, label: names.get(dictLabelCode(row.typeCode, row.code)) ?? row.label });
  }
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(item);
    else (result[row.typeCode] ??= []).push(item);
  }
  return result;
}
