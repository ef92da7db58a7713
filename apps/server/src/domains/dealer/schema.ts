import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../db/columns';
import { organisations, tenantKey } from '../../platform/schema';
import { attachments } from '../../platform/files/schema';
import { vehicles } from '../vehicle/schema';

/**
 * Dealers, key accounts and service providers. Each has its organisation (same name and code,
 * type = org_type), made with it, so users are assigned to it as to any organisation; the row
 * adds what the organisation has no column for: the dealer types, the map position and a picture.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: id(),
    tenantId: tenantKey(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    orgType: varchar('org_type', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    dealerTypes: varchar('dealer_types', { length: 8 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    province: varchar('province', { length: 6 }),
    city: varchar('city', { length: 6 }),
    address: varchar('address', { length: 200 }),
    contacts: varchar('contacts', { length: 50 }),
    telephone: varchar('telephone', { length: 30 }),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    imageId: ref('image_id').references(() => attachments.id, { onDelete: 'set null' }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_org').on(t.orgId),
    uniqueIndex('dealers_tenant_code').on(t.tenantId, t.code),
    index('dealers_tenant_type_created').on(t.tenantId, t.orgType, t.createdAt, t.id),
    index('dealers_tenant_type_name').on(t.tenantId, t.orgType, t.name),
    check('dealers_org_type', sql`${t.orgType} in ('DEALER', 'KEYACCOUNT', 'SERVICE')`),
    check('dealers_types', sql`${t.dealerTypes} <@ array['SALE', 'SERVICE', 'PARTS', 'INFO']::varchar[]`),
    check('dealers_lng', sql`${t.lng} is null or ${t.lng} between -180 and 180`),
    check('dealers_lat', sql`${t.lat} is null or ${t.lat} between -90 and 90`),
  ],
);

/**
 * The vehicles a dealer-network organisation references. A vehicle has at most one of each kind
 * (one dealer, one key account, one service provider); the users of the organisation see these
 * vehicles only (platform/vehicle-scope.ts reads them by org_id).
 */
export const dealerVehicles = pgTable(
  'dealer_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    dealerId: ref('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    orgType: varchar('org_type', { length: 16 }).notNull(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealer_vehicles_kind_vehicle').on(t.tenantId, t.orgType, t.vehicleId),
    // the scope's lookup: the vehicles of an organisation
    index('dealer_vehicles_org_vehicle').on(t.orgId, t.vehicleId),
    index('dealer_vehicles_dealer_created').on(t.dealerId, t.createdAt, t.id),
    index('dealer_vehicles_vehicle').on(t.vehicleId),
    check('dealer_vehicles_org_type', sql`${t.orgType} in ('DEALER', 'KEYACCOUNT', 'SERVICE')`),
  ],
);
