import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, currentLanguage, setLanguage } from '../../i18n';

/** Language choice on the login screen (no menu or dictionaries to reload yet). */
export function LanguageLinks() {
  const { t, i18n } = useTranslation();
  const active = i18n.language || currentLanguage();
  return (
    <Space size={0} data-testid="login-lang">
      {LANGS.map((lang) => (
        <Button
          key={lang}
          type="link"
          size="small"
          data-testid={`login-lang-${lang}`}
          aria-pressed={active === lang}
          style={{
            color: '#fff',
            fontWeight: active === lang ? 600 : 400,
            textDecoration: active === lang ? 'underline' : 'none',
          }}
          onClick={() => void setLanguage(lang)}
        >
          {t(`lang.${lang}`)}
        </Button>
      ))}
    </Space>
  );
}
