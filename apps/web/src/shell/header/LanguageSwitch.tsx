import { Button, Dropdown, type MenuProps } from 'antd';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reloadLocalizedData } from '../../api/session';
import { LANGS, setLanguage, type Language } from '../../i18n';

/** Changes the UI language and the calls' Accept-Language, then reloads menu, dictionaries and lists. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const items: MenuProps['items'] = LANGS.map((lang) => ({
    key: lang,
    label: <span data-testid={`lang-${lang}`}>{t(`lang.${lang}`)}</span>,
  }));
  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === i18n.language) return;
    await setLanguage(key as Language);
    await reloadLocalizedData();
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
  };
  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [i18n.language] }} trigger={['click']}>
      <Button
        type="text"
        data-testid="header-lang"
        aria-label={t('header.language')}
        icon={<GlobalOutlined />}
      >
        {t(
          `lang.${(LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'zh-CN'}`,
        )}
      </Button>
    </Dropdown>
  );
}
