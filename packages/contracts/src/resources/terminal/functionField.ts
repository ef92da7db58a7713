import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS } from './common';

export const functionFieldSpec = defineResourceSpec({
  name: 'functionField',
  module: 'functionFields',
  service: 'terminal-svc',
  base: 'functionFields/V1.0',
  title: t('功能字段', 'Function fields', '功能欄位'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: t('字段编码', 'Field code', '欄位編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('字段名称', 'Field name', '欄位名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    dataType: {
      label: t('数据类型', 'Data type', '資料類型'),
      type: 'dict',
      dict: 'functionDataType',
      required: true,
      search: 'eq',
    },
    unit: { label: t('单位', 'Unit', '單位'), type: 'text', max: 16 },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
