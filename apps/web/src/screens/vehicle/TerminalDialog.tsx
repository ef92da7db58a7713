import { useState } from 'react';
import { App, AutoComplete, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VEHICLE_CALLS as C } from '@chelian/contracts/resources/vehicle/vehicle';
import { callApi } from '../../api/http';
import type { ActionDialogProps } from '../../engine';
import { formatTime } from '../../utils/format';

type Mode = 'bind' | 'CHANGE' | 'SWAP' | 'unbind';
interface Info {
  terminalCode: string | null;
  boundAt: number | null;
}

/** Bind, change (CHANGE), swap (SWAP) or unbind the terminal of one vehicle; each is written to the binding log. */
export function TerminalDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const vin = String(rows[0]?.vin ?? '');
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ mode: Mode; terminalCode?: string; remark?: string }>();
  const info = useQuery({
    queryKey: ['vehicleTerminal', vin],
    queryFn: () => callApi<Info>(C.terminalInfo, undefined, { params: { vin } }),
    gcTime: 0,
  });
  const usable = useQuery({
    queryKey: ['usableTerminals', keyword],
    queryFn: () => callApi<{ id: number; label: string }[]>(C.usableTerminals, { keyword }),
  });
  const bound = !!info.data?.terminalCode;
  const mode = Form.useWatch('mode', form) ?? (bound ? 'CHANGE' : 'bind');

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (mode === 'bind') await callApi(C.bindTerminal, { vin, terminalCode: values.terminalCode });
      else if (mode === 'unbind') await callApi(C.unbindTerminal, undefined, { params: { vin } });
      else
        await callApi(C.changeTerminal, {
          vin,
          terminalCode: values.terminalCode,
          changeType: mode,
          remark: values.remark,
        });
      message.success(t('vehicleTerminal.done'));
      await controller.refresh();
      onClose();
    } catch {
      /* the client shows the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('vehicleTerminal.title', { vin })}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'vehicle-terminal-submit', disabled: info.isLoading } as never}
      destroyOnHidden
    >
      <div data-testid="vehicle-terminal-dialog">
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('vehicleTerminal.current')}>
            <span data-testid="vehicle-terminal-current">
              {info.data?.terminalCode ?? t('vehicleTerminal.none')}
              {info.data?.boundAt
                ? ` (${t('vehicleTerminal.since', { time: formatTime(info.data.boundAt) })})`
                : ''}
            </span>
          </Descriptions.Item>
        </Descriptions>
        {!info.isLoading && (
          <Form form={form} layout="vertical" initialValues={{ mode: bound ? 'CHANGE' : 'bind' }}>
            <Form.Item name="mode" label={t('vehicleTerminal.mode')}>
              <Radio.Group data-testid="vehicle-terminal-mode">
                {(bound ? (['CHANGE', 'SWAP', 'unbind'] as const) : (['bind'] as const)).map((m) => (
                  <Radio key={m} value={m} data-testid={`vehicle-terminal-mode-${m}`}>
                    {t(`vehicleTerminal.${m === 'CHANGE' ? 'change' : m === 'SWAP' ? 'swap' : m}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {mode !== 'unbind' && (
              <Form.Item
                name="terminalCode"
                label={t('vehicleTerminal.code')}
                extra={mode === 'SWAP' ? t('vehicleTerminal.swapHint') : t('vehicleTerminal.codeHint')}
                rules={[
                  { required: true, message: t('validation.required', { label: t('vehicleTerminal.code') }) },
                ]}
              >
                <AutoComplete
                  data-testid="vehicle-terminal-code"
                  options={
                    mode === 'SWAP'
                      ? []
                      : (usable.data ?? []).map((o) => ({ value: o.label, label: o.label }))
                  }
                  onSearch={setKeyword}
                  allowClear
                />
              </Form.Item>
            )}
            {(mode === 'CHANGE' || mode === 'SWAP') && (
              <Form.Item name="remark" label={t('vehicleTerminal.remark')} rules={[{ max: 500 }]}>
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
            )}
          </Form>
        )}
      </div>
    </Modal>
  );
}
