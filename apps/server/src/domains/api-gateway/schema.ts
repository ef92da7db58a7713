import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey } from '../../platform/schema';

const SERVICES = sql.raw(`'VEHICLE_REALTIME', 'VEHICLE_TRACK', 'VEHICLE_COMMAND'`);

/** A tenant's switch and description of each open API service (one row per service code). */
export const gatewayServices = pgTable(
  'gateway_services',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gateway_services_tenant_code').on(t.tenantId, t.code),
    index('gateway_services_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('gateway_services_code', sql`${t.code} in (${SERVICES})`),
  ],
);

/** The third-party systems keys are issued to. */
export const systemConnects = pgTable(
  'system_connects',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    contacts: varchar('contacts', { length: 50 }),
    telephone: varchar('telephone', { length: 30 }),
    description: varchar('description', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('system_connects_tenant_code').on(t.tenantId, t.code),
    index('system_connects_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/**
 * API keys issued to a connected system. The key is `ck_<prefix>.<secret>`: the prefix finds the
 * row (unique), the SHA-256 of the whole key proves it; the key itself is never stored.
 */
export const gatewayAuths = pgTable(
  'gateway_auths',
  {
    id: id(),
    tenantId: tenantKey(),
    connectId: ref('connect_id')
      .notNull()
      .references(() => systemConnects.id),
    name: varchar('name', { length: 100 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    keyHash: char('key_hash', { length: 64 }).notNull(),
    services: varchar('services', { length: 32 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    expiresAt: time('expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    lastUsedAt: time('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gateway_auths_key_prefix').on(t.keyPrefix),
    index('gateway_auths_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('gateway_auths_tenant_connect').on(t.tenantId, t.connectId),
    check('gateway_auths_services', sql`${t.services} <@ array[${SERVICES}]::varchar[]`),
  ],
);

/** Rate limits and IP allow lists, for a key, a service, both, or the tenant's every call. */
export const gatewayRules = pgTable(
  'gateway_rules',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    authId: ref('auth_id').references(() => gatewayAuths.id, { onDelete: 'cascade' }),
    serviceCode: varchar('service_code', { length: 32 }),
    rateLimit: integer('rate_limit'),
    windowSeconds: integer('window_seconds').notNull().default(60),
    ipAllowList: text('ip_allow_list'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('gateway_rules_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('gateway_rules_tenant_auth').on(t.tenantId, t.authId),
    check('gateway_rules_service', sql`${t.serviceCode} is null or ${t.serviceCode} in (${SERVICES})`),
    check('gateway_rules_rate', sql`${t.rateLimit} is null or ${t.rateLimit} > 0`),
    check('gateway_rules_window', sql`${t.windowSeconds} between 1 and 86400`),
  ],
);

/** Every call of the open API by a key of the tenant (written in batches, off the request path). */
export const gatewayRequests = pgTable(
  'gateway_requests',
  {
    id: id(),
    tenantId: tenantKey(),
    // no foreign key: a record outlives its key, and a batch may arrive after the key was deleted
    authId: ref('auth_id'),
    serviceCode: varchar('service_code', { length: 32 }),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    status: smallint('status').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    requestTime: time('request_time').notNull(),
  },
  (t) => [
    index('gateway_requests_tenant_time').on(t.tenantId, t.requestTime, t.id),
    index('gateway_requests_tenant_auth_time').on(t.tenantId, t.authId, t.requestTime),
  ],
);

/** Refused calls with their reason, and keys issued or revoked. */
export const gatewayLogs = pgTable(
  'gateway_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    event: varchar('event', { length: 24 }).notNull(),
    // no foreign key, as the request records: the revocation of a key is logged after it is gone
    authId: ref('auth_id'),
    serviceCode: varchar('service_code', { length: 32 }),
    clientIp: varchar('client_ip', { length: 64 }),
    detail: varchar('detail', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gateway_logs_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('gateway_logs_tenant_event_created').on(t.tenantId, t.event, t.createdAt),
  ],
);
