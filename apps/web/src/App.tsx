import { useEffect, useMemo } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import antdEnUS from 'antd/es/locale/en_US';
import antdZhCN from 'antd/es/locale/zh_CN';
import antdZhTW from 'antd/es/locale/zh_TW';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { configureHttp } from './api/http';
import { queryClient } from './api/queryClient';
import type { Language } from './i18n';
import { createAppRouter } from './router';
import { useAppliedTheme } from './hooks/useAppliedTheme';

const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': antdZhCN, 'en-US': antdEnUS, 'zh-TW': antdZhTW };

/** Toasts of the HTTP client go through antd's App context (themed, 5 s, 50 px from the top). */
function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    configureHttp({ notifyError: (text) => void message.error({ content: text, key: text, duration: 5 }) });
  }, [message]);
  return null;
}

function Themed({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const { config } = useAppliedTheme();
  const locale = ANTD_LOCALES[i18n.language as Language] ?? antdZhCN;
  return (
    <ConfigProvider locale={locale} theme={config}>
      <AntApp
        message={{ top: 50, duration: 5, maxCount: 5 }}
        // 64 px down: below the shell's 56 px header and the login page's language links (to 36 px),
        // which a notice outliving a sign-out ("password changed") would otherwise cover
        notification={{ placement: 'topRight', top: 64 }}
        style={{ height: '100%' }}
      >
        <NotifierBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Themed>
        <RouterProvider router={router} />
      </Themed>
    </QueryClientProvider>
  );
}
