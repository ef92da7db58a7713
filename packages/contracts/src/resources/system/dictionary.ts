import { LANGS } from '../../i18n';
import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, sequenceField, statusField, t } from './common';

/** Dictionary types: categories that group the dictionaries (system, vehicle, business ...). */
export const dictionaryTypeSpec = defineResourceSpec({
  name: 'dictionaryType',
  module: 'dictionaryType',
  service: 'system-svc',
  base: 'dicTypes/V1.0',
  title: t('字典类型', 'Dictionary types', '字典類型'),
  optionLabel: 'name',
  scope: 'global',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    code: {
      label: t('类型编码', 'Type code', '類型編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('类型名称', 'Type name', '類型名稱'),
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
  title: t('数据字典', 'Dictionaries', '資料字典'),
  optionLabel: 'name',
  scope: 'global',
  defaultSort: { key: 'code', order: 'asc' },
  fields: {
    code: {
      label: t('字典编码', 'Dictionary code', '字典編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('字典名称', 'Dictionary name', '字典名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    categoryId: {
      label: t('字典类型', 'Dictionary type', '字典類型'),
      type: 'ref',
      ref: 'dictionaryType',
      search: 'eq',
    },
    description: { label: L.description, type: 'textarea', max: 200 },
  },
  actions: [
    {
      key: 'locale/scan',
      label: t('扫描字典多语言', 'Scan dictionary translations', '掃描字典多語系'),
      method: 'POST',
      path: 'scanLanguages',
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
  title: t('字典项', 'Dictionary items', '字典項目'),
  optionLabel: 'label',
  scope: 'global',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'sequence', order: 'asc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import', 'options', 'children'],
  fields: {
    typeCode: {
      label: t('所属字典', 'Dictionary', '所屬字典'),
      type: 'ref',
      ref: 'dictionary',
      refKey: 'code',
      required: true,
      search: 'eq',
      sortable: true,
    },
    code: {
      label: t('字典值', 'Value', '字典值'),
      type: 'text',
      required: true,
      max: 64,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    label: {
      label: t('显示名称', 'Label', '顯示名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    labelEnUS: { label: t('英文名称', 'English label', '英文名稱'), type: 'text', max: 100, list: false },
    labelZhTW: {
      label: t('繁体名称', 'Traditional Chinese label', '繁體名稱'),
      type: 'text',
      max: 100,
      list: false,
    },
    parentId: {
      label: t('上级字典项', 'Parent item', '上層字典項目'),
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
  title: t('多语言', 'Locales', '多語系'),
  optionLabel: 'code',
  scope: 'global',
  defaultSort: { key: 'code', order: 'asc' },
  fields: {
    code: {
      label: t('词条编码', 'Entry code', '詞條編碼'),
      type: 'text',
      required: true,
      max: 160,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    lang: {
      label: t('语言', 'Language', '語言'),
      type: 'enum',
      values: LANGS,
      dict: 'lang',
      required: true,
      search: 'eq',
      sortable: true,
    },
    value: {
      label: t('译文', 'Translation', '譯文'),
      type: 'text',
      required: true,
      max: 500,
      search: 'like',
    },
  },
  actions: [
    {
      key: 'scan',
      label: t('扫描菜单多语言', 'Scan menu translations', '掃描選單多語系'),
      method: 'POST',
      path: '/system-svc/menus/V1.0/scanLanguages',
      selection: 'none',
    },
    {
      key: 'scan',
      label: t('扫描字典多语言', 'Scan dictionary translations', '掃描字典多語系'),
      method: 'POST',
      path: '/system-svc/dictionaries/V1.0/scanLanguages',
      selection: 'none',
    },
  ],
});
