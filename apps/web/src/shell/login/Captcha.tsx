import { Button, Input, Space } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { useTranslation } from 'react-i18next';
import { captchaUrl } from '../../api/platform';

interface Props {
  captchaKey: string;
  onRefresh: () => void;
  value?: string;
  onChange?: (value: string) => void;
}

/** Captcha input with its image (click for a new one) and a refresh button. */
export function Captcha({ captchaKey, onRefresh, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        data-testid="login-captcha"
        prefix={<SafetyOutlined />}
        placeholder={t('validation.enter', { label: t('login.captcha') })}
        autoComplete="off"
        maxLength={12}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ flex: 1 }}
      />
      <img
        data-testid="login-captcha-img"
        src={captchaUrl(captchaKey)}
        alt={t('login.captchaImage')}
        title={t('login.captchaImage')}
        onClick={onRefresh}
        style={{ height: 40, width: 110, cursor: 'pointer', border: '1px solid #d9d9d9', background: '#fff' }}
      />
      <Button
        data-testid="login-captcha-refresh"
        aria-label={t('login.refreshCaptcha')}
        title={t('login.refreshCaptcha')}
        icon={<ReloadOutlined />}
        onClick={onRefresh}
        style={{ height: 40 }}
      />
    </Space.Compact>
  );
}
