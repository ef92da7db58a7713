import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, sequenceField, statusField } from './common';
import { text } from '../../i18n';

/** Organisations: a tree with treePath; dealer-type orgs are DEALER, KEYACCOUNT, SERVICE. */
export const organisationSpec = defineResourceSpec({
  name: 'organisation',
  module: 'organisation',
  service: 'system-svc',
  base: 'orgs/V1.0',
  title: text('system.organisation.title'),
  noun: text('nouns.organisation'),
  optionLabel: 'name',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    name: {
      label: text('system.organisation.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    abbr: { label: text('system.organisation.fields.abbr'), type: 'text', max: 50 },
    code: {
      label: text('system.organisation.fields.code'),
      type: 'text',
      required: true,
      max: 50,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    type: {
      label: text('system.organisation.fields.type'),
      type: 'dict',
      dict: 'orgType',
      required: true,
      default: 'COMPANY',
      search: 'in',
    },
    parentId: {
      label: text('system.organisation.fields.parentId'),
      type: 'ref',
      ref: 'organisation',
      tree: true,
    },
    province: { label: L.province, type: 'area', areaLevel: 1, search: 'eq' },
    city: { label: L.city, type: 'area', areaLevel: 2, search: 'eq' },
    status: statusField,
    sequence: sequenceField,
    treePath: {
      label: text('system.organisation.fields.treePath'),
      type: 'text',
      form: false,
      import: false,
      list: false,
    },
    readonly: {
      label: text('system.organisation.fields.readonly'),
      type: 'boolean',
      default: false,
      list: false,
    },
    attributes: { label: text('system.organisation.fields.attributes'), type: 'text', max: 200, list: false },
    contacts: { label: L.contacts, type: 'text', max: 50 },
    telephone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
    email: { label: L.email, type: 'text', max: 100, pattern: PATTERNS.email, list: false },
    address: { label: L.address, type: 'text', max: 200, list: false },
    createdAt: createdAtField,
  },
});

/** Organisation types of the dealer network. */
export const DEALER_ORG_TYPES = ['DEALER', 'KEYACCOUNT', 'SERVICE'] as const;
