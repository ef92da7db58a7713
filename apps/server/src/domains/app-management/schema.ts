import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey, users } from '../../platform/schema';
import { attachments } from '../../platform/files/schema';
import { vehicleModels } from '../model/schema';

const updatedAt = () =>
  time('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const remark = () => varchar('remark', { length: 500 });
const fileRef = (name: string) => ref(name).references(() => attachments.id, { onDelete: 'set null' });

/** Accounts of the owners' app; a disabled one cannot sign in to the app. */
export const appAccounts = pgTable(
  'app_accounts',
  {
    id: id(),
    tenantId: tenantKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    nickname: varchar('nickname', { length: 50 }),
    realName: varchar('real_name', { length: 50 }),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_accounts_tenant_phone').on(t.tenantId, t.phone),
    index('app_accounts_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('app_accounts_tenant_status').on(t.tenantId, t.status),
    check('app_accounts_status', sql`${t.status} in ('NORMAL', 'DISABLED')`),
  ],
);

/** User manuals: an uploaded file or an outside link (one of the two), with a cover. */
export const userManuals = pgTable(
  'user_manuals',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    manualFileId: fileRef('manual_file_id'),
    fileLink: varchar('file_link', { length: 500 }),
    manualImageId: fileRef('manual_image_id'),
    isShowExternal: boolean('is_show_external').notNull().default(false),
    remark: remark(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_manuals_tenant_name').on(t.tenantId, t.name),
    index('user_manuals_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('user_manuals_file_or_link', sql`${t.manualFileId} is null or ${t.fileLink} is null`),
  ],
);

export const userManualModels = pgTable(
  'user_manual_models',
  {
    manualId: ref('manual_id')
      .notNull()
      .references(() => userManuals.id, { onDelete: 'cascade' }),
    vehicleModelId: ref('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.manualId, t.vehicleModelId] }),
    index('user_manual_models_model').on(t.vehicleModelId),
  ],
);

/** Banners (rotations) of the app's pages, shown by type in their order while online. */
export const banners = pgTable(
  'app_banners',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    bannerType: varchar('banner_type', { length: 1 }).notNull(),
    status: varchar('status', { length: 1 }).notNull().default('1'),
    sequence: integer('sequence').notNull().default(0),
    imgFileId: fileRef('img_file_id'),
    linkUrl: varchar('link_url', { length: 500 }),
    remark: remark(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('app_banners_tenant_sequence').on(t.tenantId, t.sequence, t.id),
    index('app_banners_tenant_type').on(t.tenantId, t.bannerType, t.status),
    index('app_banners_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('app_banners_type', sql`${t.bannerType} in ('1', '2', '3', '4', '5')`),
    check('app_banners_status', sql`${t.status} in ('0', '1')`),
  ],
);

/**
 * Versions of the app. A deleted version is kept (deleted, when) and never offered again; the
 * build number is unique per platform among the versions not deleted.
 */
export const appVersions = pgTable(
  'app_versions',
  {
    id: id(),
    tenantId: tenantKey(),
    appType: varchar('app_type', { length: 8 }).notNull(),
    versionName: varchar('version_name', { length: 32 }).notNull(),
    versionCode: integer('version_code').notNull(),
    upgradeType: varchar('upgrade_type', { length: 8 }).notNull().default('CHOICE'),
    upgradeMethod: varchar('upgrade_method', { length: 8 }).notNull().default('NORMAL'),
    downloadUrl: varchar('download_url', { length: 500 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: time('deleted_at'),
    deletedBy: ref('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: time('published_at').notNull().defaultNow(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('app_versions_tenant_code')
      .on(t.tenantId, t.appType, t.versionCode)
      .where(sql`${t.deleted} = false`),
    index('app_versions_tenant_published').on(t.tenantId, t.publishedAt, t.id),
    check('app_versions_app_type', sql`${t.appType} in ('ANDROID', 'IOS')`),
    check('app_versions_upgrade_type', sql`${t.upgradeType} in ('CHOICE', 'FORCE')`),
    check('app_versions_upgrade_method', sql`${t.upgradeMethod} in ('SILENT', 'NORMAL')`),
    check('app_versions_version_code', sql`${t.versionCode} > 0`),
    check('app_versions_deleted_at', sql`${t.deleted} = (${t.deletedAt} is not null)`),
  ],
);

/** Official maintenance plans: whole-number intervals by time and mileage, linked to models. */
export const maintenancePlans = pgTable(
  'app_maintenance_plans',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    timeOver: integer('time_over').notNull(),
    timePre: integer('time_pre').notNull().default(0),
    timeUnit: varchar('time_unit', { length: 8 }).notNull().default('MONTH'),
    mileageOver: integer('mileage_over').notNull(),
    mileagePre: integer('mileage_pre').notNull().default(0),
    mileageUnit: varchar('mileage_unit', { length: 8 }).notNull().default('KM'),
    remark: remark(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_maintenance_plans_tenant_name').on(t.tenantId, t.name),
    index('app_maintenance_plans_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    check('app_maintenance_plans_time', sql`${t.timeOver} > 0 and ${t.timePre} between 0 and ${t.timeOver}`),
    check(
      'app_maintenance_plans_mileage',
      sql`${t.mileageOver} > 0 and ${t.mileagePre} between 0 and ${t.mileageOver}`,
    ),
    check('app_maintenance_plans_time_unit', sql`${t.timeUnit} in ('DAY', 'MONTH')`),
    check('app_maintenance_plans_mileage_unit', sql`${t.mileageUnit} in ('KM')`),
  ],
);

export const maintenancePlanModels = pgTable(
  'app_maintenance_plan_models',
  {
    planId: ref('plan_id')
      .notNull()
      .references(() => maintenancePlans.id, { onDelete: 'cascade' }),
    vehicleModelId: ref('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.vehicleModelId] }),
    index('app_maintenance_plan_models_model').on(t.vehicleModelId),
  ],
);

/** Places the app shows around the car. */
export const peripheryInfos = pgTable(
  'app_periphery_infos',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    telephone: varchar('telephone', { length: 30 }),
    businessHours: varchar('business_hours', { length: 50 }),
    enabled: boolean('enabled').notNull().default(true),
    remark: remark(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_periphery_infos_tenant_name').on(t.tenantId, t.name),
    index('app_periphery_infos_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    index('app_periphery_infos_tenant_category').on(t.tenantId, t.category),
    check(
      'app_periphery_infos_category',
      sql`${t.category} in ('CHARGING', 'SERVICE', 'PARKING', 'GAS', 'CAR_WASH')`,
    ),
    check('app_periphery_infos_position', sql`${t.lng} between -180 and 180 and ${t.lat} between -90 and 90`),
  ],
);

/** Test-drive appointments made in the app. */
export const appointDrives = pgTable(
  'app_appoint_drives',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    vehicleModelId: ref('vehicle_model_id').references(() => vehicleModels.id, { onDelete: 'set null' }),
    dealerName: varchar('dealer_name', { length: 100 }),
    appointTime: time('appoint_time').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('WAIT'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_appoint_drives_tenant_time').on(t.tenantId, t.appointTime, t.id),
    index('app_appoint_drives_tenant_phone').on(t.tenantId, t.phone),
    index('app_appoint_drives_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('app_appoint_drives_status', sql`${t.status} in ('WAIT', 'CONTACTED', 'FINISHED', 'CANCELLED')`),
  ],
);

/**
 * Service appointments made in the app, with the owner's evaluation once given: INIT until then,
 * PUBLISHED with its score and words after (002 §4).
 */
export const appointments = pgTable(
  'app_appointments',
  {
    id: id(),
    tenantId: tenantKey(),
    vin: varchar('vin', { length: 17 }).notNull(),
    ownerName: varchar('owner_name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    serviceType: varchar('service_type', { length: 16 }).notNull(),
    serviceSite: varchar('service_site', { length: 100 }),
    appointTime: time('appoint_time').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('WAIT'),
    evaluationStatus: varchar('evaluation_status', { length: 16 }).notNull().default('INIT'),
    score: smallint('score'),
    evaluationContent: varchar('evaluation_content', { length: 1000 }),
    evaluatedAt: time('evaluated_at'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_appointments_tenant_time').on(t.tenantId, t.appointTime, t.id),
    index('app_appointments_tenant_vin').on(t.tenantId, t.vin),
    index('app_appointments_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('app_appointments_tenant_evaluation').on(t.tenantId, t.evaluationStatus),
    check('app_appointments_service_type', sql`${t.serviceType} in ('MAINTENANCE', 'REPAIR', 'INSPECTION')`),
    check('app_appointments_status', sql`${t.status} in ('WAIT', 'CONFIRMED', 'FINISHED', 'CANCELLED')`),
    check('app_appointments_evaluation_status', sql`${t.evaluationStatus} in ('INIT', 'PUBLISHED')`),
    check(
      'app_appointments_evaluation',
      sql`(${t.evaluationStatus} = 'PUBLISHED') = (${t.score} is not null and ${t.evaluatedAt} is not null)`,
    ),
    check('app_appointments_score', sql`${t.score} is null or ${t.score} between 1 and 5`),
  ],
);

/** Binds and unbinds of vehicles to app accounts, as they happened. */
export const vehicleBindLogs = pgTable(
  'app_vehicle_bind_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    accountId: ref('account_id').references(() => appAccounts.id, { onDelete: 'set null' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    plateNo: varchar('plate_no', { length: 20 }),
    action: varchar('action', { length: 8 }).notNull(),
    operatedAt: time('operated_at').notNull().defaultNow(),
    remark: remark(),
  },
  (t) => [
    index('app_vehicle_bind_logs_tenant_time').on(t.tenantId, t.operatedAt, t.id),
    index('app_vehicle_bind_logs_tenant_vin').on(t.tenantId, t.vin),
    index('app_vehicle_bind_logs_account').on(t.accountId, t.operatedAt),
    check('app_vehicle_bind_logs_action', sql`${t.action} in ('BIND', 'UNBIND')`),
  ],
);
