import { Button, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { openPasswordDialog } from '../../shell/header/passwordDialog';

/** The change-password screen opens the shell's change-password dialog (the one of the header's user menu). */
export default function UserChangePassword() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      data-testid="user-change-password-screen"
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      <Result
        status="info"
        title={t('password.title')}
        extra={
          <Button type="primary" data-testid="user-change-password-open" onClick={openPasswordDialog}>
            {t('password.title')}
          </Button>
        }
      />
    </div>
  );
}
