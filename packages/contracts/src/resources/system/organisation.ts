import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, sequenceField, statusField, t } from './common';

/** Organisations (spec 002 section 3): a tree with treePath; dealer-type orgs are DEALER, KEYACCOUNT, SERVICE. */
export const organisationSpec = defineResourceSpec({
  name: 'organisation',
  module: 'organisation',
  service: 'system-svc',
  base: 'orgs/V1.0',
  title: t('组织机构', 'Organizations', '組織機構'),
  optionLabel: 'name',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    name: {
      label: t('组织名称', 'Organization name', '組織名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    abbr: { label: t('简称', 'Short name', '簡稱'), type: 'text', max: 50 },
    code: {
      label: t('组织编码', 'Organization code', '組織編碼'),
      type: 'text',
      required: true,
      max: 50,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    type: {
      label: t('组织类型', 'Organization type', '組織類型'),
      type: 'dict',
      dict: 'orgType',
      required: true,
      default: 'COMPANY',
      search: 'in',
    },
    parentId: {
      label: t('上级组织', 'Parent organization', '上層組織'),
      type: 'ref',
      ref: 'organisation',
      tree: true,
    },
    province: { label: L.province, type: 'area', areaLevel: 1, search: 'eq' },
    city: { label: L.city, type: 'area', areaLevel: 2, search: 'eq' },
    status: statusField,
    sequence: sequenceField,
    treePath: {
      label: t('层级路径', 'Tree path', '層級路徑'),
      type: 'text',
      form: false,
      import: false,
      list: false,
    },
    readonly: { label: t('只读', 'Read-only', '唯讀'), type: 'boolean', default: false, list: false },
    attributes: { label: t('组织属性', 'Attributes', '組織屬性'), type: 'text', max: 200, list: false },
    contacts: { label: L.contacts, type: 'text', max: 50 },
    telephone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
    email: { label: L.email, type: 'text', max: 100, pattern: PATTERNS.email, list: false },
    address: { label: L.address, type: 'text', max: 200, list: false },
    createdAt: createdAtField,
  },
});

/** Organisation types of the dealer network (spec 002 section 3). */
export const DEALER_ORG_TYPES = ['DEALER', 'KEYACCOUNT', 'SERVICE'] as const;
