import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FenceGeometry } from '@chelian/contracts/geo/fence';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';

/**
 * Electronic fences: a named area in WGS-84 (contracts geo/fence.ts). The geometry is kept whole
 * as jsonb; a circle's centre and radius are columns too, so the alarm check reads a distance
 * test straight from the row (and a CHECK holds them to the shape). The alarm rules sit on the
 * row: which crossings alarm, a dwell time, a speed limit inside and a time window of the day.
 */
export const fences = pgTable(
  'fences',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    shape: varchar('shape', { length: 16 }).notNull(),
    geometry: jsonb('geometry').$type<FenceGeometry>().notNull(),
    centerLng: doublePrecision('center_lng'),
    centerLat: doublePrecision('center_lat'),
    /** metres */
    radius: doublePrecision('radius'),
    alarmWays: varchar('alarm_ways', { length: 8 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    enabled: boolean('enabled').notNull().default(true),
    /** ALL: every vehicle of the tenant; VIN: the vehicles of fence_vehicles */
    vehicleScope: varchar('vehicle_scope', { length: 8 }).notNull().default('VIN'),
    entryAlarm: boolean('entry_alarm').notNull().default(true),
    exitAlarm: boolean('exit_alarm').notNull().default(true),
    /** minutes inside before a DWELL alarm; null: none */
    dwellMinutes: integer('dwell_minutes'),
    /** km/h inside; null: none */
    speedLimit: integer('speed_limit'),
    /** HH:mm in the tenant's zone; both null: all day; from > to spans midnight */
    activeFrom: varchar('active_from', { length: 5 }),
    activeTo: varchar('active_to', { length: 5 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('fences_tenant_name').on(t.tenantId, t.name),
    index('fences_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('fences_shape', sql`${t.shape} in ('CIRCLE', 'POLYGON', 'RECTANGLE')`),
    check(
      'fences_circle',
      sql`(${t.shape} = 'CIRCLE') = (${t.radius} is not null and ${t.centerLng} is not null and ${t.centerLat} is not null)`,
    ),
    check('fences_radius', sql`${t.radius} is null or ${t.radius} between 10 and 100000`),
    check('fences_alarm_ways', sql`${t.alarmWays} <@ array['SMS', 'MAIL']::varchar[]`),
    check('fences_vehicle_scope', sql`${t.vehicleScope} in ('ALL', 'VIN')`),
    check('fences_dwell', sql`${t.dwellMinutes} is null or ${t.dwellMinutes} between 1 and 10080`),
    check('fences_speed_limit', sql`${t.speedLimit} is null or ${t.speedLimit} between 1 and 300`),
    check(
      'fences_active_window',
      sql`(${t.activeFrom} is null) = (${t.activeTo} is null) and (${t.activeFrom} is null or (${t.activeFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.activeTo} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'))`,
    ),
  ],
);

/** The vehicles a VIN-scoped fence watches. */
export const fenceVehicles = pgTable(
  'fence_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    fenceId: ref('fence_id')
      .notNull()
      .references(() => fences.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fence_vehicles_pair').on(t.fenceId, t.vehicleId),
    index('fence_vehicles_tenant').on(t.tenantId, t.vin),
  ],
);

/**
 * Fence alarms. ENTER is open while the vehicle stays inside, EXIT while it stays outside, so the
 * open rows are also each vehicle's last known side of each fence (read back at start); DWELL and
 * OVERSPEED are open while they last.
 */
export const fenceAlarms = pgTable(
  'fence_alarms',
  {
    id: id(),
    tenantId: tenantKey(),
    fenceId: ref('fence_id')
      .notNull()
      .references(() => fences.id, { onDelete: 'cascade' }),
    fenceName: varchar('fence_name', { length: 50 }).notNull(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    startedAt: time('started_at').notNull(),
    endedAt: time('ended_at'),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** km/h at the start */
    speed: doublePrecision('speed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fence_alarms_open')
      .on(t.vehicleId, t.fenceId, t.kind)
      .where(sql`ended_at is null`),
    index('fence_alarms_tenant_started').on(t.tenantId, t.startedAt, t.id),
    index('fence_alarms_tenant_vin').on(t.tenantId, t.vin, t.startedAt),
    check('fence_alarms_kind', sql`${t.kind} in ('ENTER', 'EXIT', 'DWELL', 'OVERSPEED')`),
  ],
);
