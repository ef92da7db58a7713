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

/** The image's size: the server draws it at this size (160 x 56), shown 1:1 so its glyphs stay sharp. */
const CAPTCHA_SIZE = { width: 160, height: 56 };
/** The row's height: the image with its 1 px border above and below. */
const ROW_HEIGHT = CAPTCHA_SIZE.height + 2;

/** Captcha input with its image (click for a new one) and a refresh button. */
export function Captcha({ captchaKey, onRefresh, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        data-testid="login-captcha"
        prefix={<SafetyOutlined />}
        placeholder={t('phrases.captcha')}
        autoComplete="off"
        maxLength={12}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ flex: 1, height: ROW_HEIGHT }}
      />
      <img
        data-testid="login-captcha-img"
        src={captchaUrl(captchaKey)}
        alt={t('login.captchaImage')}
        title={t('login.captchaImage')}
        onClick={onRefresh}
        width={CAPTCHA_SIZE.width}
        height={CAPTCHA_SIZE.height}
        style={{ cursor: 'pointer', border: '1px solid #d9d9d9', background: '#fff' }}
      />
      <Button
        data-testid="login-captcha-refresh"
        aria-label={t('login.refreshCaptcha')}
        title={t('login.refreshCaptcha')}
        icon={<ReloadOutlined />}
        onClick={onRefresh}
        style={{ height: ROW_HEIGHT }}
      />
    </Space.Compact>
  );
}
