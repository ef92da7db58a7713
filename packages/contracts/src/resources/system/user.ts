import { defineResourceSpec } from '../../resource';
import { SYSTEM_ADMIN_CALLS } from './calls';
import { L, PATTERNS, createdAtField } from './common';
import { text } from '../../i18n';

/** Users: roles, organisation, post, user type, lock state, password state. */
export const userSpec = defineResourceSpec({
  name: 'user',
  module: 'user',
  service: 'system-svc',
  base: 'users/V1.0',
  title: text('system.user.title'),
  noun: text('nouns.user'),
  optionLabel: 'realName',
  rowName: 'userName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    userName: {
      label: text('system.user.fields.userName.label'),
      type: 'text',
      required: true,
      min: 3,
      max: 64,
      pattern: {
        source: '^[A-Za-z0-9_.@-]{3,64}$',
        message: text('system.user.fields.userName.pattern.message'),
      },
      search: 'prefix',
      sortable: true,
      unique: true,
    },
    realName: {
      label: text('system.user.fields.realName'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
      sortable: true,
    },
    password: {
      label: text('system.user.fields.password.label'),
      type: 'password',
      form: 'create',
      list: false,
      export: false,
      help: text('system.user.fields.password.help'),
    },
    userType: {
      label: text('system.user.fields.userType'),
      type: 'dict',
      dict: 'userType',
      required: true,
      default: 'TENANT',
      search: 'eq',
    },
    status: {
      label: text('system.user.fields.status'),
      type: 'dict',
      dict: 'userStatus',
      form: 'readonly',
      import: false,
      default: 'NORMAL',
      search: 'eq',
    },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    roleIds: { label: text('system.user.fields.roleIds'), type: 'refs', ref: 'role', search: 'eq' },
    postId: { label: text('system.user.fields.postId'), type: 'ref', ref: 'userPost', search: 'eq' },
    phone: {
      label: L.phone,
      type: 'text',
      pattern: PATTERNS.mobile,
      max: 20,
      search: 'prefix',
      masked: 'user/unmask',
    },
    email: {
      label: L.email,
      type: 'text',
      pattern: PATTERNS.email,
      max: 100,
      search: 'like',
      masked: 'user/unmask',
    },
    telephoneNumber: {
      label: text('system.user.fields.telephoneNumber'),
      type: 'text',
      pattern: PATTERNS.telephone,
      max: 30,
      list: false,
    },
    sex: { label: text('system.user.fields.sex'), type: 'dict', dict: 'sex', search: 'eq' },
    birthday: { label: text('system.user.fields.birthday'), type: 'date', list: false },
    expireDate: {
      label: text('system.user.fields.expireDate'),
      type: 'date',
      search: 'range',
      sortable: true,
    },
    avatarFileId: {
      label: text('system.user.fields.avatarFileId'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    credentialExpireDate: {
      label: text('system.user.fields.credentialExpireDate'),
      type: 'datetime',
      form: false,
      import: false,
      list: false,
    },
    passwordErrorNum: {
      label: text('system.user.fields.passwordErrorNum'),
      type: 'integer',
      form: false,
      import: false,
    },
    passwordErrorLastTime: {
      label: text('system.user.fields.passwordErrorLastTime'),
      type: 'datetime',
      form: false,
      import: false,
      list: false,
    },
    loginTimes: {
      label: text('system.user.fields.loginTimes'),
      type: 'integer',
      form: false,
      import: false,
      sortable: true,
    },
    lastLoginTime: {
      label: text('system.user.fields.lastLoginTime'),
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
    lastLoginIp: {
      label: text('system.user.fields.lastLoginIp'),
      type: 'text',
      form: false,
      import: false,
    },
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'resetPassword',
      label: text('system.user.actions.resetPassword.label'),
      call: SYSTEM_ADMIN_CALLS.resetPassword,
      selection: 'many',
      confirm: text('system.user.actions.resetPassword.confirm'),
    },
    {
      key: 'pwdError',
      label: text('system.user.actions.pwdError'),
      call: SYSTEM_ADMIN_CALLS.clearPasswordErrors,
      selection: 'many',
    },
    {
      key: 'lock',
      label: text('system.user.actions.lock.label'),
      call: SYSTEM_ADMIN_CALLS.lockUsers,
      selection: 'many',
      confirm: text('system.user.actions.lock.confirm'),
    },
    {
      key: 'unlock',
      label: text('system.user.actions.unlock'),
      call: SYSTEM_ADMIN_CALLS.unlockUsers,
      selection: 'many',
    },
  ],
});

/** Body of PUT users/V1.0/reset: the password is the MD5 of the new initial password (default: parameter user.initPassword). */
export interface UserResetRequest {
  ids: number[];
  password?: string;
}
