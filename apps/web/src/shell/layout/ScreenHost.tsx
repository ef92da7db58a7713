import { lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { loadChunk } from '../../utils/loadChunk';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { renderError, ScreenUnavailable } from '../errors/ErrorPages';
import { PageLoading } from '../PageLoading';
import { loadedScreen, loadScreen, ScreensContext, type ScreenRegistry } from './screens';

/**
 * The component drawn for each key, kept so its type stays the same across renders: the screen
 * itself when its chunk has already come (fetched with the shell on a reload or a deep link: the
 * screen then renders, and asks for its data, in the shell's first render instead of after a
 * suspended one), else a lazy one.
 */
const lazyScreens = new Map<string, ComponentType>();

function lazyScreen(screens: ScreenRegistry, key: string): ComponentType {
  let screen = lazyScreens.get(key);
  if (!screen) {
    screen = loadedScreen(key) ?? lazy(() => loadChunk(key, () => loadScreen(screens, key)));
    lazyScreens.set(key, screen);
  }
  return screen;
}

function LoadedScreen({
  screens,
  screenKey,
  refreshKey,
}: {
  screens: ScreenRegistry;
  screenKey: string;
  refreshKey: number;
}) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(screens, screenKey);
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
  const screens = useContext(ScreensContext);
  if (!Object.hasOwn(screens, screenKey)) return <ScreenUnavailable screenKey={screenKey} />;
  return <LoadedScreen screens={screens} screenKey={screenKey} refreshKey={refreshKey} />;
}
