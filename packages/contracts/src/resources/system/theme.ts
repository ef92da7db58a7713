import { defineResourceSpec } from '../../resource';
import { createdAtField, sequenceField, t } from './common';

/** Themes of a tenant: attribute lists the console applies (colour, algorithm, radius, side menu theme). */
export const themeSpec = defineResourceSpec({
  name: 'theme',
  module: 'theme',
  service: 'system-svc',
  base: 'themes/V1.0',
  title: t('主题', 'Themes', '主題'),
  optionLabel: 'name',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    name: {
      label: t('主题名称', 'Theme name', '主題名稱'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
      unique: true,
      sortable: true,
    },
    sequence: sequenceField,
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'copy',
      label: t('复制主题', 'Copy theme', '複製主題'),
      method: 'POST',
      path: 'copy',
      selection: 'one',
    },
  ],
});

/** Body of POST themes/V1.0/copy: a new theme with the attributes of the given one. */
export interface ThemeCopyRequest {
  id: number;
  name?: string;
}

export const themeAttrSpec = defineResourceSpec({
  name: 'themeAttr',
  module: 'theme',
  service: 'system-svc',
  base: 'themeAttrs/V1.0',
  title: t('主题属性', 'Theme attributes', '主題屬性'),
  optionLabel: 'attrCode',
  defaultSort: { key: 'attrCode', order: 'asc' },
  permissions: { create: 'theme/update', delete: 'theme/update', import: 'theme/update' },
  fields: {
    themeId: {
      label: t('所属主题', 'Theme', '所屬主題'),
      type: 'ref',
      ref: 'theme',
      required: true,
      search: 'eq',
    },
    attrCode: {
      label: t('属性编码', 'Attribute', '屬性編碼'),
      type: 'dict',
      dict: 'themeAttr',
      required: true,
      search: 'eq',
      unique: true,
      sortable: true,
    },
    attrValue: { label: t('属性值', 'Value', '屬性值'), type: 'text', required: true, max: 200 },
  },
});
