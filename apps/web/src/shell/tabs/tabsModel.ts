/**
 * Tag tabs as a pure model: home is always first and cannot be closed, a newly
 * opened page is inserted right after home, closing the active tab moves to its right neighbour
 * (else the left one), closing the last closable tab goes home; the list is kept in local storage.
 */
export const HOME_PATH = '/home/home';

export interface TabsState {
  /** Route paths of the open tabs; tabs[0] is always home. */
  tabs: string[];
  active: string;
}

export type TabsAction =
  | { type: 'open'; path: string }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }
  | { type: 'replace'; state: TabsState };

export function initialTabs(): TabsState {
  return { tabs: [HOME_PATH], active: HOME_PATH };
}

export function isClosable(path: string): boolean {
  return path !== HOME_PATH;
}

function normalize(tabs: readonly string[], active: string): TabsState {
  const rest = [...new Set(tabs.filter((path) => typeof path === 'string' && path && path !== HOME_PATH))];
  const all = [HOME_PATH, ...rest];
  return { tabs: all, active: all.includes(active) ? active : HOME_PATH };
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      if (state.tabs.includes(action.path))
        return state.active === action.path ? state : { ...state, active: action.path };
      const [home, ...rest] = state.tabs;
      return { tabs: [home ?? HOME_PATH, action.path, ...rest], active: action.path };
    }
    case 'close': {
      const index = state.tabs.indexOf(action.path);
      if (index < 0 || !isClosable(action.path)) return state;
      const tabs = state.tabs.filter((path) => path !== action.path);
      if (state.active !== action.path) return { tabs, active: state.active };
      const next = state.tabs[index + 1] ?? state.tabs[index - 1] ?? HOME_PATH;
      return { tabs, active: tabs.length <= 1 ? HOME_PATH : next };
    }
    case 'closeOthers': {
      if (!state.tabs.includes(action.path)) return state;
      return normalize([action.path], action.path);
    }
    case 'closeAll':
      return initialTabs();
    case 'replace':
      return normalize(action.state.tabs, action.state.active);
    default:
      return state;
  }
}

/** The tabs an action would close (to ask their before-close rules first). */
export function tabsClosedBy(state: TabsState, action: TabsAction): string[] {
  const next = tabsReducer(state, action);
  return state.tabs.filter((path) => !next.tabs.includes(path));
}

export function tabsStorageKey(userId: number | string): string {
  return `chelian.tabs.${userId}`;
}

export function serializeTabs(state: TabsState): string {
  return JSON.stringify({ tabs: state.tabs, active: state.active });
}

/** Reads a stored tab list; garbage gives the initial state; unknown paths are dropped when isKnown is given. */
export function parseTabs(text: string | null | undefined, isKnown?: (path: string) => boolean): TabsState {
  if (!text) return initialTabs();
  try {
    const value = JSON.parse(text) as { tabs?: unknown; active?: unknown };
    const tabs = Array.isArray(value?.tabs)
      ? value.tabs.filter((p): p is string => typeof p === 'string')
      : [];
    const known = isKnown ? tabs.filter((path) => path === HOME_PATH || isKnown(path)) : tabs;
    return normalize(known, typeof value?.active === 'string' ? value.active : HOME_PATH);
  } catch {
    return initialTabs();
  }
}
