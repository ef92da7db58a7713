import type { FieldSpec } from '../../resource';
import { text } from '../../i18n';

/** Labels several system resources share. */
export const L = {
  name: text('system.common.name'),
  code: text('system.common.code'),
  status: text('system.common.status'),
  sequence: text('system.common.sequence'),
  remark: text('system.common.remark'),
  description: text('system.common.description'),
  createdAt: text('system.common.createdAt'),
  org: text('system.common.org'),
  contacts: text('system.common.contacts'),
  telephone: text('system.common.telephone'),
  phone: text('system.common.phone'),
  email: text('system.common.email'),
  address: text('system.common.address'),
  province: text('system.common.province'),
  city: text('system.common.city'),
  parent: text('system.common.parent'),
  tenant: text('system.common.tenant'),
} as const;

export const PATTERNS = {
  code: {
    source: '^[A-Za-z][A-Za-z0-9_.:-]*$',
    message: text('system.common.patterns.code.message'),
  },
  email: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  mobile: {
    source: '^1\\d{10}$',
    message: text('system.common.patterns.mobile.message'),
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
