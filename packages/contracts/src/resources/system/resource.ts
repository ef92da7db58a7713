import { defineResourceSpec } from '../../resource';
import { sequenceField, statusField } from './common';
import { text } from '../../i18n';

/** Resources: the permission strings, i.e. the BUTTON nodes of the menu tree under their screens. */
export const permissionResourceSpec = defineResourceSpec({
  name: 'resource',
  module: 'resource',
  service: 'system-svc',
  base: 'resources/V1.0',
  title: text('system.resource.permissionResource.title'),
  optionLabel: 'permission',
  scope: 'global',
  defaultSort: { key: 'permission', order: 'asc' },
  fields: {
    permission: {
      label: text('system.resource.permissionResource.fields.permission.label'),
      type: 'text',
      required: true,
      max: 120,
      pattern: {
        source: '^[\\w-]+/[\\w-]+$',
        message: text('system.resource.permissionResource.fields.permission.pattern.message'),
      },
      search: 'prefix',
      sortable: true,
    },
    name: {
      label: text('system.resource.permissionResource.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    code: {
      label: text('system.resource.permissionResource.fields.code'),
      type: 'text',
      required: true,
      max: 120,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    parentId: {
      label: text('system.resource.permissionResource.fields.parentId'),
      type: 'ref',
      ref: 'menu',
      tree: true,
      required: true,
      search: 'eq',
    },
    sequence: sequenceField,
    status: statusField,
  },
});
