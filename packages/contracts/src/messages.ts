import { z } from 'zod';
import { defineCalls } from './call';

/** Notice business types and where a click on each leads. */
export const PUSH_BIZ_TYPES = [
  'GB',
  'ES',
  'OTAFAIL',
  'CGTERMINAL',
  'CGANGEHOST',
  'DEALERAREA',
  'ERRORMSG',
  'APP_FENCE',
  'APP_VE_UPGRADE',
  'APP_VE_LOGIN',
  'APP_VE_MAIN',
  'SYSTEM',
] as const;
export type PushBizType = (typeof PUSH_BIZ_TYPES)[number];

export const MESSAGE_TARGETS: Partial<Record<PushBizType, string>> = {
  GB: '/vehicle/gbAlarm',
  ES: '/vehicle/faultVehicle',
  OTAFAIL: '/ota/updateTask',
  CGTERMINAL: '/ne-vehicle/terminalBind',
  CGANGEHOST: '/vehicle/sales',
  DEALERAREA: '/dealer/fenceNotice',
  ERRORMSG: '/terminal/abnormalQuery',
};

/** Boxes of the message centre: unread (triggerFlag 0), read (1), trash. */
export const MESSAGE_BOXES = ['unread', 'read', 'trash'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export interface Message {
  id: number;
  msg_id: number;
  create_time: number;
  pushBody: string;
  title: string;
  triggerFlag: 0 | 1;
  trashed: boolean;
  pushBizType: PushBizType;
  queryCondition: string | null;
  pushChannel: 'WEB';
}

export interface MessageCount {
  count: number;
  unread: number;
  read: number;
  trash: number;
}

/** A user's own message box: every signed-in user has one. */
export const MESSAGE_CALLS = defineCalls({
  /** the bell's figures (MessageCount) */
  count: { method: 'GET', path: 'system-svc/message/count', access: 'session' },
  /** query messageListQuery: a page of one box */
  list: { method: 'GET', path: 'system-svc/message/init', access: 'session' },
  /** query msg_id: one message */
  content: { method: 'GET', path: 'system-svc/message/content', access: 'session' },
  /** body messageIdsBody (or { all: true }): marks read */
  read: {
    method: 'POST',
    path: 'system-svc/message/has_read',
    access: 'session',
    log: 'messageCenter/markRead',
  },
  /** body messageIdsBody: to the trash */
  trash: {
    method: 'POST',
    path: 'system-svc/message/remove_readed',
    access: 'session',
    log: 'messageCenter/trash',
  },
  /** body messageIdsBody: back from the trash */
  restore: {
    method: 'POST',
    path: 'system-svc/message/restore',
    access: 'session',
    log: 'messageCenter/untrash',
  },
});

export const messageListQuery = z.object({
  pushChannel: z.literal('WEB').default('WEB'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  triggerFlag: z.coerce.number().int().min(0).max(1).optional(),
  /** 1 lists the trash; otherwise trashed messages are left out. */
  trash: z.coerce.number().int().min(0).max(1).default(0),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** Body of has_read, remove_readed and restore: ids, or msg_id for one; has_read also takes all. */
export const messageIdsBody = z
  .object({
    ids: z.array(z.coerce.number().int().positive()).max(1000).optional(),
    msg_id: z.coerce.number().int().positive().optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all || (b.ids && b.ids.length > 0) || b.msg_id, { message: 'ids' });
export type MessageIdsBody = z.infer<typeof messageIdsBody>;
