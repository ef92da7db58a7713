import { defineResourceSpec } from '../../resource';
import { sequenceField, statusField, t } from './common';

/** Resources: the permission strings, i.e. the BUTTON nodes of the menu tree under their screens. */
export const permissionResourceSpec = defineResourceSpec({
  name: 'resource',
  module: 'resource',
  service: 'system-svc',
  base: 'resources/V1.0',
  title: t('资源', 'Resources', '資源'),
  optionLabel: 'permission',
  scope: 'global',
  defaultSort: { key: 'permission', order: 'asc' },
  fields: {
    permission: {
      label: t('权限标识', 'Permission', '權限標識'),
      type: 'text',
      required: true,
      max: 120,
      pattern: {
        source: '^[\\w-]+/[\\w-]+$',
        message: t(
          '格式为 模块/操作，如 user/create',
          'Written module/action, e.g. user/create',
          '格式為 模組/操作，如 user/create',
        ),
      },
      search: 'prefix',
      sortable: true,
    },
    name: {
      label: t('资源名称', 'Resource name', '資源名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    code: {
      label: t('资源编码', 'Resource code', '資源編碼'),
      type: 'text',
      required: true,
      max: 120,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    parentId: {
      label: t('所属菜单', 'Screen', '所屬選單'),
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
