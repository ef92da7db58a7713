import { defineResourceSpec, type FieldSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField } from '../system/common';
import { fuelTypeField } from './powertrain';
import { text, type LocalizedText } from '../../i18n';
import { defineCalls } from '../../call';

const modelRef = {
  label: text('model.vehicleModel.modelRef'),
  type: 'ref',
  ref: 'vehicleModel',
  required: true,
  search: 'eq',
} as const satisfies FieldSpec;

/** Vehicle models: a series' model with its type and powertrain. */
export const vehicleModelSpec = defineResourceSpec({
  name: 'vehicleModel',
  module: 'models',
  service: 'vehicle-svc',
  base: 'models/V1.0',
  title: text('model.vehicleModel.title'),
  noun: text('nouns.vehicleModel'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: text('model.vehicleModel.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('model.vehicleModel.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    vehicleSeriesId: {
      label: text('model.vehicleModel.fields.vehicleSeriesId'),
      type: 'ref',
      ref: 'vehicleSeries',
      required: true,
      search: 'eq',
    },
    vehicleTypeId: {
      label: text('model.vehicleModel.fields.vehicleTypeId'),
      type: 'ref',
      ref: 'vehicleType',
      search: 'eq',
    },
    manufacturerId: {
      label: text('model.vehicleModel.fields.manufacturerId'),
      type: 'ref',
      ref: 'manufacturer',
    },
    fuelType: fuelTypeField,
    energyStorageModelId: {
      label: text('model.vehicleModel.fields.energyStorageModelId'),
      type: 'ref',
      ref: 'energyStorageModel',
      list: false,
    },
    electricDriveModelId: {
      label: text('model.vehicleModel.fields.electricDriveModelId'),
      type: 'ref',
      ref: 'electricDriveModel',
      list: false,
    },
    engineModelId: {
      label: text('model.vehicleModel.fields.engineModelId'),
      type: 'ref',
      ref: 'engineModel',
      list: false,
    },
    announcementModel: {
      label: text('model.vehicleModel.fields.announcementModel'),
      type: 'text',
      max: 64,
      search: 'prefix',
    },
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'infoConfig',
      label: text('model.vehicleModel.actions.infoConfig'),
      method: 'POST',
      path: 'vehicle_info_config/edit',
      selection: 'one',
      dialog: 'infoConfig',
    },
  ],
});

export const REMOTE_CONTROLS = [
  'lock',
  'trunk',
  'air',
  'recharge',
  'window',
  'light',
  'findCar',
  'flashLightCtrl',
  'whistleCtrl',
  'tempStart',
  'batteryCharge',
  'preheat',
  'seatHeat',
] as const;

/** Model configurations: which remote controls a model supports. */
export const vehicleModelConfigSpec = defineResourceSpec({
  name: 'vehicleModelConfig',
  module: 'modelConfigs',
  service: 'vehicle-svc',
  base: 'vehicleModelConfigs/V1.0',
  title: text('model.vehicleModel.config.title'),
  optionLabel: 'vehicleModelId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleModelId: { ...modelRef, unique: true },
    remoteControls: {
      label: text('model.vehicleModel.config.fields.remoteControls'),
      type: 'enum',
      values: REMOTE_CONTROLS,
      dict: 'remoteControl',
      multiple: true,
      search: 'in',
      default: [],
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const ALARM_ITEMS = [
  'temperatureDiff',
  'batteryHighTemp',
  'packOverVoltage',
  'packUnderVoltage',
  'socLow',
  'cellOverVoltage',
  'cellUnderVoltage',
  'socHigh',
  'insulation',
  'motorControllerTemp',
  'motorTemp',
] as const;

/** Alarm thresholds per model, alarm item and level. */
export const vehicleModelThresholdSpec = defineResourceSpec({
  name: 'vehicleModelThreshold',
  module: 'thresholds',
  service: 'vehicle-svc',
  base: 'vehicleModelThresholds',
  title: text('model.vehicleModel.threshold.title'),
  optionLabel: 'alarmItem',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleModelId: modelRef,
    alarmItem: {
      label: text('model.vehicleModel.threshold.fields.alarmItem'),
      type: 'enum',
      values: ALARM_ITEMS,
      dict: 'alarmItem',
      required: true,
      search: 'eq',
    },
    alarmLevel: {
      label: text('model.vehicleModel.threshold.fields.alarmLevel'),
      type: 'enum',
      values: ['1', '2', '3'],
      dict: 'alarmLevel',
      required: true,
      search: 'eq',
    },
    lowerLimit: {
      label: text('model.vehicleModel.threshold.fields.lowerLimit'),
      type: 'number',
      min: -100000,
      max: 100000,
    },
    upperLimit: {
      label: text('model.vehicleModel.threshold.fields.upperLimit'),
      type: 'number',
      min: -100000,
      max: 100000,
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

const image = (label: LocalizedText) =>
  ({ label, type: 'image', list: false, export: false, import: false }) as const satisfies FieldSpec;

/** Picture galleries of a series: one image per image group (WEB_MONITOR, APP_BIG, APP_SMALL, APP_AIR, RECHARGE). */
export const vehicleGallerySpec = defineResourceSpec({
  name: 'vehicleGallery',
  module: 'pictureGallery',
  service: 'vehicle-svc',
  base: 'vehicleGallery',
  title: text('model.vehicleModel.vehicleGallery.title'),
  optionLabel: 'galleryName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    galleryName: {
      label: text('model.vehicleModel.vehicleGallery.fields.galleryName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    vehicleSeriesId: {
      label: text('model.vehicleModel.fields.vehicleSeriesId'),
      type: 'ref',
      ref: 'vehicleSeries',
      required: true,
      search: 'eq',
    },
    webMonitorImgId: image(text('model.vehicleModel.vehicleGallery.fields.webMonitorImgId')),
    appBigImgId: image(text('model.vehicleModel.vehicleGallery.fields.appBigImgId')),
    appSmallImgId: image(text('model.vehicleModel.vehicleGallery.fields.appSmallImgId')),
    appAirImgId: image(text('model.vehicleModel.vehicleGallery.fields.appAirImgId')),
    rechargeImgId: image(text('model.vehicleModel.vehicleGallery.fields.rechargeImgId')),
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const INFO_GROUPS = [
  'vehicle',
  'motor',
  'fuelCell',
  'engine',
  'location',
  'extremes',
  'alarm',
  'battery',
] as const;

/** Vehicle info config: the information groups (GB/T 32960 data types) shown for vehicles of a model. */
export const vehicleInfoConfigSpec = defineResourceSpec({
  name: 'vehicleInfoConfig',
  module: 'models',
  service: 'vehicle-svc',
  base: 'vehicle_info_config',
  title: text('model.vehicleModel.vehicleInfoConfig.title'),
  optionLabel: 'vehicleModelId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleModelId: { ...modelRef, unique: true },
    infoGroups: {
      label: text('model.vehicleModel.vehicleInfoConfig.fields.infoGroups'),
      type: 'enum',
      values: INFO_GROUPS,
      dict: 'infoGroup',
      multiple: true,
      search: 'in',
      default: [],
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** A model's information configuration (the groups of vehicle information it shows), and its thresholds, by model. */
export const MODEL_CALLS = defineCalls({
  infoConfig: {
    method: 'POST',
    path: 'vehicle-svc/vehicle_info_config/get/:vehicleModelId',
    access: 'models/view',
  },
  editInfoConfig: {
    method: 'POST',
    path: 'vehicle-svc/vehicle_info_config/edit',
    access: 'models/infoConfig',
  },
  /** every threshold of one model (the alarm rules it is checked against), by alarm item and level */
  thresholds: {
    method: 'POST',
    path: 'vehicle-svc/vehicleModelThresholds/:vehicleModelId/list',
    access: 'thresholds/view',
  },
});
