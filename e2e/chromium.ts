import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests and the console's benches drive: CHROMIUM_PATH, else Debian's
 * headless build when it is installed (`apt-get install chromium-headless-shell`, what Playwright
 * itself runs headless), else the system Chromium. The full browser opens every new window with its
 * own address-bar pages (chrome://omnibox-popup and its parts, over 400 requests in a trace of one
 * deep link) on the same 2 cores: nine of the tests took 3.1 min with it and 2.6 without, and a
 * deep link of the console bench 0.7-1 s longer, none of it the console's.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
