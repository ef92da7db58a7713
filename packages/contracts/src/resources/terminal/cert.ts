import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { text } from '../../i18n';

/**
 * Security certificates installed in terminals (terminalCert). They
 * have no screen of their own in the menu, so they are gated by the terminal list's permissions.
 */
export const terminalCertSpec = defineResourceSpec({
  name: 'terminalCert',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalCert',
  title: text('terminal.cert.terminalCert.title'),
  optionLabel: 'serialNo',
  defaultSort: { key: 'validTo', order: 'asc' },
  permissions: { create: 'terminals/update', delete: 'terminals/update', import: 'terminals/update' },
  fields: {
    terminalId: {
      label: text('terminal.cert.terminalCert.fields.terminalId'),
      type: 'ref',
      ref: 'terminal',
      required: true,
      search: 'eq',
    },
    serialNo: {
      label: text('terminal.cert.terminalCert.fields.serialNo.label'),
      type: 'text',
      required: true,
      max: 64,
      pattern: {
        source: '^[0-9A-Fa-f]{8,64}$',
        message: text('terminal.cert.terminalCert.fields.serialNo.pattern.message'),
      },
      search: 'prefix',
      unique: true,
    },
    issuer: {
      label: text('terminal.cert.terminalCert.fields.issuer'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    validFrom: {
      label: text('terminal.cert.terminalCert.fields.validFrom'),
      type: 'datetime',
      required: true,
      sortable: true,
    },
    validTo: {
      label: text('terminal.cert.terminalCert.fields.validTo'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    certFileId: {
      label: text('terminal.cert.terminalCert.fields.certFileId'),
      type: 'file',
      export: false,
      import: false,
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
