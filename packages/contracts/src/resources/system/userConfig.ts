import { LANGS } from '../../i18n';
import { defineResourceSpec } from '../../resource';
import { t } from './common';

/** Per-user settings (the current theme and language); the row's id is the user's id. */
export const userConfigSpec = defineResourceSpec({
  name: 'userConfig',
  module: 'user',
  service: 'system-svc',
  base: 'user/config/V1.0',
  title: t('用户配置', 'User settings', '使用者設定'),
  optionLabel: 'userId',
  permissions: { create: 'user/config', update: 'user/config', delete: 'user/config', import: 'user/config' },
  fields: {
    userId: {
      label: t('用户', 'User', '使用者'),
      type: 'ref',
      ref: 'user',
      required: true,
      search: 'eq',
      form: 'create',
      unique: true,
    },
    curThemeId: {
      label: t('当前主题', 'Current theme', '目前主題'),
      type: 'ref',
      ref: 'theme',
      search: 'eq',
    },
    language: {
      label: t('界面语言', 'Language', '介面語言'),
      type: 'enum',
      values: LANGS,
      dict: 'lang',
      search: 'eq',
    },
  },
});
