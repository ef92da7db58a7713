import type {
  CurrentUser,
  DictionaryOptions,
  LoginResponse,
  MenuNode,
  Theme,
} from '@chelian/contracts/platform';
import { clearDictionaries, setDictionaries } from '../state/dictionaries';
import { clearSession, saveSession, sessionStore, startSession } from '../state/session';
import { markSessionEnded, resetAuthGuard } from './http';
import * as platform from './platform';

type Listener = () => void;
const signOutListeners = new Set<Listener>();

/** Runs after every sign-out (clearing caches, closing the socket). */
export function onSignOut(listener: Listener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

function settled<T>(result: PromiseSettledResult<T>): T | undefined {
  return result.status === 'fulfilled' ? result.value : undefined;
}

function pickTheme(themes: Theme[] | undefined, themeId: number | null | undefined): Theme | null {
  if (!themes || themeId == null) return null;
  return themes.find((theme) => theme.id === themeId) ?? null;
}

let loadedThisPage = false;

interface SessionData {
  menu?: MenuNode[];
  resources?: string[];
  theme?: Theme | null;
  dictionaries?: DictionaryOptions;
}

/**
 * Fetches what a session needs after sign-in: menu, permission list,
 * dictionaries and the user's theme. A failed part is left out (its error was shown).
 */
async function fetchSessionData(token: string | undefined, user: CurrentUser | null): Promise<SessionData> {
  const tenantId = user?.tenant?.tenantId;
  const [menu, resources, dictionaries, themes] = await Promise.allSettled([
    platform.getMenu(token),
    platform.getResources(token),
    platform.getDictionaries(token),
    tenantId == null ? Promise.resolve<Theme[]>([]) : platform.getThemeOptions(tenantId, token),
  ]);
  const data: SessionData = {};
  const menuValue = settled(menu);
  if (Array.isArray(menuValue)) data.menu = menuValue;
  const resourceValue = settled(resources);
  if (Array.isArray(resourceValue)) data.resources = resourceValue;
  const themeValue = settled(themes);
  if (Array.isArray(themeValue)) data.theme = pickTheme(themeValue, user?.themeId);
  const dictValue = settled(dictionaries);
  if (dictValue && typeof dictValue === 'object') data.dictionaries = dictValue;
  return data;
}

function applySessionData({ dictionaries, ...rest }: SessionData): void {
  sessionStore.set(rest);
  if (dictionaries) setDictionaries(dictionaries);
  saveSession();
}

/** Reloads menu, permissions, dictionaries and theme of the current session. */
export async function loadSessionData(): Promise<void> {
  loadedThisPage = true;
  applySessionData(await fetchSessionData(undefined, sessionStore.get().user));
}

/** After a reload the session comes from session storage; refresh it once per page. */
export async function ensureSessionData(): Promise<void> {
  if (loadedThisPage) return;
  loadedThisPage = true;
  const [user] = await Promise.allSettled([platform.getCurrentUser()]);
  const fresh = settled(user);
  // a reloaded page still owes the forced change the server insists on
  if (fresh && sessionStore.get().token)
    sessionStore.set({
      user: fresh,
      passwordPrompt: fresh.passwordState === 'OK' ? null : fresh.passwordState,
    });
  if (sessionStore.get().token) await loadSessionData();
}

/** Menu and dictionaries come localized: reload them after a language change. */
export async function reloadLocalizedData(): Promise<void> {
  const [menu, dictionaries] = await Promise.allSettled([platform.getMenu(), platform.getDictionaries()]);
  const menuValue: MenuNode[] | undefined = settled(menu);
  if (Array.isArray(menuValue)) sessionStore.set({ menu: menuValue });
  const dictValue = settled(dictionaries);
  if (dictValue && typeof dictValue === 'object') setDictionaries(dictValue);
  saveSession();
}

/** Signs in, then loads menu, permissions, dictionaries and theme before the session becomes visible. */
export async function signIn(input: platform.LoginInput): Promise<LoginResponse> {
  const response = await platform.login(input);
  resetAuthGuard();
  const { dictionaries, ...data } = await fetchSessionData(response.token, response.user);
  loadedThisPage = true;
  if (dictionaries) setDictionaries(dictionaries);
  startSession({
    ...data,
    token: response.token,
    signSecret: response.signSecret,
    expiresAt: response.expiresAt,
    user: response.user,
    passwordPrompt: response.passwordState === 'OK' ? null : response.passwordState,
  });
  return response;
}

/** Signs out: tells the server (a failure is ignored), clears the session and goes to login. */
export async function signOut(options: { callServer?: boolean } = {}): Promise<void> {
  const { callServer = true } = options;
  markSessionEnded();
  try {
    if (callServer && sessionStore.get().token) await platform.logout();
  } catch {
    /* the session ends on this side whatever the server says */
  } finally {
    clearSession();
    clearDictionaries();
    loadedThisPage = false;
    signOutListeners.forEach((listener) => {
      try {
        listener();
      } catch (error) {
        console.error(error);
      }
    });
    if (window.location.hash !== '#/login') window.location.hash = '#/login';
  }
}
