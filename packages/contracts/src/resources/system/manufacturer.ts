import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField, t } from './common';

/** Manufacturers (the factory management screen): vehicle makers and suppliers of terminals, batteries, motors, chips. */
export const manufacturerSpec = defineResourceSpec({
  name: 'manufacturer',
  module: 'manufacturer',
  service: 'system-svc',
  base: 'manufacturers/V1.0',
  title: t('厂商', 'Manufacturers', '廠商'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: t('厂商编码', 'Manufacturer code', '廠商編碼'),
      type: 'text',
      required: true,
      max: 32,
      pattern: PATTERNS.code,
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
    abbr: { label: t('简称', 'Short name', '簡稱'), type: 'text', max: 50 },
    manufacturerType: {
      label: t('厂商类型', 'Manufacturer type', '廠商類型'),
      type: 'dict',
      dict: 'manufacturerType',
      required: true,
      search: 'eq',
    },
    creditCode: {
      label: t('统一社会信用代码', 'Unified social credit code', '統一社會信用代碼'),
      type: 'text',
      pattern: {
        source: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
        message: t(
          '18 位统一社会信用代码',
          'An 18-character unified social credit code',
          '18 位統一社會信用代碼',
        ),
      },
      search: 'eq',
      list: false,
    },
    contacts: { label: L.contacts, type: 'text', max: 50 },
    phone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
    email: { label: L.email, type: 'text', max: 100, pattern: PATTERNS.email, list: false },
    province: { label: L.province, type: 'area', areaLevel: 1, search: 'eq' },
    city: { label: L.city, type: 'area', areaLevel: 2 },
    address: { label: L.address, type: 'text', max: 200, list: false },
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});
