import { useEffect, useRef } from 'react';
import { Modal, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMessage, markRead, messageKeys } from '../../api/messages';
import { bizTypeLabel } from '../../i18n/labels';
import { formatTime } from '../../utils/format';

/** One message's content; opening an unread message marks it read. */
export function MessageDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({
    queryKey: messageKeys.content(id ?? 0),
    queryFn: () => getMessage(id!),
    enabled: id != null,
  });

  const marked = useRef(new Set<number>());
  useEffect(() => {
    if (!data || data.triggerFlag !== 0 || data.trashed) return;
    const messageId = data.msg_id ?? data.id;
    if (marked.current.has(messageId)) return;
    marked.current.add(messageId);
    markRead([messageId])
      .then(() => queryClient.invalidateQueries({ queryKey: messageKeys.all }))
      .catch(() => undefined);
  }, [data, queryClient]);

  return (
    <Modal
      open={id != null}
      title={t('message.detail')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      data-testid="msg-detail"
    >
      {isLoading || !data ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      ) : (
        <div data-testid="msg-detail-body">
          <h3 style={{ marginTop: 0 }} data-testid="msg-detail-title">
            {data.title}
          </h3>
          <div style={{ opacity: 0.65, marginBottom: 12 }}>
            {bizTypeLabel(t, data.pushBizType)} · {formatTime(data.create_time)}
          </div>
          <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{data.pushBody}</div>
        </div>
      )}
    </Modal>
  );
}
