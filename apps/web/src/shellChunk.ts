import { createElement } from 'react';
import { loadScreen, type ScreenRegistry } from './shell/layout/screens';
import { sessionStore } from './state/session';
import { loadChunk } from './utils/loadChunk';

/**
 * A reload or a deep link: the chunk of the screen the address names, asked for as soon as the
 * registry has come, with the shell's chunk rather than after the shell has rendered; the screen
 * host then draws it in the shell's first render (loadedScreen). Measured in bench/console.ts
 * (bench/RESULTS.md, the users screen with a 10,000-row page).
 */
async function preloadScreenOfAddress(
  screens: ScreenRegistry,
  collectRoutes: typeof import('./shell/menu/menuModel').collectRoutes,
): Promise<void> {
  const path = window.location.hash.replace(/^#/, '').split('?')[0];
  // titles are not needed to find the route's screen
  const key = collectRoutes(sessionStore.get().menu, { home: '', messageCenter: '' }).get(path)?.key;
  if (key !== undefined && Object.hasOwn(screens, key)) await loadScreen(screens, key);
}

/**
 * The shell (layout, header, tabs, menus) is its own chunk, loaded after sign-in, together with
 * the registry of screens it shows (kept out of the login bundle too).
 */
export const loadShell = () =>
  loadChunk('shell', async () => {
    const [{ default: Shell }, { screenRegistry }] = await Promise.all([
      import('./shell/Shell'),
      Promise.all([import('./screens/registry'), import('./shell/menu/menuModel')]).then(
        ([registry, { collectRoutes }]) => {
          // a failure surfaces when the screen host loads the screen itself
          preloadScreenOfAddress(registry.screenRegistry, collectRoutes).catch(() => undefined);
          return registry;
        },
      ),
    ]);
    return { default: () => createElement(Shell, { screens: screenRegistry }) };
  });

/** Starts fetching the shell early (while signing in); failures surface when it is rendered. */
export function preloadShell(): void {
  loadShell().catch(() => undefined);
}
