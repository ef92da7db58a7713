import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { syncCatalogue } from './db/seed/catalogue';
import { seedDemo } from './db/seed/demo';
import { registerAccessControl } from './platform/access';
import { registerAudit } from './platform/audit';
import { logSmsSender } from './platform/auth/sms';
import { loggerRedaction } from './platform/log-redaction';
import { SessionStore } from './platform/auth/sessions';
import { authRoutes } from './platform/auth/routes';
import { createLocalBus, type Bus } from './platform/bus';
import type { ServerContext } from './platform/context';
import { registerErrorHandler } from './platform/error-handler';
import { localStorage, storageRoot } from './platform/files/storage';
import { registerWebsocket } from './platform/websocket';
import { registerSecurityHeaders } from './platform/headers';
import { registerInputGuard } from './platform/input-guard';
import { loadSecrets } from './platform/secrets';
import { TicketStore } from './platform/tickets';
import { ticketRoutes } from './platform/ticket-routes';
import { sealStoredSecrets } from './domains/system/sealed-secrets';
import { registerFileLinks } from './domains/file/links';
import { sealedSecretRoutes } from './domains/system/sealed-secret-routes';
import { adjustRoutes } from './domains/adjust/routes';
import { controlRoutes } from './domains/control/routes';
import { fileRoutes } from './domains/file/routes';
import { messageRoutes } from './domains/message/routes';
import { monitorRoutes } from './domains/monitor/routes';
import { terminalFileRoutes } from './domains/monitor/terminal-file-routes';
import { analysisRoutes } from './domains/monitor/analysis-routes';
import { logRoutes } from './domains/monitor/log-routes';
import { historyTaskRoutes } from './domains/monitor/history-task-routes';
import { dataAnalysisRoutes } from './domains/monitor/data-analysis-routes';
import { systemRoutes } from './domains/system/routes';
import { systemAdminRoutes } from './domains/system/admin-routes';
import { terminalExtraRoutes } from './domains/terminal/extra-routes';
import { terminalRoutes } from './domains/terminal/routes';
import { terminalRecordRoutes } from './domains/terminal/records-routes';
import { terminalDetailRoutes } from './domains/terminal/detail-routes';
import { vehicleRecordRoutes } from './domains/vehicle/record-routes';
import { filingRoutes } from './domains/filing/routes';
import { filingOnRecordRoutes } from './domains/filing/on-record';
import { signalRoutes } from './domains/signal/routes';
import { systemLogHook, systemLogSink } from './domains/system/system-log';
import { registerResources } from './resources/routes';
import { syncReferenceData } from './db/seed/reference';
import { seedSystemDemo } from './db/seed/system-demo';
import { createNatsBus } from './platform/nats-bus';
import { startVehicleSide, type VehicleSide } from './gateway/runtime';
import { modelRoutes } from './domains/model/routes';
import { vehicleArchiveRoutes } from './domains/vehicle/routes';
import { neVehicleRoutes } from './domains/ne-vehicle/routes';
import { seedArchiveDemo } from './db/seed/archive-demo';
import { seedNeVehicleDemo } from './db/seed/ne-vehicle-demo';
import { DEMO } from './db/seed/demo';
import { seedAdjustDemo } from './domains/adjust/seed';
import { seedFilingSignalDemo } from './db/seed/filing-signal-demo';
import { startControlSchedules } from './domains/control/schedule';
import { qbEngineRoutes } from './domains/control/qb-routes';

export interface App {
  app: FastifyInstance;
  ctx: ServerContext;
  sessions: SessionStore;
  /** gateway, ingest worker, downlink commands and demo fleet, as config.roles asks */
  vehicle: VehicleSide;
  close(): Promise<void>;
}

export interface BuildOptions {
  config: Config;
  /** an already open database (tests share one per file); opened from the config otherwise */
  database?: Database;
  bus?: Bus;
}

/** Builds the whole API in-process: used by the CLI and by tests alike. */
export async function buildApp({ config, database: given, bus: givenBus }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, hooks: { logMethod: systemLogHook }, ...loggerRedaction },
    trustProxy:
      config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    given ??
    (await openDatabase({
      url: config.DATABASE_URL || undefined,
      dataDir: config.NODE_ENV === 'test' ? null : config.DATA_DIR,
    }));
  const bus =
    givenBus ??
    (config.NATS_URL
      ? await createNatsBus(config.NATS_URL, { prefix: config.NATS_PREFIX })
      : createLocalBus());
  const ctx: ServerContext = {
    config,
    database,
    bus,
    storage: localStorage(storageRoot(config.DATA_DIR)),
    sms: logSmsSender(app.log, config.NODE_ENV === 'production'),
    secrets: loadSecrets(config),
    log: app.log,
  };
  await syncCatalogue(database.db);
  await syncReferenceData(database.db);
  if (!config.SECRET_KEY && config.DATABASE_URL)
    // nodes sharing a database must share the key: sealed secrets, file links and control signing depend on it
    app.log.warn(
      'SECRET_KEY is not set: using DATA_DIR/secret.key; every API node of this database needs the same key',
    );
  await sealStoredSecrets(ctx);
  registerFileLinks(database.db, ctx.secrets);
  // the platform tenant and its admin always; the demo tenants, users and fleet with DEMO_SEED
  await seedDemo(ctx);
  if (config.DEMO_SEED) await seedSystemDemo(ctx);
  if (config.DEMO_SEED) await seedArchiveDemo(ctx);
  if (config.DEMO_SEED) await seedNeVehicleDemo(ctx);
  if (config.DEMO_SEED) await seedAdjustDemo(ctx, DEMO.platformTenant);
  if (config.DEMO_SEED) await seedFilingSignalDemo(ctx);
  systemLogSink.attach(database.db);

  const sessions = new SessionStore(database.db, bus, config.SESSION_TTL_MINUTES);
  const tickets = new TicketStore(database.db, sessions);
  registerErrorHandler(app, config.UPLOAD_MAX_MB);
  registerInputGuard(app);
  registerAccessControl(app, sessions);
  registerAudit(app, database.db, config.API_LOG);

  await registerSecurityHeaders(app, config);
  await app.register(cors, { origin: false });
  // no limit on every route: sign-in and reset make their own limiters from it (platform/auth/guard.ts)
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_MB * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Chelian API', version: '0.1.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await registerWebsocket(app, bus, tickets);
  ticketRoutes(app, tickets);

  authRoutes(app, ctx, sessions);
  systemRoutes(app, ctx, sessions);
  messageRoutes(app, ctx);
  fileRoutes(app, ctx);
  // control declares its resources when its module loads: before the engine registers them
  await controlRoutes(app, ctx);
  adjustRoutes(app, ctx);
  monitorRoutes(app, ctx);
  terminalFileRoutes(app, ctx);
  analysisRoutes(app, ctx);
  logRoutes(app, ctx);
  historyTaskRoutes(app, ctx);
  dataAnalysisRoutes(app, ctx);
  const engine = registerResources(app, ctx, sessions);
  systemAdminRoutes(app, ctx, sessions, engine);
  sealedSecretRoutes(app, ctx);
  modelRoutes(app, engine);
  vehicleArchiveRoutes(app, engine);
  neVehicleRoutes(app, engine);
  terminalRoutes(app, engine);
  terminalExtraRoutes(app, engine);
  terminalRecordRoutes(app, engine);
  terminalDetailRoutes(app, engine);
  vehicleRecordRoutes(app, engine);
  filingRoutes(app, engine);
  filingOnRecordRoutes(app, engine);
  signalRoutes(app, engine);
  qbEngineRoutes(app, engine);

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, () => ({ ok: true }));

  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : '';
  if (webDist && existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: ['index.html'] });
  }

  await app.ready();
  const vehicle = await startVehicleSide(ctx);
  // scheduled jobs run once per deployment: in the worker processes
  const stopSchedules = config.roles.has('worker') ? startControlSchedules(ctx) : () => undefined;
  return {
    app,
    ctx,
    sessions,
    vehicle,
    async close() {
      stopSchedules();
      await vehicle.close();
      await app.close();
      await systemLogSink.flush();
      systemLogSink.detach(database.db);
      await bus.close();
      if (!given) await database.close();
    },
  };
}
