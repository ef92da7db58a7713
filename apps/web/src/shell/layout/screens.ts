import { createContext, type ComponentType } from 'react';

export interface ScreenModule {
  default: ComponentType;
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
