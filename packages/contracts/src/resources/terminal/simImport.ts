import { defineResourceSpec } from '../../resource';
import { createdAtField } from '../system/common';
import { simCardSpec } from './sim';
import { text } from '../../i18n';

/**
 * SIM cards put in terminals by file (the spec's importSimRefTerminal): one row per card and
 * terminal, all or nothing; each row applies the assignment and stays as its record.
 */
export const simCardLinkSpec = defineResourceSpec({
  name: 'simCardLink',
  module: 'simCards',
  service: 'terminal-svc',
  base: 'simcards/V1.0/refTerminal',
  title: text('terminal.simImport.simCardLink.title'),
  optionLabel: 'iccid',
  operations: ['page', 'find', 'export', 'import'],
  permissions: { import: 'simCards/assign' },
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    iccid: { ...simCardSpec.fields.iccid, unique: false },
    terminalCode: {
      label: text('terminal.simImport.simCardLink.fields.terminalCode'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
    },
    createdAt: { ...createdAtField, label: text('terminal.simImport.simCardLink.fields.createdAt') },
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
  title: text('terminal.simImport.simCardUpdateImport'),
  optionLabel: 'iccid',
  operations: ['import'],
  fields: simCardSpec.fields,
});
