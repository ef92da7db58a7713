import { useState } from 'react';
import { Modal, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOptionItems, type OptionSource } from '../../../engine';
import { useSubmit } from '../../../hooks/useSubmit';

/** The tenant's users, the adjusters to choose from. */
const USERS: OptionSource = { kind: 'ref', resource: 'user', tree: false };

/**
 * Chooses an adjuster of the tenant and hands it to `send`; closes once `send` resolves (a
 * refused call has shown the server's message). Test ids `<testId>-id` and `<testId>-submit`.
 */
export function AdjusterDialog({
  title,
  testId,
  initial = null,
  send,
  onClose,
}: {
  title: string;
  testId: string;
  initial?: number | null;
  send: (adjusterId: number | null) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'shared']);
  const users = useOptionItems(USERS);
  const [adjusterId, setAdjusterId] = useState<number | null>(initial);
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      await send(adjusterId);
      onClose();
    });
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': `${testId}-submit` } as ButtonProps}
    >
      <div>{t('shared:screens.adjust.adjuster')}</div>
      <Select
        data-testid={`${testId}-id`}
        showSearch
        optionFilterProp="label"
        loading={users.loading}
        style={{ width: '100%' }}
        value={adjusterId ?? undefined}
        onChange={(v: number) => setAdjusterId(v)}
        options={users.items.map((u) => ({ value: Number(u.id), label: u.label }))}
      />
    </Modal>
  );
}
