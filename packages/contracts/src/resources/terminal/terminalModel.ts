import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, TL, chainTypeField } from './common';

export const terminalModelSpec = defineResourceSpec({
  name: 'terminalModel',
  module: 'terminalModels',
  service: 'terminal-svc',
  base: 'terminal/models/V1.0',
  title: t('终端型号', 'Terminal models', '終端型號'),
  optionLabel: 'modelName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    modelCode: {
      label: t('型号编码', 'Model code', '型號編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    modelName: {
      label: t('型号名称', 'Model name', '型號名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
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
