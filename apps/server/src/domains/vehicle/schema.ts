import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenants } from '../system/schema';
import { terminals } from '../terminal/schema';

/**
 * The minimal vehicle archive the gateway needs: vehicles, terminals and which terminal sits on
 * which vehicle. The archive feature extends these tables (models, series, owners, sales, ...).
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vin: varchar('vin', { length: 17 }).notNull().unique(),
    plate: varchar('plate', { length: 20 }),
    model: text('model'),
    series: text('series'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicles_tenant').on(t.tenantId, t.id)],
);

/**
 * Terminal bindings, kept as history: a row per period a terminal sat on a vehicle. The open
 * binding (unbound_at null) is unique per terminal and per vehicle, so the database itself
 * enforces one terminal on one vehicle at a time.
 */
export const vehicleTerminals = pgTable(
  'vehicle_terminals',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    terminalId: ref('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    boundAt: time('bound_at').notNull().defaultNow(),
    unboundAt: time('unbound_at'),
  },
  (t) => [
    uniqueIndex('vehicle_terminals_open_terminal').on(t.terminalId).where(sql`unbound_at is null`),
    uniqueIndex('vehicle_terminals_open_vehicle').on(t.vehicleId).where(sql`unbound_at is null`),
    index('vehicle_terminals_vehicle').on(t.vehicleId, t.boundAt),
  ],
);
