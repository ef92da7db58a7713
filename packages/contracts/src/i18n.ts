import { DEFAULT_LANG, matchLanguage } from './language-match';
import { CATALOGUES, type zhCN } from './locales';

export { CATALOGUES };

/** Languages of the console and of server messages, in the order of the catalogue list; zh-CN is the base. */
export type Language = keyof typeof CATALOGUES;
export const LANGS = /* @__PURE__ */ Object.keys(CATALOGUES) as Language[];

export { DEFAULT_LANG, matchLanguage };

/** A text in every language. */
export type LocalizedText = Record<Language, string>;

/** Picks the best supported language from an Accept-Language header value. */
export function pickLanguage(header: string | undefined | null): Language {
  return matchLanguage(header, LANGS, DEFAULT_LANG);
}

/**
 * The shape every other language's catalogue must have: the base catalogue (zh-CN) with each
 * text widened to string, so a key missing from en-US or zh-TW fails the type check.
 */
export type CatalogueOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };

/** The dotted keys of a catalogue's texts: 'vehicle.fields.vin'. */
export type CatalogueKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : CatalogueKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The base catalogue's shape, which every catalogue of the list has. */
export type BaseCatalogue = typeof zhCN;

/** A key of the contracts catalogue. */
export type TextKey = CatalogueKey<BaseCatalogue>;

/** Reads a dotted key out of a catalogue; undefined when the key is not there. */
export function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A `text(key)` over a list of catalogues: the key's text in each of their languages, built once
 * per key. A language whose catalogue lacks the key falls back to the first catalogue's text.
 */
export function textsOf<L extends string>(
  catalogues: Record<L, unknown>,
): (key: TextKey) => Record<L, string> {
  const langs = Object.keys(catalogues) as L[];
  const cache = new Map<string, Record<L, string>>();
  return (key) => {
    let found = cache.get(key);
    if (!found) {
      const base = lookup(catalogues[langs[0]!], key) ?? key;
      found = Object.fromEntries(
        langs.map((lang) => [lang, lookup(catalogues[lang], key) ?? base]),
      ) as Record<L, string>;
      cache.set(key, found);
    }
    return found;
  };
}

/** The text of a key of the contracts catalogue in every language: `label: text('vehicle.fields.vin')`. */
export const text: (key: TextKey) => LocalizedText = /* @__PURE__ */ textsOf(CATALOGUES);
