import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, sequenceField, statusField, t } from './common';

/** Reports: the report catalogue (code, category, template file) the analysis screens publish. */
export const reportSpec = defineResourceSpec({
  name: 'report',
  module: 'report',
  service: 'system-svc',
  base: 'reports/V1.0',
  title: t('报表', 'Reports', '報表'),
  optionLabel: 'name',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    code: {
      label: t('报表编码', 'Report code', '報表編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('报表名称', 'Report name', '報表名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    category: {
      label: t('报表分类', 'Category', '報表分類'),
      type: 'dict',
      dict: 'reportCategory',
      required: true,
      search: 'eq',
    },
    period: { label: t('统计周期', 'Period', '統計週期'), type: 'dict', dict: 'reportPeriod', search: 'eq' },
    templateFileId: {
      label: t('报表模板', 'Template file', '報表範本'),
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
