import { createContext, useContext, useEffect } from 'react';
import { useLatest } from '../utils/useLatest';

/** The screen a component belongs to (its tab path), provided by the shell's content area. */
export const ScreenContext = createContext<{ path: string; active: boolean } | null>(null);

/**
 * Registers a rule asked before the tab at path closes and returns the unregister function;
 * provided by the shell's tabs so screens and the engine need not know about tabs.
 */
export type RegisterBeforeClose = (path: string, needsConfirm: () => boolean) => () => void;

export const BeforeCloseContext = createContext<RegisterBeforeClose | null>(null);

/**
 * A screen with unsaved input calls this: when its tab is about to close and needsConfirm()
 * returns true, the user is asked 'Confirm closing this page?' first.
 */
export function useBeforeClose(needsConfirm: () => boolean): void {
  const register = useContext(BeforeCloseContext);
  const path = useContext(ScreenContext)?.path;
  const latest = useLatest(needsConfirm);
  useEffect(() => {
    if (!register || !path) return undefined;
    return register(path, () => latest.current());
  }, [register, path, latest]);
}

/** Names what a tab shows beside its menu title (null: nothing); provided by the shell's tabs. */
export type SetScreenTitle = (path: string, title: string | null) => void;

export const ScreenTitleContext = createContext<SetScreenTitle | null>(null);

/**
 * A screen that shows one thing (a vehicle) names it: its tab and breadcrumb read the menu title
 * and this name, so two such tabs opened one after the other are told apart.
 */
export function useScreenTitle(title: string | null): void {
  const set = useContext(ScreenTitleContext);
  const path = useContext(ScreenContext)?.path;
  useEffect(() => {
    if (!set || !path) return undefined;
    set(path, title);
    return () => set(path, null);
  }, [set, path, title]);
}

/** Whether the calling screen's tab is the one shown (keep-alive screens stay mounted while hidden). */
export function useScreenActive(): boolean {
  return useContext(ScreenContext)?.active ?? true;
}
