import { LANGS } from '../../i18n';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

/** Per-user settings (the current theme and language); the row's id is the user's id. */
export const userConfigSpec = defineResourceSpec({
  name: 'userConfig',
  module: 'user',
  service: 'system-svc',
  base: 'user/config/V1.0',
  title: text('system.userConfig.title'),
  optionLabel: 'userId',
  permissions: { create: 'user/config', update: 'user/config', delete: 'user/config', import: 'user/config' },
  fields: {
    userId: {
      label: text('system.userConfig.fields.userId'),
      type: 'ref',
      ref: 'user',
      required: true,
      search: 'eq',
      form: 'create',
      unique: true,
    },
    curThemeId: {
      label: text('system.userConfig.fields.curThemeId'),
      type: 'ref',
      ref: 'theme',
      search: 'eq',
    },
    language: {
      label: text('system.userConfig.fields.language'),
      type: 'enum',
      values: LANGS,
      dict: 'lang',
      search: 'eq',
    },
  },
});
