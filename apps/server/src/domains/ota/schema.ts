import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey } from '../../platform/schema';
import { attachments } from '../../platform/files/schema';
import { vehicles } from '../vehicle/schema';

/**
 * OTA versions (001 §3, §5): one package of one component, with its checksums computed on save
 * from the stored file. A component's version numbers and texts are unique and numbers only rise.
 */
export const otaVersions = pgTable(
  'ota_versions',
  {
    id: id(),
    tenantId: tenantKey(),
    versionName: varchar('version_name', { length: 100 }).notNull(),
    componentCode: varchar('component_code', { length: 50 }).notNull(),
    versionText: varchar('version_text', { length: 20 }).notNull(),
    versionNo: integer('version_no').notNull(),
    versionType: varchar('version_type', { length: 16 }).notNull(),
    upgradeType: varchar('upgrade_type', { length: 8 }).notNull().default('FORCE'),
    upgradeMethod: varchar('upgrade_method', { length: 8 }).notNull().default('SILENT'),
    packageId: ref('package_id')
      .notNull()
      .references(() => attachments.id),
    packageSize: bigint('package_size', { mode: 'number' }).notNull(),
    packageMd5: varchar('package_md5', { length: 32 }).notNull(),
    packageSha256: varchar('package_sha256', { length: 64 }).notNull(),
    attachmentId: ref('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    testReportId: ref('test_report_id').references(() => attachments.id, { onDelete: 'set null' }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ota_versions_tenant_component_no').on(t.tenantId, t.componentCode, t.versionNo),
    uniqueIndex('ota_versions_tenant_component_text').on(t.tenantId, t.componentCode, t.versionText),
    index('ota_versions_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('ota_versions_no', sql`${t.versionNo} > 0`),
    check(
      'ota_versions_type',
      sql`${t.versionType} in ('APP_PACK', 'DATA_PACK', 'DRIVE_PACK', 'DRIVE_DATA_PACK')`,
    ),
    check('ota_versions_upgrade_type', sql`${t.upgradeType} in ('CHOICE', 'FORCE')`),
    check('ota_versions_upgrade_method', sql`${t.upgradeMethod} in ('SILENT', 'NORMAL')`),
  ],
);

/**
 * Upgrade tasks (001 §4: INIT, START, CLOSED), run in waves: a wave is waveSize vehicles (COUNT) or
 * waveSize percent of them (PERCENT); the next wave starts when successThreshold percent of the
 * current one succeeded, and the task pauses itself when more than errorThreshold percent failed.
 */
export const otaTasks = pgTable(
  'ota_tasks',
  {
    id: id(),
    tenantId: tenantKey(),
    taskName: varchar('task_name', { length: 100 }).notNull(),
    versionId: ref('version_id')
      .notNull()
      .references(() => otaVersions.id),
    status: varchar('status', { length: 8 }).notNull().default('INIT'),
    waveUnit: varchar('wave_unit', { length: 8 }).notNull().default('PERCENT'),
    waveSize: integer('wave_size').notNull().default(100),
    successThreshold: smallint('success_threshold').notNull().default(80),
    errorThreshold: smallint('error_threshold').notNull().default(20),
    currentWave: integer('current_wave').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    /** the origin terminals fetch packages from, taken from the request that started the task */
    downloadBase: varchar('download_base', { length: 200 }),
    /** no order goes out before this instant (the task may be started earlier and wait) */
    scheduledAt: time('scheduled_at'),
    /**
     * the daily maintenance window, "HH:mm" on the tenant's clock: no new download starts outside
     * it; an end before the start runs over midnight (22:00-04:00)
     */
    windowStart: varchar('window_start', { length: 5 }),
    windowEnd: varchar('window_end', { length: 5 }),
    startedAt: time('started_at'),
    closedAt: time('closed_at'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ota_tasks_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('ota_tasks_tenant_status').on(t.tenantId, t.status),
    index('ota_tasks_version').on(t.versionId),
    check('ota_tasks_status', sql`${t.status} in ('INIT', 'START', 'CLOSED')`),
    check('ota_tasks_wave_unit', sql`${t.waveUnit} in ('COUNT', 'PERCENT')`),
    check('ota_tasks_wave_size', sql`${t.waveSize} > 0`),
    check(
      'ota_tasks_window',
      sql`(${t.windowStart} is null and ${t.windowEnd} is null) or (${t.windowStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.windowEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.windowStart} <> ${t.windowEnd})`,
    ),
    check(
      'ota_tasks_thresholds',
      sql`${t.successThreshold} between 0 and 100 and ${t.errorThreshold} between 0 and 100`,
    ),
  ],
);

/** A vehicle of a task: operate status (the platform's side) and upgrade status (the terminal's), 001 §4. */
export const otaTaskVehicles = pgTable(
  'ota_task_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    taskId: ref('task_id')
      .notNull()
      .references(() => otaTasks.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    wave: integer('wave'),
    operateStatus: varchar('operate_status', { length: 12 }).notNull().default('INIT'),
    upgradeStatus: varchar('upgrade_status', { length: 24 }).notNull().default('INIT'),
    downloadStatus: varchar('download_status', { length: 8 }).notNull().default('INIT'),
    progress: smallint('progress'),
    replyCode: smallint('reply_code'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: time('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ota_task_vehicles_task_vehicle').on(t.taskId, t.vehicleId),
    index('ota_task_vehicles_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    index('ota_task_vehicles_tenant_vehicle').on(t.tenantId, t.vehicleId),
    index('ota_task_vehicles_task_wave').on(t.taskId, t.wave),
    check(
      'ota_task_vehicles_operate',
      sql`${t.operateStatus} in ('INIT', 'READY', 'TASK_START', 'START', 'COMPLETED', 'CLOSED')`,
    ),
    check('ota_task_vehicles_download', sql`${t.downloadStatus} in ('INIT', 'SUCCESS', 'FAILED')`),
    check('ota_task_vehicles_reply', sql`${t.replyCode} is null or ${t.replyCode} between 1 and 35`),
  ],
);

/** Every step of a vehicle's upgrade, for its history (otaTaskVehicleDetail). */
export const otaTaskVehicleDetails = pgTable(
  'ota_task_vehicle_details',
  {
    id: id(),
    tenantId: tenantKey(),
    taskVehicleId: ref('task_vehicle_id')
      .notNull()
      .references(() => otaTaskVehicles.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 24 }).notNull(),
    operateStatus: varchar('operate_status', { length: 12 }).notNull(),
    upgradeStatus: varchar('upgrade_status', { length: 24 }).notNull(),
    replyCode: smallint('reply_code'),
    progress: smallint('progress'),
    createdAt: createdAt(),
  },
  (t) => [index('ota_task_vehicle_details_tv_created').on(t.taskVehicleId, t.createdAt, t.id)],
);

/**
 * Download tickets: 128 random bits in the URL a terminal is given, only their SHA-256 kept. Good
 * for ranges of the one package until the last byte was served once (then spent) or it expires.
 */
export const otaDownloadTickets = pgTable(
  'ota_download_tickets',
  {
    id: id(),
    tenantId: tenantKey(),
    taskVehicleId: ref('task_vehicle_id')
      .notNull()
      .references(() => otaTaskVehicles.id, { onDelete: 'cascade' }),
    attachmentId: ref('attachment_id')
      .notNull()
      .references(() => attachments.id),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    expiresAt: time('expires_at').notNull(),
    spentAt: time('spent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ota_download_tickets_hash').on(t.ticketHash),
    index('ota_download_tickets_tv').on(t.taskVehicleId),
  ],
);

/** The version each component of a vehicle runs, as its terminal last reported it. */
export const vehicleCompVersions = pgTable(
  'vehicle_comp_versions',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    componentCode: varchar('component_code', { length: 50 }).notNull(),
    softwareVersion: varchar('software_version', { length: 64 }).notNull(),
    hardwareVersion: varchar('hardware_version', { length: 50 }),
    /** REPORTED by the terminal (an upgrade's last report included), or MANUAL (entered in the console) */
    source: varchar('source', { length: 8 }).notNull().default('REPORTED'),
    reportedAt: time('reported_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_comp_versions_vehicle_component').on(t.vehicleId, t.componentCode),
    index('vehicle_comp_versions_tenant_vin').on(t.tenantId, t.vin),
    check('vehicle_comp_versions_source', sql`${t.source} in ('REPORTED', 'MANUAL')`),
    index('vehicle_comp_versions_tenant_reported').on(t.tenantId, t.reportedAt, t.id),
    index('vehicle_comp_versions_tenant_component').on(t.tenantId, t.componentCode, t.softwareVersion),
  ],
);

/** The components versions are made for (part version screen), one code per tenant. */
export const componentInfos = pgTable(
  'component_infos',
  {
    id: id(),
    tenantId: tenantKey(),
    componentCode: varchar('component_code', { length: 50 }).notNull(),
    componentName: varchar('component_name', { length: 100 }).notNull(),
    hardwareVersion: varchar('hardware_version', { length: 50 }),
    supplier: varchar('supplier', { length: 100 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('component_infos_tenant_code').on(t.tenantId, t.componentCode),
    index('component_infos_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** Every version a vehicle's component was seen running (vehicle part history): one row per change. */
export const vehicleCompVersionDetails = pgTable(
  'vehicle_comp_version_details',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    componentCode: varchar('component_code', { length: 50 }).notNull(),
    softwareVersion: varchar('software_version', { length: 64 }).notNull(),
    hardwareVersion: varchar('hardware_version', { length: 50 }),
    previousVersion: varchar('previous_version', { length: 64 }),
    source: varchar('source', { length: 8 }).notNull(),
    reportedAt: time('reported_at').notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_comp_version_details_tenant_vehicle').on(t.tenantId, t.vehicleId, t.reportedAt, t.id),
    index('vehicle_comp_version_details_tenant_reported').on(t.tenantId, t.reportedAt, t.id),
    check('vehicle_comp_version_details_source', sql`${t.source} in ('REPORTED', 'MANUAL')`),
  ],
);

/** The hardware versions a component is built in (component hardware info), one per code and version. */
export const componentHardwareInfos = pgTable(
  'component_hardware_infos',
  {
    id: id(),
    tenantId: tenantKey(),
    componentCode: varchar('component_code', { length: 50 }).notNull(),
    hardwareVersion: varchar('hardware_version', { length: 50 }).notNull(),
    partNo: varchar('part_no', { length: 50 }),
    supplier: varchar('supplier', { length: 100 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('component_hardware_infos_tenant_code_hw').on(t.tenantId, t.componentCode, t.hardwareVersion),
    index('component_hardware_infos_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** The vehicles a version is released for (version link and unlink vehicle). */
export const otaVersionVehicles = pgTable(
  'ota_version_vehicles',
  {
    id: id(),
    tenantId: tenantKey(),
    versionId: ref('version_id')
      .notNull()
      .references(() => otaVersions.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ota_version_vehicles_version_vehicle').on(t.versionId, t.vehicleId),
    index('ota_version_vehicles_tenant_vehicle').on(t.tenantId, t.vehicleId),
  ],
);
