import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';

/**
 * Maintenance strategies: due every mileage_over km and/or every time_over days or months since the
 * last maintenance, warned mileage_pre km or time_pre days before. At least one interval is set and
 * a warning is shorter than its interval.
 */
export const maintenanceStrategies = pgTable(
  'maintenance_strategies',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    mileageOver: integer('mileage_over'),
    mileagePre: integer('mileage_pre').notNull().default(0),
    timeOver: integer('time_over'),
    timeUnit: varchar('time_unit', { length: 8 }).notNull().default('MONTH'),
    timePre: integer('time_pre').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('maintenance_strategies_tenant_name').on(t.tenantId, t.name),
    index('maintenance_strategies_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('maintenance_strategies_interval', sql`${t.mileageOver} is not null or ${t.timeOver} is not null`),
    check('maintenance_strategies_time_unit', sql`${t.timeUnit} in ('DAY', 'MONTH')`),
    check(
      'maintenance_strategies_mileage',
      sql`${t.mileageOver} is null or (${t.mileageOver} > 0 and ${t.mileagePre} >= 0 and ${t.mileagePre} < ${t.mileageOver})`,
    ),
    check(
      'maintenance_strategies_time',
      sql`${t.timeOver} is null or (${t.timeOver} > 0 and ${t.timePre} >= 0)`,
    ),
  ],
);

/**
 * A vehicle linked to a strategy (one strategy per vehicle). base_* is the point the next
 * maintenance counts from: the odometer and time at linking, then at each newer maintenance
 * record. due_* and warn_* follow from it and the strategy, kept here (and rewritten when the
 * strategy changes) so the due state is a comparison with the odometer and the clock.
 */
export const maintenanceLinks = pgTable(
  'maintenance_links',
  {
    vehicleId: ref('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    tenantId: tenantKey(),
    strategyId: ref('strategy_id')
      .notNull()
      .references(() => maintenanceStrategies.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    /** km */
    baseMileage: doublePrecision('base_mileage'),
    baseAt: time('base_at').notNull(),
    dueMileage: doublePrecision('due_mileage'),
    warnMileage: doublePrecision('warn_mileage'),
    dueAt: time('due_at'),
    warnAt: time('warn_at'),
    linkedAt: time('linked_at').notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_links_strategy').on(t.strategyId, t.vin),
    index('maintenance_links_tenant_vin').on(t.tenantId, t.vin),
    index('maintenance_links_tenant_due').on(t.tenantId, t.dueAt),
  ],
);

/** Maintenance records: what was done to a vehicle, when and at what odometer. */
export const maintenanceLogs = pgTable(
  'maintenance_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    /** the strategy the vehicle was linked to when it was maintained */
    strategyId: ref('strategy_id').references(() => maintenanceStrategies.id, { onDelete: 'set null' }),
    maintainedAt: time('maintained_at').notNull(),
    /** km */
    mileage: doublePrecision('mileage'),
    content: varchar('content', { length: 500 }).notNull(),
    site: varchar('site', { length: 100 }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_logs_tenant_maintained').on(t.tenantId, t.maintainedAt, t.id),
    index('maintenance_logs_tenant_vin').on(t.tenantId, t.vin, t.id),
    index('maintenance_logs_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('maintenance_logs_vehicle').on(t.vehicleId, t.maintainedAt),
    index('maintenance_logs_strategy').on(t.strategyId),
    check('maintenance_logs_mileage', sql`${t.mileage} is null or ${t.mileage} >= 0`),
  ],
);
