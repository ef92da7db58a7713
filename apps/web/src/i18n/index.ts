import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { BaseCatalogue, Language } from '@chelian/contracts/i18n';
import { DEFAULT_LANG, matchLanguage } from '@chelian/contracts/language-match';
import { zhCN, type Catalog } from './zh-CN';
import { enUS } from './en-US';
import { zhTW } from './zh-TW';

export type { Language };

/**
 * Two namespaces: the console's own texts (`translation`, the default) and the contracts
 * catalogue the server shares (`shared`: labels of resources, enumerations, menus), both typed
 * so a wrong key or a missing parameter fails the type check: `t('shared:lock.import.imported', { count })`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog; shared: BaseCatalogue };
  }
}

/**
 * The console's catalogue of each language of the contracts' catalogue list: the type makes a
 * language of that list without a console catalogue (or the reverse) fail the type check.
 */
export const catalogues: Record<Language, Catalog> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** The languages of the contracts' catalogue list (the type above keeps the two lists equal). */
export const LANGS = Object.keys(catalogues) as Language[];

/**
 * The contracts catalogue is large and the sign-in page needs none of it: the `shared` namespace
 * comes from its own chunk, fetched in the background once i18next is up (and on demand before).
 */
const sharedBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, done) => {
    if (ns !== 'shared') return done(null, {});
    import('@chelian/contracts/locales/index').then(
      ({ CATALOGUES }) => done(null, CATALOGUES[lng as Language] ?? CATALOGUES[DEFAULT_LANG]),
      (error: Error) => done(error, null),
    );
  },
};

const STORAGE_KEY = 'chelian.lang';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice, else the browser's language when it is one we support, else zh-CN. */
export function detectLanguage(): Language {
  const stored = readStored();
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  // the browser's languages in its order of preference; the first one we have wins
  return matchLanguage(browser.join(','), LANGS, DEFAULT_LANG);
}

function setDocumentLanguage(lang: Language): void {
  // dayjs falls back from a region it lacks to the language: en-US -> en.
  dayjs.locale(lang.toLowerCase());
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.title = catalogues[lang].app.title;
  }
}

/** Initialises i18next synchronously with the console's catalogues; the contracts catalogue follows. */
export function initI18n(lang: Language = detectLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(sharedBackend)
      .use(initReactI18next)
      .init({
        resources: Object.fromEntries(LANGS.map((lang) => [lang, { translation: catalogues[lang] }])),
        partialBundledLanguages: true,
        ns: ['translation'],
        defaultNS: 'translation',
        lng: lang,
        fallbackLng: DEFAULT_LANG,
        supportedLngs: [...LANGS],
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
    i18n.on('languageChanged', (lng) => {
      if (isLanguage(lng)) setDocumentLanguage(lng);
    });
    // fetched in the background after the first paint, ready before a screen needs it
    void i18n.loadNamespaces('shared');
  }
  setDocumentLanguage(currentLanguage());
  return i18n;
}

export function currentLanguage(): Language {
  const lng = i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANG;
}

/** Changes the UI language and remembers the choice; calls pick it up through Accept-Language. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  await i18n.changeLanguage(lang);
}

export { i18n };
