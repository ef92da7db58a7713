import { defineResourceSpec } from '../../resource';
import { L, createdAtField, statusField, t } from './common';

/** System parameters: key and value per tenant (a tenant without a key falls back to the platform tenant's value). */
export const parameterSpec = defineResourceSpec({
  name: 'parameter',
  module: 'parameter',
  service: 'system-svc',
  base: 'parameters/V1.0',
  title: t('系统参数', 'System parameters', '系統參數'),
  optionLabel: 'name',
  defaultSort: { key: 'paramKey', order: 'asc' },
  fields: {
    paramKey: {
      label: t('参数键', 'Key', '參數鍵'),
      type: 'text',
      required: true,
      max: 100,
      pattern: { source: '^[A-Za-z][A-Za-z0-9_.-]*$' },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('参数名称', 'Name', '參數名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    value: { label: t('参数值', 'Value', '參數值'), type: 'textarea', required: true, max: 2000 },
    readonly: {
      label: t('系统内置', 'Built in', '系統內建'),
      type: 'boolean',
      form: 'readonly',
      import: false,
      default: false,
      search: 'eq',
    },
    status: statusField,
    description: { label: L.description, type: 'textarea', max: 500, list: false },
    createdAt: createdAtField,
  },
});

/** Answer of GET parameters/V1.0/key/{key}. */
export interface ParameterValue {
  paramKey: string;
  value: string;
}
