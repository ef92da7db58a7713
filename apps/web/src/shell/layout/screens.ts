import { createContext, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A screen's component; a screen that can ask for its first data before it renders says how
 * (a list screen: its first page), so that a deep link asks for it as soon as the chunk has come.
 */
export type ScreenComponent = ComponentType & { prefetch?(client: QueryClient): void };

export interface ScreenModule {
  default: ScreenComponent;
}

/**
 * Component key ('group/screen', the menu leaf's dataValue) to a lazy chunk. The app passes the
 * screens in, so the shell does not depend on them.
 */
export type ScreenRegistry = Readonly<Record<string, () => Promise<ScreenModule>>>;

export const ScreensContext = createContext<ScreenRegistry>({});

/** The screens whose chunk has come, by key. */
const loaded = new Map<string, ComponentType>();

/** Loads a screen's chunk and keeps its component, so that a host shown later draws it at once. */
export function loadScreen(screens: ScreenRegistry, key: string): Promise<ScreenModule> {
  return screens[key]!().then((module) => {
    loaded.set(key, module.default);
    return module;
  });
}

/** The component of a screen whose chunk has already come (loadScreen), else undefined. */
export function loadedScreen(key: string): ComponentType | undefined {
  return loaded.get(key);
}
