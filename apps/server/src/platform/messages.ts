import i18next from 'i18next';
import { DEFAULT_LANG, LANGS, type CatalogueOf, type Language, type LocalizedText } from '@chelian/contracts';
import { catalogues } from './locales';
import type * as base from './locales/zh-CN';

/** Forms a language may add beside the `_other` of the base (Chinese has no other plural form). */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many';

/**
 * What another language's messages must hold: every key of the base catalogue, plus the plural
 * forms its grammar needs (English `_one`).
 */
export type MessagesOf<T> = CatalogueOf<T> & {
  [K in keyof T & string as K extends `${infer Code}_other` ? `${Code}_${PluralForm}` : never]?: string;
};

/**
 * Every message the server knows: the platform's, and each domain's, which its messages file
 * declares into this interface so the platform need not know the domains.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Messages extends Record<keyof typeof base.messages, string> {}

/** A message code; a plural one is named without its `_other` and translated with `count`. */
type Code<K> = K extends `${infer Plural}_other` ? Plural : K;
export type MessageKey = Code<keyof Messages>;

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGS.map((lang) => [lang, { messages: catalogues[lang].messages }])),
  ns: 'messages',
  defaultNS: 'messages',
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  // the catalogues are in memory: ready on return, so translate works from the first import
  initAsync: false,
  returnNull: false,
  // codes are flat; a dot or colon is part of the code, never a path or a namespace
  keySeparator: false,
  nsSeparator: false,
  // the texts go out in JSON, not HTML
  interpolation: { escapeValue: false },
});

/** Adds a domain's messages in every language, merged into those already known. */
export function registerMessages(catalogues: Record<Language, Record<string, string>>): void {
  for (const [lang, texts] of Object.entries(catalogues))
    i18n.addResourceBundle(lang, 'messages', texts, true, true);
}

/**
 * The message of a code in a language, `{{name}}` filled from params; a numeric `count` picks the
 * plural form. A text missing from the language falls back to zh-CN, an unknown code to itself.
 */
export function translate(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const { count } = params;
  return i18n.t(key, { lng: lang, replace: params, ...(typeof count === 'number' ? { count } : {}) });
}

/** A text made in every language, for one read later in its reader's language. */
export function inLanguages(make: (lang: Language) => string): LocalizedText {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as LocalizedText;
}

/** The message of a code in every language. */
export function translations(key: MessageKey, params: Record<string, string | number> = {}): LocalizedText {
  return inLanguages((lang) => translate(lang, key, params));
}
