import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from './api/http';
import { queryClient } from './api/queryClient';
import { onSignOut, signOut } from './api/session';
import { initI18n } from './i18n';
import { preloadShell } from './shellChunk';
import { installSessionPersistence, isSignedIn } from './state/session';
import { App } from './App';

installSessionPersistence();
configureHttp({ onUnauthorized: () => signOut() });
onSignOut(() => queryClient.clear());
// signed in (a reload, a deep link): the shell and the screen the address names are fetched with the
// language's texts, not one after the other (bench/RESULTS.md, the console's 10,000-row page)
if (isSignedIn()) preloadShell();

// the first paint waits for the texts of its language (one small chunk, fetched at once)
void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
