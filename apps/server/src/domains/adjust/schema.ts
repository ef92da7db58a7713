import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { terminals } from '../terminal/schema';
import { vehicles } from '../vehicle/schema';

/**
 * Vehicle adjust tasks: a vehicle, its adjuster, the status and the step it
 * stands on. One open task (pending or adjusting) per vehicle, enforced by a partial unique index.
 */
export const vehicleAdjusts = pgTable(
  'vehicle_adjusts',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    adjusterId: ref('adjuster_id')
      .notNull()
      .references(() => users.id),
    adjusterName: varchar('adjuster_name', { length: 64 }),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    step: varchar('step', { length: 16 }),
    /** the step's start: a lock answer counts only when it came after it */
    stepAt: time('step_at'),
    confirmedAt: time('confirmed_at'),
    finishedAt: time('finished_at'),
    createUserId: ref('create_user_id').references(() => users.id, { onDelete: 'set null' }),
    createUserName: varchar('create_user_name', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_adjusts_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicle_adjusts_tenant_time').on(t.tenantId, t.createdAt, t.id),
    index('vehicle_adjusts_vehicle').on(t.vehicleId),
    uniqueIndex('vehicle_adjusts_open_vehicle')
      .on(t.vehicleId)
      .where(sql`status in ('PENDING', 'ADJUSTING')`),
    check('vehicle_adjusts_status', sql`${t.status} in ('PENDING', 'ADJUSTING', 'FINISHED', 'CANCELLED')`),
    check(
      'vehicle_adjusts_step',
      sql`${t.step} is null or ${t.step} in ('LOCK', 'GB4', 'CUSTOMER', 'FINISH')`,
    ),
  ],
);

/** Every action on an adjust task: operator, time, step, outcome and what was seen. */
export const vehicleAdjustLogs = pgTable(
  'vehicle_adjust_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    adjustId: ref('adjust_id')
      .notNull()
      .references(() => vehicleAdjusts.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    step: varchar('step', { length: 16 }),
    action: varchar('action', { length: 20 }).notNull(),
    outcome: varchar('outcome', { length: 8 }).notNull(),
    message: text('message'),
    /** the lock command a LOCK or UNLOCK row sent (joins lock_commands and downlink_commands) */
    checkId: varchar('check_id', { length: 36 }),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_adjust_logs_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicle_adjust_logs_adjust').on(t.adjustId, t.id),
    index('vehicle_adjust_logs_tenant_time').on(t.tenantId, t.createdAt),
    check('vehicle_adjust_logs_outcome', sql`${t.outcome} in ('OK', 'REFUSED')`),
  ],
);

/**
 * Assemblies: which terminal and parts go on which vehicle. Finishing binds the terminal (the
 * binding service); one pending assembly per vehicle.
 */
export const vehicleAssemblies = pgTable(
  'vehicle_assemblies',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    terminalId: ref('terminal_id')
      .notNull()
      .references(() => terminals.id),
    terminalCode: varchar('terminal_code', { length: 64 }).notNull(),
    parts: varchar('parts', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    assemblerId: ref('assembler_id').references(() => users.id, { onDelete: 'set null' }),
    assemblerName: varchar('assembler_name', { length: 64 }),
    finishedAt: time('finished_at'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_assemblies_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicle_assemblies_code_trgm').using('gin', t.terminalCode.op('gin_trgm_ops')),
    index('vehicle_assemblies_tenant_time').on(t.tenantId, t.createdAt, t.id),
    index('vehicle_assemblies_terminal').on(t.terminalId),
    uniqueIndex('vehicle_assemblies_pending_vehicle')
      .on(t.vehicleId)
      .where(sql`status = 'PENDING'`),
    check('vehicle_assemblies_status', sql`${t.status} in ('PENDING', 'FINISHED')`),
  ],
);

/** Every change of an assembly (the assembly log). */
export const vehicleAssemblyLogs = pgTable(
  'vehicle_assembly_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    assemblyId: ref('assembly_id')
      .notNull()
      .references(() => vehicleAssemblies.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    terminalCode: varchar('terminal_code', { length: 64 }),
    oldTerminalCode: varchar('old_terminal_code', { length: 64 }),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_assembly_logs_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicle_assembly_logs_code_trgm').using('gin', t.terminalCode.op('gin_trgm_ops')),
    index('vehicle_assembly_logs_assembly').on(t.assemblyId, t.id),
    index('vehicle_assembly_logs_tenant_time').on(t.tenantId, t.createdAt),
  ],
);
