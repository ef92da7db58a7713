import type { Language } from './i18n';

/** The language of whoever did not say otherwise; it is also the base catalogue. */
export const DEFAULT_LANG: Language = 'zh-CN';

/**
 * The best of `langs` for an Accept-Language header value (or a browser's language tag): an exact
 * tag first, then Traditional Chinese asked for by region or script, then the same primary language.
 * Kept apart from the catalogues so a page can match a tag without loading them.
 */
export function matchLanguage<L extends string>(
  header: string | undefined | null,
  langs: readonly L[],
  fallback: L,
): L {
  if (!header) return fallback;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const traditional = langs.find((lang) => lang === 'zh-TW');
  for (const { tag } of wanted) {
    const exact = langs.find((lang) => lang.toLowerCase() === tag);
    if (exact) return exact;
    if (traditional && (tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant'))) return traditional;
    const primary = tag.split('-')[0];
    const same = langs.find((lang) => lang.toLowerCase().split('-')[0] === primary);
    if (same) return same;
  }
  return fallback;
}
