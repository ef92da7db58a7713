import { useState } from 'react';
import { Layout, theme } from 'antd';
import CarOutlined from '@ant-design/icons/CarOutlined';
import { useBranding, useTenant } from '../../api/tenant';
import { useAppliedTheme } from '../../hooks/useAppliedTheme';
import { useLayoutWidths } from '../../i18n';
import { AppHeader } from '../header/AppHeader';
import { SideMenu } from '../menu/SideMenu';
import { TabBar } from '../tabs/TabBar';
import { Breadcrumbs } from './Breadcrumbs';
import { ContentArea } from './ContentArea';

const COLLAPSED_KEY = 'chelian.menuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Main layout: side menu 200 wide (English 256; 64 collapsed), header, tag tabs, breadcrumbs, content. */
export function ShellLayout() {
  const { token } = theme.useToken();
  const { siderTheme } = useAppliedTheme();
  const tenant = useTenant()?.tenant;
  const { appName } = useBranding();
  const { sider } = useLayoutWidths();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () =>
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        /* not remembered */
      }
      return !value;
    });
  const dark = siderTheme === 'dark';

  return (
    <Layout style={{ height: '100vh' }} data-testid="shell">
      <Layout.Sider
        width={sider}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        collapsible
        theme={siderTheme}
        data-testid="side-menu-sider"
        style={{
          overflow: 'auto',
          borderInlineEnd: dark ? undefined : `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <div
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: dark ? '#fff' : token.colorPrimary,
            fontSize: 22,
          }}
        >
          {tenant?.appLogoFilePath ? (
            <img
              src={tenant.appLogoFilePath}
              alt={appName}
              style={{ maxHeight: 36, maxWidth: collapsed ? 40 : 160 }}
            />
          ) : (
            <CarOutlined />
          )}
        </div>
        <SideMenu collapsed={collapsed} siderTheme={siderTheme} />
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <AppHeader collapsed={collapsed} onToggle={toggle} />
        <TabBar />
        <Breadcrumbs />
        <Layout.Content style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <ContentArea />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
