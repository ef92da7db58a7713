import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, TL, chainTypeField, modelCodeField, modelNameField } from './common';

export const terminalModelSpec = defineResourceSpec({
  name: 'terminalModel',
  module: 'terminalModels',
  service: 'terminal-svc',
  base: 'terminal/models/V1.0',
  title: t('终端型号', 'Terminal models', '終端型號'),
  optionLabel: 'modelName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    modelCode: modelCodeField,
    modelName: modelNameField,
    supplierId: { label: TL.supplier, type: 'ref', ref: 'terminalSupplier', required: true, search: 'eq' },
    chipModelId: {
      label: t('芯片型号', 'Chip model', '晶片型號'),
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
