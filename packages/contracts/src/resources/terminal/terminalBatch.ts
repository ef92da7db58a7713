import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';

/**
 * Production batches of terminals. The console has no screen of its own for them (terminals pick
 * their batch), so they are gated by the terminal list's permissions.
 */
export const terminalBatchSpec = defineResourceSpec({
  name: 'terminalBatch',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalBatch/V1.0',
  title: t('终端生产批次', 'Terminal batches', '終端生產批次'),
  optionLabel: 'batchNo',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'export', 'options'],
  fields: {
    batchNo: {
      label: t('批次号', 'Batch number', '批次號'),
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
      label: t('数量', 'Quantity', '數量'),
      type: 'integer',
      required: true,
      min: 1,
      max: 1_000_000,
      sortable: true,
    },
    produceDate: { label: t('生产日期', 'Production date', '生產日期'), type: 'date', search: 'range' },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
