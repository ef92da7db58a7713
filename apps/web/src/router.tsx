import { lazy, Suspense, type ReactNode } from 'react';
import { createHashRouter, Navigate, useLocation, useRouteError } from 'react-router';
import { isSignedIn, useSession } from './state/session';
import { loadShell, preloadShell } from './shellChunk';
import LoginPage from './shell/login/LoginPage';
import { ServerError500, Unauthorized401, renderError } from './shell/errors/ErrorPages';
import { HOME_PATH } from './shell/tabs/tabsModel';
import { PageLoading } from './shell/PageLoading';

const Shell = lazy(loadShell);
// content (content/): the public reader's page of an approved article, open without signing in
const PublicArticle = lazy(() => import('./screens/content/PublicArticle'));

/** An unsigned user going anywhere but login is sent to login. */
function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession(isSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** A signed-in user going to login is sent home. */
function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSession(isSignedIn);
  if (signedIn) return <Navigate to={HOME_PATH} replace />;
  return <>{children}</>;
}

function RootError() {
  const error = useRouteError();
  return renderError(error, () => window.location.reload());
}

export function createAppRouter() {
  return createHashRouter([
    {
      errorElement: <RootError />,
      children: [
        {
          path: '/login',
          element: (
            <GuestOnly>
              <LoginPage onSigningIn={preloadShell} />
            </GuestOnly>
          ),
        },
        { path: '/401', element: <Unauthorized401 /> },
        { path: '/500', element: <ServerError500 /> },
        // content (content/): public, like the error pages; outside RequireAuth
        {
          path: '/public/articles/:id',
          element: (
            <Suspense fallback={<PageLoading />}>
              <PublicArticle />
            </Suspense>
          ),
        },
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        {
          path: '*',
          element: (
            <RequireAuth>
              <Suspense fallback={<PageLoading />}>
                <Shell />
              </Suspense>
            </RequireAuth>
          ),
        },
      ],
    },
  ]);
}
