import { useState } from 'react';
import { App, Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIGNAL_CALLS as C } from '@chelian/contracts/resources/signal/index';
import { callApi } from '../../api/http';
import type { ActionDialogProps } from '../../engine';
import { localize } from '../../engine/text';
import { useSubmit } from '../../hooks/useSubmit';

/** Copies a template with its signals under a new name (never published). */
export function CopyTemplateDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState(`${String(rows[0]!.templateName ?? '')}-2`);
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      await callApi(C.copyTemplate, {
        id: rows[0]!.id,
        templateName: name.trim(),
      });
      message.success(t('common.success'));
      await controller.refresh();
      onClose();
    });
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
      <Input
        data-testid="copyTemplate-name"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
    </Modal>
  );
}
