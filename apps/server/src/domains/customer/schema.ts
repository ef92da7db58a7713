import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FenceGeometry } from '@chelian/contracts/geo/fence';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';

const updatedAt = () =>
  time('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Account managers: staff who look after customer accounts. */
export const customerAccountManagers = pgTable(
  'customer_account_managers',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_account_managers_tenant_phone').on(t.tenantId, t.phone),
    index('customer_account_managers_tenant_name').on(t.tenantId, t.name, t.id),
    index('customer_account_managers_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('customer_account_managers_status', sql`${t.status} in ('NORMAL', 'DISABLED')`),
  ],
);

/** Customer (app) accounts; a manager may look after each. */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    userType: varchar('user_type', { length: 16 }).notNull().default('PERSONAL'),
    managerId: ref('manager_id').references(() => customerAccountManagers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    focus: boolean('focus').notNull().default(false),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_accounts_tenant_phone').on(t.tenantId, t.phone),
    index('customer_accounts_tenant_name').on(t.tenantId, t.name, t.id),
    index('customer_accounts_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('customer_accounts_tenant_manager').on(t.tenantId, t.managerId, t.id),
    check('customer_accounts_status', sql`${t.status} in ('NORMAL', 'DISABLED')`),
    check('customer_accounts_user_type', sql`${t.userType} in ('PERSONAL', 'ORGANISATION')`),
  ],
);

/**
 * A vehicle of the archive bound to a customer account; a vehicle belongs to one customer at a
 * time. The binding waits for an audit (PENDING), which passes or rejects it.
 */
export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    accountId: ref('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    auditStatus: varchar('audit_status', { length: 16 }).notNull().default('PENDING'),
    auditRemark: varchar('audit_remark', { length: 200 }),
    auditedAt: time('audited_at'),
    auditedBy: ref('audited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('customer_vehicles_tenant_vehicle').on(t.tenantId, t.vehicleId),
    index('customer_vehicles_tenant_account').on(t.tenantId, t.accountId, t.id),
    index('customer_vehicles_tenant_audit').on(t.tenantId, t.auditStatus, t.createdAt, t.id),
    index('customer_vehicles_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('customer_vehicles_audit_status', sql`${t.auditStatus} in ('PENDING', 'PASS', 'REJECT')`),
    check('customer_vehicles_audited', sql`(${t.auditStatus} = 'PENDING') = (${t.auditedAt} is null)`),
  ],
);

/** A customer's fences: the dealer fences' geometry (contracts geo/fence.ts), one account each. */
export const customerFences = pgTable(
  'customer_fences',
  {
    id: id(),
    tenantId: tenantKey(),
    accountId: ref('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    shape: varchar('shape', { length: 16 }).notNull(),
    geometry: jsonb('geometry').$type<FenceGeometry>().notNull(),
    centerLng: doublePrecision('center_lng'),
    centerLat: doublePrecision('center_lat'),
    /** metres */
    radius: doublePrecision('radius'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_fences_tenant_account_name').on(t.tenantId, t.accountId, t.name),
    index('customer_fences_tenant_name').on(t.tenantId, t.name, t.id),
    index('customer_fences_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('customer_fences_shape', sql`${t.shape} in ('CIRCLE', 'POLYGON', 'RECTANGLE')`),
    check(
      'customer_fences_circle',
      sql`(${t.shape} = 'CIRCLE') = (${t.radius} is not null and ${t.centerLng} is not null and ${t.centerLat} is not null)`,
    ),
    check('customer_fences_radius', sql`${t.radius} is null or ${t.radius} between 10 and 100000`),
  ],
);

/** Service sites customers are served at: focus and maintenance are flags set by actions. */
export const customerServiceSites = pgTable(
  'customer_service_sites',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    areaCode: varchar('area_code', { length: 6 }),
    address: varchar('address', { length: 200 }),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    managerId: ref('manager_id').references(() => customerAccountManagers.id, { onDelete: 'set null' }),
    focus: boolean('focus').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_service_sites_tenant_name').on(t.tenantId, t.name),
    index('customer_service_sites_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('customer_service_sites_tenant_area').on(t.tenantId, t.areaCode, t.id),
    check('customer_service_sites_lng', sql`${t.lng} is null or ${t.lng} between -180 and 180`),
    check('customer_service_sites_lat', sql`${t.lat} is null or ${t.lat} between -90 and 90`),
  ],
);

/** The customer accounts a service site serves. */
export const customerServiceSiteAccounts = pgTable(
  'customer_service_site_accounts',
  {
    siteId: ref('site_id')
      .notNull()
      .references(() => customerServiceSites.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.accountId] }),
    index('customer_service_site_accounts_account').on(t.accountId),
  ],
);
