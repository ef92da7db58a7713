import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, sequenceField, statusField } from './common';
import { text } from '../../i18n';

/** Posts (job positions) users hold within an organisation. */
export const userPostSpec = defineResourceSpec({
  name: 'userPost',
  module: 'user',
  service: 'system-svc',
  base: 'userPosts/V1.0',
  title: text('system.userPost.title'),
  optionLabel: 'name',
  defaultSort: { key: 'sequence', order: 'asc' },
  permissions: { create: 'user/post', update: 'user/post', delete: 'user/post', import: 'user/post' },
  fields: {
    code: {
      label: text('system.userPost.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.userPost.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    sequence: sequenceField,
    status: statusField,
    description: { label: L.description, type: 'textarea', max: 200, list: false },
    createdAt: createdAtField,
  },
});
