import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
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
    // the same pair by VIN: an import file names vehicles by VIN, and the engine reads its
    // duplicates (in the file and already linked) from the unique keys over its fields
    uniqueIndex('alarm_strategy_vins_strategy_vin').on(t.strategyId, t.vin),
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
    // the list by level and by metric, page and count from the index alone (as alarm_episodes)
    index('vehicle_alarms_tenant_level').on(t.tenantId, t.level, t.startedAt),
    index('vehicle_alarms_tenant_metric').on(t.tenantId, t.metric, t.startedAt),
    // the list's VIN search is "contains" (pg_trgm): at 10,000,000 alarms it read every row (bench/RESULTS.md)
    index('vehicle_alarms_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
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

/** A terminal alarm item: what is watched (kind), its limit and counting window, the level it raises at. */
export const terminalAlarmItems = pgTable(
  'terminal_alarm_items',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    windowMinutes: integer('window_minutes').notNull().default(10),
    level: smallint('level').notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_alarm_items_tenant_name').on(t.tenantId, t.name),
    index('terminal_alarm_items_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check(
      'terminal_alarm_items_kind',
      sql`${t.kind} in ('LOGIN_FAIL', 'BAD_BCC', 'CLOCK_DRIFT', 'REISSUE_BACKLOG', 'OFFLINE')`,
    ),
    check('terminal_alarm_items_level', sql`${t.level} between 1 and 3`),
    check('terminal_alarm_items_window', sql`${t.windowMinutes} between 1 and 1440`),
    check('terminal_alarm_items_threshold', sql`${t.threshold} >= 0`),
  ],
);

/** A terminal alarm strategy: its items apply to every vehicle (ALL) or the linked ones (VIN). */
export const terminalAlarmStrategies = pgTable(
  'terminal_alarm_strategies',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    scope: varchar('scope', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('terminal_alarm_strategies_tenant_name').on(t.tenantId, t.name),
    index('terminal_alarm_strategies_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('terminal_alarm_strategies_scope', sql`${t.scope} in ('ALL', 'VIN')`),
  ],
);

/** The items of a terminal alarm strategy. */
export const terminalAlarmStrategyItems = pgTable(
  'terminal_alarm_strategy_items',
  {
    strategyId: ref('strategy_id')
      .notNull()
      .references(() => terminalAlarmStrategies.id, { onDelete: 'cascade' }),
    itemId: ref('item_id')
      .notNull()
      .references(() => terminalAlarmItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.strategyId, t.itemId] }),
    index('terminal_alarm_strategy_items_item').on(t.itemId),
  ],
);

/** Vehicles a VIN-scoped terminal alarm strategy applies to. */
export const terminalAlarmStrategyVins = pgTable(
  'terminal_alarm_strategy_vins',
  {
    id: id(),
    tenantId: tenantKey(),
    strategyId: ref('strategy_id')
      .notNull()
      .references(() => terminalAlarmStrategies.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_alarm_strategy_vins_pair').on(t.strategyId, t.vehicleId),
    index('terminal_alarm_strategy_vins_tenant').on(t.tenantId, t.vin),
  ],
);

/**
 * A terminal alarm: one item passed by one terminal, from the first event to the clearing one.
 * At most one open per vehicle and item (partial unique index), which a restart reads back.
 */
export const terminalAlarms = pgTable(
  'terminal_alarms',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    itemId: ref('item_id').references(() => terminalAlarmItems.id, { onDelete: 'set null' }),
    itemName: varchar('item_name', { length: 50 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    level: smallint('level').notNull(),
    startedAt: time('started_at').notNull(),
    endedAt: time('ended_at'),
    lastAt: time('last_at').notNull(),
    value: doublePrecision('value').notNull(),
    eventCount: integer('event_count').notNull().default(1),
    /** handled as a GB alarm is: content makes it HANDLING, ending it DONE; by whom and when */
    handleStatus: varchar('handle_status', { length: 12 }).notNull().default('UNHANDLED'),
    handleContent: varchar('handle_content', { length: 500 }),
    handledBy: ref('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: time('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_alarms_open')
      .on(t.vehicleId, t.itemId)
      .where(sql`ended_at is null`),
    index('terminal_alarms_tenant_started').on(t.tenantId, t.startedAt, t.id),
    index('terminal_alarms_tenant_vin').on(t.tenantId, t.vin, t.startedAt),
    index('terminal_alarms_tenant_handle').on(t.tenantId, t.handleStatus, t.startedAt),
    check('terminal_alarms_level', sql`${t.level} between 1 and 3`),
    check('terminal_alarms_handle_status', sql`${t.handleStatus} in ('UNHANDLED', 'HANDLING', 'DONE')`),
  ],
);

/** A fix that cannot be right: a jump faster than any vehicle, outside China, or frozen while driving. */
export const abnormalLocations = pgTable(
  'abnormal_locations',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    at: time('at').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    prevAt: time('prev_at'),
    prevLng: doublePrecision('prev_lng'),
    prevLat: doublePrecision('prev_lat'),
    distanceKm: doublePrecision('distance_km'),
    speedKmh: doublePrecision('speed_kmh'),
    createdAt: createdAt(),
  },
  (t) => [
    index('abnormal_locations_tenant_at').on(t.tenantId, t.at, t.id),
    index('abnormal_locations_tenant_vin').on(t.tenantId, t.vin, t.at),
    check('abnormal_locations_kind', sql`${t.kind} in ('JUMP', 'OUTSIDE', 'FROZEN')`),
  ],
);

/** A vehicle silent for the offline limit (days): open until it reports again. */
export const abnormalOfflines = pgTable(
  'abnormal_offlines',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    lastSeenAt: time('last_seen_at').notNull(),
    detectedAt: time('detected_at').notNull(),
    endedAt: time('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('abnormal_offlines_open')
      .on(t.vehicleId)
      .where(sql`ended_at is null`),
    index('abnormal_offlines_tenant_seen').on(t.tenantId, t.lastSeenAt, t.id),
  ],
);

/** Who is told about which alarms, from which level, through which channels. */
export const noticeStrategies = pgTable(
  'notice_strategies',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    kinds: varchar('kinds', { length: 16 }).array().notNull(),
    minLevel: smallint('min_level').notNull().default(1),
    channels: varchar('channels', { length: 8 }).array().notNull(),
    scope: varchar('scope', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('notice_strategies_tenant_name').on(t.tenantId, t.name),
    index('notice_strategies_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('notice_strategies_scope', sql`${t.scope} in ('ALL', 'VIN')`),
    check('notice_strategies_level', sql`${t.minLevel} between 1 and 3`),
  ],
);

/** The users a notice strategy tells. */
export const noticeStrategyUsers = pgTable(
  'notice_strategy_users',
  {
    strategyId: ref('strategy_id')
      .notNull()
      .references(() => noticeStrategies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.strategyId, t.userId] }),
    index('notice_strategy_users_user').on(t.userId),
  ],
);

/** The vehicles a VIN-scoped notice strategy tells about. */
export const noticeStrategyVehicles = pgTable(
  'notice_strategy_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    strategyId: ref('strategy_id')
      .notNull()
      .references(() => noticeStrategies.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notice_strategy_vehicles_pair').on(t.strategyId, t.vehicleId),
    index('notice_strategy_vehicles_tenant').on(t.tenantId, t.vin),
  ],
);

/** How far the notice job has read each alarm table (the id of the last alarm it told about). */
export const alarmNoticeCursors = pgTable('alarm_notice_cursors', {
  kind: varchar('kind', { length: 16 }).primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});
