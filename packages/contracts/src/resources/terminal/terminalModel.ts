import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS, TL, chainTypeField, modelCodeField, modelNameField } from './common';
import { text } from '../../i18n';

export const terminalModelSpec = defineResourceSpec({
  name: 'terminalModel',
  module: 'terminalModels',
  service: 'terminal-svc',
  base: 'terminal/models/V1.0',
  title: text('terminal.terminalModel.title'),
  noun: text('nouns.terminalModel'),
  optionLabel: 'modelName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    modelCode: modelCodeField,
    modelName: modelNameField,
    supplierId: { label: TL.supplier, type: 'ref', ref: 'terminalSupplier', required: true, search: 'eq' },
    chipModelId: {
      label: text('terminal.terminalModel.fields.chipModelId'),
      type: 'ref',
      ref: 'chipModel',
      search: 'eq',
    },
    chainType: chainTypeField,
    hardwareVersion: { label: TL.hardwareVersion, type: 'text', max: 32, pattern: TERMINAL_PATTERNS.version },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
