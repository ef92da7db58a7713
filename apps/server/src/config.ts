import { z } from 'zod';

/**
 * Every setting of the server, read from the environment once at start.
 * Each has a default; a bad value stops the start with a message naming the variable.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const settings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; when empty the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  /** NATS server for the frame bus and websocket fan-out; in-process when empty. */
  NATS_URL: z.string().default(''),
  /** Which parts this process runs: all, or api, gateway, worker (comma separated). */
  ROLE: z.string().default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built console to serve at /; empty disables static serving. */
  WEB_DIST: z.string().default('apps/web/dist'),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(5).max(60 * 24 * 30).default(720),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(120),
  /** Failed sign-ins before the account is locked, and for how long. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(60 * 24).default(30),
  /** Days a new password stays valid before a forced change; 0 never expires. */
  PASSWORD_EXPIRE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(300),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(1024).default(20),
  /** Seed the demo tenant, users and fleet on an empty database. */
  DEMO_SEED: bool.default(true),
  /** Password of the seeded admin user (it must be changed at first sign-in). */
  ADMIN_INITIAL_PASSWORD: z.string().min(8).default('Chelian@2026'),
  API_LOG: bool.default(true),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(32960),
  GATEWAY_HOST: z.string().default('0.0.0.0'),
  /** Name of this gateway node in logs, login records and raw frames; hostname-pid when empty. */
  GATEWAY_NODE: z.string().default(''),
  /** Accept logins of VINs the archive does not know, creating the vehicle and terminal. */
  GATEWAY_AUTO_REGISTER: bool.default(false),
  /** Tenant (tenant_code) that auto-registered vehicles belong to. */
  GATEWAY_AUTO_REGISTER_TENANT: z.string().default('chelian'),
  GATEWAY_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  /** A connection with no frame for this long is closed and its vehicle marked offline. */
  HEARTBEAT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  /** Days raw frames are kept (0 keeps none). */
  RAW_FRAME_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  /** Days real-time history and track points are kept (0 keeps them forever). */
  HISTORY_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(365),
  /** Default time a terminal has to answer a downlink command. */
  COMMAND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Hours a command queued for an offline terminal waits for its login before it expires. */
  COMMAND_QUEUE_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(72),
  /**
   * Ingest: most messages written in one transaction, and the longest wait to fill a batch. Under
   * load a batch takes whatever waited while the previous one was written, up to the size: large
   * batches write each vehicle's latest state once for many reports.
   */
  INGEST_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(20_000),
  INGEST_BATCH_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(50),
  /** Ingest: transactions one worker writes side by side (PostgreSQL; each takes a share of the vehicles). */
  INGEST_WRITERS: z.coerce.number().int().min(1).max(16).default(2),
  /** Ingest: messages waiting (in-process bus) or unacknowledged (JetStream) before gateways stop reading sockets. */
  INGEST_QUEUE_LIMIT: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** JetStream stream and durable consumer names of the ingest bus. */
  INGEST_STREAM: z.string().default('CHELIAN_INGEST'),
  /** Seconds a delivered ingest message may stay unacknowledged before JetStream gives it to another worker. */
  INGEST_ACK_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Prefix of every NATS subject (bus and ingest), so environments can share one NATS server. */
  NATS_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/).default('chelian'),
  INGEST_CONSUMER: z.string().default('ingest-workers'),
  /** Seconds between two scheduled runs of the vehicle debug job (the worker role runs it); 0 only when called. */
  DEBUG_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Simulated vehicles started with the server (0 turns the demo fleet off). */
  DEMO_FLEET: z.coerce.number().int().min(0).max(10000).default(20),
  /** Report period of the demo fleet, seconds. */
  DEMO_FLEET_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  /** Map tiles of the distribution map ({z}/{x}/{y} template); empty: the offline province basemap, nothing fetched. */
  MAP_TILE_URL: z.string().default(''),
  /** Coordinates the tile provider draws in: gcj02 (Chinese providers) or wgs84. */
  MAP_TILE_COORD: z.enum(['gcj02', 'wgs84']).default('gcj02'),
  /** National filing platform (GB4/GB6): empty uses the built-in sandbox; otherwise its base URL. */
  FILING_PLATFORM_URL: z.string().regex(/^(https?:\/\/\S+)?$/).default(''),
  /** Credentials the platform issued: account and secret, sent as HTTP basic authentication. */
  FILING_PLATFORM_ACCOUNT: z.string().default(''),
  FILING_PLATFORM_SECRET: z.string().default(''),
  /** Seconds a real platform may take to answer one call before the submission counts as timed out. */
  FILING_PLATFORM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** Sandbox: seconds between a registration and its review result. */
  FILING_SANDBOX_REVIEW_SECONDS: z.coerce.number().min(0).max(3600).default(4),
  /** How often the filing job asks the platform about pending registrations, seconds. */
  FILING_POLL_SECONDS: z.coerce.number().min(0.2).max(3600).default(2),
});

export type Config = z.infer<typeof settings> & { roles: Set<'api' | 'gateway' | 'worker'> };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(settings.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const parsed = settings.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(picked[String(i.path[0])])})`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, roles: parseRoles(parsed.data.ROLE) };
}

function parseRoles(value: string): Config['roles'] {
  const all = ['api', 'gateway', 'worker'] as const;
  if (value === 'all') return new Set(all);
  const roles = value.split(',').map((r) => r.trim());
  for (const role of roles) {
    if (!(all as readonly string[]).includes(role)) throw new Error(`Invalid settings:\n  ROLE: unknown role "${role}" (use all, api, gateway or worker)`);
  }
  return new Set(roles as (typeof all)[number][]);
}

/** Settings for tests: an in-memory database, no demo fleet, quiet logs. */
export function testConfig(overrides: Partial<Record<keyof z.infer<typeof settings>, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_FLEET: '0', WEB_DIST: '', PORT: '0', GATEWAY_PORT: '0', API_LOG: 'false', ...overrides });
}
