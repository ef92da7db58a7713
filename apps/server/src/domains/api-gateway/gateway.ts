import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayEvent, OpenService } from '@chelian/contracts/resources/api-gateway/index';
import type { Db } from '../../db/client';
import { compileIpList } from './ip-list';
import { keyMatches, prefixOf } from './keys';
import { gatewayAuths, gatewayLogs, gatewayRequests, gatewayRules, gatewayServices } from './schema';

/** How long a key, or a tenant's rules and services, are trusted from memory before being read again. */
const CACHE_MS = 30_000;
const BATCH = 500;
const FLUSH_MS = 500;

export interface KeyRow {
  id: number;
  tenantId: number;
  name: string;
  keyHash: string;
  services: string[];
  enabled: boolean;
  expiresAt: Date | null;
}

interface Rule {
  id: number;
  authId: number | null;
  serviceCode: string | null;
  rateLimit: number | null;
  windowMs: number;
  allows: ((ip: string) => boolean) | null;
}

interface TenantPolicy {
  rules: Rule[];
  /** services the tenant switched off */
  disabled: Set<string>;
}

type RequestRow = typeof gatewayRequests.$inferInsert;
type LogRow = typeof gatewayLogs.$inferInsert;

/** Rows buffered and written in batches, off the request path (as the platform's API log). */
class Batch<T> {
  private rows: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  constructor(
    private write: (rows: T[]) => Promise<unknown>,
    private log: FastifyBaseLogger,
  ) {}
  add(row: T) {
    this.rows.push(row);
    if (this.rows.length >= BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }
  async flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.rows.splice(0);
    if (rows.length)
      await this.write(rows).catch((err: unknown) => this.log.error({ err }, 'gateway write failed'));
  }
}

/** Why a call was refused, with what the answer needs. */
export type Verdict =
  | { ok: true; key: KeyRow }
  | {
      ok: false;
      status: 401;
      code: 'OPEN_KEY_REQUIRED' | 'OPEN_KEY_INVALID';
      key?: KeyRow;
      event?: GatewayEvent;
    }
  | {
      ok: false;
      status: 403;
      code: 'OPEN_SCOPE_DENIED' | 'OPEN_SERVICE_DISABLED' | 'OPEN_IP_DENIED';
      key: KeyRow;
      event: GatewayEvent;
    }
  | {
      ok: false;
      status: 429;
      code: 'OPEN_RATE_LIMITED';
      key: KeyRow;
      event: GatewayEvent;
      retryAfterMs: number;
    };

/**
 * The open API's gate: who the key is, what it may call, from where and how often. Keys and each
 * tenant's rules are cached and dropped when the console changes them (and after CACHE_MS, for
 * changes made through another API node). The counts are @fastify/rate-limit's fixed windows: its
 * Redis store (one count for every node) when REDIS_URL is set, its in-memory LRU otherwise. The
 * app's `createRateLimit` is bound to the store the app registered, so the gate holds the
 * plugin's stores itself.
 */
export class Gateway {
  private keys = new Map<string, { row: KeyRow | null; at: number }>();
  private policies = new Map<number, { policy: TenantPolicy; at: number }>();
  private readonly counter: InstanceType<typeof LocalStore>;
  private readonly redis: Redis | null;
  readonly requests: Batch<RequestRow>;
  readonly events: Batch<LogRow>;
  private used = new Map<number, Date>();

  constructor(
    private db: Db,
    log: FastifyBaseLogger,
    redisUrl: string,
    /** the prefix of the counters' Redis keys (a deployment sharing its Redis with another names its own) */
    namespace = 'chelian-open-',
  ) {
    this.redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
    // a lost connection is retried by ioredis; meanwhile the open API answers 500 rather than count nothing
    this.redis?.on('error', (err: Error) =>
      log.warn({ err: err.message }, 'open API rate-limit store unreachable'),
    );
    this.counter = this.redis
      ? new RedisStore(false, false, this.redis, namespace)
      : new LocalStore(false, false, 50_000);
    this.requests = new Batch<RequestRow>(async (rows) => {
      await db.insert(gatewayRequests).values(rows);
      await this.flushUsed();
    }, log);
    this.events = new Batch<LogRow>((rows) => db.insert(gatewayLogs).values(rows), log);
  }

  /** Forgets a tenant's rules and services (after the console changed them). */
  dropPolicy(tenantId: number) {
    this.policies.delete(tenantId);
  }

  /** Forgets cached keys (after an authorisation changed or was deleted). */
  dropKeys() {
    this.keys.clear();
  }

  private async keyOf(prefix: string): Promise<KeyRow | null> {
    const now = Date.now();
    const hit = this.keys.get(prefix);
    if (hit && now - hit.at < CACHE_MS) return hit.row;
    const [row] = await this.db
      .select({
        id: gatewayAuths.id,
        tenantId: gatewayAuths.tenantId,
        name: gatewayAuths.name,
        keyHash: gatewayAuths.keyHash,
        services: gatewayAuths.services,
        enabled: sql<boolean>`${gatewayAuths.enabled} and exists (select 1 from system_connects c where c.id = ${gatewayAuths.connectId} and c.enabled)`,
        expiresAt: gatewayAuths.expiresAt,
      })
      .from(gatewayAuths)
      .where(eq(gatewayAuths.keyPrefix, prefix));
    if (this.keys.size > 10_000) this.keys.clear();
    this.keys.set(prefix, { row: row ?? null, at: now });
    return row ?? null;
  }

  private async policyOf(tenantId: number): Promise<TenantPolicy> {
    const now = Date.now();
    const hit = this.policies.get(tenantId);
    if (hit && now - hit.at < CACHE_MS) return hit.policy;
    const rules = await this.db
      .select()
      .from(gatewayRules)
      .where(and(eq(gatewayRules.tenantId, tenantId), eq(gatewayRules.enabled, true)));
    const off = await this.db
      .select({ code: gatewayServices.code })
      .from(gatewayServices)
      .where(and(eq(gatewayServices.tenantId, tenantId), eq(gatewayServices.enabled, false)));
    const policy: TenantPolicy = {
      rules: rules.map((r) => ({
        id: r.id,
        authId: r.authId,
        serviceCode: r.serviceCode,
        rateLimit: r.rateLimit,
        windowMs: r.windowSeconds * 1000,
        allows: compileIpList(r.ipAllowList),
      })),
      disabled: new Set(off.map((s) => s.code)),
    };
    this.policies.set(tenantId, { policy, at: now });
    return policy;
  }

  private count(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    return new Promise((resolve, reject) =>
      this.counter.incr(key, (err, res) => (err ? reject(err) : resolve(res)), windowMs, max),
    );
  }

  /** Decides one call of a service by the key it carries, from the address it comes from. */
  async check(key: string | null, service: OpenService, ip: string): Promise<Verdict> {
    if (!key) return { ok: false, status: 401, code: 'OPEN_KEY_REQUIRED' };
    const prefix = prefixOf(key);
    const row = prefix ? await this.keyOf(prefix) : null;
    if (!row) return { ok: false, status: 401, code: 'OPEN_KEY_INVALID' };
    if (!keyMatches(key, row.keyHash))
      return { ok: false, status: 401, code: 'OPEN_KEY_INVALID', key: row, event: 'KEY_INVALID' };
    if (!row.enabled)
      return { ok: false, status: 401, code: 'OPEN_KEY_INVALID', key: row, event: 'KEY_DISABLED' };
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now())
      return { ok: false, status: 401, code: 'OPEN_KEY_INVALID', key: row, event: 'KEY_EXPIRED' };
    const policy = await this.policyOf(row.tenantId);
    if (policy.disabled.has(service))
      return { ok: false, status: 403, code: 'OPEN_SERVICE_DISABLED', key: row, event: 'SERVICE_DISABLED' };
    if (!row.services.includes(service))
      return { ok: false, status: 403, code: 'OPEN_SCOPE_DENIED', key: row, event: 'SCOPE_DENIED' };
    const rules = policy.rules.filter(
      (r) =>
        (r.authId === null || r.authId === row.id) && (r.serviceCode === null || r.serviceCode === service),
    );
    if (rules.some((r) => r.allows && !r.allows(ip)))
      return { ok: false, status: 403, code: 'OPEN_IP_DENIED', key: row, event: 'IP_DENIED' };
    // every matching limit counts: a key's own budget never lifts a cap set on the service
    let wait = 0;
    for (const rule of rules) {
      if (!rule.rateLimit) continue;
      const bucket = `${rule.id}:${rule.rateLimit}:${rule.windowMs}`;
      const { current, ttl } = await this.count(bucket, rule.windowMs, rule.rateLimit);
      if (current > rule.rateLimit) wait = Math.max(wait, ttl, 1000);
    }
    if (wait)
      return {
        ok: false,
        status: 429,
        code: 'OPEN_RATE_LIMITED',
        key: row,
        event: 'RATE_LIMITED',
        retryAfterMs: wait,
      };
    return { ok: true, key: row };
  }

  /** Notes a key's use; last_used_at is written with the next batch of request records. */
  touch(authId: number) {
    this.used.set(authId, new Date());
  }

  private async flushUsed() {
    if (!this.used.size) return;
    const used = [...this.used];
    this.used.clear();
    const latest = new Map<string, number[]>();
    for (const [id, at] of used) {
      const k = at.toISOString();
      latest.set(k, [...(latest.get(k) ?? []), id]);
    }
    for (const [at, ids] of latest)
      await this.db
        .update(gatewayAuths)
        .set({ lastUsedAt: new Date(at) })
        .where(inArray(gatewayAuths.id, ids));
  }

  async flush() {
    await this.requests.flush();
    await this.events.flush();
  }

  async close() {
    await this.flush();
    this.redis?.disconnect();
  }
}
