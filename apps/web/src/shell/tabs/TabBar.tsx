import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useTabs } from './TabsContext';
import { isClosable } from './tabsModel';

/** Scroll step of the tab bar, in pixels. */
export const TAB_SCROLL_STEP = 240;

function TabItem({ path, active }: { path: string; active: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tabs = useTabs();
  const route = tabs.routes.get(path);
  const named = tabs.titles[path];
  const title = named ? `${route?.title ?? path} · ${named}` : (route?.title ?? path);
  const closable = isClosable(path);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const items: MenuProps['items'] = [
    { key: 'refresh', label: <span data-testid="tab-menu-refresh">{t('tabs.refresh')}</span> },
    { key: 'close', disabled: !closable, label: <span data-testid="tab-menu-close">{t('tabs.close')}</span> },
    { key: 'closeOthers', label: <span data-testid="tab-menu-close-others">{t('tabs.closeOthers')}</span> },
    { key: 'closeAll', label: <span data-testid="tab-menu-close-all">{t('tabs.closeAll')}</span> },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') {
      if (!active) tabs.select(path);
      tabs.refresh(path);
    } else if (key === 'close') tabs.close(path);
    else if (key === 'closeOthers') tabs.closeOthers(path);
    else if (key === 'closeAll') tabs.closeAll();
  };

  const onClose = (event: MouseEvent) => {
    event.stopPropagation();
    tabs.close(path);
  };

  return (
    <Dropdown menu={{ items, onClick: onMenu }} trigger={['contextMenu']}>
      <div
        ref={ref}
        role="tab"
        aria-selected={active}
        data-testid={`tab-${path}`}
        data-active={active ? 'true' : 'false'}
        title={title}
        onClick={() => tabs.select(path)}
        onAuxClick={(event) => {
          if (event.button === 1 && closable) onClose(event);
        }}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          height: 28,
          padding: '0 10px',
          marginRight: 4,
          borderRadius: token.borderRadiusSM,
          border: `1px solid ${active ? token.colorPrimary : token.colorBorderSecondary}`,
          background: active ? token.colorPrimary : token.colorBgContainer,
          color: active ? token.colorTextLightSolid : token.colorText,
          cursor: 'pointer',
          userSelect: 'none',
          whiteSpace: 'nowrap',
          fontSize: 13,
        }}
      >
        <span>{title}</span>
        {closable ? (
          <CloseOutlined
            data-testid={`tab-close-${path}`}
            aria-label={t('tabs.close')}
            onClick={onClose}
            style={{ fontSize: 10 }}
          />
        ) : null}
      </div>
    </Dropdown>
  );
}

/** The tag-tab bar: scrolls by 240 px with left and right buttons when the tabs overflow. */
export function TabBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { state } = useTabs();
  const { pathname } = useLocation();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);

  // The tabs overflow when their row is wider than the bar. Both widths are watched rather than read
  // after each change of tabs: the browser reports them once it has laid the page out. Read in a
  // layout effect, they made it lay the whole page out once more while a screen opened: 45-60 ms of
  // a deep link's CPU profile (bench/console.ts; its deep link's median moved from 1,421 to 1,352 ms
  // in 5 alternating pairs, within that bench's spread of about 300 ms).
  useEffect(() => {
    const bar = scroller.current;
    const row = content.current;
    if (!bar || !row || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setOverflow(row.offsetWidth > bar.clientWidth + 1));
    observer.observe(bar);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  const scrollBy = (delta: number) => scroller.current?.scrollBy?.({ left: delta, behavior: 'smooth' });

  return (
    <div
      data-testid="tab-bar"
      role="tablist"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '6px 12px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {overflow ? (
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('tabs.scrollLeft')}
          data-testid="tabs-scroll-left"
          onClick={() => scrollBy(-TAB_SCROLL_STEP)}
        />
      ) : null}
      <div
        ref={scroller}
        data-testid="tabs-scroller"
        style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap' }}
      >
        <div ref={content} style={{ display: 'inline-block' }}>
          {state.tabs.map((path) => (
            <TabItem key={path} path={path} active={path === pathname} />
          ))}
        </div>
      </div>
      {overflow ? (
        <Button
          size="small"
          type="text"
          icon={<RightOutlined />}
          aria-label={t('tabs.scrollRight')}
          data-testid="tabs-scroll-right"
          onClick={() => scrollBy(TAB_SCROLL_STEP)}
        />
      ) : null}
    </div>
  );
}
