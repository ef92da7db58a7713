import { sql } from 'drizzle-orm';
import { check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, time } from '../../db/columns';
import { tenantKey } from '../../platform/schema';

/** Production trace rows from the plant's MES, by VIN (the vehicle may be archived later). */
export const mesTraces = pgTable(
  'mes_traces',
  {
    id: id(),
    tenantId: tenantKey(),
    vin: varchar('vin', { length: 17 }).notNull(),
    stationCode: varchar('station_code', { length: 32 }).notNull(),
    processName: varchar('process_name', { length: 100 }).notNull(),
    partCode: varchar('part_code', { length: 32 }),
    partSerial: varchar('part_serial', { length: 64 }),
    operatorName: varchar('operator_name', { length: 50 }).notNull(),
    result: varchar('result', { length: 8 }).notNull(),
    tracedAt: time('traced_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mes_traces_vin').on(t.tenantId, t.vin, t.tracedAt),
    // "VIN contains", any case (pg_trgm)
    index('mes_traces_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('mes_traces_tenant_traced').on(t.tenantId, t.tracedAt, t.id),
    check('mes_traces_result', sql`${t.result} in ('PASS', 'FAIL')`),
  ],
);
