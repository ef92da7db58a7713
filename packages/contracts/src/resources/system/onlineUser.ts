import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

/** Online users: the live sessions of the caller's tenant; delete kicks them out (answers { kicked }). */
export const onlineUserSpec = defineResourceSpec({
  name: 'onlineUser',
  module: 'onlineUser',
  service: 'system-svc',
  base: 'onlineUsers',
  title: text('system.onlineUser.title'),
  optionLabel: 'userName',
  defaultSort: { key: 'lastSeenTime', order: 'desc' },
  operations: ['page', 'find', 'delete', 'export'],
  fields: {
    userName: {
      label: text('system.onlineUser.fields.userName'),
      type: 'text',
      search: 'like',
      sortable: true,
    },
    realName: { label: text('system.onlineUser.fields.realName'), type: 'text', search: 'like' },
    userId: { label: text('system.onlineUser.fields.userId'), type: 'integer', list: false },
    ip: { label: text('system.onlineUser.fields.ip'), type: 'text', search: 'prefix' },
    userAgent: { label: text('system.onlineUser.fields.userAgent'), type: 'text' },
    loginTime: {
      label: text('system.onlineUser.fields.loginTime'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    lastSeenTime: { label: text('system.onlineUser.fields.lastSeenTime'), type: 'datetime', sortable: true },
    expiresAt: {
      label: text('system.onlineUser.fields.expiresAt'),
      type: 'datetime',
      sortable: true,
    },
  },
});
