import { loadChunk } from './screens/loadChunk';

/** The shell (layout, header, tabs, menus) is its own chunk, loaded after sign-in. */
export const loadShell = () => loadChunk('shell', () => import('./shell/Shell'));

/** Starts fetching the shell early (while signing in); failures surface when it is rendered. */
export function preloadShell(): void {
  loadShell().catch(() => undefined);
}
