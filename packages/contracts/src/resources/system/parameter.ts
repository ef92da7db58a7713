import { defineResourceSpec } from '../../resource';
import { L, createdAtField, statusField } from './common';
import { text } from '../../i18n';

/** System parameters: key and value per tenant (a tenant without a key falls back to the platform tenant's value). */
export const parameterSpec = defineResourceSpec({
  name: 'parameter',
  module: 'parameter',
  service: 'system-svc',
  base: 'parameters/V1.0',
  title: text('system.parameter.title'),
  optionLabel: 'name',
  defaultSort: { key: 'paramKey', order: 'asc' },
  fields: {
    paramKey: {
      label: text('system.parameter.fields.paramKey'),
      type: 'text',
      required: true,
      max: 100,
      pattern: { source: '^[A-Za-z][A-Za-z0-9_.-]*$' },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.parameter.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    value: { label: text('system.parameter.fields.value'), type: 'textarea', required: true, max: 2000 },
    readonly: {
      label: text('system.parameter.fields.readonly'),
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
