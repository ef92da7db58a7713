import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, ref, time } from '../../db/columns';
import { attachments } from '../../platform/files/schema';
import { tenantKey, users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';

/**
 * Files of a vehicle's terminal (single-vehicle file upload tab): an operator asks the terminal
 * for its LOG or CAN file (vendor control 0x92 carrying a one-time upload ticket); the terminal
 * posts the file to the platform, which stores it as an attachment and marks the row uploaded.
 * Only the SHA-256 of the ticket is kept.
 */
export const terminalFiles = pgTable(
  'terminal_files',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    fileType: varchar('file_type', { length: 8 }).notNull(),
    /** requested → uploaded; failed when the terminal refused or never answered; expired when the ticket ran out */
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    checkId: varchar('check_id', { length: 36 }),
    ticketHash: varchar('ticket_hash', { length: 64 }),
    ticketExpiresAt: time('ticket_expires_at'),
    attachmentId: ref('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }),
    fileSize: bigint('file_size', { mode: 'number' }),
    requestedBy: ref('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: time('requested_at').notNull().defaultNow(),
    uploadedAt: time('uploaded_at'),
    deletedAt: time('deleted_at'),
  },
  (t) => [
    index('terminal_files_vehicle').on(t.tenantId, t.vehicleId, t.id),
    uniqueIndex('terminal_files_ticket').on(t.ticketHash),
    check('terminal_files_type', sql`${t.fileType} in ('LOG', 'CAN')`),
    check('terminal_files_status', sql`${t.status} in ('requested', 'uploaded', 'failed', 'expired')`),
  ],
);

/**
 * History export tasks (drive/historyExportTask): the history of many vehicles over a range of at
 * most 3 days, written in the background into one workbook (a sheet per vehicle) stored as an
 * attachment.
 */
export const historyExportTasks = pgTable(
  'history_export_tasks',
  {
    id: id(),
    tenantId: tenantKey(),
    taskName: varchar('task_name', { length: 100 }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    signals: jsonb('signals').$type<string[]>().notNull(),
    /** waiting → running → finished | failed */
    status: varchar('status', { length: 16 }).notNull().default('waiting'),
    rowCount: integer('row_count').notNull().default(0),
    attachmentId: ref('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    error: varchar('error', { length: 500 }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull().defaultNow(),
    finishedAt: time('finished_at'),
    /** renewed by the process running the task; a running task whose beat stopped is failed (file/export-tasks.ts) */
    heartbeatAt: time('heartbeat_at'),
    /** the creator's language: the file's headers and labels (a worker builds it, not the request) */
    lang: varchar('lang', { length: 5 }).notNull().default('zh-CN'),
  },
  (t) => [
    index('history_export_tasks_tenant').on(t.tenantId, t.id),
    check('history_export_tasks_status', sql`${t.status} in ('waiting', 'running', 'finished', 'failed')`),
    check('history_export_tasks_range', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** The vehicles of an export task, with the rows each contributed. */
export const historyExportTaskVins = pgTable(
  'history_export_task_vins',
  {
    taskId: ref('task_id')
      .notNull()
      .references(() => historyExportTasks.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    rowCount: integer('row_count'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.vehicleId] })],
);
