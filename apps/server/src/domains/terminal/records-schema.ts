import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { attachments } from '../../platform/files/schema';
import { tenantKey } from '../../platform/schema';
import { simCards, terminalModels, terminals, terminalSuppliers } from './schema';

/** Requests to a factory to produce terminals of one model. */
export const factoryProductionApplies = pgTable(
  'factory_production_applies',
  {
    id: id(),
    tenantId: tenantKey(),
    applyNo: varchar('apply_no', { length: 32 }).notNull(),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => terminalSuppliers.id),
    terminalModelId: ref('terminal_model_id')
      .notNull()
      .references(() => terminalModels.id),
    quantity: integer('quantity').notNull(),
    plannedDate: time('planned_date').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('APPLIED'),
    applicant: varchar('applicant', { length: 50 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('factory_production_applies_tenant_no').on(t.tenantId, t.applyNo),
    index('factory_production_applies_model').on(t.terminalModelId),
    index('factory_production_applies_supplier').on(t.supplierId),
    index('factory_production_applies_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('factory_production_applies_quantity', sql`${t.quantity} > 0`),
    check(
      'factory_production_applies_status',
      sql`${t.status} in ('APPLIED', 'APPROVED', 'REJECTED', 'PRODUCED')`,
    ),
  ],
);

/** Terminals a supplier delivered, possibly against a production request. */
export const supplyRecords = pgTable(
  'supply_records',
  {
    id: id(),
    tenantId: tenantKey(),
    supplyNo: varchar('supply_no', { length: 32 }).notNull(),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => terminalSuppliers.id),
    terminalModelId: ref('terminal_model_id')
      .notNull()
      .references(() => terminalModels.id),
    applyId: ref('apply_id').references(() => factoryProductionApplies.id),
    quantity: integer('quantity').notNull(),
    supplyDate: time('supply_date').notNull(),
    receiver: varchar('receiver', { length: 50 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supply_records_tenant_no').on(t.tenantId, t.supplyNo),
    index('supply_records_apply').on(t.applyId),
    index('supply_records_model').on(t.terminalModelId),
    index('supply_records_supplier').on(t.supplierId),
    index('supply_records_tenant_date').on(t.tenantId, t.supplyDate, t.id),
    check('supply_records_quantity', sql`${t.quantity} > 0`),
  ],
);

/** End-of-line tests of terminals at the factory, by terminal code (a terminal may be tested before it is archived). */
export const terminalProductionTests = pgTable(
  'terminal_production_tests',
  {
    id: id(),
    tenantId: tenantKey(),
    terminalCode: varchar('terminal_code', { length: 64 }).notNull(),
    supplierId: ref('supplier_id').references(() => terminalSuppliers.id),
    stationName: varchar('station_name', { length: 50 }).notNull(),
    testedAt: time('tested_at').notNull(),
    result: varchar('result', { length: 8 }).notNull(),
    failedItems: varchar('failed_items', { length: 200 }),
    softwareVersion: varchar('software_version', { length: 32 }),
    tester: varchar('tester', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('terminal_production_tests_code_trgm').using('gin', t.terminalCode.op('gin_trgm_ops')),
    index('terminal_production_tests_code').on(t.tenantId, t.terminalCode, t.testedAt),
    index('terminal_production_tests_tenant_tested').on(t.tenantId, t.testedAt, t.id),
    check('terminal_production_tests_result', sql`${t.result} in ('PASS', 'FAIL')`),
  ],
);

/** Security certificates installed in terminals. */
export const terminalCerts = pgTable(
  'terminal_certs',
  {
    id: id(),
    tenantId: tenantKey(),
    terminalId: ref('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    serialNo: varchar('serial_no', { length: 64 }).notNull(),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    validFrom: time('valid_from').notNull(),
    validTo: time('valid_to').notNull(),
    certFileId: ref('cert_file_id').references(() => attachments.id, { onDelete: 'set null' }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_certs_tenant_serial').on(t.tenantId, t.serialNo),
    index('terminal_certs_terminal').on(t.terminalId),
    index('terminal_certs_tenant_valid_to').on(t.tenantId, t.validTo, t.id),
    check('terminal_certs_validity', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/** SIM cards put in terminals by file: each row applied the assignment and stays as its record. */
export const simCardLinks = pgTable(
  'sim_card_links',
  {
    id: id(),
    tenantId: tenantKey(),
    simCardId: ref('sim_card_id').references(() => simCards.id, { onDelete: 'set null' }),
    terminalId: ref('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    iccid: varchar('iccid', { length: 20 }).notNull(),
    terminalCode: varchar('terminal_code', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('sim_card_links_iccid_trgm').using('gin', t.iccid.op('gin_trgm_ops')),
    index('sim_card_links_code_trgm').using('gin', t.terminalCode.op('gin_trgm_ops')),
    index('sim_card_links_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('sim_card_links_iccid').on(t.tenantId, t.iccid),
  ],
);

/** One run of a scheduled job for one tenant. */
export const cronJobLogs = pgTable(
  'cron_job_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    jobCode: varchar('job_code', { length: 64 }).notNull(),
    trigger: varchar('trigger', { length: 16 }).notNull(),
    startedAt: time('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    affected: integer('affected').notNull().default(0),
    message: varchar('message', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cron_job_logs_tenant_started').on(t.tenantId, t.startedAt, t.id),
    index('cron_job_logs_job').on(t.tenantId, t.jobCode, t.startedAt),
    check('cron_job_logs_status', sql`${t.status} in ('SUCCESS', 'FAILED')`),
    check('cron_job_logs_trigger', sql`${t.trigger} in ('SCHEDULE', 'MANUAL')`),
    check('cron_job_logs_counts', sql`${t.affected} >= 0 and ${t.durationMs} >= 0`),
  ],
);

/** A day of one scheduled job for one tenant, kept up to date by every run. */
export const cronJobReports = pgTable(
  'cron_job_reports',
  {
    id: id(),
    tenantId: tenantKey(),
    jobCode: varchar('job_code', { length: 64 }).notNull(),
    /** midnight UTC of the day */
    reportDate: time('report_date').notNull(),
    runs: integer('runs').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    affected: integer('affected').notNull().default(0),
    lastStatus: varchar('last_status', { length: 16 }).notNull(),
    lastRunAt: time('last_run_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cron_job_reports_day').on(t.tenantId, t.jobCode, t.reportDate),
    index('cron_job_reports_tenant_date').on(t.tenantId, t.reportDate, t.id),
    check(
      'cron_job_reports_counts',
      sql`${t.runs} >= ${t.failures} and ${t.failures} >= 0 and ${t.affected} >= 0`,
    ),
  ],
);
