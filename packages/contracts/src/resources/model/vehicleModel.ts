import { defineResourceSpec, type FieldSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField, t } from '../system/common';
import { fuelTypeField } from './powertrain';

const modelRef = {
  label: t('车型', 'Vehicle model', '車型'),
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
  title: t('车型', 'Vehicle models', '車型'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: t('车型编码', 'Model code', '車型編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('车型名称', 'Model name', '車型名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    vehicleSeriesId: {
      label: t('车系', 'Series', '車系'),
      type: 'ref',
      ref: 'vehicleSeries',
      required: true,
      search: 'eq',
    },
    vehicleTypeId: {
      label: t('车辆类型', 'Vehicle type', '車輛類型'),
      type: 'ref',
      ref: 'vehicleType',
      search: 'eq',
    },
    manufacturerId: { label: t('生产厂商', 'Manufacturer', '生產廠商'), type: 'ref', ref: 'manufacturer' },
    fuelType: fuelTypeField,
    energyStorageModelId: {
      label: t('储能装置型号', 'Energy-storage model', '儲能裝置型號'),
      type: 'ref',
      ref: 'energyStorageModel',
      list: false,
    },
    electricDriveModelId: {
      label: t('驱动电机型号', 'Electric-drive model', '驅動馬達型號'),
      type: 'ref',
      ref: 'electricDriveModel',
      list: false,
    },
    engineModelId: {
      label: t('发动机型号', 'Engine model', '引擎型號'),
      type: 'ref',
      ref: 'engineModel',
      list: false,
    },
    announcementModel: {
      label: t('公告型号', 'Announcement model', '公告型號'),
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
      label: t('信息配置', 'Info configuration', '資訊配置'),
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
  title: t('车型配置', 'Model configurations', '車型配置'),
  optionLabel: 'vehicleModelId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleModelId: { ...modelRef, unique: true },
    remoteControls: {
      label: t('支持的远程控制', 'Supported remote controls', '支援的遠端控制'),
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
  title: t('报警阈值', 'Alarm thresholds', '警報門檻值'),
  optionLabel: 'alarmItem',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleModelId: modelRef,
    alarmItem: {
      label: t('报警项', 'Alarm item', '警報項目'),
      type: 'enum',
      values: ALARM_ITEMS,
      dict: 'alarmItem',
      required: true,
      search: 'eq',
    },
    alarmLevel: {
      label: t('报警等级', 'Alarm level', '警報等級'),
      type: 'enum',
      values: ['1', '2', '3'],
      dict: 'alarmLevel',
      required: true,
      search: 'eq',
    },
    lowerLimit: { label: t('下限', 'Lower limit', '下限'), type: 'number', min: -100000, max: 100000 },
    upperLimit: { label: t('上限', 'Upper limit', '上限'), type: 'number', min: -100000, max: 100000 },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

const image = (label: ReturnType<typeof t>) =>
  ({ label, type: 'image', list: false, export: false, import: false }) as const satisfies FieldSpec;

/** Picture galleries of a series: one image per image group (WEB_MONITOR, APP_BIG, APP_SMALL, APP_AIR, RECHARGE). */
export const vehicleGallerySpec = defineResourceSpec({
  name: 'vehicleGallery',
  module: 'pictureGallery',
  service: 'vehicle-svc',
  base: 'vehicleGallery',
  title: t('车型图库', 'Picture galleries', '車型圖庫'),
  optionLabel: 'galleryName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    galleryName: {
      label: t('图库名称', 'Gallery name', '圖庫名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    vehicleSeriesId: {
      label: t('车系', 'Series', '車系'),
      type: 'ref',
      ref: 'vehicleSeries',
      required: true,
      search: 'eq',
    },
    webMonitorImgId: image(t('监控页图片', 'Web monitor image', '監控頁圖片')),
    appBigImgId: image(t('App 大图', 'App large image', 'App 大圖')),
    appSmallImgId: image(t('App 小图', 'App small image', 'App 小圖')),
    appAirImgId: image(t('App 空调图', 'App air-conditioning image', 'App 空調圖')),
    rechargeImgId: image(t('充电图', 'Charging image', '充電圖')),
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
  title: t('车辆信息配置', 'Vehicle info configurations', '車輛資訊配置'),
  optionLabel: 'vehicleModelId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleModelId: { ...modelRef, unique: true },
    infoGroups: {
      label: t('展示的信息', 'Information shown', '展示的資訊'),
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
