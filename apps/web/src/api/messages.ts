import type { Page } from '@chelian/contracts/platform';
import { MESSAGE_CALLS, type Message, type MessageBox, type MessageCount } from '@chelian/contracts/messages';
import { callApi } from './http';

/** Query keys of everything message-related, so one invalidation refreshes bell, counts and lists. */
export const messageKeys = {
  all: ['message'] as const,
  count: ['message', 'count'] as const,
  bell: ['message', 'bell'] as const,
  list: (box: MessageBox, page: number, pageSize: number) =>
    ['message', 'list', box, page, pageSize] as const,
  content: (id: number) => ['message', 'content', id] as const,
};

export const BELL_SIZE = 10;

/** The bell's count, polled in the background: a failure shows no toast (the bell keeps its last figure). */
export function getMessageCount(): Promise<MessageCount> {
  return callApi<MessageCount>(MESSAGE_CALLS.count, undefined, { silent: true });
}

/** unread: triggerFlag 0; read: triggerFlag 1; trash: trash=1. */
export function listMessages(box: MessageBox, page: number, pageSize: number): Promise<Page<Message>> {
  const query =
    box === 'trash'
      ? { pushChannel: 'WEB', page, pageSize, trash: 1 }
      : { pushChannel: 'WEB', page, pageSize, triggerFlag: box === 'unread' ? 0 : 1, trash: 0 };
  return callApi<Page<Message>>(MESSAGE_CALLS.list, query);
}

export function getMessage(id: number): Promise<Message> {
  return callApi<Message>(MESSAGE_CALLS.content, { msg_id: id });
}

export function markRead(ids: number[]): Promise<unknown> {
  return callApi(MESSAGE_CALLS.read, { ids });
}

export function markAllRead(): Promise<unknown> {
  return callApi(MESSAGE_CALLS.read, { all: true });
}

export function moveToTrash(ids: number[]): Promise<unknown> {
  return callApi(MESSAGE_CALLS.trash, { ids });
}

export function restoreMessages(ids: number[]): Promise<unknown> {
  return callApi(MESSAGE_CALLS.restore, { ids });
}

/** The id of a message row (the list may carry msg_id, id or both). */
export function messageId(message: Pick<Message, 'id' | 'msg_id'>): number {
  return message.msg_id ?? message.id;
}
