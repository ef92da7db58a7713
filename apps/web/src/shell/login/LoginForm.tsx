import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newCaptchaKey } from '../../api/platform';
import { signIn } from '../../api/session';
import { requiredRule } from '../../utils/passwordRules';
import { HOME_PATH } from '../tabs/tabsModel';
import { Captcha } from './Captcha';

/** A captcha lives two minutes on the server; fetch a new one a little before. */
const CAPTCHA_REFRESH_MS = 110_000;

interface Values {
  userName: string;
  password: string;
  captcha: string;
}

export function LoginForm({ onForgot, onSigningIn }: { onForgot: () => void; onSigningIn?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [loading, setLoading] = useState(false);

  const refreshCaptcha = useCallback(() => {
    setCaptchaKey(newCaptchaKey());
    form.setFieldValue('captcha', '');
  }, [form]);

  useEffect(() => {
    const timer = setInterval(refreshCaptcha, CAPTCHA_REFRESH_MS);
    return () => clearInterval(timer);
  }, [captchaKey, refreshCaptcha]);

  const submit = async (values: Values) => {
    setLoading(true);
    onSigningIn?.();
    try {
      await signIn({
        userName: values.userName,
        password: values.password,
        key: captchaKey,
        captcha: values.captcha,
      });
      navigate(HOME_PATH, { replace: true });
    } catch {
      // the error was shown by the HTTP client; a captcha is good for one try
      refreshCaptcha();
      setLoading(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
      data-testid="login-form"
    >
      <Form.Item name="userName" label={t('login.userName')} rules={[requiredRule(t, t('login.userName'))]}>
        <Input
          data-testid="login-username"
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('validation.enter', { label: t('login.userName') })}
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[requiredRule(t, t('login.password'))]}>
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('validation.enter', { label: t('login.password') })}
        />
      </Form.Item>
      <Form.Item name="captcha" label={t('login.captcha')} rules={[requiredRule(t, t('login.captcha'))]}>
        <Captcha captchaKey={captchaKey} onRefresh={refreshCaptcha} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={loading}>
          {loading ? t('login.loading') : t('login.submit')}
        </Button>
      </Form.Item>
      <div style={{ textAlign: 'right' }}>
        <Button type="link" data-testid="login-forgot-link" onClick={onForgot} style={{ paddingInline: 0 }}>
          {t('login.forgot')}
        </Button>
      </div>
    </Form>
  );
}
