import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../api/session';
import { useSession } from '../../state/session';
import { openPasswordDialog } from './passwordDialog';

/** The user's name with change password and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const name = user?.realName || user?.userName || '';
  const avatar = user?.avatarImgPath || user?.avatar || undefined;
  const items: MenuProps['items'] = [
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="user-change-password">{t('header.changePassword')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="user-logout">{t('header.logout')}</span>,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') openPasswordDialog();
    if (key === 'logout') void signOut();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button
        type="text"
        data-testid="header-user"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        <Avatar size="small" src={avatar} icon={<UserOutlined />} />
        <span data-testid="header-user-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
