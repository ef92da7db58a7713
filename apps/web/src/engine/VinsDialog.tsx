import { useState } from 'react';
import { Input, Modal, type ButtonProps } from 'antd';
import { useSubmit } from '../hooks/useSubmit';

/**
 * A dialog that takes VINs, one per line or separated by spaces or commas, and hands them to
 * `send`; it closes once `send` resolves (a refused call has shown the server's message).
 */
export function VinsDialog({
  title,
  label,
  testId,
  send,
  onClose,
}: {
  title: string;
  label: string;
  /** test ids `<testId>-vins` and `<testId>-submit` */
  testId: string;
  send: (vins: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      await send(text.split(/[\s,，]+/).filter(Boolean));
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
      <div>{label}</div>
      <Input.TextArea
        data-testid={`${testId}-vins`}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}
