import { PUSH_BIZ_TYPES } from '../../messages';
import { defineResourceSpec } from '../../resource';
import { SYSTEM_ADMIN_CALLS } from './calls';
import { createdAtField, remarkField, sequenceField, statusField, PATTERNS } from './common';
import { text } from '../../i18n';

/** Business types a notice setting may carry: every type but SYSTEM. */
export const NOTICE_BIZ_TYPES = PUSH_BIZ_TYPES.filter((type) => type !== 'SYSTEM');

/** Message types (push classes): how notices are grouped in the message centre. */
export const pushClassSpec = defineResourceSpec({
  name: 'pushClass',
  module: 'pushClass',
  service: 'system-svc',
  base: 'pushClass/V1.0',
  title: text('system.push.class.title'),
  optionLabel: 'name',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    code: {
      label: text('system.push.class.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.push.class.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    bizType: {
      label: text('system.push.class.fields.bizType'),
      type: 'enum',
      values: PUSH_BIZ_TYPES,
      dict: 'pushBizType',
      required: true,
      search: 'eq',
    },
    icon: { label: text('system.push.class.fields.icon'), type: 'text', max: 64, list: false },
    sequence: sequenceField,
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Notice settings (push configuration): a business type, its message type, channels and the linked users. */
export const pushConfigSpec = defineResourceSpec({
  name: 'pushConfig',
  module: 'pushConfig',
  service: 'system-svc',
  base: 'pushconfig/V1.0',
  title: text('system.push.config.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: {
      label: text('system.push.config.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    bizType: {
      label: text('system.push.class.fields.bizType'),
      type: 'enum',
      values: NOTICE_BIZ_TYPES,
      dict: 'pushBizType',
      required: true,
      search: 'eq',
    },
    pushClassId: {
      label: text('system.push.config.fields.pushClassId'),
      type: 'ref',
      ref: 'pushClass',
      search: 'eq',
    },
    channels: {
      label: text('system.push.config.fields.channels'),
      type: 'dict',
      dict: 'pushWay',
      multiple: true,
      required: true,
      search: 'in',
      default: ['WEB'],
    },
    userCount: {
      label: text('system.push.config.fields.userCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'link',
      label: text('system.push.config.actions.link'),
      call: SYSTEM_ADMIN_CALLS.linkPushUsers,
      selection: 'one',
      dialog: 'pushUsers',
    },
  ],
});

export interface PushLinkRequest {
  pushConfigId: number;
  userIds: number[];
}

/** A user's display setting of one business type. */
export interface PushItemSetting {
  bizType: string;
  enabled: boolean;
  popup: boolean;
  sound: boolean;
}
