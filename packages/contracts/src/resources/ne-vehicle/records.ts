import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField } from '../system/common';
import { VF } from '../vehicle/fields';
import { NE_RECORD_PLATFORMS, NF, flowVin, listOnly } from './fields';
import { text } from '../../i18n';

/**
 * Filing records of new-energy vehicles (vehicle/record/V1.0): a produced vehicle with its drive
 * motor and energy storage known is filed once per platform under a record number.
 */
const neRecordBase = {
  module: 'neVehicleRecord',
  service: 'vehicle-svc',
  base: 'vehicle/record/V1.0',
  title: text('neVehicle.records.neRecordBase.title'),
  optionLabel: 'recordNo',
  rowName: 'recordNo',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vin: { ...flowVin, search: 'prefix' },
    platform: {
      label: text('neVehicle.records.neRecordBase.fields.platform'),
      type: 'enum',
      values: NE_RECORD_PLATFORMS,
      dict: 'neRecordPlatform',
      required: true,
      default: 'GB32960',
      search: 'eq',
    },
    recordNo: {
      label: text('neVehicle.records.neRecordBase.fields.recordNo.label'),
      type: 'text',
      required: true,
      max: 40,
      pattern: {
        source: '^[A-Za-z0-9-]{4,40}$',
        message: text('neVehicle.records.neRecordBase.fields.recordNo.pattern.message'),
      },
      unique: true,
      search: 'prefix',
    },
    recordDate: {
      label: text('neVehicle.records.neRecordBase.fields.recordDate'),
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
});

/** The trace-back file: each filed vehicle with its parts, production and sale (exportNewEnergyTraceBack). */
export const neTraceBackSpec = defineResourceSpec({
  name: 'neVehicleTraceBack',
  module: 'neVehicleRecord',
  service: 'vehicle-svc',
  base: 'vehicle/record/V1.0',
  title: text('neVehicle.records.neTraceBack'),
  optionLabel: 'vin',
  operations: ['export'],
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
    recordNo: {
      label: text('neVehicle.records.neRecordBase.fields.recordNo.label'),
      type: 'text',
      search: 'prefix',
    },
  },
});

/** Operating units: the companies that run new-energy vehicles (sold to them). */
export const operatingUnitSpec = defineResourceSpec({
  name: 'operatingUnit',
  module: 'operatingUnit',
  service: 'vehicle-svc',
  base: 'operatingUnit/V1.0',
  title: text('neVehicle.records.operatingUnit.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: { label: L.name, type: 'text', required: true, max: 100, unique: true, search: 'like' },
    creditCode: { ...VF.creditCode, list: true },
    contacts: { label: L.contacts, type: 'text', max: 50 },
    telephone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
    address: { label: L.address, type: 'text', max: 200, list: false },
    vehicleCount: {
      label: text('neVehicle.records.operatingUnit.fields.vehicleCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    createdAt: createdAtField,
  },
});
