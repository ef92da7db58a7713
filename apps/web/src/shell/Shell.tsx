import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ensureSessionData } from '../api/session';
import { ChangePasswordModal } from './header/ChangePasswordModal';
import { ForcedPasswordDialog } from './header/ForcedPasswordDialog';
import { ScreensContext, type ScreenRegistry } from './layout/screens';
import { ShellLayout } from './layout/ShellLayout';
import { useMessagePushes } from './message-bell/useMessagePushes';
import { TabsProvider } from './tabs/TabsProvider';
import { useRoutes } from './useRoutes';

/** Keeps the session fresh after a reload, the socket open and the page title on the current screen. */
function ShellEffects() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = useRoutes();
  useMessagePushes();
  useEffect(() => {
    void ensureSessionData();
  }, []);
  const title = routes.get(pathname)?.title;
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = title ? `${title} - ${appTitle}` : appTitle;
  }, [title, appTitle]);
  return null;
}

/** The signed-in console: its own chunk, loaded after sign-in; shows the screens the app registers. */
export default function Shell({ screens }: { screens: ScreenRegistry }) {
  return (
    <ScreensContext.Provider value={screens}>
      <TabsProvider>
        <ShellEffects />
        <ShellLayout />
        <ForcedPasswordDialog />
        <ChangePasswordModal />
      </TabsProvider>
    </ScreensContext.Provider>
  );
}
