import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { changePassword, type PasswordChangeInput } from '../../api/platform';
import { signOut } from '../../api/session';
import { sessionStore } from '../../state/session';
import { requiredRule, sameAsRule, strongPasswordRule } from '../../utils/passwordRules';
import { closePasswordDialog, usePasswordDialogOpen } from './passwordDialog';

/** Where a server error code belongs in the form. */
const FIELD_OF_CODE: Record<string, keyof PasswordChangeInput> = {
  PASSWORD_SAME: 'password',
  PASSWORD_TOO_COMMON: 'password',
  PASSWORD_IS_USER_NAME: 'password',
  PASSWORD_WRONG: 'oldPassword',
};

/** Closing the dialog while the change is still required brings the forced prompt back. */
function promptAgainIfRequired() {
  const state = sessionStore.get().user?.passwordState;
  if (state === 'INITIAL' || state === 'EXPIRED') sessionStore.set({ passwordPrompt: state });
}

/**
 * Change password: old, new (strong) and confirmation (equal); inputs
 * trimmed and sent hashed; on success the update message shows and the user is logged out.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = usePasswordDialogOpen();
  const [form] = Form.useForm<PasswordChangeInput>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: PasswordChangeInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await changePassword(values);
      closePasswordDialog();
      form.resetFields();
      message.success(t('password.updated'));
      await signOut();
    } catch (error) {
      const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
      if (field && error instanceof ApiError) form.setFields([{ name: field, errors: [error.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={() => {
        closePasswordDialog();
        form.resetFields();
        promptAgainIfRequired();
      }}
      okButtonProps={{ 'data-testid': 'pwd-submit' }}
      destroyOnHidden
      width={480}
    >
      <Form<PasswordChangeInput>
        form={form}
        layout="vertical"
        data-testid="change-password-form"
        preserve={false}
      >
        <Form.Item name="oldPassword" label={t('password.old')} rules={[requiredRule(t, t('password.old'))]}>
          <Input.Password data-testid="pwd-old" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={[requiredRule(t, t('password.new')), strongPasswordRule(t)]}
        >
          <Input.Password data-testid="pwd-new" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[requiredRule(t, t('password.confirm')), sameAsRule(t, 'password')]}
        >
          <Input.Password data-testid="pwd-confirm" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
