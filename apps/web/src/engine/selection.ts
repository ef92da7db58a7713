import { useCallback, useSyncExternalStore, type Key } from 'react';
import type { Row } from './types';

/**
 * Selected rows per module: kept across pages and while the screen is
 * closed and reopened; `version` is bumped to make the module's table reload. Checkboxes
 * subscribe one by one, so a change re-renders the visible checkboxes, not the table.
 */
export interface SelectionState {
  keys: Key[];
  set: ReadonlySet<Key>;
  /** rows seen for the selected keys (an update or an action needs the record, not only its id) */
  rows: ReadonlyMap<Key, Row>;
  version: number;
}

const EMPTY: SelectionState = { keys: [], set: new Set(), rows: new Map(), version: 0 };
const states = new Map<string, SelectionState>();
const listeners = new Map<string, Set<() => void>>();

function emit(scope: string): void {
  listeners.get(scope)?.forEach((listener) => listener());
}

function subscribe(scope: string, listener: () => void): () => void {
  let set = listeners.get(scope);
  if (!set) listeners.set(scope, (set = new Set()));
  set.add(listener);
  return () => set!.delete(listener);
}

export function getSelection(scope: string): SelectionState {
  return states.get(scope) ?? EMPTY;
}

/** Rows of a page by key (built once per page, so selecting all stays cheap). */
export type RowIndex = ReadonlyMap<Key, Row>;

export function indexRows(rows: readonly Row[]): Map<Key, Row> {
  const index = new Map<Key, Row>();
  const walk = (items: readonly Row[]) => {
    for (const row of items) {
      index.set(row.id as Key, row);
      if (Array.isArray(row.children)) walk(row.children as Row[]);
    }
  };
  walk(rows);
  return index;
}

/** Replaces the selected keys; rows of the current page are remembered for the chosen keys. */
export function setSelection(scope: string, keys: Key[], page: RowIndex = new Map()): void {
  const prev = getSelection(scope);
  const rows = new Map<Key, Row>();
  for (const key of keys) {
    const row = page.get(key) ?? prev.rows.get(key);
    if (row) rows.set(key, row);
  }
  states.set(scope, { keys, set: new Set(keys), rows, version: prev.version });
  emit(scope);
}

export function toggleSelection(scope: string, row: Row, checked: boolean): void {
  const prev = getSelection(scope);
  const key = row.id as Key;
  if (checked === prev.set.has(key)) return;
  const keys = checked ? [...prev.keys, key] : prev.keys.filter((k) => k !== key);
  const rows = new Map(prev.rows);
  if (checked) rows.set(key, row);
  else rows.delete(key);
  states.set(scope, { keys, set: new Set(keys), rows, version: prev.version });
  emit(scope);
}

/** Ticks or clears every row of the page, keeping the selection of other pages. */
export function selectPage(scope: string, page: RowIndex, checked: boolean): void {
  const prev = getSelection(scope);
  if (checked) {
    const keys = [...prev.keys];
    const set = new Set(prev.set);
    const rows = new Map(prev.rows);
    for (const [key, row] of page) {
      if (!set.has(key)) {
        set.add(key);
        keys.push(key);
      }
      rows.set(key, row);
    }
    states.set(scope, { keys, set, rows, version: prev.version });
  } else {
    const keys = prev.keys.filter((key) => !page.has(key));
    const rows = new Map(prev.rows);
    for (const key of page.keys()) rows.delete(key);
    states.set(scope, { keys, set: new Set(keys), rows, version: prev.version });
  }
  emit(scope);
}

export function clearSelection(scope: string): void {
  const prev = getSelection(scope);
  if (!prev.keys.length) return;
  states.set(scope, { keys: [], set: new Set(), rows: new Map(), version: prev.version });
  emit(scope);
}

/** Makes every table of the module reload. */
export function bumpSelectionVersion(scope: string): void {
  const prev = getSelection(scope);
  states.set(scope, { ...prev, version: prev.version + 1 });
  emit(scope);
}

/** A value derived from the selection; the caller re-renders only when it changes. */
export function useSelectionValue<T>(scope: string, pick: (state: SelectionState) => T): T {
  const sub = useCallback((listener: () => void) => subscribe(scope, listener), [scope]);
  return useSyncExternalStore(
    sub,
    () => pick(getSelection(scope)),
    () => pick(getSelection(scope)),
  );
}

export function useSelection(scope: string): SelectionState {
  return useSelectionValue(scope, (state) => state);
}

export const useSelectedKeys = (scope: string): Key[] => useSelectionValue(scope, (state) => state.keys);

/** Test helper: forgets every module's selection. */
export function resetSelections(): void {
  states.clear();
  for (const scope of listeners.keys()) emit(scope);
}
