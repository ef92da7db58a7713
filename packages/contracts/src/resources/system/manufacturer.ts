import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField } from './common';
import { text } from '../../i18n';

/** Manufacturers (the factory management screen): vehicle makers and suppliers of terminals, batteries, motors, chips. */
export const manufacturerSpec = defineResourceSpec({
  name: 'manufacturer',
  module: 'manufacturer',
  service: 'system-svc',
  base: 'manufacturers/V1.0',
  title: text('system.manufacturer.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: text('system.manufacturer.fields.code'),
      type: 'text',
      required: true,
      max: 32,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.manufacturer.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    abbr: { label: text('system.manufacturer.fields.abbr'), type: 'text', max: 50 },
    manufacturerType: {
      label: text('system.manufacturer.fields.manufacturerType'),
      type: 'dict',
      dict: 'manufacturerType',
      required: true,
      search: 'eq',
    },
    creditCode: {
      label: text('system.manufacturer.fields.creditCode.label'),
      type: 'text',
      pattern: {
        source: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
        message: text('system.manufacturer.fields.creditCode.pattern.message'),
      },
      search: 'eq',
      list: false,
    },
    contacts: { label: L.contacts, type: 'text', max: 50 },
    phone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
    email: { label: L.email, type: 'text', max: 100, pattern: PATTERNS.email, list: false },
    province: { label: L.province, type: 'area', areaLevel: 1, search: 'eq' },
    city: { label: L.city, type: 'area', areaLevel: 2 },
    address: { label: L.address, type: 'text', max: 200, list: false },
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});
