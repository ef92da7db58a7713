import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { electricDriveModels, energyStorageModels, vehicleColours } from '../model/schema';
import { organisations, tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';

/** Companies that run new-energy vehicles; a sale may name one. */
export const operatingUnits = pgTable(
  'operating_units',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    contacts: varchar('contacts', { length: 50 }),
    telephone: varchar('telephone', { length: 30 }),
    address: varchar('address', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operating_units_tenant_name').on(t.tenantId, t.name),
    index('operating_units_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/**
 * The new-energy side of an archived vehicle, one row per vehicle: where its flows stand and the
 * parts fitted now. Production and sale facts live on the vehicle itself (vehicles).
 */
export const neVehicles = pgTable(
  'ne_vehicles',
  {
    vehicleId: ref('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    tenantId: tenantKey(),
    status: varchar('status', { length: 16 }).notNull().default('ARCHIVED'),
    motorModelId: ref('motor_model_id').references(() => electricDriveModels.id),
    motorCode: varchar('motor_code', { length: 64 }),
    storageModelId: ref('storage_model_id').references(() => energyStorageModels.id),
    batteryPackCode: varchar('battery_pack_code', { length: 64 }),
    operatingUnitId: ref('operating_unit_id').references(() => operatingUnits.id),
    dealerOrgId: ref('dealer_org_id').references(() => organisations.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('ne_vehicles_status', sql`${t.status} in ('ARCHIVED', 'PRODUCED', 'SOLD')`),
    index('ne_vehicles_tenant_created').on(t.tenantId, t.createdAt),
    index('ne_vehicles_tenant_status').on(t.tenantId, t.status),
    // a drive motor or a battery pack sits in one vehicle of a tenant
    uniqueIndex('ne_vehicles_motor_code').on(t.tenantId, t.motorCode),
    uniqueIndex('ne_vehicles_battery_pack').on(t.tenantId, t.batteryPackCode),
    index('ne_vehicles_operating_unit').on(t.operatingUnitId),
  ],
);

/**
 * Every accepted flow row (a call or an imported line): production, sale, drive motor, energy
 * storage, terminal. Owner data of a sale is not copied here; it stays on the vehicle, masked.
 */
export const neVehicleEvents = pgTable(
  'ne_vehicle_events',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    productionDate: time('production_date'),
    machineCode: varchar('machine_code', { length: 64 }),
    engineNo: varchar('engine_no', { length: 32 }),
    colourId: ref('colour_id').references(() => vehicleColours.id, { onDelete: 'set null' }),
    motorModelId: ref('motor_model_id').references(() => electricDriveModels.id, { onDelete: 'set null' }),
    motorCode: varchar('motor_code', { length: 64 }),
    storageModelId: ref('storage_model_id').references(() => energyStorageModels.id, {
      onDelete: 'set null',
    }),
    batteryPackCode: varchar('battery_pack_code', { length: 64 }),
    saleDate: time('sale_date'),
    dealerName: varchar('dealer_name', { length: 100 }),
    operatingUnitId: ref('operating_unit_id').references(() => operatingUnits.id, { onDelete: 'set null' }),
    terminalCode: varchar('terminal_code', { length: 64 }),
    /** recorded with newEnergyVehicle/force, past the state rules */
    forced: boolean('forced').notNull().default(false),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ne_vehicle_events_kind', sql`${t.kind} in ('PRODUCE', 'SALE', 'DRIVER', 'STORAGE', 'TERMINAL')`),
    index('ne_vehicle_events_tenant_kind').on(t.tenantId, t.kind, t.createdAt),
    index('ne_vehicle_events_vehicle').on(t.vehicleId, t.createdAt),
  ],
);

/** Filing of a new-energy vehicle with a platform: once per vehicle and platform, numbers unique per tenant. */
export const neVehicleRecords = pgTable(
  'ne_vehicle_records',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    recordNo: varchar('record_no', { length: 40 }).notNull(),
    recordDate: time('record_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ne_vehicle_records_platform', sql`${t.platform} in ('GB32960', 'LOCAL')`),
    uniqueIndex('ne_vehicle_records_vehicle_platform').on(t.vehicleId, t.platform),
    uniqueIndex('ne_vehicle_records_tenant_no').on(t.tenantId, t.recordNo),
    index('ne_vehicle_records_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

/**
 * Vehicle information pushed to the local platform (LT), one row per pushed vehicle and push:
 * what was sent, the platform's reference for it and who pushed it. A push the platform refuses
 * refuses the whole file, so only accepted pushes are kept.
 */
export const neVehiclePushes = pgTable(
  'ne_vehicle_pushes',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    target: varchar('target', { length: 16 }).notNull().default('LT'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    reference: varchar('reference', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ne_vehicle_pushes_target', sql`${t.target} in ('LT')`),
    index('ne_vehicle_pushes_tenant_created').on(t.tenantId, t.createdAt),
    index('ne_vehicle_pushes_vehicle').on(t.vehicleId, t.createdAt),
  ],
);
