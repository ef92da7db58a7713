import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../db/columns';
import { attachments } from '../../platform/files/schema';
import { manufacturers } from '../system/schema';
import { organisations, tenantKey } from '../../platform/schema';

const status = () => varchar('status', { length: 16 }).notNull().default('NORMAL');
const remark = () => varchar('remark', { length: 500 });

/** Vehicle series (a brand line: CL-E, CL-S ...); codes are unique per tenant. */
export const vehicleSeries = pgTable(
  'vehicle_series',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    brand: varchar('brand', { length: 100 }),
    status: status(),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vehicle_series_code').on(t.tenantId, t.code),
    index('vehicle_series_name').on(t.tenantId, t.name),
  ],
);

/** Vehicle types (sedan, SUV, logistics van ...). */
export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    status: status(),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_types_code').on(t.tenantId, t.code)],
);

/** Body colours. */
export const vehicleColours = pgTable(
  'vehicle_colours',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    colorValue: varchar('color_value', { length: 16 }),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_colours_code').on(t.tenantId, t.code)],
);

/** Vehicle groups (fleets, departments' pools). */
export const vehicleGroups = pgTable(
  'vehicle_groups',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    orgId: ref('org_id').references(() => organisations.id),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_groups_name').on(t.tenantId, t.name)],
);

/** Energy-storage (battery pack) models. */
export const energyStorageModels = pgTable(
  'energy_storage_models',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    manufacturerId: ref('manufacturer_id').references(() => manufacturers.id),
    batteryType: varchar('battery_type', { length: 32 }).notNull(),
    ratedVoltage: doublePrecision('rated_voltage'),
    ratedCapacity: doublePrecision('rated_capacity'),
    ratedEnergy: doublePrecision('rated_energy'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('energy_storage_models_code').on(t.tenantId, t.code)],
);

/** Electric-drive (motor) models. */
export const electricDriveModels = pgTable(
  'electric_drive_models',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    manufacturerId: ref('manufacturer_id').references(() => manufacturers.id),
    motorType: varchar('motor_type', { length: 32 }).notNull(),
    ratedPower: doublePrecision('rated_power'),
    peakPower: doublePrecision('peak_power'),
    maxTorque: doublePrecision('max_torque'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('electric_drive_models_code').on(t.tenantId, t.code)],
);

/** Engine models (range extenders, hybrids, fuel vehicles). */
export const engineModels = pgTable(
  'engine_models',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    manufacturerId: ref('manufacturer_id').references(() => manufacturers.id),
    fuelType: varchar('fuel_type', { length: 16 }).notNull(),
    emissionLevel: varchar('emission_level', { length: 16 }),
    displacement: doublePrecision('displacement'),
    maxPower: doublePrecision('max_power'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('engine_models_code').on(t.tenantId, t.code)],
);

/**
 * Vehicle models: the announcement model of a series with its powertrain. Dictionary rows a model
 * uses cannot be deleted (the foreign keys refuse it), nor can a model a vehicle uses.
 */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    vehicleSeriesId: ref('vehicle_series_id')
      .notNull()
      .references(() => vehicleSeries.id),
    vehicleTypeId: ref('vehicle_type_id').references(() => vehicleTypes.id),
    manufacturerId: ref('manufacturer_id').references(() => manufacturers.id),
    energyStorageModelId: ref('energy_storage_model_id').references(() => energyStorageModels.id),
    electricDriveModelId: ref('electric_drive_model_id').references(() => electricDriveModels.id),
    engineModelId: ref('engine_model_id').references(() => engineModels.id),
    fuelType: varchar('fuel_type', { length: 16 }).notNull(),
    announcementModel: varchar('announcement_model', { length: 64 }),
    status: status(),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vehicle_models_code').on(t.tenantId, t.code),
    index('vehicle_models_series').on(t.vehicleSeriesId),
    index('vehicle_models_name').on(t.tenantId, t.name),
  ],
);

/** Which remote controls a model supports (one configuration per model). */
export const vehicleModelConfigs = pgTable(
  'vehicle_model_configs',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleModelId: ref('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    remoteControls: varchar('remote_controls', { length: 32 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_model_configs_model').on(t.vehicleModelId)],
);

/** Alarm thresholds per model, alarm item and level (GB/T 32960 general alarm flags). */
export const vehicleModelThresholds = pgTable(
  'vehicle_model_thresholds',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleModelId: ref('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    alarmItem: varchar('alarm_item', { length: 32 }).notNull(),
    alarmLevel: varchar('alarm_level', { length: 1 }).notNull(),
    lowerLimit: doublePrecision('lower_limit'),
    upperLimit: doublePrecision('upper_limit'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_model_thresholds_item').on(t.vehicleModelId, t.alarmItem, t.alarmLevel)],
);

const image = (name: string) => ref(name).references(() => attachments.id, { onDelete: 'set null' });

/** Picture galleries of a series: one image per image group the console and the app show. */
export const vehicleGalleries = pgTable(
  'vehicle_galleries',
  {
    id: id(),
    tenantId: tenantKey(),
    galleryName: varchar('gallery_name', { length: 100 }).notNull(),
    orgId: ref('org_id').references(() => organisations.id),
    vehicleSeriesId: ref('vehicle_series_id')
      .notNull()
      .references(() => vehicleSeries.id),
    webMonitorImgId: image('web_monitor_img_id'),
    appBigImgId: image('app_big_img_id'),
    appSmallImgId: image('app_small_img_id'),
    appAirImgId: image('app_air_img_id'),
    rechargeImgId: image('recharge_img_id'),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_galleries_name').on(t.tenantId, t.galleryName)],
);

/** Which information groups the console and the app show for vehicles of a model (vehicle info config). */
export const vehicleInfoConfigs = pgTable(
  'vehicle_info_configs',
  {
    id: id(),
    tenantId: tenantKey(),
    vehicleModelId: ref('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    infoGroups: varchar('info_groups', { length: 32 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    remark: remark(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_info_configs_model').on(t.vehicleModelId)],
);
