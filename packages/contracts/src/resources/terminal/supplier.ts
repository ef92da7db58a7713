import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField } from '../system/common';
import { TERMINAL_CALLS } from './calls';
import { TERMINAL_PATTERNS } from './common';
import { text, type LocalizedText } from '../../i18n';

/** The supplier type codes: 1001 terminal, 1002 part. */
export const SUPPLIER_TYPE = { terminal: '1001', part: '1002' } as const;

const twoChars = (label: LocalizedText) =>
  ({
    label,
    type: 'text',
    required: true,
    pattern: {
      source: '^[0-9A-Z]{2}$',
      message: text('terminal.supplier.twoChars.pattern.message'),
    },
    search: 'eq',
  }) as const satisfies FieldSpec;

const supplierFields = {
  code: {
    label: text('terminal.supplier.fields.code'),
    type: 'text',
    required: true,
    max: 32,
    pattern: TERMINAL_PATTERNS.code,
    search: 'prefix',
    unique: true,
    sortable: true,
  },
  name: {
    label: text('terminal.supplier.fields.name'),
    type: 'text',
    required: true,
    max: 100,
    search: 'like',
    sortable: true,
  },
  abbr: { label: text('terminal.supplier.fields.abbr'), type: 'text', max: 50 },
  contacts: { label: L.contacts, type: 'text', max: 50 },
  phone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
  address: { label: L.address, type: 'text', max: 200, list: false },
  status: statusField,
  remark: remarkField,
  createdAt: createdAtField,
} as const satisfies Record<string, FieldSpec>;

/** Terminal suppliers (supplier type 1001): mesCode and tuidCode go into the codes of their terminals. */
export const terminalSupplierSpec = defineResourceSpec({
  name: 'terminalSupplier',
  module: 'terminalSuppliers',
  service: 'terminal-svc',
  base: 'terminal/suppliers/V1.0',
  title: text('terminal.supplier.terminalSupplier.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: supplierFields.code,
    name: supplierFields.name,
    abbr: supplierFields.abbr,
    mesCode: twoChars(text('terminal.supplier.terminalSupplier.fields.mesCode')),
    tuidCode: twoChars(text('terminal.supplier.terminalSupplier.fields.tuidCode')),
    contacts: supplierFields.contacts,
    phone: supplierFields.phone,
    address: supplierFields.address,
    status: supplierFields.status,
    remark: supplierFields.remark,
    /** when the portal password was set (terminal/suppliers/V1.0/pwd); the password itself is never answered */
    portalPasswordSetAt: {
      label: text('terminal.supplier.terminalSupplier.fields.portalPasswordSetAt'),
      type: 'datetime',
      form: false,
      import: false,
    },
    createdAt: supplierFields.createdAt,
  },
  actions: [
    {
      key: 'pwd',
      label: text('terminal.supplier.terminalSupplier.actions.pwd'),
      call: TERMINAL_CALLS.supplierPassword,
      selection: 'one',
      dialog: 'supplierPwd',
    },
  ],
});

/** Part suppliers (supplier type 1002): saved with mesCode and tuidCode fixed to 00. */
export const partSupplierSpec = defineResourceSpec({
  name: 'partSupplier',
  module: 'partSuppliers',
  service: 'terminal-svc',
  base: 'part/suppliers/V1.0',
  title: text('terminal.supplier.partSupplier'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: supplierFields.code,
    name: supplierFields.name,
    abbr: supplierFields.abbr,
    mesCode: {
      label: text('terminal.supplier.terminalSupplier.fields.mesCode'),
      type: 'text',
      form: false,
      import: false,
    },
    tuidCode: {
      label: text('terminal.supplier.terminalSupplier.fields.tuidCode'),
      type: 'text',
      form: false,
      import: false,
    },
    contacts: supplierFields.contacts,
    phone: supplierFields.phone,
    address: supplierFields.address,
    status: supplierFields.status,
    remark: supplierFields.remark,
    createdAt: supplierFields.createdAt,
  },
});
