import { Button, Layout, Space, theme } from 'antd';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../api/tenant';
import { MessageBell } from '../message-bell/MessageBell';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemePicker } from './ThemePicker';
import { TimeZoneTag } from './TimeZoneTag';
import { UserMenu } from './UserMenu';

interface Props {
  collapsed: boolean;
  onToggle: () => void;
}

/** Header: menu toggle, tenant application name, fullscreen, language, theme, bell, user. */
export function AppHeader({ collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { appName } = useBranding();
  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        height: 56,
        lineHeight: '56px',
        padding: '0 12px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        data-testid="header-collapse"
        aria-label={collapsed ? t('header.expand') : t('header.collapse')}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <div
        data-testid="header-app-name"
        style={{
          flex: 1,
          fontSize: 16,
          fontWeight: 600,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {appName}
      </div>
      <Space size={4}>
        <TimeZoneTag />
        <FullscreenToggle />
        <LanguageSwitch />
        <ThemePicker />
        <MessageBell />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
