import { Form, Input, Modal, Radio, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_CALLS, VEHICLE_AUDIT_RESULTS } from '@chelian/contracts/resources/customer/index';
import { callApi } from '../../api/http';
import { ResourceScreen, useDictionaryLabels, useOptionItems, type ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';
import { customerResourceSpecs } from './specs';

const ACCOUNTS = { kind: 'ref', resource: 'customerAccount', tree: false } as const;

interface BindValues {
  accountId?: number;
  vins?: string;
}

/** Binds VINs of the archive to one customer account; each binding then waits for its audit. */
function BindVehicles({ controller, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BindValues>();
  const { items, loading } = useOptionItems(ACCOUNTS);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const values = await form.validateFields();
    await run(async () => {
      const vins = (values.vins ?? '').split(/[\s,，]+/).filter(Boolean);
      await callApi(CUSTOMER_CALLS.vehicleBind, { accountId: values.accountId, vins });
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={t('customer.bindVehicles.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'bind-vehicles-submit' } as ButtonProps}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="accountId"
          label={t('customer.bindVehicles.account')}
          rules={[{ required: true, message: t('customer.bindVehicles.accountRequired') }]}
        >
          <Select
            data-testid="bind-vehicles-account"
            showSearch
            loading={loading}
            optionFilterProp="label"
            options={items.map((o) => ({ value: o.id, label: o.label }))}
          />
        </Form.Item>
        <Form.Item
          name="vins"
          label={t('customer.bindVehicles.vins')}
          rules={[{ required: true, whitespace: true, message: t('customer.bindVehicles.vinsRequired') }]}
        >
          <Input.TextArea data-testid="bind-vehicles-vins" rows={5} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface AuditValues {
  result: (typeof VEHICLE_AUDIT_RESULTS)[number];
  remark?: string;
}

/** Passes or rejects the selected bindings; a rejection carries an opinion. */
function Audit({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  const [form] = Form.useForm<AuditValues>();
  const result = Form.useWatch('result', form);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const values = await form.validateFields();
    await run(async () => {
      if (await controller.runAction(action, { result: values.result, remark: values.remark })) onClose();
    });
  };
  return (
    <Modal
      open
      title={t('customer.audit.title', { count: rows.length })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'audit-submit' } as ButtonProps}
    >
      <Form form={form} layout="vertical" initialValues={{ result: 'PASS' }}>
        <Form.Item name="result" label={t('customer.audit.result')}>
          <Radio.Group
            data-testid="audit-result"
            options={VEHICLE_AUDIT_RESULTS.map((r) => ({
              value: r,
              label: label('customerVehicleAudit', r) ?? r,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('customer.audit.remark')}
          rules={[
            { required: result === 'REJECT', whitespace: true, message: t('customer.audit.remarkRequired') },
          ]}
        >
          <Input.TextArea data-testid="audit-remark" rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Customer vehicles (customer/vehicles): bindings by VIN, their audit, unbinding by delete. */
export default function Vehicles() {
  return (
    <ResourceScreen
      spec={customerResourceSpecs.customerVehicle}
      dialogs={{ bindVehicles: BindVehicles, audit: Audit }}
    />
  );
}
