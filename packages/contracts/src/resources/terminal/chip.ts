import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, modelCodeField, modelNameField } from './common';

export const chipFactorySpec = defineResourceSpec({
  name: 'chipFactory',
  module: 'chipFactory',
  service: 'terminal-svc',
  base: 'chip/factory/V1.0',
  title: t('芯片厂商', 'Chip manufacturers', '晶片廠商'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: t('厂商编码', 'Manufacturer code', '廠商編碼'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('厂商名称', 'Manufacturer name', '廠商名稱'),
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
  title: t('芯片型号', 'Chip models', '晶片型號'),
  optionLabel: 'modelName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    modelCode: modelCodeField,
    modelName: modelNameField,
    chipFactoryId: {
      label: t('芯片厂商', 'Chip manufacturer', '晶片廠商'),
      type: 'ref',
      ref: 'chipFactory',
      required: true,
      search: 'eq',
    },
    chipType: {
      label: t('芯片类型', 'Chip type', '晶片類型'),
      type: 'dict',
      dict: 'chipType',
      required: true,
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
