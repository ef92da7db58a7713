import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField, t } from '../system/common';
import { TERMINAL_PATTERNS } from './common';

/** The supplier type codes of spec 001 section 3. */
export const SUPPLIER_TYPE = { terminal: '1001', part: '1002' } as const;

const twoChars = (label: ReturnType<typeof t>) =>
  ({
    label,
    type: 'text',
    required: true,
    pattern: {
      source: '^[0-9A-Z]{2}$',
      message: t('2 位数字或大写字母', 'Two digits or capital letters', '2 位數字或大寫字母'),
    },
    search: 'eq',
  }) as const satisfies FieldSpec;

const supplierFields = {
  code: {
    label: t('供应商编码', 'Supplier code', '供應商編碼'),
    type: 'text',
    required: true,
    max: 32,
    pattern: TERMINAL_PATTERNS.code,
    search: 'prefix',
    unique: true,
    sortable: true,
  },
  name: {
    label: t('供应商名称', 'Supplier name', '供應商名稱'),
    type: 'text',
    required: true,
    max: 100,
    search: 'like',
    sortable: true,
  },
  abbr: { label: t('简称', 'Short name', '簡稱'), type: 'text', max: 50 },
  contacts: { label: L.contacts, type: 'text', max: 50 },
  phone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
  address: { label: L.address, type: 'text', max: 200, list: false },
  status: statusField,
  remark: remarkField,
  createdAt: createdAtField,
} as const satisfies Record<string, FieldSpec>;

/** Terminal suppliers (supplier type 1001): mesCode and tuidCode go into the codes of their terminals. */
export const terminalSupplierSpec = defineResourceSpec({
  name: 'terminalSupplier',
  module: 'terminalSuppliers',
  service: 'terminal-svc',
  base: 'terminal/suppliers/V1.0',
  title: t('终端供应商', 'Terminal suppliers', '終端供應商'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: supplierFields.code,
    name: supplierFields.name,
    abbr: supplierFields.abbr,
    mesCode: twoChars(t('MES 编码', 'MES code', 'MES 編碼')),
    tuidCode: twoChars(t('TUID 编码', 'TUID code', 'TUID 編碼')),
    contacts: supplierFields.contacts,
    phone: supplierFields.phone,
    address: supplierFields.address,
    status: supplierFields.status,
    remark: supplierFields.remark,
    /** when the portal password was set (terminal/suppliers/V1.0/pwd); the password itself is never answered */
    portalPasswordSetAt: {
      label: t('门户密码设置时间', 'Portal password set at', '入口網站密碼設定時間'),
      type: 'datetime',
      form: false,
      import: false,
    },
    createdAt: supplierFields.createdAt,
  },
  actions: [
    {
      key: 'pwd',
      label: t('门户密码', 'Portal password', '入口網站密碼'),
      method: 'POST',
      path: 'pwd',
      selection: 'one',
      dialog: 'supplierPwd',
    },
  ],
});

/** Part suppliers (supplier type 1002): saved with mesCode and tuidCode fixed to 00. */
export const partSupplierSpec = defineResourceSpec({
  name: 'partSupplier',
  module: 'partSuppliers',
  service: 'terminal-svc',
  base: 'part/suppliers/V1.0',
  title: t('零部件供应商', 'Part suppliers', '零組件供應商'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: supplierFields.code,
    name: supplierFields.name,
    abbr: supplierFields.abbr,
    mesCode: { label: t('MES 编码', 'MES code', 'MES 編碼'), type: 'text', form: false, import: false },
    tuidCode: { label: t('TUID 编码', 'TUID code', 'TUID 編碼'), type: 'text', form: false, import: false },
    contacts: supplierFields.contacts,
    phone: supplierFields.phone,
    address: supplierFields.address,
    status: supplierFields.status,
    remark: supplierFields.remark,
    createdAt: supplierFields.createdAt,
  },
});
