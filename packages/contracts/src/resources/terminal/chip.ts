import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS, modelCodeField, modelNameField } from './common';
import { text } from '../../i18n';

export const chipFactorySpec = defineResourceSpec({
  name: 'chipFactory',
  module: 'chipFactory',
  service: 'terminal-svc',
  base: 'chip/factory/V1.0',
  title: text('terminal.chip.factory.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: text('terminal.chip.factory.fields.code'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('terminal.chip.factory.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    contacts: { label: L.contacts, type: 'text', max: 50 },
    phone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
    address: { label: L.address, type: 'text', max: 200, list: false },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const chipModelSpec = defineResourceSpec({
  name: 'chipModel',
  module: 'chipModels',
  service: 'terminal-svc',
  base: 'chip/models/V1.0',
  title: text('terminal.chip.model.title'),
  optionLabel: 'modelName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    modelCode: modelCodeField,
    modelName: modelNameField,
    chipFactoryId: {
      label: text('terminal.chip.model.fields.chipFactoryId'),
      type: 'ref',
      ref: 'chipFactory',
      required: true,
      search: 'eq',
    },
    chipType: {
      label: text('terminal.chip.model.fields.chipType'),
      type: 'dict',
      dict: 'chipType',
      required: true,
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
