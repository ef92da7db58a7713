import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { attachments } from '../../platform/files/schema';
import { tenantKey, users } from '../../platform/schema';

const statusCheck = (column: unknown) =>
  sql`${column} in ('NOT_VERIFY', 'SUBMIT', 'PASS', 'FAIL', 'TRANSFER', 'TRANSFER_PASS')`;
const image = (name: string) => ref(name).references(() => attachments.id, { onDelete: 'set null' });

/**
 * Real-name records of vehicle owners, one per VIN. Owner name, phone and identity number are
 * personal data: each is kept sealed (AES-256-GCM under a key derived from SECRET_KEY, the column
 * name as additional data) beside its mask, which is all a list, detail or export ever reads.
 */
export const realnameRecords = pgTable(
  'realname_records',
  {
    id: id(),
    tenantId: tenantKey(),
    vin: varchar('vin', { length: 17 }).notNull(),
    ownerType: varchar('owner_type', { length: 16 }).notNull().default('PERSONAL'),
    ownerName: text('owner_name').notNull(),
    ownerNameMask: varchar('owner_name_mask', { length: 50 }).notNull(),
    ownerPhone: text('owner_phone').notNull(),
    ownerPhoneMask: varchar('owner_phone_mask', { length: 20 }).notNull(),
    ownerIdNumber: text('owner_id_number').notNull(),
    ownerIdNumberMask: varchar('owner_id_number_mask', { length: 18 }).notNull(),
    companyName: varchar('company_name', { length: 100 }),
    ownerIdCarImg: image('owner_id_car_img'),
    ownerIdCarBackImg: image('owner_id_car_back_img'),
    ownerPicImg: image('owner_pic_img'),
    companyImg: image('company_img'),
    companyAuthorizationImg: image('company_authorization_img'),
    verifyStatus: varchar('verify_status', { length: 16 }).notNull().default('NOT_VERIFY'),
    /** edited since the last submission: the user must submit it manually (002 §4) */
    pendingSubmit: boolean('pending_submit').notNull().default(true),
    failReason: varchar('fail_reason', { length: 200 }),
    submittedAt: time('submitted_at'),
    verifiedAt: time('verified_at'),
    createdAt: createdAt(),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('realname_records_tenant_vin').on(t.tenantId, t.vin),
    index('realname_records_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    index('realname_records_tenant_status').on(t.tenantId, t.verifyStatus, t.updatedAt, t.id),
    check('realname_records_status', statusCheck(t.verifyStatus)),
    check('realname_records_owner_type', sql`${t.ownerType} in ('PERSONAL', 'COMPANY')`),
    // the personal data columns never hold clear text
    check(
      'realname_records_sealed',
      sql`${t.ownerName} like 'enc:v1:%' and ${t.ownerPhone} like 'enc:v1:%' and ${t.ownerIdNumber} like 'enc:v1:%'`,
    ),
  ],
);

/** Every change of a record's verification; the owner's name is kept as its mask only. */
export const realnameHistory = pgTable(
  'realname_history',
  {
    id: id(),
    tenantId: tenantKey(),
    recordId: ref('record_id').references(() => realnameRecords.id, { onDelete: 'set null' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    statusBefore: varchar('status_before', { length: 16 }),
    statusAfter: varchar('status_after', { length: 16 }).notNull(),
    ownerName: varchar('owner_name', { length: 50 }),
    reason: varchar('reason', { length: 200 }),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('realname_history_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('realname_history_tenant_vin').on(t.tenantId, t.vin, t.id),
    index('realname_history_record').on(t.recordId),
    check('realname_history_action', sql`${t.action} in ('CREATE', 'EDIT', 'SUBMIT', 'VERIFY')`),
    check('realname_history_status_after', statusCheck(t.statusAfter)),
  ],
);

/** The one-link check of name, phone and identity number made at each submission. */
export const realnameOneLinkLogs = pgTable(
  'realname_one_link_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    recordId: ref('record_id').references(() => realnameRecords.id, { onDelete: 'set null' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    ownerPhone: varchar('owner_phone', { length: 20 }),
    result: varchar('result', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('realname_one_link_logs_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('realname_one_link_logs_tenant_vin').on(t.tenantId, t.vin, t.id),
    check('realname_one_link_logs_result', sql`${t.result} in ('SUCCESS', 'FAIL')`),
  ],
);
