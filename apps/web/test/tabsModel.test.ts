import { describe, expect, it } from 'vitest';
import {
  HOME_PATH,
  initialTabs,
  isClosable,
  parseTabs,
  serializeTabs,
  tabsClosedBy,
  tabsReducer,
  type TabsAction,
  type TabsState,
} from '../src/shell/tabs/tabsModel';

const run = (state: TabsState, ...actions: TabsAction[]) => actions.reduce(tabsReducer, state);
const open = (path: string): TabsAction => ({ type: 'open', path });
const close = (path: string): TabsAction => ({ type: 'close', path });

describe('tabs model', () => {
  it('starts with home only', () => {
    expect(initialTabs()).toEqual({ tabs: [HOME_PATH], active: HOME_PATH });
  });

  it('inserts a newly opened page right after home and activates it', () => {
    const state = run(initialTabs(), open('/a/a'), open('/b/b'));
    expect(state.tabs).toEqual([HOME_PATH, '/b/b', '/a/a']);
    expect(state.active).toBe('/b/b');
  });

  it('focuses an open tab without moving it', () => {
    const state = run(initialTabs(), open('/a/a'), open('/b/b'), open('/a/a'));
    expect(state.tabs).toEqual([HOME_PATH, '/b/b', '/a/a']);
    expect(state.active).toBe('/a/a');
  });

  it('keeps home first even when home is opened', () => {
    const state = run(initialTabs(), open('/a/a'), open(HOME_PATH));
    expect(state.tabs).toEqual([HOME_PATH, '/a/a']);
    expect(state.active).toBe(HOME_PATH);
  });

  it('never closes home', () => {
    const start = run(initialTabs(), open('/a/a'));
    expect(isClosable(HOME_PATH)).toBe(false);
    expect(tabsReducer(start, close(HOME_PATH))).toBe(start);
    expect(run(start, { type: 'closeAll' }).tabs).toEqual([HOME_PATH]);
  });

  it('closing the active tab moves to its right neighbour', () => {
    // tabs: home, c, b, a
    const start = run(initialTabs(), open('/a/a'), open('/b/b'), open('/c/c'), open('/b/b'));
    const state = tabsReducer(start, close('/b/b'));
    expect(state.tabs).toEqual([HOME_PATH, '/c/c', '/a/a']);
    expect(state.active).toBe('/a/a');
  });

  it('closing the rightmost active tab moves to its left neighbour', () => {
    const start = run(initialTabs(), open('/a/a'), open('/b/b'), open('/a/a'));
    const state = tabsReducer(start, close('/a/a'));
    expect(state.tabs).toEqual([HOME_PATH, '/b/b']);
    expect(state.active).toBe('/b/b');
  });

  it('closing an inactive tab keeps the active one', () => {
    const start = run(initialTabs(), open('/a/a'), open('/b/b'));
    const state = tabsReducer(start, close('/a/a'));
    expect(state).toEqual({ tabs: [HOME_PATH, '/b/b'], active: '/b/b' });
  });

  it('closing the last closable tab goes home', () => {
    const state = run(initialTabs(), open('/a/a'), close('/a/a'));
    expect(state).toEqual({ tabs: [HOME_PATH], active: HOME_PATH });
  });

  it('ignores closing a tab that is not open', () => {
    const start = run(initialTabs(), open('/a/a'));
    expect(tabsReducer(start, close('/x/x'))).toBe(start);
  });

  it('close others keeps home and the chosen tab, which becomes active', () => {
    const start = run(initialTabs(), open('/a/a'), open('/b/b'), open('/c/c'));
    const state = tabsReducer(start, { type: 'closeOthers', path: '/b/b' });
    expect(state).toEqual({ tabs: [HOME_PATH, '/b/b'], active: '/b/b' });
    expect(tabsClosedBy(start, { type: 'closeOthers', path: '/b/b' })).toEqual(['/c/c', '/a/a']);
  });

  it('close others on home leaves home alone', () => {
    const start = run(initialTabs(), open('/a/a'));
    expect(tabsReducer(start, { type: 'closeOthers', path: HOME_PATH })).toEqual(initialTabs());
  });

  it('close all leaves home, active', () => {
    const start = run(initialTabs(), open('/a/a'), open('/b/b'));
    expect(tabsReducer(start, { type: 'closeAll' })).toEqual(initialTabs());
    expect(tabsClosedBy(start, { type: 'closeAll' })).toEqual(['/b/b', '/a/a']);
  });

  it('round-trips through storage text', () => {
    const state = run(initialTabs(), open('/a/a'), open('/b/b'), open('/a/a'));
    expect(parseTabs(serializeTabs(state))).toEqual(state);
  });

  it('restores safely from garbage, drops unknown paths and repairs home', () => {
    expect(parseTabs('not json')).toEqual(initialTabs());
    expect(parseTabs(null)).toEqual(initialTabs());
    expect(parseTabs('{"tabs":"x"}')).toEqual(initialTabs());
    const restored = parseTabs(
      JSON.stringify({ tabs: ['/a/a', '/gone/gone', '/a/a', 3], active: '/gone/gone' }),
      (p) => p === '/a/a',
    );
    expect(restored).toEqual({ tabs: [HOME_PATH, '/a/a'], active: HOME_PATH });
  });
});
