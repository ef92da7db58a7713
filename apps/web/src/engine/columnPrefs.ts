import { useSyncExternalStore } from 'react';

/** The user's column settings of a module: order and hidden columns, kept in local storage per user and module. */
export interface ColumnPrefs {
  order: string[];
  hidden: string[];
}

export const columnPrefsKey = (userId: number | string | null | undefined, scope: string) =>
  `chelian.columns.${userId ?? 'anonymous'}.${scope}`;

export function loadColumnPrefs(key: string): ColumnPrefs | null {
  try {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<ColumnPrefs>;
    if (!Array.isArray(parsed.order) || !Array.isArray(parsed.hidden)) return null;
    return { order: parsed.order.map(String), hidden: parsed.hidden.map(String) };
  } catch {
    return null;
  }
}

export function saveColumnPrefs(key: string, prefs: ColumnPrefs | null): void {
  try {
    if (prefs) localStorage.setItem(key, JSON.stringify(prefs));
    else localStorage.removeItem(key);
  } catch {
    /* storage unavailable: the settings last for this page only */
  }
}

/** Orders keys by the saved order (keys the settings do not know yet go last, in declaration order). */
export function applyColumnPrefs<T extends { key: string }>(
  columns: readonly T[],
  prefs: ColumnPrefs | null,
): { ordered: T[]; visible: T[] } {
  if (!prefs) return { ordered: [...columns], visible: [...columns] };
  const rank = new Map(prefs.order.map((key, i) => [key, i]));
  const ordered = columns
    .map((column, i) => ({ column, i }))
    .sort(
      (a, b) =>
        (rank.get(a.column.key) ?? prefs.order.length + a.i) -
        (rank.get(b.column.key) ?? prefs.order.length + b.i),
    )
    .map(({ column }) => column);
  const hidden = new Set(prefs.hidden);
  return { ordered, visible: ordered.filter((column) => !hidden.has(column.key)) };
}

/** Moves one key before another (drag and drop in the column chooser). */
export function moveKey(order: readonly string[], from: string, to: string): string[] {
  if (from === to) return [...order];
  const next = order.filter((key) => key !== from);
  const at = next.indexOf(to);
  const fromIndex = order.indexOf(from);
  const toIndex = order.indexOf(to);
  // dropping on a later column puts the dragged one after it
  next.splice(at + (fromIndex < toIndex ? 1 : 0), 0, from);
  return next;
}

// ---- shared state: the chooser and the table of a module read the same settings ----

const cache = new Map<string, ColumnPrefs | null>();
const listeners = new Map<string, Set<() => void>>();

function read(key: string): ColumnPrefs | null {
  if (!cache.has(key)) cache.set(key, loadColumnPrefs(key));
  return cache.get(key) ?? null;
}

export function setColumnPrefs(key: string, prefs: ColumnPrefs | null): void {
  cache.set(key, prefs);
  saveColumnPrefs(key, prefs);
  listeners.get(key)?.forEach((listener) => listener());
}

/** Test helper: forgets the settings read so far (local storage is read again). */
export function resetColumnPrefsCache(): void {
  cache.clear();
}

export function useColumnPrefs(key: string): [ColumnPrefs | null, (prefs: ColumnPrefs | null) => void] {
  const prefs = useSyncExternalStore(
    (listener) => {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set!.delete(listener);
    },
    () => read(key),
    () => read(key),
  );
  return [prefs, (next) => setColumnPrefs(key, next)];
}
