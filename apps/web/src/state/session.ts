import type { CurrentUser, MenuNode, PasswordState, Theme } from '@chelian/contracts/platform';
import { createStore, useStore } from './store';

export interface SessionState {
  token: string | null;
  /**
   * The control signing secret handed out once, at sign-in (LoginResponse.signSecret): signed
   * controls derive their key from it. Kept with the token in session storage, which the tab owns
   * and closing it clears; never sent to the server again.
   */
  signSecret: string | null;
  expiresAt: number | null;
  user: CurrentUser | null;
  menu: MenuNode[];
  /** Permission strings as returned by auth/V2.0/resource (one entry may hold several lines). */
  resources: string[];
  /** The theme applied to the console (the user's choice), null for the tenant default. */
  theme: Theme | null;
  /** A forced password change still to offer after sign-in (INITIAL or EXPIRED), null when none. */
  passwordPrompt: Exclude<PasswordState, 'OK'> | null;
}

export const STORAGE_KEY = 'chelian.session';

export const emptySession: SessionState = {
  token: null,
  signSecret: null,
  expiresAt: null,
  user: null,
  menu: [],
  resources: [],
  theme: null,
  passwordPrompt: null,
};

export const sessionStore = createStore<SessionState>({ ...emptySession });

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function isSignedIn(state: SessionState = sessionStore.get()): boolean {
  return Boolean(state.token && state.user);
}

/** Writes the session to session storage; it runs when the page unloads. */
export function saveSession(): void {
  try {
    const state = sessionStore.get();
    if (isSignedIn(state)) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable or full: the session lasts for this page only */
  }
}

/** Restores the session written by saveSession; it runs at load. */
export function restoreSession(): void {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    if (!text) return;
    const saved = JSON.parse(text) as Partial<SessionState>;
    if (typeof saved?.token !== 'string' || !saved.user) return;
    sessionStore.replace({
      ...emptySession,
      ...saved,
      menu: Array.isArray(saved.menu) ? saved.menu : [],
      resources: Array.isArray(saved.resources) ? saved.resources : [],
    });
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
  }
}

let persistenceInstalled = false;

/** Restores the session now and writes it back whenever the page is hidden or unloaded. */
export function installSessionPersistence(): void {
  restoreSession();
  if (persistenceInstalled) return;
  persistenceInstalled = true;
  window.addEventListener('pagehide', saveSession);
  window.addEventListener('beforeunload', saveSession);
}

/** Signing in: the new session replaces whatever was there. */
export function startSession(
  patch: Partial<SessionState> & Pick<SessionState, 'token' | 'expiresAt' | 'user' | 'passwordPrompt'>,
): void {
  sessionStore.replace({ ...emptySession, ...patch });
  saveSession();
}

/** Signing out clears token, menu, avatar, names, type, ids and theme. */
export function clearSession(): void {
  sessionStore.replace({ ...emptySession });
  saveSession();
}
