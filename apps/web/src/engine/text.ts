import type { LocalizedText } from '@chelian/contracts/menu-catalog';
import { i18n } from '../i18n';

/** Text of a declaration label in the given (default: current) language. */
export function localize(text: LocalizedText | string | undefined, lang: string = i18n.language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[lang as keyof LocalizedText] ?? text['zh-CN'];
}
