import { defineResourceSpec } from '../../resource';
import { t } from './common';

/** Administrative areas (GB/T 2260 six-digit codes): provinces, cities, districts; served to cascaders. */
export const areaSpec = defineResourceSpec({
  name: 'area',
  module: 'area',
  service: 'system-svc',
  base: 'areas/V1.0',
  title: t('行政区域', 'Administrative areas', '行政區域'),
  optionLabel: 'name',
  scope: 'global',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'code', order: 'asc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import', 'options', 'children'],
  fields: {
    code: {
      label: t('区划代码', 'Area code', '區劃代碼'),
      type: 'text',
      required: true,
      pattern: { source: '^\\d{6}$', message: t('6 位数字', '6 digits', '6 位數字') },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('区划名称', 'Area name', '區劃名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    level: {
      label: t('层级', 'Level', '層級'),
      type: 'dict',
      dict: 'areaLevel',
      required: true,
      search: 'eq',
    },
    parentId: { label: t('上级区划', 'Parent area', '上層區劃'), type: 'ref', ref: 'area', search: 'eq' },
  },
});

/** A node of GET areas/V1.0/cascader: the code is the id. */
export interface AreaNode {
  id: string;
  label: string;
  children?: AreaNode[];
}
