/**
 * The server's layers, checked by `npm run check` (the web app has its own rules in
 * apps/web/.dependency-cruiser.cjs). Imports point one way:
 *
 *   contracts, gb32960            protocol and shared declarations; import nothing of ours above them
 *   platform  (src/platform)      config, database, auth, files, messages, bus, websocket
 *   engine    (src/engine)        the resource engine: one spec drives validation, SQL and routes
 *   domains   (src/domains/<x>)   one Fastify plugin each; another domain only through its index.ts
 *                                 (and its tables through its schema.ts)
 *   vehicle side (src/gateway, src/ingest)  like a domain: other domains only through their index
 *   app       (app.ts, cli.ts, admin, demo, db/schema.ts)  puts the plugins together
 */
const SRC = '^apps/server/src/';
const PLATFORM = `${SRC}(platform/|config\\.ts$|db/(?!schema\\.ts$|seed/))`;
const ENGINE = `${SRC}engine/`;
const DOMAINS = `${SRC}(domains/[^/]+|gateway|ingest)/`;
const APP = `${SRC}(app\\.ts$|cli\\.ts$|index\\.ts$|admin/|demo/|db/schema\\.ts$)`;

module.exports = {
  forbidden: [
    {
      name: 'shared-packages-stay-at-the-bottom',
      comment: 'contracts and the codec are shared by server, web and simulator: they import none of them',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contracts-do-not-decode',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^packages/gb32960/src/(?!index)' },
    },
    {
      name: 'platform-below-engine-and-domains',
      comment: 'the platform serves every domain; it learns about them through registration, not imports',
      severity: 'error',
      from: { path: PLATFORM },
      to: { path: `${ENGINE}|${DOMAINS}|${APP}` },
    },
    {
      name: 'engine-below-domains',
      comment: 'the engine is handed the resources of each domain plugin; it imports no domain',
      severity: 'error',
      from: { path: ENGINE },
      to: { path: `${DOMAINS}|${APP}` },
    },
    {
      name: 'domains-below-app',
      severity: 'error',
      from: { path: DOMAINS },
      to: { path: APP },
    },
    {
      name: 'a-domain-talks-to-another-through-its-index',
      comment:
        'what a domain offers the others is what its index.ts exports; its tables (schema.ts) may be referenced by foreign keys and joins',
      severity: 'error',
      from: { path: `${SRC}(domains/[^/]+|gateway|ingest)/` },
      to: {
        path: `${SRC}(domains/[^/]+|gateway|ingest)/.+`,
        pathNot: [`${SRC}$1/`, `${SRC}(domains/[^/]+|gateway|ingest)/(index|schema)\\.ts$`],
      },
    },
    {
      name: 'no-cycles-between-domains',
      severity: 'error',
      from: { path: DOMAINS },
      comment: 'tables may reference each other both ways (foreign keys are lazy); code may not',
      to: { circular: true, viaOnly: { path: DOMAINS, pathNot: '/schema\\.ts$' } },
    },
    {
      name: 'simulator-only-in-the-demo',
      comment:
        'the simulator is a development dependency: only the demo module (loaded when asked) and the fleet registration of the admin command use it',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}(demo|admin)/` },
      to: { path: '(^apps/simulator/|@chelian/simulator)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|/test/)' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
