import { createElement } from 'react';
import { queryClient } from './api/queryClient';
import { loadScreen, type ScreenRegistry } from './shell/layout/screens';
import { sessionStore } from './state/session';
import { loadChunk } from './utils/loadChunk';

/**
 * A reload or a deep link: the chunk of the screen the address names, asked for as soon as the
 * registry has come, ahead of the shell's chunks; the screen host then draws it in the shell's
 * first render (loadedScreen). Measured in bench/console.ts (bench/RESULTS.md, the users screen
 * with a 10,000-row page).
 */
async function preloadScreenOfAddress(
  screens: ScreenRegistry,
  collectRoutes: typeof import('./shell/menu/menuModel').collectRoutes,
): Promise<void> {
  const path = window.location.hash.replace(/^#/, '').split('?')[0];
  // titles are not needed to find the route's screen
  const key = collectRoutes(sessionStore.get().menu, { home: '', messageCenter: '' }).get(path)?.key;
  if (key === undefined || !Object.hasOwn(screens, key)) return;
  // its first data is asked for now, while the shell's chunks come and the first render runs
  (await loadScreen(screens, key)).default.prefetch?.(queryClient);
}

/**
 * The shell (layout, header, tabs, menus) is its own chunk, loaded after sign-in, together with
 * the registry of screens it shows (kept out of the login bundle too).
 *
 * The registry comes first, then the screen the address names is asked for ahead of the shell's
 * chunks (HTTP/1.1 takes 6 requests at a time: the screen's 25 chunks queued behind the shell's
 * 49), and the shell is drawn once that screen has come or failed. Drawn before, the shell's
 * first render held the main thread for 0.3-0.6 s while the screen's chunk waited to be
 * evaluated, and the screen's data was asked for only after it: on the users screen with a
 * 10,000-row page the main thread's CPU before that request fell from 656 to 537 ms (medians of 11
 * traced runs each, loaded machine; bench/console.ts).
 */
export const loadShell = () =>
  loadChunk('shell', async () => {
    const [registry, { collectRoutes }] = await Promise.all([
      import('./screens/registry'),
      import('./shell/menu/menuModel'),
    ]);
    // a failure surfaces when the screen host loads the screen itself
    const screen = preloadScreenOfAddress(registry.screenRegistry, collectRoutes).catch(() => undefined);
    const [{ default: Shell }] = await Promise.all([import('./shell/Shell'), screen]);
    return { default: () => createElement(Shell, { screens: registry.screenRegistry }) };
  });

/** Starts fetching the shell early (while signing in); failures surface when it is rendered. */
export function preloadShell(): void {
  loadShell().catch(() => undefined);
}
