import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { DEFAULT_LANG, LANGS, pickLanguage, type Language } from '@chelian/contracts/i18n';
import { zhCN, type Catalog } from './zh-CN';
import { enUS } from './en-US';
import { zhTW } from './zh-TW';

export { LANGS, type Language };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}

export const catalogues: Record<Language, Catalog> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

const STORAGE_KEY = 'chelian.lang';
const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'zh-TW': 'zh-tw' };

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

/** The stored choice, else the browser's language when it is one we support, else zh-CN (spec 000 section 9). */
export function detectLanguage(): Language {
  const stored = readStored();
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh') || lower.startsWith('en')) return pickLanguage(tag);
  }
  return DEFAULT_LANG;
}

function setDocumentLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.title = catalogues[lang].app.title;
  }
}

/** Initialises i18next synchronously with the bundled catalogues. */
export function initI18n(lang: Language = detectLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {
        'zh-CN': { translation: zhCN },
        'en-US': { translation: enUS },
        'zh-TW': { translation: zhTW },
      },
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
