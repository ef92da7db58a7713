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
