import { z } from 'zod';

/** The admin's initial password as the README publishes it: anyone can read it, so production refuses it. */
export const DOCUMENTED_ADMIN_PASSWORD = 'Chelian@2026';

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
  /** Redis for the open API's rate limits, one count across API nodes; each node counts alone when empty. */
  REDIS_URL: z.string().default(''),
  /** Which parts this process runs: all, or api, gateway, worker (comma separated). */
  ROLE: z.string().default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built console to serve at /; empty disables static serving. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /**
   * Master key of values encrypted at rest (tenant app secrets, platform account passwords), of
   * signed file links and of the per-session control signing key; at least 32 characters, the
   * same on every API node. Required in production; elsewhere a key is generated into DATA_DIR.
   */
  SECRET_KEY: z.union([z.literal(''), z.string().min(32)]).default(''),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(720),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(120),
  /** Failed sign-ins before the account is locked, and for how long. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24)
    .default(30),
  /** Days a new password stays valid before a forced change; 0 never expires. */
  PASSWORD_EXPIRE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(300),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(1024).default(20),
  /** Seed the demo tenants, users and fleet on an empty database (default: off in production). */
  DEMO_SEED: bool.optional(),
  /** Password of the seeded admin user (it must be changed at first sign-in; production refuses the documented one). */
  ADMIN_INITIAL_PASSWORD: z.string().min(8).default(DOCUMENTED_ADMIN_PASSWORD),
  /**
   * Sign-in throttle per client address: wrong passwords (and wrong reset codes) within the window
   * before further attempts from that address answer 429. 20 in 15 minutes lets an office behind one
   * address mistype freely, yet one address can lock at most 4 accounts (5 failures each) a window.
   */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(20),
  LOGIN_IP_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * Peers whose X-Forwarded-For is believed (true, false, or addresses, ranges and the names
   * loopback, linklocal, uniquelocal). The default believes a proxy on this host or the private
   * network only: a client on the internet that sends the header itself cannot pick its address
   * and so slip past the per-address throttles.
   */
  TRUST_PROXY: z.string().default('loopback,linklocal,uniquelocal'),
  /** Reset codes one address may ask for within LOGIN_IP_WINDOW_MINUTES (each one is a text message paid for). */
  SMS_IP_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
  API_LOG: bool.default(true),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(32960),
  /** Address the terminal gateway listens on; empty follows HOST (so HOST=127.0.0.1 keeps both off the network). */
  GATEWAY_HOST: z.string().default(''),
  /** Name of this gateway node in logs, login records and raw frames; hostname-pid when empty. */
  GATEWAY_NODE: z.string().default(''),
  /** Accept logins of VINs the archive does not know, creating the vehicle and terminal. */
  GATEWAY_AUTO_REGISTER: bool.default(false),
  /** Tenant (tenant_code) that auto-registered vehicles belong to. */
  GATEWAY_AUTO_REGISTER_TENANT: z.string().default('chelian'),
  GATEWAY_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  /**
   * Open connections one remote address may hold (0: no limit). 200 leaves room for terminals
   * behind a carrier's NAT, and one address can no longer take the whole GATEWAY_MAX_CONNECTIONS.
   */
  GATEWAY_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /**
   * Count loopback addresses (127.0.0.0/8, ::1) against GATEWAY_MAX_CONNECTIONS_PER_IP too. Off by
   * default: a connection from this host is the simulator or a local proxy, and one machine
   * simulating 1,000 vehicles would otherwise find 800 of them refused; the limit is for the network.
   */
  GATEWAY_LIMIT_LOOPBACK: bool.default(false),
  /**
   * A connection that has not logged in this long after it opened (or after its logout) is
   * closed: a terminal logs in first thing, and a peer trickling a byte a second would otherwise
   * hold its socket until HEARTBEAT_TIMEOUT_SECONDS, which any byte resets.
   */
  GATEWAY_LOGIN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Login ICCID against the SIM card the archive assigns to the bound terminal: refuse (answer
   * the error flag), alarm (accept; the login is listed among the terminal anomalies) or off.
   * Only checked when the archive knows the card.
   */
  GATEWAY_ICCID_CHECK: z.enum(['refuse', 'alarm', 'off']).default('refuse'),
  /** A connection with no frame for this long is closed and its vehicle marked offline. */
  HEARTBEAT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  /** Days raw frames are kept (0 keeps none). */
  RAW_FRAME_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  /** Days real-time history and track points are kept (0 keeps them forever). */
  HISTORY_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(365),
  /** Default time a terminal has to answer a downlink command. */
  COMMAND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Hours a command queued for an offline terminal waits for its login before it expires. */
  COMMAND_QUEUE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
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
  NATS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('chelian'),
  INGEST_CONSUMER: z.string().default('ingest-workers'),
  /** Seconds between two scheduled runs of the vehicle debug job (the worker role runs it); 0 only when called. */
  DEBUG_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Simulated vehicles started with the server (0 turns the demo fleet off; default 0 in production). */
  DEMO_FLEET: z.coerce.number().int().min(0).max(10000).optional(),
  /** Report period of the demo fleet, seconds. */
  DEMO_FLEET_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  /** Map tiles of the distribution map ({z}/{x}/{y} template); empty: the offline province basemap, nothing fetched. */
  MAP_TILE_URL: z.string().default(''),
  /** Coordinates the tile provider draws in: gcj02 (Chinese providers) or wgs84. */
  MAP_TILE_COORD: z.enum(['gcj02', 'wgs84']).default('gcj02'),
  /** National filing platform (GB4/GB6): empty uses the built-in sandbox; otherwise its base URL. */
  FILING_PLATFORM_URL: z
    .string()
    .regex(/^(https?:\/\/\S+)?$/)
    .default(''),
  /** Credentials the platform issued: account and secret, sent as HTTP basic authentication. */
  FILING_PLATFORM_ACCOUNT: z.string().default(''),
  FILING_PLATFORM_SECRET: z.string().default(''),
  /** Seconds a real platform may take to answer one call before the submission counts as timed out. */
  FILING_PLATFORM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** Sandbox: seconds between a registration and its review result. */
  FILING_SANDBOX_REVIEW_SECONDS: z.coerce.number().min(0).max(3600).default(4),
  /** How often the filing job asks the platform about pending registrations, seconds. */
  FILING_POLL_SECONDS: z.coerce.number().min(0.2).max(3600).default(2),
  /** Mail server of the alarm notices' MAIL channel; empty: mails are written to the log only. */
  SMTP_HOST: z.string().default(''),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it */
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().default(''),
  SMTP_PASSWORD: z.string().default(''),
  SMTP_FROM: z.string().default('Chelian <noreply@chelian.local>'),
  /** Days without a report before a vehicle is listed as abnormally offline. */
  ABNORMAL_OFFLINE_DAYS: z.coerce.number().int().min(1).max(3650).default(21),
  /** How often the alarm jobs run: notices of new alarms, offline vehicles. */
  ALARM_JOB_SECONDS: z.coerce.number().min(0.2).max(3600).default(5),
});

type Parsed = z.infer<typeof settings>;
export type Config = Omit<Parsed, 'DEMO_SEED' | 'DEMO_FLEET'> & {
  DEMO_SEED: boolean;
  DEMO_FLEET: number;
  roles: Set<'api' | 'gateway' | 'worker'>;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(settings.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const parsed = settings.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(picked[String(i.path[0])])})`,
    );
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  const production = data.NODE_ENV === 'production';
  // a generated key (DATA_DIR/secret.key) would differ per node and go with a lost volume
  if (production && !data.SECRET_KEY) {
    throw new Error(
      'Invalid settings:\n  SECRET_KEY: required in production (at least 32 characters, the same on every node)',
    );
  }
  if (production && data.ADMIN_INITIAL_PASSWORD === DOCUMENTED_ADMIN_PASSWORD) {
    throw new Error(
      'Invalid settings:\n  ADMIN_INITIAL_PASSWORD: production refuses the initial password published in the README; set one of your own',
    );
  }
  return {
    ...data,
    GATEWAY_HOST: data.GATEWAY_HOST || data.HOST,
    // demo tenants, users with published passwords and simulated vehicles: in production only when asked for by name
    DEMO_SEED: data.DEMO_SEED ?? !production,
    DEMO_FLEET: data.DEMO_FLEET ?? (production ? 0 : 20),
    roles: parseRoles(data.ROLE),
  };
}

function parseRoles(value: string): Config['roles'] {
  const all = ['api', 'gateway', 'worker'] as const;
  if (value === 'all') return new Set(all);
  const roles = value.split(',').map((r) => r.trim());
  for (const role of roles) {
    if (!(all as readonly string[]).includes(role))
      throw new Error(`Invalid settings:\n  ROLE: unknown role "${role}" (use all, api, gateway or worker)`);
  }
  return new Set(roles as (typeof all)[number][]);
}

/**
 * Settings for tests: an in-memory database, no demo fleet, quiet logs. Every test signs in from
 * the same address, so the per-address throttles are raised out of the way (a test that checks
 * them sets its own figures).
 */
export function testConfig(overrides: Partial<Record<keyof Parsed, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_FLEET: '0',
    WEB_DIST: '',
    PORT: '0',
    GATEWAY_PORT: '0',
    API_LOG: 'false',
    LOGIN_IP_MAX_FAILURES: '100000',
    SMS_IP_MAX: '100000',
    ...overrides,
  });
}
