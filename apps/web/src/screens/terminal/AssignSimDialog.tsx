import { App, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '@chelian/contracts/resource';
import { TERMINAL_CALLS } from '@chelian/contracts/resources/terminal/index';
import { callApi } from '../../api/http';
import { resourceApi, type ActionDialogProps } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Puts the chosen SIM card in a terminal (POST simcards/V1.0/assign); clearing the choice takes it out. */
export function AssignSimDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const card = rows[0];
  const [terminals, setTerminals] = useState<OptionItem[]>([]);
  const [terminalId, setTerminalId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void resourceApi(terminalResourceSpecs.terminal)
      .options({ limit: 200 })
      .then((items) => {
        setTerminals(items);
        const holder = items.find((item) => item.label === card?.terminalCode);
        if (holder) setTerminalId(Number(holder.id));
      });
  }, [card?.terminalCode]);
  const submit = async () => {
    setSaving(true);
    try {
      await callApi(TERMINAL_CALLS.assignSim, { id: card?.id, terminalId });
      message.success(t('engine.saved'));
      await controller.refresh();
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('terminal.assignTitle')}: ${String(card?.iccid ?? '')}`}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'assignSim-submit' } as Record<`data-${string}`, string>}
    >
      <Select
        data-testid="assignSim-terminal"
        style={{ width: '100%' }}
        value={terminalId ?? undefined}
        onChange={(next) => setTerminalId(next ?? null)}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('terminal.assignPlaceholder')}
        options={terminals.map((item) => ({ value: Number(item.id), label: item.label }))}
      />
    </Modal>
  );
}
