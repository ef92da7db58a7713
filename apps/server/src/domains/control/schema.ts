import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { sessions } from '../../platform/auth/schema';
import { tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';

/**
 * Nonces of signed control calls: issued to one session, good for one call before expires_at.
 * Consuming one is a single conditional update, so a replayed call loses the race.
 */
export const controlNonces = pgTable(
  'control_nonces',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    sessionId: ref('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (t) => [index('control_nonces_expires').on(t.expiresAt)],
);

/**
 * Remote-control commands as operators sent them (the command log): what, to which vehicle, by
 * whom and from which address. The delivery itself (status, times, the terminal's answer) is the
 * gateway's downlink_commands row with the same check_id.
 */
export const controlCommands = pgTable(
  'control_commands',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    checkId: varchar('check_id', { length: 36 }).notNull().unique(),
    kind: varchar('kind', { length: 32 }).notNull(),
    action: varchar('action', { length: 8 }).notNull(),
    argument: smallint('argument').notNull().default(0),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('control_commands_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('control_commands_tenant_time').on(t.tenantId, t.createdAt),
    index('control_commands_vehicle_time').on(t.vehicleId, t.createdAt),
  ],
);

/**
 * Parameter reads and sets and terminal controls operators sent (the terminal task list); the
 * delivery is the downlink_commands row with the same check_id.
 */
export const terminalTasks = pgTable(
  'terminal_tasks',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    checkId: varchar('check_id', { length: 36 }).notNull().unique(),
    task: varchar('task', { length: 16 }).notNull(),
    /** what was read, set or sent, as text for the list */
    detail: text('detail').notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('terminal_tasks_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('terminal_tasks_tenant_time').on(t.tenantId, t.createdAt),
    index('terminal_tasks_vehicle_time').on(t.vehicleId, t.createdAt),
  ],
);

/** The terminal parameters of a vehicle as last read or set, one row per parameter id. */
export const terminalParamValues = pgTable(
  'terminal_param_values',
  {
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    paramId: smallint('param_id').notNull(),
    value: text('value').notNull(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.paramId] })],
);

/** Vehicles under lock management, with their lock and box-control switches (one row per vehicle). */
export const lockVehicles = pgTable(
  'lock_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .unique()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    lockEnabled: boolean('lock_enabled').notNull().default(true),
    boxCtrlEnabled: boolean('box_ctrl_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('lock_vehicles_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('lock_vehicles_tenant').on(t.tenantId, t.createdAt),
  ],
);

/** Lock and speed-limit commands (the lock command log); delivery in downlink_commands by check_id. */
export const lockCommands = pgTable(
  'lock_commands',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    checkId: varchar('check_id', { length: 36 }).notNull().unique(),
    cmdName: varchar('cmd_name', { length: 16 }).notNull(),
    level: smallint('level').notNull().default(0),
    /** a mileage change: the odometer set, km */
    mileageKm: integer('mileage_km'),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    createUserName: varchar('create_user_name', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('lock_commands_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('lock_commands_tenant_time').on(t.tenantId, t.createdAt),
    index('lock_commands_vehicle').on(t.vehicleId, t.id),
  ],
);

/** Error reports of refused lock imports, downloaded with errors/excel (rows kept as the importer saw them). */
export const lockImportReports = pgTable(
  'lock_import_reports',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    tenantId: tenantKey(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    errors: jsonb('errors').$type<{ row: number; value: string; reason: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lock_import_reports_tenant_time').on(t.tenantId, t.createdAt)],
);

/** Vehicles under debugging until their end date, with the result of the last check. */
export const vehicleDebugs = pgTable(
  'vehicle_debugs',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('PENDING'),
    endTime: time('end_time').notNull(),
    accName: varchar('acc_name', { length: 16 }),
    gpsName: varchar('gps_name', { length: 16 }),
    lockStatus: varchar('lock_status', { length: 4 }),
    debugTime: time('debug_time'),
    debugUserId: ref('debug_user_id').references(() => users.id, { onDelete: 'set null' }),
    debugUserName: varchar('debug_user_name', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_debugs_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    uniqueIndex('vehicle_debugs_vin').on(t.tenantId, t.vin),
    index('vehicle_debugs_status').on(t.tenantId, t.status),
  ],
);

/** Every debug check with what it saw. */
export const vehicleDebugLogs = pgTable(
  'vehicle_debug_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    debugId: ref('debug_id')
      .notNull()
      .references(() => vehicleDebugs.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    online: boolean('online').notNull(),
    accName: varchar('acc_name', { length: 16 }),
    gpsName: varchar('gps_name', { length: 16 }),
    lockStatus: varchar('lock_status', { length: 4 }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_debug_logs_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicle_debug_logs_tenant_time').on(t.tenantId, t.createdAt),
    index('vehicle_debug_logs_vin').on(t.tenantId, t.vin, t.createdAt),
  ],
);

/** QB (enterprise) parameter tasks: terminal parameters to set on a set of vehicles, started and stopped by operators. */
export const qbTasks = pgTable(
  'qb_tasks',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** one `0xNN=value` per line, as checked */
    params: text('params').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('INIT'),
    remark: varchar('remark', { length: 200 }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 64 }),
    startedAt: time('started_at'),
    stoppedAt: time('stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('qb_tasks_name').on(t.tenantId, t.name),
    index('qb_tasks_tenant_time').on(t.tenantId, t.createdAt),
  ],
);

/** The vehicles of a QB task; the latest delivery is the downlink_commands row of check_id (none before the start). */
export const qbTaskVehicles = pgTable(
  'qb_task_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    taskId: ref('task_id')
      .notNull()
      .references(() => qbTasks.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    checkId: varchar('check_id', { length: 36 }).unique(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: time('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('qb_task_vehicles_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    uniqueIndex('qb_task_vehicles_vehicle').on(t.taskId, t.vehicleId),
    index('qb_task_vehicles_tenant').on(t.tenantId, t.taskId, t.createdAt),
  ],
);

/** Every VIN change of a vehicle (vehicle/param/changeVin): old and new VIN, who and from where. */
export const vehicleVinChanges = pgTable(
  'vehicle_vin_changes',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    oldVin: varchar('old_vin', { length: 17 }).notNull(),
    newVin: varchar('new_vin', { length: 17 }).notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_vin_changes_vehicle').on(t.vehicleId, t.createdAt),
    index('vehicle_vin_changes_tenant_time').on(t.tenantId, t.createdAt),
  ],
);

/** SMS wake-ups sent to terminals (ctrl/vehicle/V1.0/sms/{vin}) through the SMS gateway: what, to which card, the outcome. */
export const smsWakeups = pgTable(
  'sms_wakeups',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    iccid: varchar('iccid', { length: 20 }),
    phone: varchar('phone', { length: 32 }),
    text: varchar('text', { length: 160 }).notNull(),
    /** sent, then woken when the terminal logs in afterwards */
    status: varchar('status', { length: 8 }).notNull().default('sent'),
    checkId: varchar('check_id', { length: 36 }).notNull().unique(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 64 }).notNull(),
    createdAt: createdAt(),
    wokenAt: time('woken_at'),
  },
  (t) => [
    index('sms_wakeups_vehicle').on(t.vehicleId, t.createdAt),
    index('sms_wakeups_tenant_time').on(t.tenantId, t.createdAt),
  ],
);

/**
 * Every set of QB link parameters sent to a vehicle (the link-parameter history): from the
 * link-parameter setting, or from a QB task whose parameters touch the link. The delivery (status,
 * answer) is the downlink_commands row of check_id.
 */
export const qbLinkParamSets = pgTable(
  'qb_link_param_sets',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    /** SETTING or TASK */
    source: varchar('source', { length: 8 }).notNull(),
    taskId: ref('task_id').references(() => qbTasks.id, { onDelete: 'set null' }),
    taskName: varchar('task_name', { length: 64 }),
    /** one `0xNN=value` per line, as checked */
    params: text('params').notNull(),
    checkId: varchar('check_id', { length: 36 }).notNull().unique(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('qb_link_param_sets_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('qb_link_param_sets_tenant_time').on(t.tenantId, t.createdAt),
    index('qb_link_param_sets_vehicle').on(t.vehicleId, t.createdAt),
  ],
);

/**
 * Remote diagnoses (protocol GPRS11, group key 02, engine condition data): one row per request. The delivery is the downlink_commands row
 * of the same check_id; `answer` keeps the data unit the terminal answered (hex of the vendor
 * extension 0x93, docs/control.md), copied from the delivery once it succeeds, so the history
 * outlives the gateway's command rows.
 */
export const vehicleDiagnoses = pgTable(
  'vehicle_diagnoses',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    checkId: varchar('check_id', { length: 36 }).notNull().unique(),
    protocol: varchar('protocol', { length: 16 }).notNull(),
    groupKey: varchar('group_key', { length: 4 }).notNull(),
    answer: text('answer'),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
    answeredAt: time('answered_at'),
  },
  (t) => [
    index('vehicle_diagnoses_tenant_time').on(t.tenantId, t.createdAt),
    index('vehicle_diagnoses_vehicle_time').on(t.vehicleId, t.createdAt),
  ],
);
