import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenants, users } from '../../platform/schema';

/** Tables of system administration beyond the platform foundation's. Searched and sorted columns carry indexes led by tenant_id. */

export const parameters = pgTable(
  'parameters',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    paramKey: varchar('param_key', { length: 100 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    value: text('value').notNull(),
    readonly: boolean('readonly').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    description: varchar('description', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parameters_tenant_key').on(t.tenantId, t.paramKey)],
);

/** Client apps of a tenant; app_code is what a client sends as Client-Id. */
export const tenantApps = pgTable(
  'tenant_apps',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    appCode: varchar('app_code', { length: 64 }).notNull(),
    appName: varchar('app_name', { length: 100 }).notNull(),
    appType: varchar('app_type', { length: 16 }).notNull(),
    /** sealed at rest (AES-256-GCM, platform/secrets.ts): 128 characters of secret take 219 */
    appSecret: varchar('app_secret', { length: 400 }).notNull(),
    redirectUri: varchar('redirect_uri', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_apps_app_code').on(t.appCode),
    index('tenant_apps_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** Accounts of the filing platforms a tenant reports vehicles to. */
export const tenantPlatformAccounts = pgTable(
  'tenant_platform_accounts',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    filingUsage: varchar('filing_usage', { length: 16 }).notNull(),
    platformName: varchar('platform_name', { length: 100 }).notNull(),
    platformCode: varchar('platform_code', { length: 64 }),
    account: varchar('account', { length: 64 }).notNull(),
    /** sealed at rest like tenant_apps.app_secret */
    password: varchar('password', { length: 400 }),
    host: varchar('host', { length: 200 }).notNull(),
    port: integer('port').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_platform_accounts_usage_account').on(t.tenantId, t.filingUsage, t.account),
    index('tenant_platform_accounts_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    abbr: varchar('abbr', { length: 50 }),
    manufacturerType: varchar('manufacturer_type', { length: 16 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    contacts: varchar('contacts', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 100 }),
    province: varchar('province', { length: 6 }),
    city: varchar('city', { length: 6 }),
    address: varchar('address', { length: 200 }),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('manufacturers_tenant_code').on(t.tenantId, t.code),
    index('manufacturers_tenant_type').on(t.tenantId, t.manufacturerType, t.id),
    index('manufacturers_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

export const securityCertificates = pgTable(
  'security_certificates',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: varchar('name', { length: 100 }).notNull(),
    serialNo: varchar('serial_no', { length: 64 }).notNull(),
    certType: varchar('cert_type', { length: 16 }).notNull(),
    algorithm: varchar('algorithm', { length: 16 }).notNull(),
    issuer: varchar('issuer', { length: 200 }),
    subject: varchar('subject', { length: 200 }),
    validFrom: time('valid_from').notNull(),
    validTo: time('valid_to').notNull(),
    fileId: ref('file_id'),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('security_certificates_tenant_serial').on(t.tenantId, t.serialNo),
    index('security_certificates_tenant_valid_to').on(t.tenantId, t.validTo, t.id),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    period: varchar('period', { length: 16 }),
    templateFileId: ref('template_file_id'),
    sequence: integer('sequence').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    description: varchar('description', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_tenant_code').on(t.tenantId, t.code),
    index('reports_tenant_sequence').on(t.tenantId, t.sequence, t.id),
  ],
);

/** The server's own warnings and errors (the system log screen). */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: id(),
    level: varchar('level', { length: 8 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    source: varchar('source', { length: 120 }),
    node: varchar('node', { length: 120 }),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('system_logs_time').on(t.createdAt, t.id),
    index('system_logs_level_time').on(t.level, t.createdAt, t.id),
  ],
);

export const pushClasses = pgTable(
  'push_classes',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    bizType: varchar('biz_type', { length: 32 }).notNull(),
    icon: varchar('icon', { length: 64 }),
    sequence: integer('sequence').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_classes_tenant_code').on(t.tenantId, t.code),
    index('push_classes_tenant_sequence').on(t.tenantId, t.sequence, t.id),
  ],
);

/** Notice settings: which business type is pushed, through which channels, to the linked users. */
export const pushConfigs = pgTable(
  'push_configs',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: varchar('name', { length: 100 }).notNull(),
    bizType: varchar('biz_type', { length: 32 }).notNull(),
    pushClassId: ref('push_class_id').references(() => pushClasses.id, { onDelete: 'set null' }),
    channels: varchar('channels', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{WEB}'`),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_configs_tenant_name').on(t.tenantId, t.name),
    index('push_configs_tenant_biz_type').on(t.tenantId, t.bizType, t.id),
    index('push_configs_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

export const pushUsers = pgTable(
  'push_users',
  {
    pushConfigId: ref('push_config_id')
      .notNull()
      .references(() => pushConfigs.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pushConfigId, t.userId] }), index('push_users_user').on(t.userId)],
);

/** A user's display settings of one notice business type. */
export const pushItems = pgTable(
  'push_items',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bizType: varchar('biz_type', { length: 32 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    popup: boolean('popup').notNull().default(true),
    sound: boolean('sound').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bizType] })],
);

/** Third-party sign-in bindings (open type such as WECHAT, and the id that platform gives the user). */
export const userOpenIds = pgTable(
  'user_open_ids',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openType: varchar('open_type', { length: 32 }).notNull(),
    openId: varchar('open_id', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_open_ids_type_id').on(t.openType, t.openId),
    index('user_open_ids_user').on(t.userId),
  ],
);
