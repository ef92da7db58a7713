import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';

/**
 * Filings with the national platform: one row per subject (chip model,
 * terminal model, vehicle model, vehicle) and standard. The platform's answers are kept as they
 * come: its identifier, its request number, its reason for a rejection.
 */
export const filings = pgTable(
  'filings',
  {
    id: id(),
    tenantId: tenantKey(),
    subjectType: varchar('subject_type', { length: 16 }).notNull(),
    /** the chip model, terminal model, vehicle model or vehicle filed (by subject type) */
    subjectId: ref('subject_id').notNull(),
    standard: varchar('standard', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('TO_SUBMIT'),
    identifier: varchar('identifier', { length: 64 }),
    requestNo: varchar('request_no', { length: 64 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** times the job asked the platform about a pending registration */
    queryCount: integer('query_count').notNull().default(0),
    submittedBy: ref('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: time('submitted_at'),
    auditedAt: time('audited_at'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('filings_subject_standard').on(t.tenantId, t.subjectType, t.subjectId, t.standard),
    index('filings_tenant_type_created').on(t.tenantId, t.subjectType, t.createdAt, t.id),
    // the job's scan: only the few rows the platform still owes an answer
    index('filings_pending')
      .on(t.status)
      .where(sql`${t.status} in ('SUBMITTED', 'AUDITING')`),
    check(
      'filings_subject_type',
      sql`${t.subjectType} in ('CHIP_MODEL', 'TBOX_MODEL', 'VEHICLE_MODEL', 'VEHICLE')`,
    ),
    check('filings_standard', sql`${t.standard} in ('GB4', 'GB6')`),
    check(
      'filings_status',
      sql`${t.status} in ('TO_SUBMIT', 'SUBMITTED', 'AUDITING', 'APPROVED', 'REJECTED', 'TIMEOUT', 'FAILED')`,
    ),
  ],
);

/**
 * Each row of an on-record status file (importOnRecordStatus) applied to a vehicle model filing:
 * the filing, what the row said and the status the filing had before.
 */
export const filingOnRecordImports = pgTable(
  'filing_on_record_imports',
  {
    id: id(),
    tenantId: tenantKey(),
    filingId: ref('filing_id')
      .notNull()
      .references(() => filings.id, { onDelete: 'cascade' }),
    vehicleModelCode: varchar('vehicle_model_code', { length: 64 }).notNull(),
    standard: varchar('standard', { length: 8 }).notNull(),
    onRecord: boolean('on_record').notNull(),
    statusBefore: varchar('status_before', { length: 16 }).notNull(),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('filing_on_record_imports_tenant_created').on(t.tenantId, t.createdAt),
    index('filing_on_record_imports_filing').on(t.filingId),
    check('filing_on_record_imports_standard', sql`${t.standard} in ('GB4', 'GB6')`),
  ],
);
