import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { vehicleSeries } from '../model/schema';
import { alarmEpisodes } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';

const CATEGORIES = sql`('STORAGE', 'MOTOR', 'ENGINE', 'OTHER')`;

/** Parts fault codes are filed under. */
export const faultParts = pgTable(
  'fault_parts',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fault_parts_tenant_code').on(t.tenantId, t.code),
    uniqueIndex('fault_parts_tenant_name').on(t.tenantId, t.name),
  ],
);

/**
 * Fault codes of a series: a code of one of the alarm block's lists (eight upper-case hex digits,
 * the unsigned 32-bit value a frame carries) with its meaning. Unique per series and list.
 */
export const faultCodes = pgTable(
  'fault_codes',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleSeriesId: ref('vehicle_series_id')
      .notNull()
      .references(() => vehicleSeries.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 8 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    advice: varchar('advice', { length: 500 }),
    faultPartId: ref('fault_part_id').references(() => faultParts.id, { onDelete: 'set null' }),
    spn: integer('spn'),
    fmi: smallint('fmi'),
    cm: smallint('cm'),
    oc: smallint('oc'),
    createdAt: createdAt(),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('fault_codes_series_code').on(t.tenantId, t.vehicleSeriesId, t.category, t.code),
    index('fault_codes_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    index('fault_codes_tenant_code').on(t.tenantId, t.code),
    index('fault_codes_part').on(t.faultPartId),
    check('fault_codes_category', sql`${t.category} in ${CATEGORIES}`),
    check('fault_codes_code', sql`${t.code} ~ '^[0-9A-F]{8}$'`),
  ],
);

/**
 * Fault detail: one row per fault code a vehicle's frames carried during one GB alarm episode
 * (telemetry's alarm_episodes keeps the codes of each list), brought in step with the episodes when
 * the list is read; the handling columns are this table's own.
 */
export const faultRecords = pgTable(
  'fault_records',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    episodeId: ref('episode_id')
      .notNull()
      .references(() => alarmEpisodes.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 8 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    /** the episode's start and latest frame: the code was seen within them */
    firstAt: time('first_at').notNull(),
    lastAt: time('last_at').notNull(),
    /** the episode's end: the first report without an alarm */
    endedAt: time('ended_at'),
    handleStatus: varchar('handle_status', { length: 10 }).notNull().default('UNHANDLED'),
    handleContent: varchar('handle_content', { length: 500 }),
    handledBy: ref('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: time('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fault_records_episode_code').on(t.episodeId, t.category, t.code),
    index('fault_records_tenant_last').on(t.tenantId, t.lastAt, t.id),
    index('fault_records_tenant_first').on(t.tenantId, t.firstAt, t.id),
    index('fault_records_tenant_vin').on(t.tenantId, t.vin, t.id),
    index('fault_records_tenant_status').on(t.tenantId, t.handleStatus, t.lastAt),
    index('fault_records_vehicle').on(t.vehicleId, t.lastAt),
    check('fault_records_category', sql`${t.category} in ${CATEGORIES}`),
    check('fault_records_handle_status', sql`${t.handleStatus} in ('UNHANDLED', 'HANDLING', 'ENDED')`),
  ],
);
