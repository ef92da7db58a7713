import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { ref, time } from '../../db/columns';
import { vehicles } from '../vehicle/schema';

/** The measures a day row and a group row both carry (a group row is the sum of its vehicles' day rows). */
const measures = () => ({
  /** real-time and reissued reports of the day */
  reports: integer('reports').notNull().default(0),
  /** reports without a valid fix */
  noPosition: integer('no_position').notNull().default(0),
  /** km: the day's odometer rise (highest minus lowest reading) */
  mileage: doublePrecision('mileage').notNull().default(0),
  /** seconds between consecutive reports while moving (a gap longer than the idle limit counts as the limit) */
  driveSeconds: integer('drive_seconds').notNull().default(0),
  /** charge sessions begun that day (a report charging after one that was not) */
  chargeCount: integer('charge_count').notNull().default(0),
  chargeSeconds: integer('charge_seconds').notNull().default(0),
  /** SOC points gained while charging */
  chargedSoc: integer('charged_soc').notNull().default(0),
  /** seconds of terminal sessions inside the day */
  onlineSeconds: integer('online_seconds').notNull().default(0),
  /** reporting gaps of at least the sleep limit inside the day, and their length */
  sleepCount: integer('sleep_count').notNull().default(0),
  sleepSeconds: integer('sleep_seconds').notNull().default(0),
  /** GB alarm episodes begun that day, in all and by highest level */
  alarmCount: integer('alarm_count').notNull().default(0),
  alarmLevel1: integer('alarm_level1').notNull().default(0),
  alarmLevel2: integer('alarm_level2').notNull().default(0),
  alarmLevel3: integer('alarm_level3').notNull().default(0),
});

/**
 * One row per vehicle and day of its tenant's clock, rebuilt from history, sessions and alarm
 * episodes whenever a batch brings reports or session events of that day (a reissued frame of an
 * earlier day rebuilds that day). Model and organisation are the vehicle's when the row was
 * written, so the group rows below can take a row's old contribution out of the group it was in.
 */
export const analysisDaily = pgTable(
  'analysis_daily',
  {
    tenantId: ref('tenant_id').notNull(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    vehicleModelId: ref('vehicle_model_id'),
    orgId: ref('org_id'),
    ...measures(),
    odometerMin: doublePrecision('odometer_min'),
    odometerMax: doublePrecision('odometer_max'),
    firstAt: time('first_at'),
    lastAt: time('last_at'),
    /**
     * the last report's history key: with its time, where the next rollup adds from (a terminal
     * reporting twice a second sends reports of one data second, told apart by their key)
     */
    lastKey: bigint('last_key', { mode: 'number' }),
    /** the day's last valid fix and its province (GB/T 2260 code) */
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    province: varchar('province', { length: 6 }),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'analysis_daily_pk', columns: [t.tenantId, t.vehicleId, t.day] }),
    index('analysis_daily_day').on(t.tenantId, t.day, t.vehicleId),
    // the lists of days with sleep, without position, with alarms walk only those rows
    index('analysis_daily_sleep')
      .on(t.tenantId, t.day, t.vehicleId)
      .where(sql`sleep_count > 0`),
    index('analysis_daily_no_position')
      .on(t.tenantId, t.day, t.vehicleId)
      .where(sql`no_position > 0`),
    // the alarm tops read the vehicle-days with alarms; the anomaly list those with alarms or without position
    // (with the alarm columns: the alarm top sums them without reading the rows)
    index('analysis_daily_alarm')
      .on(t.tenantId, t.day, t.vehicleId, t.alarmCount, t.alarmLevel1, t.alarmLevel2, t.alarmLevel3)
      .where(sql`alarm_count > 0`),
    index('analysis_daily_anomaly')
      .on(t.tenantId, t.day, t.vehicleId)
      .where(sql`alarm_count > 0 or no_position > 0`),
  ],
);

/**
 * The day rows summed per tenant, day, model and organisation, kept by adding each day row's change:
 * the fleet's series and the by-model report read a few rows per day instead of every vehicle's.
 * Model and organisation are 0 for none (a primary key cannot hold null).
 */
export const analysisGroupDaily = pgTable(
  'analysis_group_daily',
  {
    tenantId: ref('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    vehicleModelId: ref('vehicle_model_id').notNull(),
    orgId: ref('org_id').notNull(),
    /** vehicles with a day row, with reports, with time online */
    vehicles: integer('vehicles').notNull().default(0),
    active: integer('active').notNull().default(0),
    online: integer('online').notNull().default(0),
    ...measures(),
  },
  (t) => [
    primaryKey({ name: 'analysis_group_daily_pk', columns: [t.tenantId, t.day, t.vehicleModelId, t.orgId] }),
  ],
);

/**
 * Vehicle-days ingest has stored frames or sessions of since the rollup job last ran: the ingest
 * step marks them inside the batch's transaction (one small upsert), the job rolls them up and
 * takes them off. `min_at` and `min_key` are the earliest report stored since (null: sessions
 * only, or a day to compute anew): after the day row's last report (time, then key) the row is
 * added to, else recomputed.
 */
export const analysisDirty = pgTable(
  'analysis_dirty',
  {
    tenantId: ref('tenant_id').notNull(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    minAt: time('min_at'),
    minKey: bigint('min_key', { mode: 'number' }),
  },
  (t) => [primaryKey({ name: 'analysis_dirty_pk', columns: [t.tenantId, t.vehicleId, t.day] })],
);
