import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, sequenceField, statusField } from './common';
import { text } from '../../i18n';

/** Reports: the report catalogue (code, category, template file) the analysis screens publish. */
export const reportSpec = defineResourceSpec({
  name: 'report',
  module: 'report',
  service: 'system-svc',
  base: 'reports/V1.0',
  title: text('system.report.title'),
  optionLabel: 'name',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    code: {
      label: text('system.report.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.report.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    category: {
      label: text('system.report.fields.category'),
      type: 'dict',
      dict: 'reportCategory',
      required: true,
      search: 'eq',
    },
    period: { label: text('system.report.fields.period'), type: 'dict', dict: 'reportPeriod', search: 'eq' },
    templateFileId: {
      label: text('system.report.fields.templateFileId'),
      type: 'file',
      export: false,
      import: false,
      list: false,
    },
    sequence: sequenceField,
    status: statusField,
    description: { label: L.description, type: 'textarea', max: 500, list: false },
    createdAt: createdAtField,
  },
});
