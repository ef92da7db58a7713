import { App, Button, Form, Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourcePath } from '@chelian/contracts';
import { http } from '../../api/http';
import { hashPassword } from '../../api/platform';
import { ResourceScreen, localize, type ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';
import { sameAsRule, strongPasswordRule } from '../../shell/login/passwordRules';
import { terminalResourceSpecs } from './specs';

const t3 = (zh: string, en: string, tw: string) => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

const PWD_TEXT = {
  password: t3('新门户密码', 'New portal password', '新入口網站密碼'),
  confirm: t3('确认密码', 'Confirm the password', '確認密碼'),
  hint: t3(
    '供应商登录门户所用；保存后不可查看，只能重新设置或撤销。',
    'The supplier signs in to its portal with it; once saved it cannot be read, only set again or withdrawn.',
    '供應商登入入口網站所用；儲存後不可查看，只能重新設定或撤銷。',
  ),
  withdraw: t3('撤销密码', 'Withdraw the password', '撤銷密碼'),
  set: t3('门户密码已设置', 'Portal password set', '入口網站密碼已設定'),
  withdrawn: t3('门户密码已撤销', 'Portal password withdrawn', '入口網站密碼已撤銷'),
};

/** Sets, resets or withdraws the chosen supplier's portal password; it is sent as MD5 and never shown again. */
function SupplierPasswordDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { busy, run } = useSubmit();
  const send = (password: string | null) =>
    run(async () => {
      await http.post(resourcePath(controller.spec, action.path), {
        id: rows[0]!.id,
        password: password === null ? null : hashPassword(password.trim()),
      });
      message.success(localize(password === null ? PWD_TEXT.withdrawn : PWD_TEXT.set));
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
            {localize(PWD_TEXT.withdraw)}
          </Button>
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <p>{localize(PWD_TEXT.hint)}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={localize(PWD_TEXT.password)}
          rules={[{ required: true, whitespace: true, message: t('password.weak') }, strongPasswordRule(t)]}
        >
          <Input.Password data-testid="supplier-pwd-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={localize(PWD_TEXT.confirm)}
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
