import type { ReactNode } from 'react';
import { Button, Space, theme } from 'antd';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../utils/loadChunk';

type Tone = 'warning' | 'error' | 'info';

interface ErrorPageProps {
  testId: string;
  tone: Tone;
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  actions?: ReactNode;
}

/** A light result page (antd Result's illustrations would weigh on the login bundle). */
function ErrorPage({ testId, tone, icon, title, text, actions }: ErrorPageProps) {
  const { token } = theme.useToken();
  const color =
    tone === 'error' ? token.colorError : tone === 'warning' ? token.colorWarning : token.colorInfo;
  return (
    <div data-testid={testId} role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <div style={{ fontSize: 64, color, lineHeight: 1 }}>{icon}</div>
      <h2 style={{ margin: '24px 0 8px', fontSize: 24, color: token.colorTextHeading }}>{title}</h2>
      <p
        style={{
          margin: '0 auto 24px',
          maxWidth: 640,
          color: token.colorTextSecondary,
          wordBreak: 'break-word',
        }}
      >
        {text}
      </p>
      {actions ? <Space>{actions}</Space> : null}
    </div>
  );
}

function goHome(): void {
  window.location.hash = '#/home/home';
}

export function Unauthorized401() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      testId="error-401"
      tone="warning"
      icon={<StopOutlined />}
      title={t('errors.unauthorizedTitle')}
      text={t('errors.unauthorized')}
      actions={
        <Button type="primary" onClick={() => (window.location.hash = '#/login')}>
          {t('errors.toLogin')}
        </Button>
      }
    />
  );
}

export function NotFound404({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      testId="error-404"
      tone="info"
      icon={<QuestionCircleOutlined />}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFound', { path })}
      actions={
        <Button type="primary" onClick={goHome}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

export function ServerError500({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : error ? String(error) : '';
  return (
    <ErrorPage
      testId="error-500"
      tone="error"
      icon={<CloseCircleOutlined />}
      title={t('errors.serverErrorTitle')}
      text={detail ? `${t('errors.serverError')} ${detail}` : t('errors.serverError')}
      actions={
        <>
          {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
          <Button type="primary" onClick={goHome}>
            {t('common.backHome')}
          </Button>
        </>
      }
    />
  );
}

/** A menu leaf whose component key is not in the screen registry. */
export function ScreenUnavailable({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      testId="screen-unavailable"
      tone="warning"
      icon={<ExclamationCircleOutlined />}
      title={t('errors.screenUnavailableTitle')}
      text={t('errors.screenUnavailable', { key: screenKey })}
    />
  );
}

/** A screen (or the shell) whose chunk failed to load or timed out. */
export function ChunkFailed({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  const type = error.type === 'timeout' ? t('errors.chunkTimeout') : t('errors.chunkLoad');
  const reason = error.reason instanceof Error ? error.reason.message : error.type;
  return (
    <ErrorPage
      testId="chunk-failed"
      tone="error"
      icon={<CloseCircleOutlined />}
      title={t('errors.chunkFailedTitle')}
      text={t('errors.chunkFailed', { key: error.chunk, type, message: reason })}
      actions={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** The fallback of an error boundary: a named chunk error, else the 500 page. */
export function renderError(error: unknown, retry: () => void) {
  if (error instanceof ChunkLoadError) return <ChunkFailed error={error} onRetry={retry} />;
  return <ServerError500 error={error} onRetry={retry} />;
}
