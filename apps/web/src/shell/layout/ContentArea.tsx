import { useEffect, useRef, useState } from 'react';
import { FloatButton } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenContext } from '../../hooks/useScreen';
import { NotFound404 } from '../errors/ErrorPages';
import { useTabs } from '../tabs/TabsContext';
import { ScreenHost } from './ScreenHost';

/**
 * The content area: the current screen, plus keep-alive screens of other open tabs kept
 * mounted but hidden; an unknown route shows the 404 page. Has the back-to-top button.
 */
export function ContentArea() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, routes, refreshKeys } = useTabs();
  const scroller = useRef<HTMLDivElement>(null);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const current = routes.get(pathname);

  useEffect(() => {
    if (current?.keepAlive && !visited.has(current.path)) setVisited((set) => new Set(set).add(current.path));
  }, [current, visited]);

  const shown = state.tabs.filter(
    (path) => path === pathname || (routes.get(path)?.keepAlive && visited.has(path)),
  );
  if (current && !shown.includes(pathname)) shown.push(pathname);

  return (
    <div
      ref={scroller}
      data-testid="content-area"
      style={{ flex: 1, overflow: 'auto', padding: 16, position: 'relative' }}
    >
      {current ? null : <NotFound404 path={pathname} />}
      {shown.map((path) => {
        const route = routes.get(path);
        if (!route) return null;
        const active = path === pathname;
        return (
          <div key={path} data-testid={`screen-${path}`} style={{ display: active ? 'block' : 'none' }}>
            <ScreenContext.Provider value={{ path, active }}>
              <ScreenHost screenKey={route.key} refreshKey={refreshKeys[path] ?? 0} />
            </ScreenContext.Provider>
          </div>
        );
      })}
      <FloatButton.BackTop
        data-testid="back-top"
        tooltip={t('layout.backTop')}
        target={() => scroller.current ?? window}
        visibilityHeight={200}
        duration={500}
      />
    </div>
  );
}
