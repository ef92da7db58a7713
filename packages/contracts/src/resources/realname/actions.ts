import { text } from '../../i18n';
import type { LocalizedText } from '../../menu-catalog';

/**
 * The real-name records' actions beyond the standard ones: the manual submission, the review and
 * reading owner data in clear (realnameRecords/unmask; unmask is the platform's own label).
 */
export const REALNAME_EXTRA_ACTIONS: Record<string, readonly string[]> = {
  realnameRecords: ['submit', 'verify', 'unmask'],
};

export const REALNAME_ACTION_LABELS: Record<string, LocalizedText> = {
  submit: text('realname.actions.submit'),
  verify: text('realname.actions.verify'),
};
