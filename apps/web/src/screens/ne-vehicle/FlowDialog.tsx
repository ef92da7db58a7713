import { useMemo, useState } from 'react';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallSpec } from '@chelian/contracts/call';
import type { ResourceSpec } from '@chelian/contracts/resource';
import { NE_VEHICLE_CALLS, neProduceSpec, neSaleSpec } from '@chelian/contracts/resources/ne-vehicle';
import { ApiError, callApi } from '../../api/http';
import {
  FormInput,
  formDefs,
  formItemRules,
  localize,
  resolveStates,
  toSubmitBody,
  type ActionDialogProps,
} from '../../engine';

/** The flow each toolbar dialog records; its fields are the flow's declaration less the VIN (the chosen row's). */
const FLOW_SPECS: Record<string, ResourceSpec> = { produce: neProduceSpec, sale: neSaleSpec };
const FLOW_CALLS: Record<string, CallSpec> = {
  produce: NE_VEHICLE_CALLS.produce,
  sale: NE_VEHICLE_CALLS.sale,
};

/** Records production or a sale of the chosen vehicle; a refusal shows under the field it names. */
export function FlowDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const spec = FLOW_SPECS[action.dialog ?? ''] ?? neProduceSpec;
  const vin = String(rows[0]?.vin ?? '');
  const defs = useMemo(() => formDefs(spec, 'create').filter((def) => def.key !== 'vin'), [spec]);
  const states = useMemo(() => resolveStates(defs, {}, 'create'), [defs]);
  const scope = `neFlow-${action.key}`;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      ...(toSubmitBody(defs, values, { mode: 'create', states }) as Record<string, unknown>),
      vin,
    };
    setSaving(true);
    try {
      await callApi(FLOW_CALLS[action.dialog ?? ''] ?? NE_VEHICLE_CALLS.produce, body);
      message.success(t('neVehicle.flowDone', { vin }));
      await controller.refresh();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const known = new Set(defs.map((def) => def.key));
        form.setFields(
          Object.entries(error.fields)
            .filter(([key]) => known.has(key))
            .map(([name, text]) => ({ name, errors: [text] })),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${localize(action.label)}：${vin}`}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': `${scope}-submit` } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={`${scope}-form`}>
        {defs.map((def) => (
          <Form.Item
            key={def.key}
            name={def.key}
            label={localize(def.label)}
            rules={formItemRules(t, def, states[def.key]!)}
          >
            <FormInput def={def} testId={`${scope}-form-${def.key}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
