import { useState } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranding, useTenant } from '../../api/tenant';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LanguageLinks } from './LanguageLinks';
import { LoginForm } from './LoginForm';

const DEFAULT_BACKGROUND = 'linear-gradient(135deg, #0b2a4a 0%, #134e8a 55%, #1f7ab8 100%)';

/**
 * Sign-in screen: tenant background and logo, login form or forgot-password
 * form. onSigningIn runs when a sign-in starts (the app starts fetching the console then).
 */
export default function LoginPage({ onSigningIn }: { onSigningIn?: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tenant = useTenant()?.tenant;
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const { appName, copyright, recordNo } = useBranding();
  const background = tenant?.loginBgFilePath
    ? `center / cover no-repeat url("${tenant.loginBgFilePath}"), ${DEFAULT_BACKGROUND}`
    : DEFAULT_BACKGROUND;

  return (
    <div
      data-testid="login-page"
      style={{
        minHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background,
        padding: 16,
        boxSizing: 'border-box',
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', top: 12, right: 16 }}>
        <LanguageLinks />
      </div>
      <main
        style={{
          width: 400,
          maxWidth: '100%',
          boxSizing: 'border-box',
          padding: '32px 32px 16px',
          background: token.colorBgContainer,
          color: token.colorText,
          borderRadius: token.borderRadiusLG,
          boxShadow: '0 8px 32px rgba(0,0,0,0.25)',
        }}
      >
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          {tenant?.loginLogoFilePath ? (
            <img
              data-testid="login-logo"
              src={tenant.loginLogoFilePath}
              alt={appName}
              style={{ maxHeight: 56, maxWidth: '100%' }}
            />
          ) : null}
          <h1 data-testid="login-app-name" style={{ fontSize: 22, margin: '12px 0 4px' }}>
            {appName}
          </h1>
          <div style={{ opacity: 0.65 }}>{mode === 'login' ? t('login.title') : t('forgot.title')}</div>
        </div>
        {mode === 'login' ? (
          <LoginForm onForgot={() => setMode('forgot')} onSigningIn={onSigningIn} />
        ) : (
          <ForgotPasswordForm onBack={() => setMode('login')} />
        )}
      </main>
      {copyright || recordNo ? (
        <div
          data-testid="login-footer"
          style={{ marginTop: 24, color: 'rgba(255,255,255,0.75)', fontSize: 12, textAlign: 'center' }}
        >
          {[copyright, recordNo].filter(Boolean).join('  ')}
        </div>
      ) : null}
    </div>
  );
}
