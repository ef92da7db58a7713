import { useContext, useEffect } from 'react';
import { useLatest } from '../../hooks/useLatest';
import { ScreenContext, TabsContext } from './TabsContext';

/**
 * A screen with unsaved input calls this: when its tab is about to close and needsConfirm()
 * returns true, the user is asked 'Confirm closing this page?' first (spec 000 section 2).
 */
export function useBeforeClose(needsConfirm: () => boolean): void {
  const tabs = useContext(TabsContext);
  const screen = useContext(ScreenContext);
  const latest = useLatest(needsConfirm);
  const register = tabs?.registerBeforeClose;
  const path = screen?.path;
  useEffect(() => {
    if (!register || !path) return undefined;
    return register(path, () => latest.current());
  }, [register, path, latest]);
}

/** Whether the calling screen's tab is the one shown (keep-alive screens stay mounted while hidden). */
export function useScreenActive(): boolean {
  return useContext(ScreenContext)?.active ?? true;
}
