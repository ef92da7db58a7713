import { useEffect, useState, type HTMLAttributes, type Key } from 'react';
import { App, Button, Space, Table, Tabs, Typography, theme, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BOXES, type Message, type MessageBox } from '@chelian/contracts/messages';
import {
  getMessageCount,
  listMessages,
  markAllRead,
  markRead,
  messageId,
  messageKeys,
  moveToTrash,
  restoreMessages,
} from '../../api/messages';
import { bizTypeLabel } from '../../i18n/labels';
import { formatTime } from '../../utils/format';
import { MessageDetail } from './MessageDetail';

const DEFAULT_PAGE_SIZE = 10;

/**
 * Message centre: unread, read and trash boxes; unread
 * becomes read when opened or marked, read goes to trash, trash is restored to read.
 */
export default function MessageCenter() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [box, setBox] = useState<MessageBox>('unread');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  // #/message/message_center?id=N opens that message (from the bell or a notification).
  const requested = searchParams.get('id');
  useEffect(() => {
    if (!requested) return;
    const id = Number(requested);
    if (Number.isFinite(id) && id > 0) setDetailId(id);
    setSearchParams({}, { replace: true });
  }, [requested, setSearchParams]);

  const { data: count } = useQuery({ queryKey: messageKeys.count, queryFn: getMessageCount });
  const { data, isFetching } = useQuery({
    queryKey: messageKeys.list(box, page, pageSize),
    queryFn: () => listMessages(box, page, pageSize),
  });

  const switchBox = (next: string) => {
    setBox(next as MessageBox);
    setPage(1);
    setSelected([]);
  };

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      message.success(t('common.success'));
      setSelected([]);
    } catch {
      /* shown by the HTTP client */
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    }
  };

  const needSelection = (run: (ids: number[]) => Promise<unknown>) => () => {
    if (!selected.length) {
      message.warning(t('common.selectFirst'));
      return;
    }
    void act(() => run(selected));
  };

  const counts: Record<MessageBox, number | undefined> = {
    unread: count?.unread,
    read: count?.read,
    trash: count?.trash,
  };

  const columns: TableColumnsType<Message> = [
    {
      key: 'time',
      title: t('message.time'),
      dataIndex: 'create_time',
      width: 180,
      render: (value: number) => formatTime(value),
    },
    {
      key: 'type',
      title: t('message.type'),
      dataIndex: 'pushBizType',
      width: 160,
      render: (value: string) => bizTypeLabel(t, value),
    },
    {
      key: 'title',
      title: t('message.title'),
      dataIndex: 'title',
      width: 260,
      render: (value: string, record) => (
        <Typography.Link
          data-testid={`msg-open-${messageId(record)}`}
          onClick={() => setDetailId(messageId(record))}
        >
          {value || t('message.detail')}
        </Typography.Link>
      ),
    },
    { key: 'body', title: t('message.body'), dataIndex: 'pushBody', ellipsis: true },
  ];

  const toolbar = (
    <Space wrap style={{ marginBottom: 12 }}>
      {box === 'unread' ? (
        <>
          <Button type="primary" data-testid="msg-mark-read" loading={busy} onClick={needSelection(markRead)}>
            {t('message.markRead')}
          </Button>
          <Button
            data-testid="msg-mark-all-read"
            loading={busy}
            disabled={!counts.unread}
            onClick={() => void act(markAllRead)}
          >
            {t('message.markAllRead')}
          </Button>
        </>
      ) : null}
      {box === 'read' ? (
        <Button danger data-testid="msg-trash" loading={busy} onClick={needSelection(moveToTrash)}>
          {t('message.moveToTrash')}
        </Button>
      ) : null}
      {box === 'trash' ? (
        <Button
          type="primary"
          data-testid="msg-restore"
          loading={busy}
          onClick={needSelection(restoreMessages)}
        >
          {t('message.restore')}
        </Button>
      ) : null}
    </Space>
  );

  return (
    <div
      data-testid="message-center"
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      <Tabs
        activeKey={box}
        onChange={switchBox}
        items={MESSAGE_BOXES.map((key) => ({
          key,
          label: (
            <span data-testid={`msg-tab-${key}`}>
              {t(`message.${key}`)}
              {counts[key] !== undefined ? ` (${counts[key]})` : ''}
            </span>
          ),
        }))}
      />
      {toolbar}
      <Table<Message>
        rowKey={(record) => messageId(record)}
        data-testid="msg-table"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.items ?? []}
        locale={{ emptyText: t('message.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }}
        onRow={(record) => ({ 'data-testid': `msg-row-${messageId(record)}` }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (nextPage, nextSize) => {
            if (nextSize !== pageSize) {
              setPageSize(nextSize);
              setPage(1);
            } else setPage(nextPage);
          },
        }}
        scroll={{ x: 800 }}
      />
      <MessageDetail id={detailId} onClose={() => setDetailId(null)} />
    </div>
  );
}
