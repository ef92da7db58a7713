import { useState } from 'react';
import { App, Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import type { ActionDialogProps } from '../../engine';
import { localize } from '../../engine/text';

/** Copies a template with its signals under a new name (never published). */
export function CopyTemplateDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState(`${String(rows[0]!.templateName ?? '')}-2`);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await http.put('vehicle-svc/vehicle/signalPublish/copy', { id: rows[0]!.id, templateName: name.trim() });
      message.success(t('common.success'));
      await controller.refresh();
      onClose();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={localize(action.label)}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ disabled: !name.trim(), 'data-testid': 'copyTemplate-submit' } as ButtonProps}
    >
      <div>{t('signal.copyName')}</div>
      <Input data-testid="copyTemplate-name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
    </Modal>
  );
}
