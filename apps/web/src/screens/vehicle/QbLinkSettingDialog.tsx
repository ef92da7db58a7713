import { useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { QB_PARAM_CALLS } from '@chelian/contracts/resources/control/qbParams';
import { LINK_PARAM_IDS, paramDef, paramRange } from '@chelian/contracts/terminalParams';
import { callApi } from '../../api/http';
import { localize } from '../../engine/text';
import type { ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';

const LINK_PARAMS = LINK_PARAM_IDS.map((id) => paramDef(id)!);

/**
 * Sets the link parameters of the chosen vehicle (setting): every link parameter prefilled with
 * the value its terminal confirmed; only the changed ones are sent.
 */
export function QbLinkSettingDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const row = rows[0]!;
  const current = Object.fromEntries(
    LINK_PARAMS.map((p) => [p.key, (row[p.key] as string | number | null | undefined) ?? null]),
  );
  const [values, setValues] = useState<Record<string, string | number | null>>(current);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const params = LINK_PARAMS.filter(
      (p) => values[p.key] !== null && values[p.key] !== '' && values[p.key] !== current[p.key],
    ).map((p) => ({ id: p.id, value: values[p.key] }));
    if (!params.length) {
      message.warning(t('shared:screens.qbLink.unchanged'));
      return;
    }
    await run(async () => {
      await callApi(QB_PARAM_CALLS.linkSetting, { vin: row.vin, params });
      message.success(t('shared:screens.qbLink.sent'));
      await controller.refresh();
      onClose();
    });
  };
  const set = (key: string, value: string | number | null) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <Modal
      open
      title={`${localize(action.label)} ${String(row.vin)}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'qb-link-submit' } as ButtonProps}
    >
      <Alert type="info" showIcon message={t('shared:screens.qbLink.hint')} style={{ marginBottom: 12 }} />
      <Form layout="vertical">
        {LINK_PARAMS.map((p) => (
          <Form.Item key={p.key} label={localize(p.label)}>
            {p.kind === 'domain' ? (
              <Input
                data-testid={`qb-link-${p.key}`}
                maxLength={255}
                value={(values[p.key] as string | null) ?? ''}
                onChange={(e) => set(p.key, e.target.value)}
              />
            ) : (
              <InputNumber
                data-testid={`qb-link-${p.key}`}
                style={{ width: '100%' }}
                precision={0}
                {...paramRange(p, null)}
                value={values[p.key] as number | null}
                onChange={(v) => set(p.key, v)}
              />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
