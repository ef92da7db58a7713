import { defineResourceSpec } from '../../resource';
import { t } from './common';

/** Online users: the live sessions of the caller's tenant; delete kicks them out (answers { kicked }). */
export const onlineUserSpec = defineResourceSpec({
  name: 'onlineUser',
  module: 'onlineUser',
  service: 'system-svc',
  base: 'onlineUsers',
  title: t('在线用户', 'Online users', '線上使用者'),
  optionLabel: 'userName',
  defaultSort: { key: 'lastSeenTime', order: 'desc' },
  operations: ['page', 'find', 'delete', 'export'],
  fields: {
    userName: { label: t('登录名', 'Login name', '登入名稱'), type: 'text', search: 'like', sortable: true },
    realName: { label: t('姓名', 'Full name', '姓名'), type: 'text', search: 'like' },
    userId: { label: t('用户编号', 'User ID', '使用者編號'), type: 'integer', list: false },
    ip: { label: t('登录 IP', 'IP address', '登入 IP'), type: 'text', search: 'prefix' },
    userAgent: { label: t('浏览器', 'Browser', '瀏覽器'), type: 'text' },
    loginTime: {
      label: t('登录时间', 'Signed in at', '登入時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    lastSeenTime: { label: t('最近访问时间', 'Last seen', '最近存取時間'), type: 'datetime', sortable: true },
    expiresAt: {
      label: t('会话过期时间', 'Session expires at', '工作階段過期時間'),
      type: 'datetime',
      sortable: true,
    },
  },
});
