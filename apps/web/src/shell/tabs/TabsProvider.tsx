import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BeforeCloseContext, ScreenTitleContext } from '../../hooks/useScreen';
import { useSession } from '../../state/session';
import { useRoutes } from '../useRoutes';
import { TabsContext, type TabsApi } from './TabsContext';
import {
  initialTabs,
  parseTabs,
  serializeTabs,
  tabsClosedBy,
  tabsReducer,
  tabsStorageKey,
  type TabsAction,
  type TabsState,
} from './tabsModel';

function readStored(userId: number | undefined, isKnown: ((path: string) => boolean) | undefined): TabsState {
  if (userId == null) return initialTabs();
  try {
    return parseTabs(localStorage.getItem(tabsStorageKey(userId)), isKnown);
  } catch {
    return initialTabs();
  }
}

/** Owns the tag tabs: follows the route, keeps the list per user in local storage, asks before-close rules. */
export function TabsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const routes = useRoutes();
  const userId = useSession((s) => s.user?.id);
  const menuLoaded = useSession((s) => s.menu.length > 0);
  const [state, dispatch] = useReducer(tabsReducer, undefined, () =>
    readStored(userId, menuLoaded ? (path) => routes.has(path) : undefined),
  );
  const [refreshKeys, setRefreshKeys] = useState<Record<string, number>>({});
  const rules = useRef(new Map<string, Set<() => boolean>>());
  const lastSearch = useRef(new Map<string, string>());
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  // The route drives the tabs: a routable path opens (or focuses) its tab.
  const path = location.pathname;
  useEffect(() => {
    if (!routes.has(path)) return;
    lastSearch.current.set(path, location.search);
    dispatch({ type: 'open', path });
  }, [path, location.search, routes]);

  // Once the menu arrives, tabs of screens the user cannot reach are dropped.
  useEffect(() => {
    if (!menuLoaded) return;
    const current = stateRef.current;
    const known = current.tabs.filter((tab) => routes.has(tab));
    if (known.length !== current.tabs.length)
      dispatch({ type: 'replace', state: { tabs: known, active: current.active } });
  }, [menuLoaded, routes]);

  useEffect(() => {
    if (userId == null) return;
    try {
      localStorage.setItem(tabsStorageKey(userId), serializeTabs(state));
    } catch {
      /* storage unavailable: tabs last for this page only */
    }
  }, [state, userId]);

  const pathRef = useRef(path);
  useEffect(() => {
    pathRef.current = path;
  }, [path]);

  const go = useCallback((tab: string) => navigate(tab + (lastSearch.current.get(tab) ?? '')), [navigate]);

  const perform = useCallback(
    (action: TabsAction) => {
      const closing = tabsClosedBy(stateRef.current, action);
      const run = () => {
        const next = tabsReducer(stateRef.current, action);
        stateRef.current = next;
        dispatch(action);
        closing.forEach((tab) => {
          rules.current.delete(tab);
          lastSearch.current.delete(tab);
        });
        const current = pathRef.current;
        if (closing.includes(current) || (action.type === 'closeOthers' && action.path !== current))
          go(next.active);
      };
      const needsConfirm = closing.some((tab) => [...(rules.current.get(tab) ?? [])].some((rule) => rule()));
      if (!needsConfirm) {
        run();
        return;
      }
      modal.confirm({
        title: t('tabs.confirmTitle'),
        content: t('tabs.confirmClose'),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        width: 300,
        style: { top: 240 },
        okButtonProps: { 'data-testid': 'tab-close-confirm' },
        cancelButtonProps: { 'data-testid': 'tab-close-cancel' },
        onOk: run,
      });
    },
    [go, modal, t],
  );

  const registerBeforeClose = useCallback((tab: string, rule: () => boolean) => {
    let set = rules.current.get(tab);
    if (!set) rules.current.set(tab, (set = new Set()));
    set.add(rule);
    return () => {
      rules.current.get(tab)?.delete(rule);
    };
  }, []);

  const [titles, setTitles] = useState<Record<string, string>>({});
  const setTitle = useCallback(
    (tab: string, title: string | null) =>
      setTitles((current) => {
        if ((current[tab] ?? null) === title) return current;
        const next = { ...current };
        if (title) next[tab] = title;
        else delete next[tab];
        return next;
      }),
    [],
  );

  const refresh = useCallback(
    (tab: string) => setRefreshKeys((keys) => ({ ...keys, [tab]: (keys[tab] ?? 0) + 1 })),
    [],
  );

  const api = useMemo<TabsApi>(
    () => ({
      state,
      routes,
      titles,
      refreshKeys,
      select: go,
      close: (tab) => perform({ type: 'close', path: tab }),
      closeOthers: (tab) => perform({ type: 'closeOthers', path: tab }),
      closeAll: () => perform({ type: 'closeAll' }),
      refresh,
      registerBeforeClose,
    }),
    [state, routes, titles, refreshKeys, go, perform, refresh, registerBeforeClose],
  );

  return (
    <TabsContext.Provider value={api}>
      <BeforeCloseContext.Provider value={registerBeforeClose}>
        <ScreenTitleContext.Provider value={setTitle}>{children}</ScreenTitleContext.Provider>
      </BeforeCloseContext.Provider>
    </TabsContext.Provider>
  );
}
