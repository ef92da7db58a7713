import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';
import { text } from '../../i18n';

/**
 * Production batches of terminals. The console has no screen of its own for them (terminals pick
 * their batch), so they are gated by the terminal list's permissions.
 */
export const terminalBatchSpec = defineResourceSpec({
  name: 'terminalBatch',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalBatch/V1.0',
  title: text('terminal.terminalBatch.title'),
  optionLabel: 'batchNo',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'export', 'options'],
  fields: {
    batchNo: {
      label: text('terminal.terminalBatch.fields.batchNo'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
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
    quantity: {
      label: text('terminal.terminalBatch.fields.quantity'),
      type: 'integer',
      required: true,
      min: 1,
      max: 1_000_000,
      sortable: true,
    },
    produceDate: { label: text('terminal.terminalBatch.fields.produceDate'), type: 'date', search: 'range' },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
