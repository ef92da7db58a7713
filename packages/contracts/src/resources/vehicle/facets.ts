import { defineResourceSpec } from '../../resource';

import { TERMINAL_LOG_ACTIONS, VF, modelReadonly, vinReadonly } from './fields';
import { text } from '../../i18n';

/** Screens that each edit one side of an archived vehicle: the rows are the vehicles themselves. */
const facet = ['page', 'find', 'update', 'export'] as const;

/** Sale and customer information, service dates (vehicle sales screen). */
export const vehicleSaleSpec = defineResourceSpec({
  name: 'vehicleSale',
  module: 'sales',
  service: 'vehicle-svc',
  base: 'vehicleSales/V1.0',
  title: text('vehicle.facets.vehicleSale'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    vehicleModelId: modelReadonly,
    saleStatus: VF.saleStatus,
    saleDate: VF.saleDate,
    dealerName: VF.dealerName,
    ownerName: VF.ownerName,
    ownerPhone: VF.ownerPhone,
    ownerIdNumber: VF.ownerIdNumber,
    creditCode: VF.creditCode,
    serviceStatus: VF.serviceStatus,
    serviceStartDate: VF.serviceStartDate,
    serviceEndDate: VF.serviceEndDate,
  },
});

/** Production information (vehicle production screen). */
export const vehicleProductionSpec = defineResourceSpec({
  name: 'vehicleProduction',
  module: 'production',
  service: 'vehicle-svc',
  base: 'vehicleProduction/V1.0',
  title: text('vehicle.facets.vehicleProduction.title'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    vehicleModelId: modelReadonly,
    machineCode: {
      label: text('vehicle.facets.vehicleProduction.fields.machineCode'),
      type: 'text',
      max: 64,
      search: 'like',
    },
    engineNo: {
      label: text('vehicle.facets.vehicleProduction.fields.engineNo'),
      type: 'text',
      max: 32,
      search: 'prefix',
    },
    productionDate: {
      label: text('vehicle.facets.vehicleProduction.fields.productionDate'),
      type: 'date',
      search: 'range',
      sortable: true,
    },
    colourId: {
      label: text('vehicle.facets.vehicleProduction.fields.colourId'),
      type: 'ref',
      ref: 'vehicleColour',
      search: 'eq',
    },
    manufacturerId: {
      label: text('vehicle.facets.vehicleProduction.fields.manufacturerId'),
      type: 'ref',
      ref: 'manufacturer',
      search: 'eq',
    },
    orgId: { ...VF.orgId, form: 'readonly' },
  },
});

/** Vehicle records: the compliance and announcement files of a vehicle. */
export const vehicleRecordSpec = defineResourceSpec({
  name: 'vehicleRecord',
  module: 'records',
  service: 'vehicle-svc',
  base: 'management',
  title: text('vehicle.facets.vehicleRecord.title'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    plateCode: { ...VF.plateCode, form: 'readonly' },
    vehicleModelId: modelReadonly,
    modelComplianceFileId: {
      label: text('vehicle.facets.vehicleRecord.fields.modelComplianceFileId'),
      type: 'file',
      export: false,
    },
    announcementFileId: {
      label: text('vehicle.facets.vehicleRecord.fields.announcementFileId'),
      type: 'file',
      export: false,
    },
    publishName: {
      label: text('vehicle.facets.vehicleRecord.fields.publishName'),
      type: 'text',
      max: 100,
      search: 'like',
    },
  },
});

/** Vehicle code records: the configuration code (JSON of appControl and gear). */
export const vehicleCodeSpec = defineResourceSpec({
  name: 'vehicleCode',
  module: 'code',
  service: 'vehicle-svc',
  base: 'vehicleCode/V1.0',
  title: text('vehicle.facets.vehicleCode.title'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    vehicleModelId: modelReadonly,
    configInfo: {
      label: text('vehicle.facets.vehicleCode.fields.configInfo.label'),
      type: 'textarea',
      max: 4000,
      help: text('vehicle.facets.vehicleCode.fields.configInfo.help'),
    },
  },
});

/** The terminals bound now, one row per open binding; an import binds in bulk (the spec's importTerminal). */
export const vehicleTerminalSpec = defineResourceSpec({
  name: 'vehicleTerminal',
  module: 'terminalBind',
  service: 'vehicle-svc',
  base: 'vehicleTerminal/V1.0',
  title: text('vehicle.facets.vehicleTerminal.title'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'export', 'import'],
  defaultSort: { key: 'boundAt', order: 'desc' },
  fields: {
    vin: { ...VF.vin, unique: false },
    terminalCode: {
      label: text('vehicle.facets.vehicleTerminal.fields.terminalCode'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
    },
    boundAt: {
      label: text('vehicle.facets.vehicleTerminal.fields.boundAt'),
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
  },
});

/** The binding log: every bind, change, swap and unbind (terminal binding screen). */
export const vehicleTerminalLogSpec = defineResourceSpec({
  name: 'vehicleTerminalLog',
  module: 'terminalBind',
  service: 'vehicle-svc',
  base: 'vehicleTerminal/V1.0/log',
  title: text('vehicle.facets.vehicleTerminalLog.title'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vin: { ...VF.vin, unique: false },
    action: {
      label: text('vehicle.facets.vehicleTerminalLog.fields.action'),
      type: 'enum',
      values: TERMINAL_LOG_ACTIONS,
      dict: 'terminalLogAction',
      search: 'eq',
    },
    terminalCode: {
      label: text('vehicle.facets.vehicleTerminal.fields.terminalCode'),
      type: 'text',
      search: 'like',
    },
    oldTerminalCode: {
      label: text('vehicle.facets.vehicleTerminalLog.fields.oldTerminalCode'),
      type: 'text',
      search: 'like',
    },
    otherVin: { label: text('vehicle.facets.vehicleTerminalLog.fields.otherVin'), type: 'text' },
    operatorName: {
      label: text('vehicle.facets.vehicleTerminalLog.fields.operatorName'),
      type: 'text',
      search: 'like',
    },
    createdAt: {
      label: text('vehicle.facets.vehicleTerminalLog.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
