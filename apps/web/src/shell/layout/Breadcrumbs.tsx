import { Breadcrumb } from 'antd';
import { useLocation } from 'react-router';
import { useTabs } from '../tabs/TabsContext';

/** group > screen of the current route (hidden groups, like the message centre's, are left out). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { routes } = useTabs();
  const route = routes.get(pathname);
  if (!route) return null;
  const items = [...(route.groupTitle ? [{ title: route.groupTitle }] : []), { title: route.title }];
  return <Breadcrumb data-testid="breadcrumbs" items={items} style={{ padding: '8px 16px 0' }} />;
}
