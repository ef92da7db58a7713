import { createElement } from 'react';
import { loadChunk } from './utils/loadChunk';

/**
 * The shell (layout, header, tabs, menus) is its own chunk, loaded after sign-in, together with
 * the registry of screens it shows (kept out of the login bundle too).
 */
export const loadShell = () =>
  loadChunk('shell', async () => {
    const [{ default: Shell }, { screenRegistry }] = await Promise.all([
      import('./shell/Shell'),
      import('./screens/registry'),
    ]);
    return { default: () => createElement(Shell, { screens: screenRegistry }) };
  });

/** Starts fetching the shell early (while signing in); failures surface when it is rendered. */
export function preloadShell(): void {
  loadShell().catch(() => undefined);
}
