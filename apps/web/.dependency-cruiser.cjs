/**
 * The layers of the web console, lowest first; a layer imports only from layers below it:
 *
 *   base    i18n/, utils/, state/, theme/   (no React screens, no requests)
 *   api     api/                            (HTTP, sockets, query hooks)
 *   hooks   hooks/                          (React hooks shared by the console)
 *   widgets widgets/                        (maps and charts: heavy views loaded with their screens)
 *   engine  engine/                         (the resource screen engine)
 *   shell   shell/                          (login, layout, header, tabs, menus)
 *   screens screens/                        (the screens, grouped by area)
 *   app     App.tsx, router.tsx, main.tsx, shellChunk.ts (wires the layers together)
 *
 * Run: npx depcruise --config apps/web/.dependency-cruiser.cjs apps/web/src
 */
const { resolve } = require('node:path');

// Paths are relative to the repository root, where depcruise runs.
const SRC = '^apps/web/src/';
const BASE = `${SRC}(i18n|utils|state|theme)/`;
const API = `${SRC}api/`;
const HOOKS = `${SRC}hooks/`;
const WIDGETS = `${SRC}widgets/`;
const ENGINE = `${SRC}engine/`;
const SHELL = `${SRC}shell/`;
const SCREENS = `${SRC}screens/`;
const APP = `${SRC}(App|router|main|shellChunk)\\.tsx?$`;

/** A rule forbidding a layer to import any of the layers above it. */
function layer(name, from, above) {
  return {
    name: `${name}-not-upward`,
    comment: `${name} may import only from the layers below it`,
    severity: 'error',
    from: { path: from },
    to: { path: above },
  };
}

module.exports = {
  forbidden: [
    layer('base', BASE, [API, HOOKS, WIDGETS, ENGINE, SHELL, SCREENS, APP]),
    layer('api', API, [HOOKS, WIDGETS, ENGINE, SHELL, SCREENS, APP]),
    layer('hooks', HOOKS, [WIDGETS, ENGINE, SHELL, SCREENS, APP]),
    layer('widgets', WIDGETS, [ENGINE, SHELL, SCREENS, APP]),
    {
      name: 'widget-via-index',
      comment:
        'a widget (map, chart) is used through its index.ts, which keeps the library behind a lazy import',
      severity: 'error',
      from: { pathNot: `${WIDGETS}([^/]+)/` },
      to: { path: `${WIDGETS}[^/]+/`, pathNot: `${WIDGETS}[^/]+/index\\.ts$` },
    },
    layer('engine', ENGINE, [SHELL, SCREENS, APP]),
    layer('shell', SHELL, [SCREENS, APP]),
    layer('screens', SCREENS, [APP]),
    {
      name: 'screen-area-via-index',
      comment: 'a screen area uses another area only through that area’s index.ts',
      severity: 'error',
      from: { path: `${SCREENS}([^/]+)/` },
      to: {
        path: `${SCREENS}[^/]+/`,
        pathNot: [`${SCREENS}$1/`, `${SCREENS}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'screen-area-not-registry',
      comment: 'the registry at the root of screens/ lists the areas; an area does not import it',
      severity: 'error',
      from: { path: `${SCREENS}[^/]+/` },
      to: { path: `${SCREENS}[^/]+\\.tsx?$` },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles in the web console',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // Absolute: TypeScript resolves the tsconfig's "extends" against a relative file name twice.
    tsConfig: { fileName: resolve('apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
