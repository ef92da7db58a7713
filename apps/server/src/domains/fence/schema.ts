import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FenceGeometry } from '@chelian/contracts/geo/fence';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';

/**
 * Electronic fences: a named area in WGS-84 (contracts geo/fence.ts). The geometry is kept whole
 * as jsonb; a circle's centre and radius are columns too, so the alarm check later reads a
 * distance test straight from the row (and a CHECK holds them to the shape).
 */
export const fences = pgTable(
  'fences',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    shape: varchar('shape', { length: 16 }).notNull(),
    geometry: jsonb('geometry').$type<FenceGeometry>().notNull(),
    centerLng: doublePrecision('center_lng'),
    centerLat: doublePrecision('center_lat'),
    /** metres */
    radius: doublePrecision('radius'),
    alarmWays: varchar('alarm_ways', { length: 8 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: time('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('fences_tenant_name').on(t.tenantId, t.name),
    index('fences_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('fences_shape', sql`${t.shape} in ('CIRCLE', 'POLYGON', 'RECTANGLE')`),
    check(
      'fences_circle',
      sql`(${t.shape} = 'CIRCLE') = (${t.radius} is not null and ${t.centerLng} is not null and ${t.centerLat} is not null)`,
    ),
    check('fences_radius', sql`${t.radius} is null or ${t.radius} between 10 and 100000`),
    check('fences_alarm_ways', sql`${t.alarmWays} <@ array['SMS', 'MAIL']::varchar[]`),
  ],
);
