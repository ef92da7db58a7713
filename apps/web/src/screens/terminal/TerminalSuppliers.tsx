import { App, Button, Form, Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { TERMINAL_CALLS } from '@chelian/contracts/resources/terminal/index';
import { callApi } from '../../api/http';
import { hashPassword } from '../../api/platform';
import { ResourceScreen, localize, type ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';
import { sameAsRule, strongPasswordRule } from '../../utils/passwordRules';
import { terminalResourceSpecs } from './specs';

/** Sets, resets or withdraws the chosen supplier's portal password; it is sent as MD5 and never shown again. */
function SupplierPasswordDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { busy, run } = useSubmit();
  const send = (password: string | null) =>
    run(async () => {
      await callApi(TERMINAL_CALLS.supplierPassword, {
        id: rows[0]!.id,
        password: password === null ? null : hashPassword(password.trim()),
      });
      message.success(
        t(
          password === null
            ? 'shared:screens.supplierPassword.withdrawn'
            : 'shared:screens.supplierPassword.set',
        ),
      );
      await controller.refresh();
      onClose();
    });
  const submit = async () => {
    const values = await form.validateFields();
    await send(values.password);
  };
  return (
    <Modal
      open
      title={`${localize(action.label)}: ${String(rows[0]?.name ?? '')}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'supplier-pwd-submit' } as ButtonProps}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <Button
            danger
            data-testid="supplier-pwd-withdraw"
            disabled={busy || !rows[0]?.portalPasswordSetAt}
            onClick={() => void send(null)}
          >
            {t('shared:screens.supplierPassword.withdraw')}
          </Button>
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <p>{t('shared:screens.supplierPassword.hint')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={t('shared:screens.supplierPassword.password')}
          rules={[{ required: true, whitespace: true, message: t('password.weak') }, strongPasswordRule(t)]}
        >
          <Input.Password data-testid="supplier-pwd-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('shared:screens.supplierPassword.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, whitespace: true, message: t('password.mismatch') },
            sameAsRule(t, 'password'),
          ]}
        >
          <Input.Password data-testid="supplier-pwd-confirm" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Terminal suppliers (type 1001) with their MES and TUID codes, and their portal passwords. */
export default function TerminalSuppliers() {
  return (
    <ResourceScreen
      spec={terminalResourceSpecs.terminalSupplier}
      dialogs={{ supplierPwd: SupplierPasswordDialog }}
    />
  );
}
