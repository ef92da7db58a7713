import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../state/session';
import { collectRoutes, type RouteInfo } from './menu/menuModel';

/** Every routable screen of the session, by path. */
export function useRoutes(): Map<string, RouteInfo> {
  const { t } = useTranslation();
  const menu = useSession((s) => s.menu);
  const home = t('screens.home');
  const messageCenter = t('screens.messageCenter');
  return useMemo(() => collectRoutes(menu, { home, messageCenter }), [menu, home, messageCenter]);
}
