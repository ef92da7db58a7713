import {
  DEFAULT_LANG,
  LANGS,
  lookup,
  type CatalogueKey,
  type CatalogueOf,
  type Language,
  type LocalizedText,
} from '@chelian/contracts';
import * as zhCN from './zh-CN';
import * as enUS from './en-US';
import * as zhTW from './zh-TW';

/** The server's catalogues by language; a language joins with its file here (and in LANGS). */
export const catalogues: Record<Language, CatalogueOf<typeof zhCN>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
};

/** The dotted key of a server text: 'dictionaries.sex.MALE'. */
export type TextKey = CatalogueKey<typeof zhCN>;

/** A server text in every language, as stored with the data it labels (a dictionary item's name). */
export function text(key: TextKey): LocalizedText {
  const base = lookup(catalogues[DEFAULT_LANG], key) ?? key;
  return Object.fromEntries(
    LANGS.map((lang) => [lang, lookup(catalogues[lang], key) ?? base]),
  ) as LocalizedText;
}
