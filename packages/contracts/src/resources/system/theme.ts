import { defineResourceSpec } from '../../resource';
import { SYSTEM_ADMIN_CALLS } from './calls';
import { createdAtField, sequenceField } from './common';
import { text } from '../../i18n';

/** Themes of a tenant: attribute lists the console applies (colour, algorithm, radius, side menu theme). */
export const themeSpec = defineResourceSpec({
  name: 'theme',
  module: 'theme',
  service: 'system-svc',
  base: 'themes/V1.0',
  title: text('system.theme.title'),
  optionLabel: 'name',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    name: {
      label: text('system.theme.fields.name'),
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
      label: text('system.theme.actions.copy'),
      call: SYSTEM_ADMIN_CALLS.copyTheme,
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
  title: text('system.theme.attr.title'),
  optionLabel: 'attrCode',
  defaultSort: { key: 'attrCode', order: 'asc' },
  permissions: { create: 'theme/update', delete: 'theme/update', import: 'theme/update' },
  fields: {
    themeId: {
      label: text('system.theme.attr.fields.themeId'),
      type: 'ref',
      ref: 'theme',
      required: true,
      search: 'eq',
    },
    attrCode: {
      label: text('system.theme.attr.fields.attrCode'),
      type: 'dict',
      dict: 'themeAttr',
      required: true,
      search: 'eq',
      unique: true,
      sortable: true,
    },
    attrValue: { label: text('system.theme.attr.fields.attrValue'), type: 'text', required: true, max: 200 },
  },
});
