import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { attachments } from '../../platform/files/schema';
import { tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A forward config (001 §3): the target platform and how to reach it, and its task's state. The
 * platform password is sealed at rest (platform/secrets.ts, purpose forward_configs.password);
 * reads show a fixed mask. The counters and the link state are written by the sender.
 */
export const forwardConfigs = pgTable(
  'forward_configs',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 64 }).notNull(),
    linkType: varchar('link_type', { length: 8 }).notNull().default('TCP'),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    httpPath: varchar('http_path', { length: 200 }),
    edition: varchar('edition', { length: 4 }).notNull().default('2016'),
    platformLogin: boolean('platform_login').notNull().default(true),
    account: varchar('account', { length: 12 }),
    password: text('password'),
    allVehicles: boolean('all_vehicles').notNull().default(false),
    status: varchar('status', { length: 8 }).notNull().default('STOPPED'),
    linkState: varchar('link_state', { length: 12 }).notNull().default('IDLE'),
    successCount: bigint('success_count', { mode: 'number' }).notNull().default(0),
    failureCount: bigint('failure_count', { mode: 'number' }).notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    connectedAt: time('connected_at'),
    /** the platform login serial of the day (GB/T 32960: starts at 1 each day, one more per login) */
    loginSerial: integer('login_serial').notNull().default(0),
    loginDay: varchar('login_day', { length: 10 }),
    /** the worker process relaying the task, while its lease lasts: one sender per task across workers */
    runnerNode: varchar('runner_node', { length: 64 }),
    leaseUntil: time('lease_until'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('forward_configs_tenant_name').on(t.tenantId, t.name),
    index('forward_configs_tenant_created').on(t.tenantId, t.createdAt, t.id),
    // the ingest step and the sender look up running tasks
    index('forward_configs_status').on(t.status, t.tenantId),
    check('forward_configs_link_type', sql`${t.linkType} in ('TCP', 'HTTP')`),
    check('forward_configs_edition', sql`${t.edition} in ('2016', '2025')`),
    check('forward_configs_status_values', sql`${t.status} in ('STOPPED', 'RUNNING')`),
    check('forward_configs_port', sql`${t.port} between 1 and 65535`),
  ],
);

/** The vehicles bound to a config (vehicleInfo). */
export const forwardVehicles = pgTable(
  'forward_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    configId: ref('config_id')
      .notNull()
      .references(() => forwardConfigs.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('forward_vehicles_config_vehicle').on(t.configId, t.vehicleId),
    index('forward_vehicles_tenant_config_created').on(t.tenantId, t.configId, t.createdAt, t.id),
    // the ingest step: the configs a reporting vehicle is bound to
    index('forward_vehicles_vehicle').on(t.vehicleId),
  ],
);

/**
 * Frames waiting for a target: written by the ingest step inside the batch's transaction, so a
 * frame stored is a frame kept for forwarding, and removed once the target answered it. A row
 * still here when the link comes back is sent as reissue (0x03).
 */
export const forwardOutbox = pgTable(
  'forward_outbox',
  {
    id: id(),
    tenantId: tenantKey(),
    configId: ref('config_id')
      .notNull()
      .references(() => forwardConfigs.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id').notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    /** the ingest message's identity: a redelivered batch adds nothing */
    frameKey: bigint('frame_key', { mode: 'number' }).notNull(),
    commandId: smallint('command_id').notNull(),
    receivedAt: time('received_at').notNull(),
    frame: bytea('frame').notNull(),
  },
  (t) => [
    uniqueIndex('forward_outbox_config_vehicle_key').on(t.configId, t.vehicleId, t.frameKey),
    index('forward_outbox_config_id').on(t.configId, t.id),
    index('forward_outbox_tenant_config').on(t.tenantId, t.configId),
  ],
);

/** taskData: one row per frame sent, with the target's answer. */
export const forwardRecords = pgTable(
  'forward_records',
  {
    id: id(),
    tenantId: tenantKey(),
    configId: ref('config_id')
      .notNull()
      .references(() => forwardConfigs.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id').notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    command: varchar('command', { length: 8 }).notNull(),
    result: varchar('result', { length: 8 }).notNull(),
    responseFlag: smallint('response_flag'),
    reason: varchar('reason', { length: 200 }),
    receivedAt: time('received_at').notNull(),
    sentAt: time('sent_at').notNull(),
  },
  (t) => [
    index('forward_records_tenant_sent').on(t.tenantId, t.sentAt, t.id),
    index('forward_records_tenant_config_sent').on(t.tenantId, t.configId, t.sentAt, t.id),
    index('forward_records_tenant_vin_sent').on(t.tenantId, t.vin, t.sentAt),
    check('forward_records_result', sql`${t.result} in ('SUCCESS', 'FAILED')`),
  ],
);

/**
 * fwpExportTasks: the records of forwarded frames over a range of sent times, of one config (or
 * all) and some vehicles (or all), written in the background into a file stored as an attachment.
 * The status, counts, file and error are the background export's (file/export-tasks.ts), as for
 * the history export tasks; the criteria are this table's own.
 */
export const forwardExportTasks = pgTable(
  'forward_export_tasks',
  {
    id: id(),
    tenantId: tenantKey(),
    taskName: varchar('task_name', { length: 100 }).notNull(),
    configId: ref('config_id').references(() => forwardConfigs.id, { onDelete: 'set null' }),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    result: varchar('result', { length: 8 }),
    /** the VINs, one a line (none: every vehicle) */
    vins: text('vins'),
    fileFormat: varchar('file_format', { length: 4 }).notNull().default('XLSX'),
    /** waiting → running → finished | failed */
    status: varchar('status', { length: 16 }).notNull().default('waiting'),
    totalCount: integer('total_count'),
    rowCount: integer('row_count').notNull().default(0),
    attachmentId: ref('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    error: varchar('error', { length: 500 }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** the dealer-network organisation of the creator, whose vehicles bound the export (platform/vehicle-scope.ts) */
    dealerOrgId: ref('dealer_org_id'),
    /** the creator's language: the file's headers and labels */
    lang: varchar('lang', { length: 5 }).notNull().default('zh-CN'),
    createdAt: createdAt(),
    finishedAt: time('finished_at'),
    /** renewed by the process running the task; a running task whose beat stopped is failed (file/export-tasks.ts) */
    heartbeatAt: time('heartbeat_at'),
  },
  (t) => [
    index('forward_export_tasks_tenant_created').on(t.tenantId, t.createdAt, t.id),
    // the worker takes the oldest waiting task
    index('forward_export_tasks_status').on(t.status, t.id),
    check(
      'forward_export_tasks_status_values',
      sql`${t.status} in ('waiting', 'running', 'finished', 'failed')`,
    ),
    check('forward_export_tasks_format', sql`${t.fileFormat} in ('XLSX', 'CSV')`),
    check('forward_export_tasks_result', sql`${t.result} is null or ${t.result} in ('SUCCESS', 'FAILED')`),
    check('forward_export_tasks_range', sql`${t.endTime} > ${t.startTime}`),
  ],
);
