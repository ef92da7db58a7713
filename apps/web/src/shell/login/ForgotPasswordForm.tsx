import { useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { forgotPassword, sendSms } from '../../api/platform';
import { requiredRule, sameAsRule, strongPasswordRule } from '../../utils/passwordRules';
import { useCountdown } from './useCountdown';

const SMS_COUNTDOWN_S = 60;

interface Values {
  userName: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** Forgot password: user name, SMS code (60 s countdown), new password and confirmation (sent hashed). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const send = async () => {
    let userName: string;
    try {
      ({ userName } = await form.validateFields(['userName']));
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendSms(userName);
      message.success(t('forgot.smsSent'));
      startCountdown(SMS_COUNTDOWN_S);
    } catch {
      /* shown by the HTTP client */
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await forgotPassword(values);
      message.success(t('forgot.success'));
      onBack();
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      data-testid="forgot-form"
    >
      <Form.Item name="userName" label={t('forgot.userName')} rules={[requiredRule(t, t('forgot.userName'))]}>
        <Input
          data-testid="forgot-username"
          autoComplete="username"
          placeholder={t('validation.enter', { label: t('forgot.userName') })}
        />
      </Form.Item>
      <Form.Item label={t('forgot.smsCode')} required={false}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              requiredRule(t, t('forgot.smsCode')),
              { pattern: /^\s*\d{6}\s*$/, message: t('forgot.smsCodeFormat') },
            ]}
          >
            <Input
              data-testid="forgot-sms-code"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('validation.enter', { label: t('forgot.smsCode') })}
            />
          </Form.Item>
          <Button data-testid="forgot-send-sms" onClick={send} disabled={left > 0} loading={sending}>
            {left > 0 ? t('forgot.resendIn', { seconds: left }) : t('forgot.sendSms')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('forgot.newPassword')}
        rules={[requiredRule(t, t('forgot.newPassword')), strongPasswordRule(t)]}
      >
        <Input.Password data-testid="forgot-password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('forgot.confirmPassword')}
        dependencies={['password']}
        rules={[requiredRule(t, t('forgot.confirmPassword')), sameAsRule(t, 'password')]}
      >
        <Input.Password data-testid="forgot-confirm" autoComplete="new-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button data-testid="forgot-submit" type="primary" htmlType="submit" block loading={submitting}>
          {t('forgot.submit')}
        </Button>
      </Form.Item>
      <div style={{ textAlign: 'right' }}>
        <Button type="link" data-testid="forgot-back" onClick={onBack} style={{ paddingInline: 0 }}>
          {t('forgot.back')}
        </Button>
      </div>
    </Form>
  );
}
