import { createContext, useContext } from 'react';
import type { RouteInfo } from '../menu/menuModel';
import type { TabsState } from './tabsModel';

export interface TabsApi {
  state: TabsState;
  routes: Map<string, RouteInfo>;
  /** What a screen named in its tab (useScreenTitle), by path. */
  titles: Record<string, string>;
  /** Bumped by 'refresh' to remount a tab's screen. */
  refreshKeys: Record<string, number>;
  select(path: string): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
  /** Registers a rule asked before the tab at path closes; returns the unregister function. */
  registerBeforeClose(path: string, needsConfirm: () => boolean): () => void;
}

export const TabsContext = createContext<TabsApi | null>(null);

export function useTabs(): TabsApi {
  const api = useContext(TabsContext);
  if (!api) throw new Error('useTabs must be used inside the shell');
  return api;
}
