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
import { syncCatalogue } from './platform/seed/catalogue';
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
import { registerMessages } from './platform/messages';
import { registerVehicleReferences } from './platform/vehicle-scope';
import { useResources } from './engine/engine';
import { createEngine } from './engine/routes';
import { domainPlugin, type Domain, type DomainDeps } from './engine/domain';
import { systemDomain } from './domains/system';
import { messageDomain } from './domains/message';
import { fileDomain } from './domains/file';
import { modelDomain } from './domains/model';
import { vehicleDomain } from './domains/vehicle';
import { terminalDomain } from './domains/terminal';
import { neVehicleDomain } from './domains/ne-vehicle';
import { filingDomain } from './domains/filing';
import { signalDomain } from './domains/signal';
import { controlDomain } from './domains/control';
import { adjustDomain } from './domains/adjust';
import { monitorDomain } from './domains/monitor';
import { fenceDomain } from './domains/fence';
import { appManagementDomain } from './domains/app-management';
import { contentDomain } from './domains/content';
import { realnameDomain } from './domains/realname';
import { customerDomain } from './domains/customer';
import { dealerDomain } from './domains/dealer';
import { faultDomain } from './domains/fault';
import { maintenanceDomain } from './domains/maintenance';
import { alarmDomain, terminalWatch } from './domains/alarm';
import { registerSecurityHeaders } from './platform/headers';
import { registerInputGuard } from './platform/input-guard';
import { loadSecrets, registerSecrets } from './platform/secrets';
import { TicketStore } from './platform/tickets';
import { ticketRoutes } from './platform/ticket-routes';
import type { DemoFleet } from './demo';
import { systemLogHook, systemLogSink } from './domains/system/system-log';
import { syncReferenceData } from './platform/seed/reference';
import { registerSystemTexts, syncTranslations } from './platform/localized';
import { DICTIONARIES } from './platform/seed/dictionaries';
import { createNatsBus } from './platform/nats-bus';
import { otaDomain, otaIngestStep } from './domains/ota';
import { forwardDomain, forwardOutboxStep } from './domains/forward';
import { apiGatewayDomain } from './domains/api-gateway';
import { analysisDomain, analysisIngestStep } from './domains/analysis';
import { startVehicleSide, type VehicleSide } from './gateway/runtime';
import type { IngestStepFactory } from './ingest';

/** The business domains, each one plugin with its resources, calls, messages, seeds and jobs. */
export const DOMAINS: readonly Domain[] = [
  systemDomain,
  messageDomain,
  fileDomain,
  modelDomain,
  vehicleDomain,
  terminalDomain,
  neVehicleDomain,
  filingDomain,
  signalDomain,
  controlDomain,
  adjustDomain,
  monitorDomain,
  fenceDomain,
  appManagementDomain,
  contentDomain,
  realnameDomain,
  customerDomain,
  dealerDomain,
  faultDomain,
  maintenanceDomain,
  alarmDomain,
  otaDomain,
  forwardDomain,
  apiGatewayDomain,
  analysisDomain,
];

/** The domains' work on every ingest batch, in this order, inside its transaction (ingest/step.ts). */
export const INGEST_STEPS: readonly IngestStepFactory[] = [
  otaIngestStep,
  terminalWatch,
  forwardOutboxStep,
  analysisIngestStep,
];

export interface App {
  app: FastifyInstance;
  ctx: ServerContext;
  sessions: SessionStore;
  /** gateway, ingest worker and downlink commands, as config.roles asks */
  vehicle: VehicleSide;
  /** the simulated demo fleet (DEMO_FLEET), when it runs in this process */
  fleet: DemoFleet | null;
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
  await syncReferenceData(database.db, [
    ...DICTIONARIES,
    ...DOMAINS.flatMap((domain) => domain.dictionaries ?? []),
  ]);
  if (!config.SECRET_KEY && config.DATABASE_URL)
    // nodes sharing a database must share the key: sealed secrets, file links and control signing depend on it
    app.log.warn(
      'SECRET_KEY is not set: using DATA_DIR/secret.key; every API node of this database needs the same key',
    );
  for (const domain of DOMAINS) if (domain.messages) registerMessages(domain.messages);
  for (const domain of DOMAINS)
    if (domain.vehicleReferences) registerVehicleReferences(domain.vehicleReferences);
  const texts = DOMAINS.flatMap((domain) => domain.texts ?? []);
  registerSystemTexts(texts);
  await syncTranslations(database.db, texts);
  useResources(DOMAINS.flatMap((domain) => domain.resources ?? []));
  registerSecrets(database.db, ctx.secrets);
  // the platform tenant and its admin always (system domain); the demo data only when asked
  for (const domain of DOMAINS) await domain.seed?.(ctx);
  const demo = config.DEMO_SEED || config.DEMO_FLEET > 0 ? await import('./demo') : null;
  if (demo && config.DEMO_SEED) await demo.seedDemoData(ctx);
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
  const hub = await registerWebsocket(app, bus, tickets);
  ticketRoutes(app, tickets);
  authRoutes(app, ctx, sessions);

  const deps: DomainDeps = { ctx, sessions, engine: createEngine(ctx, sessions), hub };
  for (const domain of DOMAINS) await app.register(domainPlugin(domain), deps);

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, () => ({ ok: true }));

  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : '';
  if (webDist && existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: ['index.html'] });
  }

  await app.ready();
  const vehicle = await startVehicleSide(ctx, INGEST_STEPS);
  const fleet = demo && vehicle.gateway ? await demo.startDemoFleet(ctx, vehicle.gateway.port) : null;
  // scheduled jobs run once per deployment: in the worker processes
  const stops = config.roles.has('worker') ? DOMAINS.map((domain) => domain.jobs?.(deps)) : [];
  return {
    app,
    ctx,
    sessions,
    vehicle,
    fleet,
    async close() {
      for (const stop of stops) stop?.();
      await fleet?.stop();
      await vehicle.close();
      await app.close();
      await systemLogSink.flush();
      systemLogSink.detach(database.db);
      await bus.close();
      if (!given) await database.close();
    },
  };
}
