import { PUSH_BIZ_TYPES } from '../../messages';
import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, sequenceField, statusField, t, PATTERNS } from './common';

/** Business types a notice setting may carry (spec 002 section 3). */
export const NOTICE_BIZ_TYPES = PUSH_BIZ_TYPES.filter((type) => type !== 'SYSTEM');

/** Message types (push classes): how notices are grouped in the message centre. */
export const pushClassSpec = defineResourceSpec({
  name: 'pushClass',
  module: 'pushClass',
  service: 'system-svc',
  base: 'pushClass/V1.0',
  aliases: [{ service: 'vehicle-svc', base: 'pushClass/V1.0' }],
  title: t('消息类型', 'Message types', '訊息類型'),
  optionLabel: 'name',
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    code: {
      label: t('类型编码', 'Type code', '類型編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('类型名称', 'Type name', '類型名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    bizType: {
      label: t('业务类型', 'Business type', '業務類型'),
      type: 'enum',
      values: PUSH_BIZ_TYPES,
      dict: 'pushBizType',
      required: true,
      search: 'eq',
    },
    icon: { label: t('图标', 'Icon', '圖示'), type: 'text', max: 64, list: false },
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
  aliases: [{ service: 'vehicle-svc', base: 'pushconfig/V1.0' }],
  title: t('通知设置', 'Notification settings', '通知設定'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: {
      label: t('通知名称', 'Notice name', '通知名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    bizType: {
      label: t('业务类型', 'Business type', '業務類型'),
      type: 'enum',
      values: NOTICE_BIZ_TYPES,
      dict: 'pushBizType',
      required: true,
      search: 'eq',
    },
    pushClassId: {
      label: t('消息类型', 'Message type', '訊息類型'),
      type: 'ref',
      ref: 'pushClass',
      search: 'eq',
    },
    channels: {
      label: t('通知方式', 'Channels', '通知方式'),
      type: 'dict',
      dict: 'pushWay',
      multiple: true,
      required: true,
      search: 'in',
      default: ['WEB'],
    },
    userCount: {
      label: t('关联用户数', 'Linked users', '關聯使用者數'),
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
      label: t('关联用户', 'Link users', '關聯使用者'),
      method: 'POST',
      path: '/system-svc/pushuser/V1.0',
      selection: 'one',
      dialog: 'pushUsers',
    },
  ],
});

/** Calls of the linked users of a notice setting (system-svc and vehicle-svc alike). */
export const PushUserApi = {
  /** POST { pushConfigId, page, pageSize, userName?, realName? }: users linked to the setting */
  refUserPage: 'system-svc/pushuser/V1.0/refUserPage',
  /** POST { pushConfigId, page, pageSize, userName?, realName? }: users of the tenant not linked yet */
  notRefUserPage: 'system-svc/pushuser/V1.0/notRefUserPage',
  /** POST { pushConfigId, userIds } links, DELETE { pushConfigId, userIds } unlinks */
  link: 'system-svc/pushuser/V1.0',
  /** POST: the notice settings the signed-in user receives, with their display settings */
  currentPush: 'system-svc/pushitem/V1.0/currentPush',
  /** POST: the signed-in user's display settings per business type */
  readSettings: 'system-svc/pushitem/V1.0/readSettings',
  /** PUT { items: PushItemSetting[] }: saves them */
  saveSettings: 'system-svc/pushitem/V1.0/settings',
} as const;

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
