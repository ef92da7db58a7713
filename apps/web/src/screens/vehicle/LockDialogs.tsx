import { useState } from 'react';
import { App, Input, Modal, Radio, type ButtonProps } from 'antd';
import { resourcePath } from '@chelian/contracts';
import { SPEED_LEVELS } from '@chelian/contracts/lock';
import { http } from '../../api/http';
import { localize } from '../../engine/text';
import type { ActionDialogProps } from '../../engine';
import { LOCK_TEXT } from './lockText';

/** Adds vehicles to lock management by VIN. */
export function AddLockVehicleDialog({ controller, action, onClose }: ActionDialogProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const vins = text.split(/[\s,，]+/).filter(Boolean);
    setBusy(true);
    try {
      const { added } = await http.post<{ added: number }>(resourcePath(controller.spec, action.path), { vins });
      message.success(localize(LOCK_TEXT.added).replace('{n}', String(added)));
      await controller.refresh();
      onClose();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={localize(action.label)} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'lock-add-submit' } as ButtonProps}>
      <div>{localize(LOCK_TEXT.vins)}</div>
      <Input.TextArea data-testid="lock-add-vins" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
    </Modal>
  );
}

/** Sets a speed limit (levels 1-3: 50, 10, 5 km/h) on the chosen vehicle. */
export function LockSpeedDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { message } = App.useApp();
  const [level, setLevel] = useState(1);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const sent = await http.post<{ message: string }>(resourcePath(controller.spec, action.path), { id: rows[0]!.id, level });
      message.success(sent.message || localize(LOCK_TEXT.sent));
      await controller.refresh();
      onClose();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={localize(action.label)} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'lock-speed-submit' } as ButtonProps}>
      <div>{localize(LOCK_TEXT.level)}</div>
      <Radio.Group data-testid="lock-speed-level" value={level} onChange={(e) => setLevel(e.target.value as number)}>
        {Object.entries(SPEED_LEVELS).map(([l, kmh]) => (
          <Radio key={l} value={Number(l)} data-testid={`lock-speed-level-${l}`}>
            {l} ({kmh} km/h)
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
