import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGE_TARGETS, type PushBizType } from '@chelian/contracts/messages';
import { markRead, messageKeys } from '../../api/messages';
import { MESSAGE_CENTER_PATH } from '../menu/menuModel';
import { useRoutes } from '../useRoutes';

export interface OpenableMessage {
  id: number;
  pushBizType: string;
  /** true when it is still unread (opening marks it read) */
  unread?: boolean;
}

/**
 * Opening a message from the bell or a notification: marks it read, then goes to the screen of
 * its business type when the user can reach it, else opens it in the message centre.
 */
export function useOpenMessage(): (message: OpenableMessage) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routes = useRoutes();
  return useCallback(
    async (message: OpenableMessage) => {
      if (message.unread !== false) {
        try {
          await markRead([message.id]);
        } catch {
          /* shown by the HTTP client; still open the message */
        }
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      }
      const target = MESSAGE_TARGETS[message.pushBizType as PushBizType];
      if (target && routes.has(target)) navigate(target);
      else navigate(`${MESSAGE_CENTER_PATH}?id=${encodeURIComponent(String(message.id))}`);
    },
    [navigate, queryClient, routes],
  );
}
