import { text, type LocalizedText } from '../../i18n';

/** Content permission actions beyond the standard ones (permissions.ts EXTRA_ACTIONS). */
export const CONTENT_EXTRA_ACTIONS: Record<string, readonly string[]> = {
  activity: ['submit', 'audit'],
  announcement: ['submit', 'audit'],
  articles: ['submit', 'audit'],
  feedback: ['submit', 'audit', 'reply'],
};

export const CONTENT_ACTION_LABELS: Record<string, LocalizedText> = {
  submit: text('content.actions.submit'),
  audit: text('content.actions.audit'),
  reply: text('content.actions.reply'),
};
