import { useState } from 'react';
import { Badge, Button, Dropdown, Empty, Spin, theme } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BELL_SIZE, getMessageCount, listMessages, messageId, messageKeys } from '../../api/messages';
import { bizTypeLabel } from '../../i18n/labels';
import { MESSAGE_CENTER_PATH } from '../menu/menuModel';
import { useOpenMessage } from './useOpenMessage';
import { formatTime } from '../../utils/format';

/** Unread count refresh while no push arrives: every 30 s. */
const COUNT_REFRESH_MS = 30_000;

export function useUnreadCount(): number {
  const { data } = useQuery({
    queryKey: messageKeys.count,
    queryFn: getMessageCount,
    refetchInterval: COUNT_REFRESH_MS,
  });
  return data?.unread ?? data?.count ?? 0;
}

function BellPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const openMessage = useOpenMessage();
  const { data, isLoading } = useQuery({
    queryKey: messageKeys.bell,
    queryFn: () => listMessages('unread', 1, BELL_SIZE),
  });
  const items = data?.items ?? [];
  return (
    <div
      data-testid="bell-panel"
      style={{
        width: 360,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <div style={{ padding: '10px 16px', fontWeight: 600, borderBottom: `1px solid ${token.colorSplit}` }}>
        {t('bell.title')}
      </div>
      <div style={{ maxHeight: 400, overflow: 'auto' }}>
        {isLoading ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
        ) : (
          items.map((message) => {
            const id = messageId(message);
            return (
              <div
                key={id}
                role="button"
                tabIndex={0}
                data-testid={`bell-item-${id}`}
                onClick={() => {
                  onDone();
                  void openMessage({ id, pushBizType: message.pushBizType, unread: true });
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    onDone();
                    void openMessage({ id, pushBizType: message.pushBizType, unread: true });
                  }
                }}
                style={{
                  padding: '10px 16px',
                  cursor: 'pointer',
                  borderBottom: `1px solid ${token.colorSplit}`,
                }}
              >
                <div
                  style={{
                    fontWeight: 500,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {message.title || message.pushBody}
                </div>
                <div
                  style={{
                    fontSize: 12,
                    color: token.colorTextSecondary,
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 8,
                  }}
                >
                  <span>{bizTypeLabel(t, message.pushBizType)}</span>
                  <span>{formatTime(message.create_time)}</span>
                </div>
              </div>
            );
          })
        )}
      </div>
      <div style={{ padding: 8, textAlign: 'center' }}>
        <Button
          type="link"
          data-testid="bell-view-all"
          onClick={() => {
            onDone();
            navigate(MESSAGE_CENTER_PATH);
          }}
        >
          {t('bell.viewAll')}
        </Button>
      </div>
    </div>
  );
}

/** Header bell: unread badge and the latest 10 unread messages. */
export function MessageBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      popupRender={() => <BellPanel onDone={() => setOpen(false)} />}
    >
      <Button type="text" data-testid="header-bell" aria-label={t('header.messages')}>
        <Badge count={unread} size="small" overflowCount={99} data-testid="header-bell-count">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}
