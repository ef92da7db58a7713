import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS, TL, chainTypeField } from './common';
import { text } from '../../i18n';

/** Terminals (telematics boxes), identified by their terminal code (TUID). */
export const terminalSpec = defineResourceSpec({
  name: 'terminal',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminals/V1.0',
  title: text('terminal.title'),
  noun: text('nouns.terminal'),
  optionLabel: 'terminalCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    terminalCode: {
      label: text('terminal.fields.terminalCode.label'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[0-9A-Za-z_-]{4,64}$',
        message: text('terminal.fields.terminalCode.pattern.message'),
      },
      search: 'like',
      unique: true,
      sortable: true,
    },
    terminalModelId: {
      label: TL.terminalModel,
      type: 'ref',
      ref: 'terminalModel',
      required: true,
      search: 'eq',
    },
    supplierId: {
      label: TL.supplier,
      type: 'ref',
      ref: 'terminalSupplier',
      search: 'eq',
      help: text('terminal.fields.supplierId.help'),
    },
    simCardId: {
      label: text('terminal.fields.simCardId'),
      type: 'ref',
      ref: 'simCard',
      search: 'eq',
    },
    msisdn: { label: text('terminal.fields.msisdn'), type: 'text', form: false, import: false },
    iccid: {
      label: text('terminal.fields.iccid'),
      type: 'text',
      form: false,
      import: false,
      search: 'like',
      list: false,
    },
    batchId: {
      label: text('terminal.fields.batchId'),
      type: 'ref',
      ref: 'terminalBatch',
      search: 'eq',
    },
    chainType: chainTypeField,
    softwareVersion: {
      label: TL.softwareVersion,
      type: 'text',
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
      search: 'eq',
    },
    hardwareVersion: { label: TL.hardwareVersion, type: 'text', max: 32, pattern: TERMINAL_PATTERNS.version },
    produceDate: { label: text('terminal.fields.produceDate'), type: 'date', search: 'range' },
    signPublicKey: {
      label: text('terminal.fields.signPublicKey.label'),
      type: 'textarea',
      max: 1000,
      // a public key is no secret (shown in clear), but a long one: form and detail only
      list: false,
      export: false,
      import: false,
      pattern: {
        source: '^\\s*(-----BEGIN PUBLIC KEY-----[\\s\\S]+-----END PUBLIC KEY-----|04[0-9A-Fa-f]{128})\\s*$',
        message: text('terminal.fields.signPublicKey.pattern.message'),
      },
      help: text('terminal.fields.signPublicKey.help'),
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
