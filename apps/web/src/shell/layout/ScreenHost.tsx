import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { hasScreen, screenRegistry } from '../../screens/registry';
import { loadChunk } from '../../screens/loadChunk';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { renderError, ScreenUnavailable } from '../errors/ErrorPages';
import { PageLoading } from '../PageLoading';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(key: string): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(key);
  if (!screen) {
    const load = screenRegistry[key]!;
    screen = lazy(() => loadChunk(key, load));
    lazyScreens.set(key, screen);
  }
  return screen;
}

function LoadedScreen({ screenKey, refreshKey }: { screenKey: string; refreshKey: number }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(screenKey);
  const retry = () => {
    lazyScreens.delete(screenKey);
    setAttempt((value) => value + 1);
  };
  return (
    <ErrorBoundary resetKey={`${attempt}:${refreshKey}`} fallback={(error) => renderError(error, retry)}>
      <Suspense fallback={<PageLoading />}>
        <Screen key={`${attempt}:${refreshKey}`} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Shows the screen of a component key: its lazy chunk, or a clear page when the key is unknown. */
export function ScreenHost({ screenKey, refreshKey = 0 }: { screenKey: string; refreshKey?: number }) {
  if (!hasScreen(screenKey)) return <ScreenUnavailable screenKey={screenKey} />;
  return <LoadedScreen screenKey={screenKey} refreshKey={refreshKey} />;
}
