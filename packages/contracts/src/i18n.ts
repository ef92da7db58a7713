/** Languages of the console and of server messages; zh-CN is the source catalogue. */
export const LANGS = ['zh-CN', 'en-US', 'zh-TW'] as const;
export type Language = (typeof LANGS)[number];
export const DEFAULT_LANG: Language = 'zh-CN';

/** Picks the best supported language from an Accept-Language header value. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANG;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant') return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LANG;
}
