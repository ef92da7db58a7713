import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { vehicleSeries } from '../model/schema';
import { tenantKey, users } from '../../platform/schema';

/**
 * The signal dictionary of a vehicle series: what the vehicles of the
 * series report and how to read it. Rows are deleted logically: templates published before keep
 * naming them.
 */
export const signalAttrs = pgTable(
  'signal_attrs',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleSeriesId: ref('vehicle_series_id')
      .notNull()
      .references(() => vehicleSeries.id),
    signalCode: varchar('signal_code', { length: 64 }).notNull(),
    signalName: varchar('signal_name', { length: 100 }).notNull(),
    signalGroup: varchar('signal_group', { length: 64 }),
    physicalMin: doublePrecision('physical_min'),
    physicalMax: doublePrecision('physical_max'),
    unit: varchar('unit', { length: 16 }),
    symbol: varchar('symbol', { length: 32 }),
    varAddress: varchar('var_address', { length: 64 }),
    remark: varchar('remark', { length: 500 }),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: time('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // a code names one live signal of a series; deleted rows may repeat it
    uniqueIndex('signal_attrs_series_code')
      .on(t.tenantId, t.vehicleSeriesId, t.signalCode)
      .where(sql`${t.deleted} = false`),
    index('signal_attrs_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check(
      'signal_attrs_range',
      sql`${t.physicalMin} is null or ${t.physicalMax} is null or ${t.physicalMin} <= ${t.physicalMax}`,
    ),
  ],
);

/** The signal tree of a series: folders (NODE) holding signals (SIGNAL, each signal at most once). */
export const signalTreeNodes = pgTable(
  'signal_tree_nodes',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleSeriesId: ref('vehicle_series_id')
      .notNull()
      .references(() => vehicleSeries.id),
    parentId: ref('parent_id'),
    nodeType: varchar('node_type', { length: 8 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    signalAttrId: ref('signal_attr_id').references(() => signalAttrs.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('signal_tree_nodes_series').on(t.tenantId, t.vehicleSeriesId),
    index('signal_tree_nodes_parent').on(t.parentId),
    uniqueIndex('signal_tree_nodes_signal').on(t.vehicleSeriesId, t.signalAttrId),
    check('signal_tree_nodes_type', sql`${t.nodeType} in ('NODE', 'SIGNAL')`),
    check('signal_tree_nodes_signal_kind', sql`(${t.nodeType} = 'SIGNAL') = (${t.signalAttrId} is not null)`),
  ],
);

/** Signal templates of a series and their publish status: INIT, PUBLISH, CANCEL. */
export const signalTemplates = pgTable(
  'signal_templates',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleSeriesId: ref('vehicle_series_id')
      .notNull()
      .references(() => vehicleSeries.id),
    templateName: varchar('template_name', { length: 100 }).notNull(),
    publishStatus: varchar('publish_status', { length: 8 }).notNull().default('INIT'),
    /** grows by one at each publish */
    version: integer('version').notNull().default(0),
    publishedAt: time('published_at'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('signal_templates_name').on(t.tenantId, t.templateName),
    index('signal_templates_series').on(t.tenantId, t.vehicleSeriesId),
    // a series runs at most one published template
    uniqueIndex('signal_templates_one_published')
      .on(t.vehicleSeriesId)
      .where(sql`${t.publishStatus} = 'PUBLISH'`),
    check('signal_templates_status', sql`${t.publishStatus} in ('INIT', 'PUBLISH', 'CANCEL')`),
    check('signal_templates_version', sql`${t.version} >= 0`),
  ],
);

/** The signals a template carries. */
export const signalTemplateAttrs = pgTable(
  'signal_template_attrs',
  {
    templateId: ref('template_id')
      .notNull()
      .references(() => signalTemplates.id, { onDelete: 'cascade' }),
    signalAttrId: ref('signal_attr_id')
      .notNull()
      .references(() => signalAttrs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.signalAttrId] }),
    index('signal_template_attrs_attr').on(t.signalAttrId),
  ],
);

/** Every publish and cancel of a template, with the version and the signals it carried then. */
export const signalPublishHistory = pgTable(
  'signal_publish_history',
  {
    id: id(),
    tenantId: tenantKey(),
    templateId: ref('template_id')
      .notNull()
      .references(() => signalTemplates.id, { onDelete: 'cascade' }),
    vehicleSeriesId: ref('vehicle_series_id')
      .notNull()
      .references(() => vehicleSeries.id),
    templateName: varchar('template_name', { length: 100 }).notNull(),
    publishStatus: varchar('publish_status', { length: 8 }).notNull(),
    version: integer('version').notNull(),
    versionCode: varchar('version_code', { length: 32 }).notNull(),
    signalCount: integer('signal_count').notNull(),
    operatorId: ref('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('signal_publish_history_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('signal_publish_history_template').on(t.templateId),
    check('signal_publish_history_status', sql`${t.publishStatus} in ('PUBLISH', 'CANCEL')`),
  ],
);
