import type { LocalizedText } from '../../menu-catalog';
import type { FieldSpec } from '../../resource';

export const t = (zhCN: string, enUS: string, zhTW: string): LocalizedText => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
});

/** Labels several system resources share. */
export const L = {
  name: t('名称', 'Name', '名稱'),
  code: t('编码', 'Code', '編碼'),
  status: t('状态', 'Status', '狀態'),
  sequence: t('排序', 'Sort order', '排序'),
  remark: t('备注', 'Remarks', '備註'),
  description: t('描述', 'Description', '描述'),
  createdAt: t('创建时间', 'Created at', '建立時間'),
  org: t('所属组织', 'Organization', '所屬組織'),
  contacts: t('联系人', 'Contact person', '聯絡人'),
  telephone: t('联系电话', 'Telephone', '聯絡電話'),
  phone: t('手机号码', 'Mobile phone', '手機號碼'),
  email: t('邮箱', 'Email', '電子郵件'),
  address: t('地址', 'Address', '地址'),
  province: t('省份', 'Province', '省份'),
  city: t('城市', 'City', '城市'),
  parent: t('上级', 'Parent', '上層'),
  tenant: t('所属租户', 'Tenant', '所屬租戶'),
} as const;

export const PATTERNS = {
  code: {
    source: '^[A-Za-z][A-Za-z0-9_.:-]*$',
    message: t(
      '以字母开头，只能包含字母、数字和 _ . : -',
      'Start with a letter; letters, digits and _ . : - only',
      '以字母開頭，只能包含字母、數字和 _ . : -',
    ),
  },
  email: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  mobile: {
    source: '^1\\d{10}$',
    message: t('请输入 11 位手机号码', 'Enter an 11-digit mobile number', '請輸入 11 位手機號碼'),
  },
  telephone: { source: '^[0-9+\\-() ]{5,30}$' },
  url: { source: '^(https?://|/)\\S*$' },
} as const;

/** Fields most resources have, ready to spread into a declaration. */
export const statusField = {
  label: L.status,
  type: 'dict',
  dict: 'commonStatus',
  search: 'eq',
  default: 'NORMAL',
  required: true,
} as const satisfies FieldSpec;
export const sequenceField = {
  label: L.sequence,
  type: 'integer',
  min: 0,
  max: 99999,
  sortable: true,
  default: 0,
} as const satisfies FieldSpec;
export const remarkField = {
  label: L.remark,
  type: 'textarea',
  max: 500,
  list: false,
} as const satisfies FieldSpec;
export const createdAtField = {
  label: L.createdAt,
  type: 'datetime',
  form: false,
  import: false,
  search: 'range',
  sortable: true,
} as const satisfies FieldSpec;
