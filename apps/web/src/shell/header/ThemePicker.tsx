import { Button, Dropdown, type MenuProps } from 'antd';
import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@chelian/contracts/platform';
import { getThemeOptions, saveTheme } from '../../api/platform';
import { saveSession, sessionStore, useSession } from '../../state/session';
import { themeAttr } from '../../theme/themeConfig';

function Swatch({ theme }: { theme: Theme }) {
  const color = themeAttr(theme, 'colorPrimary') ?? '#1677ff';
  const dark = themeAttr(theme, 'algorithm') === 'dark';
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: 3,
        background: color,
        border: `3px solid ${dark ? '#141414' : '#f0f0f0'}`,
        marginRight: 8,
        verticalAlign: -2,
      }}
    />
  );
}

/** Theme choice from the tenant's theme options; saving reloads the page. */
export function ThemePicker() {
  const { t } = useTranslation();
  const tenantId = useSession((s) => s.user?.tenant?.tenantId);
  const current = useSession((s) => s.theme?.id ?? s.user?.themeId ?? null);
  const { data: themes = [] } = useQuery({
    queryKey: ['themes', tenantId],
    queryFn: () => getThemeOptions(tenantId!),
    enabled: tenantId != null,
    staleTime: 5 * 60_000,
  });

  const items: MenuProps['items'] = themes.length
    ? themes.map((theme) => ({
        key: String(theme.id),
        label: (
          <span data-testid={`theme-${theme.id}`}>
            <Swatch theme={theme} />
            {theme.name || t('theme.unnamed', { id: theme.id })}
            {theme.id === current ? (
              <CheckOutlined style={{ marginLeft: 8 }} aria-label={t('theme.current')} />
            ) : null}
          </span>
        ),
      }))
    : [{ key: 'none', disabled: true, label: t('theme.none') }];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    const theme = themes.find((item) => String(item.id) === key);
    if (!theme || theme.id === current) return;
    try {
      await saveTheme(theme.id);
    } catch {
      return;
    }
    const user = sessionStore.get().user;
    sessionStore.set({ theme, user: user ? { ...user, themeId: theme.id } : user });
    saveSession();
    window.location.reload();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button
        type="text"
        data-testid="header-theme"
        aria-label={t('header.theme')}
        icon={<BgColorsOutlined />}
      />
    </Dropdown>
  );
}
