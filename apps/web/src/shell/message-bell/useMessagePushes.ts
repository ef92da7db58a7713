import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageCount } from '@chelian/contracts/messages';
import { commandSocket } from '../../api/commandSocket';
import { handleSessionLost } from '../../api/http';
import { messageKeys } from '../../api/messages';
import { onSignOut } from '../../api/session';
import { useLatest } from '../../utils/useLatest';
import { currentLanguage } from '../../i18n';
import { bizTypeLabel } from '../../i18n/labels';
import { useSession } from '../../state/session';
import { useOpenMessage } from './useOpenMessage';

/**
 * While signed in: keeps the command socket open; a pushed message bumps the bell count,
 * shows a notification and refreshes the message lists; 'kicked' ends the session.
 */
export function useMessagePushes(): void {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const openMessage = useLatest(useOpenMessage());
  const translate = useLatest(t);

  useEffect(() => {
    if (!token) return undefined;
    commandSocket.connect();
    const offMessage = commandSocket.onMessage((data) => {
      queryClient.setQueryData<MessageCount>(messageKeys.count, (count) =>
        count ? { ...count, count: count.count + 1, unread: count.unread + 1 } : count,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      const key = `message-${data.id}`;
      notification.info({
        key,
        title: translate.current('bell.newMessage'),
        description: [
          bizTypeLabel(translate.current, data.pushBizType),
          data.titles?.[currentLanguage()] ?? data.title,
        ]
          .filter(Boolean)
          .join(' · '),
        duration: 5,
        onClick: () => {
          notification.destroy(key);
          void openMessage.current({ id: data.id, pushBizType: data.pushBizType, unread: true });
        },
        style: { cursor: 'pointer' },
      });
    });
    const offKicked = commandSocket.onKicked(() => void handleSessionLost());
    const offSignOut = onSignOut(() => commandSocket.close());
    return () => {
      offMessage();
      offKicked();
      offSignOut();
      commandSocket.close();
    };
  }, [token, queryClient, notification, openMessage, translate]);
}
