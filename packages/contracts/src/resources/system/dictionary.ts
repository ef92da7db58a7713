import { LANGS } from '../../i18n';
import { defineResourceSpec } from '../../resource';
import { SYSTEM_ADMIN_CALLS } from './calls';
import { L, PATTERNS, sequenceField, statusField } from './common';
import { text } from '../../i18n';

/** Dictionary types: categories that group the dictionaries (system, vehicle, business ...). */
export const dictionaryTypeSpec = defineResourceSpec({
  name: 'dictionaryType',
  module: 'dictionaryType',
  service: 'system-svc',
  base: 'dicTypes/V1.0',
  title: text('system.dictionary.type.title'),
  optionLabel: 'name',
  scope: 'global',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    code: {
      label: text('system.dictionary.type.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.dictionary.type.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    sequence: sequenceField,
    description: { label: L.description, type: 'textarea', max: 200 },
  },
});

/** Dictionaries: a code whose items give values and labels to dict fields. */
export const dictionarySpec = defineResourceSpec({
  name: 'dictionary',
  module: 'dictionary',
  service: 'system-svc',
  base: 'dictionaries/V1.0',
  title: text('system.dictionary.title'),
  optionLabel: 'name',
  scope: 'global',
  defaultSort: { key: 'code', order: 'asc' },
  fields: {
    code: {
      label: text('system.dictionary.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.dictionary.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    categoryId: {
      label: text('system.dictionary.fields.categoryId'),
      type: 'ref',
      ref: 'dictionaryType',
      search: 'eq',
    },
    description: { label: L.description, type: 'textarea', max: 200 },
  },
  actions: [
    {
      key: 'locale/scan',
      label: text('system.dictionary.actions.scan'),
      call: SYSTEM_ADMIN_CALLS.scanDictionaryLanguages,
      selection: 'none',
    },
  ],
});

/** Items of a dictionary; GET dicItems/V1.0/options/all and options/{code} serve them to dropdowns. */
export const dictionaryItemSpec = defineResourceSpec({
  name: 'dictionaryItem',
  module: 'dictionaryItem',
  service: 'system-svc',
  base: 'dicItems/V1.0',
  title: text('system.dictionary.item.title'),
  optionLabel: 'label',
  scope: 'global',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'sequence', order: 'asc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import', 'options', 'children'],
  fields: {
    typeCode: {
      label: text('system.dictionary.item.fields.typeCode'),
      type: 'ref',
      ref: 'dictionary',
      refKey: 'code',
      required: true,
      search: 'eq',
      sortable: true,
    },
    code: {
      label: text('system.dictionary.item.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    label: {
      label: text('system.dictionary.item.fields.label'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    labelEnUS: {
      label: text('system.dictionary.item.fields.labelEnUS'),
      type: 'text',
      max: 100,
      list: false,
    },
    labelZhTW: {
      label: text('system.dictionary.item.fields.labelZhTW'),
      type: 'text',
      max: 100,
      list: false,
    },
    parentId: {
      label: text('system.dictionary.item.fields.parentId'),
      type: 'ref',
      ref: 'dictionaryItem',
      list: false,
    },
    sequence: sequenceField,
    status: statusField,
  },
});

/** Translations of data labels (menu names, dictionary labels): scanned, edited, imported and exported. */
export const localeSpec = defineResourceSpec({
  name: 'locale',
  module: 'locale',
  service: 'system-svc',
  base: 'locales/V1.0',
  title: text('system.dictionary.locale.title'),
  optionLabel: 'code',
  scope: 'global',
  defaultSort: { key: 'code', order: 'asc' },
  fields: {
    code: {
      label: text('system.dictionary.locale.fields.code'),
      type: 'text',
      required: true,
      max: 160,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    lang: {
      label: text('system.dictionary.locale.fields.lang'),
      type: 'enum',
      values: LANGS,
      dict: 'lang',
      required: true,
      search: 'eq',
      sortable: true,
    },
    value: {
      label: text('system.dictionary.locale.fields.value'),
      type: 'text',
      required: true,
      max: 500,
      search: 'like',
    },
  },
  actions: [
    {
      key: 'scan',
      label: text('system.dictionary.locale.actions.scan'),
      call: SYSTEM_ADMIN_CALLS.scanMenuLanguages,
      selection: 'none',
    },
    {
      key: 'scan',
      label: text('system.dictionary.actions.scan'),
      call: SYSTEM_ADMIN_CALLS.scanDictionaryLanguages,
      selection: 'none',
    },
  ],
});
