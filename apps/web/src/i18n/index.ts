import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { BaseCatalogue, Language } from '@chelian/contracts/i18n';
import { DEFAULT_LANG, matchLanguage } from '@chelian/contracts/language-match';
import type { Catalog } from './zh-CN';

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
 * The console's catalogue of each language of the contracts' catalogue list, each in a chunk of
 * its own: a page loads the one it shows (the three together are 22 kB gzip, and the sign-in page
 * has a budget). The type makes a language of that list without a console catalogue (or the
 * reverse) fail the type check.
 */
export const catalogues: Record<Language, () => Promise<Catalog>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
  'en-US': () => import('./en-US').then((m) => m.enUS),
  'zh-TW': () => import('./zh-TW').then((m) => m.zhTW),
};

/** The languages of the contracts' catalogue list (the type above keeps the two lists equal). */
export const LANGS = Object.keys(catalogues) as Language[];

/**
 * Both namespaces come from chunks: the console's own texts (`translation`) of the language shown,
 * before the first paint; the contracts catalogue (`shared`: large, and the sign-in page needs
 * none of it) in the background once i18next is up, and on demand before.
 */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, done) => {
    const lang = isLanguage(lng) ? lng : DEFAULT_LANG;
    const load =
      ns === 'translation'
        ? catalogues[lang]()
        : ns === 'shared'
          ? import('@chelian/contracts/locales/index').then(({ CATALOGUES }) => CATALOGUES[lang])
          : Promise.resolve({});
    load.then(
      (resources) => done(null, resources),
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
    document.title = i18n.t('app.title', { lng: lang });
  }
}

/**
 * Initialises i18next and loads the console's catalogue of the language (the stored choice, else
 * the browser's); resolves when the first screen can be drawn. The contracts catalogue follows.
 */
export async function initI18n(lang: Language = detectLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      if (isLanguage(lng)) setDocumentLanguage(lng);
    });
    await i18n
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        ns: ['translation'],
        defaultNS: 'translation',
        lng: lang,
        // every catalogue has every key (the type check holds them to zh-CN): nothing to fall back
        // on, and nothing else to download
        fallbackLng: false,
        supportedLngs: [...LANGS],
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    i18n.services.formatter?.add('lowerFirst', lowerFirst);
    // fetched in the background after the first paint, ready before a screen needs it
    void i18n.loadNamespaces('shared');
  } else if (i18n.language !== lang) await i18n.changeLanguage(lang);
  setDocumentLanguage(currentLanguage());
  return i18n;
}

/**
 * `{{label, lowerFirst}}`: a label inside an English sentence ("Enter the role name", not "Please
 * enter Role name"). Labels are capitalised as headings; only the first letter of a word that is
 * not an acronym is lowered, so "VIN", "SIM card" and "ICCID" stay as they are. Chinese has no case.
 */
export function lowerFirst(value: unknown): string {
  const text = String(value ?? '');
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * Widths that follow the language's words, in px: an English menu label or search label runs about
 * twice as wide as its Chinese one ("Vehicle model" 95 px, 车辆型号 56 px at 14 px), so English
 * gets a wider side menu (256: "Terminal Model Filing (GB4)" fits in its 180 px of text). A search
 * form's labels share one width, its widest label's (`labelWidth`), from `least` ("Filing
 * identifier" on one line at 130) to `most` ("Organization name" at 150), which leaves a field of a
 * quarter row at 1440 px its room; a longer label wraps.
 */
export const LAYOUT_WIDTHS: Record<
  Language,
  { sider: number; searchLabel: { least: number; most: number } }
> = {
  'zh-CN': { sider: 200, searchLabel: { least: 100, most: 140 } },
  'en-US': { sider: 256, searchLabel: { least: 130, most: 150 } },
  'zh-TW': { sider: 200, searchLabel: { least: 100, most: 140 } },
};

/** The layout widths of the language shown, following a change of language. */
export function useLayoutWidths(): (typeof LAYOUT_WIDTHS)[Language] {
  const { i18n: instance } = useTranslation();
  return LAYOUT_WIDTHS[isLanguage(instance.language) ? instance.language : DEFAULT_LANG];
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
