import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { attachments } from '../../platform/files/schema';
import { vehicleColours, vehicleGroups, vehicleModels, vehicleSeries, vehicleTypes } from '../model/schema';
import { manufacturers } from '../system/schema';
import { organisations, tenants, users } from '../../platform/schema';
import { terminals } from '../terminal/schema';

/**
 * The vehicle archive. The gateway, ingest and monitoring read vin, plate,
 * model and series by these names; the archive adds the model references, sale, owner, service
 * and record columns. Owner columns hold personal data: masked on read, redacted in logs.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vin: varchar('vin', { length: 17 }).notNull().unique(),
    plate: varchar('plate', { length: 20 }),
    model: text('model'),
    series: text('series'),
    machineCode: varchar('machine_code', { length: 64 }),
    engineNo: varchar('engine_no', { length: 32 }),
    vehicleModelId: ref('vehicle_model_id').references(() => vehicleModels.id),
    vehicleSeriesId: ref('vehicle_series_id').references(() => vehicleSeries.id),
    vehicleTypeId: ref('vehicle_type_id').references(() => vehicleTypes.id),
    colourId: ref('colour_id').references(() => vehicleColours.id),
    groupId: ref('group_id').references(() => vehicleGroups.id, { onDelete: 'set null' }),
    orgId: ref('org_id').references(() => organisations.id),
    manufacturerId: ref('manufacturer_id').references(() => manufacturers.id),
    productionDate: time('production_date'),
    mileage: doublePrecision('mileage'),
    saleStatus: varchar('sale_status', { length: 16 }).notNull().default('UNSOLD'),
    saleDate: time('sale_date'),
    dealerName: varchar('dealer_name', { length: 100 }),
    ownerName: varchar('owner_name', { length: 50 }),
    ownerPhone: varchar('owner_phone', { length: 20 }),
    ownerIdNumber: varchar('owner_id_number', { length: 18 }),
    creditCode: varchar('credit_code', { length: 18 }),
    serviceStatus: varchar('service_status', { length: 16 }).notNull().default('NOT_OPEN'),
    serviceStartDate: time('service_start_date'),
    serviceEndDate: time('service_end_date'),
    debugEndTime: time('debug_end_time'),
    publishName: varchar('publish_name', { length: 100 }),
    modelComplianceFileId: ref('model_compliance_file_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    announcementFileId: ref('announcement_file_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    configInfo: text('config_info'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicles_tenant').on(t.tenantId, t.id),
    // VIN prefix search walks this index (the unique index uses the database collation)
    index('vehicles_vin_prefix').on(t.vin.op('varchar_pattern_ops')),
    // the VIN order with the list's usual filters in the key: a VIN-prefix page filtered by model,
    // organisation or sale status, and its capped count, read this index alone (no heap visits)
    index('vehicles_vin_filters').on(t.tenantId, t.vin, t.vehicleModelId, t.orgId, t.saleStatus, t.id),
    index('vehicles_model').on(t.tenantId, t.vehicleModelId, t.id),
    index('vehicles_org').on(t.tenantId, t.orgId, t.id),
    // the list's sorts (the id breaks ties): a page walks one of these in order and stops, where
    // a sort of every matching row took half a second on a million vehicles
    index('vehicles_created').on(t.tenantId, t.createdAt, t.id),
    index('vehicles_plate').on(t.tenantId, t.plate, t.id),
    index('vehicles_plate_prefix').on(t.plate.op('varchar_pattern_ops')),
    // "VIN contains" and "plate contains" (ilike '%…%') read these instead of every vehicle
    // (pg_trgm, created by migration 0006)
    index('vehicles_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicles_plate_trgm').using('gin', t.plate.op('gin_trgm_ops')),
    index('vehicles_machine_code_trgm').using('gin', t.machineCode.op('gin_trgm_ops')),
    // sale status is mostly filtered on and sorted by sale date together (unsold vehicles have none)
    index('vehicles_sale_status').on(t.tenantId, t.saleStatus, t.saleDate, t.id),
    index('vehicles_service_end')
      .on(t.serviceEndDate)
      .where(sql`service_status = 'HAS_OPENED'`),
  ],
);

/**
 * Terminal bindings, kept as history: a row per period a terminal sat on a vehicle. The open
 * binding (unbound_at null) is unique per terminal and per vehicle, so the database itself
 * enforces one terminal on one vehicle at a time.
 */
export const vehicleTerminals = pgTable(
  'vehicle_terminals',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    terminalId: ref('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    boundAt: time('bound_at').notNull().defaultNow(),
    unboundAt: time('unbound_at'),
  },
  (t) => [
    uniqueIndex('vehicle_terminals_open_terminal')
      .on(t.terminalId)
      .where(sql`unbound_at is null`),
    uniqueIndex('vehicle_terminals_open_vehicle')
      .on(t.vehicleId)
      .where(sql`unbound_at is null`),
    index('vehicle_terminals_vehicle').on(t.vehicleId, t.boundAt),
    // a deleted terminal's bindings go with it: the partial index above holds only open ones, so
    // without this each deleted terminal read every binding (migration 0019)
    index('vehicle_terminals_terminal').on(t.terminalId, t.boundAt),
  ],
);

/** Every bind, change, swap and unbind of a terminal, with who did it. */
export const vehicleTerminalLogs = pgTable(
  'vehicle_terminal_logs',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vehicleId: ref('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    terminalId: ref('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    terminalCode: varchar('terminal_code', { length: 64 }),
    oldTerminalId: ref('old_terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    oldTerminalCode: varchar('old_terminal_code', { length: 64 }),
    /** the other vehicle of a swap */
    otherVin: varchar('other_vin', { length: 17 }),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 64 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_terminal_logs_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicle_terminal_logs_code_trgm').using('gin', t.terminalCode.op('gin_trgm_ops')),
    index('vehicle_terminal_logs_old_code_trgm').using('gin', t.oldTerminalCode.op('gin_trgm_ops')),
    index('vehicle_terminal_logs_vehicle').on(t.tenantId, t.vin, t.createdAt),
    index('vehicle_terminal_logs_time').on(t.tenantId, t.createdAt),
    index('vehicle_terminal_logs_terminal').on(t.tenantId, t.terminalCode, t.createdAt),
    // a deleted vehicle or terminal sets these to null, a row-by-row lookup each: without the
    // indexes every deletion read the whole log, and removing 100,000 simulated vehicles (with
    // a BIND row each) did not finish 10,000 in two minutes (migration 0019)
    index('vehicle_terminal_logs_vehicle_id').on(t.vehicleId),
    index('vehicle_terminal_logs_terminal_id').on(t.terminalId),
    index('vehicle_terminal_logs_old_terminal_id').on(t.oldTerminalId),
  ],
);
