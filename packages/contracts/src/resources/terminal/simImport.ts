import { defineResourceSpec } from '../../resource';
import { createdAtField, t } from '../system/common';
import { simCardSpec } from './sim';

/**
 * SIM cards put in terminals by file (the spec's importSimRefTerminal): one row per card and
 * terminal, all or nothing; each row applies the assignment and stays as its record.
 */
export const simCardLinkSpec = defineResourceSpec({
  name: 'simCardLink',
  module: 'simCards',
  service: 'terminal-svc',
  base: 'simcards/V1.0/refTerminal',
  title: t('SIM 卡关联终端', 'SIM cards to terminals', 'SIM 卡關聯終端'),
  optionLabel: 'iccid',
  operations: ['page', 'find', 'export', 'import'],
  permissions: { import: 'simCards/assign' },
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    iccid: { ...simCardSpec.fields.iccid, unique: false },
    terminalCode: {
      label: t('终端编号', 'Terminal code', '終端編號'),
      type: 'text',
      required: true,
      max: 64,
      search: 'prefix',
    },
    createdAt: { ...createdAtField, label: t('关联时间', 'Linked at', '關聯時間') },
  },
});

/**
 * The spec's importEx: the SIM card file where a row whose ICCID the tenant already has updates
 * that card (status, plan, dates) instead of being refused.
 */
export const simCardUpdateImportSpec = defineResourceSpec({
  name: 'simCardUpdateImport',
  module: simCardSpec.module,
  service: simCardSpec.service,
  base: 'simcards/V1.0/importEx',
  title: t('SIM 卡导入（更新已有）', 'SIM cards (update existing)', 'SIM 卡匯入（更新既有）'),
  optionLabel: 'iccid',
  operations: ['import'],
  fields: simCardSpec.fields,
});
