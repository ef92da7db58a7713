import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';
import { alarmEpisodes } from '../telemetry/schema';

/**
 * A vehicle alarm strategy: a named set of conditions on decoded values, raised at a level, for
 * every vehicle of the tenant (ALL) or the vehicles linked to it (VIN).
 */
export const alarmStrategies = pgTable(
  'alarm_strategies',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    level: smallint('level').notNull(),
    scope: varchar('scope', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('alarm_strategies_tenant_name').on(t.tenantId, t.name),
    index('alarm_strategies_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('alarm_strategies_level', sql`${t.level} between 1 and 3`),
    check('alarm_strategies_scope', sql`${t.scope} in ('ALL', 'VIN')`),
  ],
);

/**
 * One condition of a strategy: the value compared with the threshold, held for at least the
 * duration to raise and back past the hysteresis band for the same duration to clear.
 */
export const alarmStrategyConditions = pgTable(
  'alarm_strategy_conditions',
  {
    id: id(),
    tenantId: tenantKey(),
    strategyId: ref('strategy_id')
      .notNull()
      .references(() => alarmStrategies.id, { onDelete: 'cascade' }),
    metric: varchar('metric', { length: 32 }).notNull(),
    operator: varchar('operator', { length: 2 }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    hysteresis: doublePrecision('hysteresis').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('alarm_strategy_conditions_strategy').on(t.strategyId),
    index('alarm_strategy_conditions_tenant').on(t.tenantId, t.createdAt, t.id),
    check('alarm_strategy_conditions_operator', sql`${t.operator} in ('GT', 'LT')`),
    check('alarm_strategy_conditions_duration', sql`${t.durationSeconds} between 0 and 86400`),
    check('alarm_strategy_conditions_hysteresis', sql`${t.hysteresis} >= 0`),
  ],
);

/** Vehicles a VIN-scoped strategy applies to. */
export const alarmStrategyVins = pgTable(
  'alarm_strategy_vins',
  {
    id: id(),
    tenantId: tenantKey(),
    strategyId: ref('strategy_id')
      .notNull()
      .references(() => alarmStrategies.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alarm_strategy_vins_pair').on(t.strategyId, t.vehicleId),
    index('alarm_strategy_vins_tenant').on(t.tenantId, t.vin),
  ],
);

/**
 * An alarm raised by a rule (a strategy's condition or a model threshold) from decoded values:
 * start and end in data time, the peak and last value, and its handling. At most one open alarm
 * per vehicle and rule (partial unique index), which is also what a restart reads back.
 */
export const vehicleAlarms = pgTable(
  'vehicle_alarms',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    source: varchar('source', { length: 8 }).notNull(),
    /** 'c<condition id>' or 'm<model threshold id>' */
    ruleKey: varchar('rule_key', { length: 40 }).notNull(),
    strategyId: ref('strategy_id').references(() => alarmStrategies.id, { onDelete: 'set null' }),
    ruleName: varchar('rule_name', { length: 100 }).notNull(),
    metric: varchar('metric', { length: 32 }).notNull(),
    operator: varchar('operator', { length: 2 }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    level: smallint('level').notNull(),
    startedAt: time('started_at').notNull(),
    endedAt: time('ended_at'),
    lastFrameAt: time('last_frame_at').notNull(),
    peakValue: doublePrecision('peak_value').notNull(),
    lastValue: doublePrecision('last_value').notNull(),
    frameCount: integer('frame_count').notNull().default(1),
    handleStatus: varchar('handle_status', { length: 12 }).notNull().default('UNHANDLED'),
    handleContent: varchar('handle_content', { length: 500 }),
    handledBy: ref('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: time('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vehicle_alarms_open')
      .on(t.vehicleId, t.ruleKey)
      .where(sql`ended_at is null`),
    index('vehicle_alarms_tenant_started').on(t.tenantId, t.startedAt, t.id),
    index('vehicle_alarms_tenant_vin').on(t.tenantId, t.vin, t.startedAt),
    check('vehicle_alarms_source', sql`${t.source} in ('STRATEGY', 'MODEL')`),
    check('vehicle_alarms_level', sql`${t.level} between 1 and 3`),
    check('vehicle_alarms_handle_status', sql`${t.handleStatus} in ('UNHANDLED', 'HANDLING', 'DONE')`),
  ],
);

/** Handling of a GB alarm (an alarm episode of the telemetry tables): content, who, when, done. */
export const gbAlarmHandles = pgTable(
  'gb_alarm_handles',
  {
    id: id(),
    tenantId: tenantKey(),
    episodeId: ref('episode_id')
      .notNull()
      .references(() => alarmEpisodes.id, { onDelete: 'cascade' }),
    handleStatus: varchar('handle_status', { length: 12 }).notNull(),
    handleContent: varchar('handle_content', { length: 500 }),
    handledBy: ref('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: time('handled_at'),
  },
  (t) => [
    uniqueIndex('gb_alarm_handles_episode').on(t.episodeId),
    index('gb_alarm_handles_tenant').on(t.tenantId, t.handleStatus),
    check('gb_alarm_handles_status', sql`${t.handleStatus} in ('UNHANDLED', 'HANDLING', 'DONE')`),
  ],
);
