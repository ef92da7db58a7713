import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS } from './common';
import { text } from '../../i18n';

export const functionFieldSpec = defineResourceSpec({
  name: 'functionField',
  module: 'functionFields',
  service: 'terminal-svc',
  base: 'functionFields/V1.0',
  title: text('terminal.functionField.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: text('terminal.functionField.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('terminal.functionField.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    dataType: {
      label: text('terminal.functionField.fields.dataType'),
      type: 'dict',
      dict: 'functionDataType',
      required: true,
      search: 'eq',
    },
    unit: { label: text('terminal.functionField.fields.unit'), type: 'text', max: 16 },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
