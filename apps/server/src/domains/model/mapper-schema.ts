import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../db/columns';
import { tenantKey } from '../../platform/schema';
import { vehicleModels } from './schema';

/** Model codes of other systems mapped to a vehicle model of the archive. */
export const vehicleModelMappers = pgTable(
  'vehicle_model_mappers',
  {
    id: id(),
    tenantId: tenantKey(),
    sourceSystem: varchar('source_system', { length: 16 }).notNull(),
    externalCode: varchar('external_code', { length: 64 }).notNull(),
    externalName: varchar('external_name', { length: 100 }),
    vehicleModelId: ref('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vehicle_model_mappers_code').on(t.tenantId, t.sourceSystem, t.externalCode),
    index('vehicle_model_mappers_model').on(t.vehicleModelId),
    index('vehicle_model_mappers_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);
