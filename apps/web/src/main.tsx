import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from './api/http';
import { queryClient } from './api/queryClient';
import { onSignOut, signOut } from './api/session';
import { initI18n } from './i18n';
import { installSessionPersistence } from './state/session';
import { App } from './App';

initI18n();
installSessionPersistence();
configureHttp({ onUnauthorized: () => signOut() });
onSignOut(() => queryClient.clear());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
