import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, t } from '../system/common';
import { VF } from '../vehicle/fields';
import { NE_RECORD_PLATFORMS, NF, flowVin, listOnly } from './fields';

/**
 * Filing records of new-energy vehicles (vehicle/record/V1.0): a produced vehicle with its drive
 * motor and energy storage known is filed once per platform under a record number.
 */
const neRecordBase = {
  module: 'neVehicleRecord',
  service: 'vehicle-svc',
  base: 'vehicle/record/V1.0',
  title: t('车辆备案', 'Vehicle filing', '車輛備案'),
  optionLabel: 'recordNo',
  rowName: 'recordNo',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vin: { ...flowVin, search: 'prefix' },
    platform: {
      label: t('备案平台', 'Platform', '備案平台'),
      type: 'enum',
      values: NE_RECORD_PLATFORMS,
      dict: 'neRecordPlatform',
      required: true,
      default: 'GB32960',
      search: 'eq',
    },
    recordNo: {
      label: t('备案编号', 'Record number', '備案編號'),
      type: 'text',
      required: true,
      max: 40,
      pattern: {
        source: '^[A-Za-z0-9-]{4,40}$',
        message: t('4-40 位字母、数字或 -', '4-40 letters, digits or -', '4-40 位字母、數字或 -'),
      },
      unique: true,
      search: 'prefix',
    },
    recordDate: {
      label: t('备案日期', 'Filed on', '備案日期'),
      type: 'date',
      required: true,
      search: 'range',
    },
    createdAt: createdAtField,
  },
} as const;

export const neRecordSpec = defineResourceSpec({
  ...neRecordBase,
  name: 'neVehicleRecord',
  operations: ['page', 'find', 'create', 'export', 'import'],
});

export const neRecordNativeSpec = defineResourceSpec({
  ...neRecordBase,
  name: 'neVehicleRecordNative',
  operations: ['export'],
  suffixes: { export: 'exportNative' },
});

/** The trace-back file: each filed vehicle with its parts, production and sale (exportNewEnergyTraceBack). */
export const neTraceBackSpec = defineResourceSpec({
  name: 'neVehicleTraceBack',
  module: 'neVehicleRecord',
  service: 'vehicle-svc',
  base: 'vehicle/record/V1.0',
  title: t('新能源车辆溯源', 'New-energy trace-back', '新能源車輛溯源'),
  optionLabel: 'vin',
  operations: ['export'],
  suffixes: { export: 'exportNewEnergyTraceBack' },
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: { ...VF.vin, unique: false },
    vehicleModelId: listOnly(VF.vehicleModelId),
    productionDate: listOnly(NF.productionDate),
    motorModelId: listOnly(NF.motorModelId),
    motorCode: listOnly(NF.motorCode),
    storageModelId: listOnly(NF.storageModelId),
    batteryPackCode: listOnly(NF.batteryPackCode),
    terminalCode: VF.terminalCode,
    saleDate: listOnly(NF.saleDate),
    recordNo: { label: t('备案编号', 'Record number', '備案編號'), type: 'text', search: 'prefix' },
  },
});

/** Operating units: the companies that run new-energy vehicles (sold to them). */
export const operatingUnitSpec = defineResourceSpec({
  name: 'operatingUnit',
  module: 'operatingUnit',
  service: 'vehicle-svc',
  base: 'operatingUnit/V1.0',
  title: t('运营单位', 'Operating units', '營運單位'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: { label: L.name, type: 'text', required: true, max: 100, unique: true, search: 'like' },
    creditCode: { ...VF.creditCode, list: true },
    contacts: { label: L.contacts, type: 'text', max: 50 },
    telephone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
    address: { label: L.address, type: 'text', max: 200, list: false },
    vehicleCount: {
      label: t('车辆数', 'Vehicles', '車輛數'),
      type: 'integer',
      form: false,
      import: false,
    },
    createdAt: createdAtField,
  },
});
