import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from './api/http';
import { queryClient } from './api/queryClient';
import { onSignOut, signOut } from './api/session';
import { initI18n } from './i18n';
import { installSessionPersistence } from './state/session';
import { App } from './App';

installSessionPersistence();
configureHttp({ onUnauthorized: () => signOut() });
onSignOut(() => queryClient.clear());

// the first paint waits for the texts of its language (one small chunk, fetched at once)
void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
