import { Breadcrumb } from 'antd';
import { useLocation } from 'react-router';
import { useTabs } from '../tabs/TabsContext';

/**
 * group > screen of the current route (hidden groups, like the message centre's, are left out),
 * then what the screen shows when it names it (a vehicle).
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { routes, titles } = useTabs();
  const route = routes.get(pathname);
  if (!route) return null;
  const named = titles[pathname];
  const items = [
    ...(route.groupTitle ? [{ title: route.groupTitle }] : []),
    { title: route.title },
    ...(named ? [{ title: named }] : []),
  ];
  return <Breadcrumb data-testid="breadcrumbs" items={items} style={{ padding: '8px 16px 0' }} />;
}
