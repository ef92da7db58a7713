import { defineResourceSpec, type ResourceSpec } from '../../resource';
import { t } from '../system/common';
import { NE_PART_KINDS, NF, flowVin } from './fields';

/**
 * The flows that change a new-energy vehicle. Each is a call (PUT produce, PUT sale ...) and an
 * import with its template; every accepted row is kept as a flow row (the assembly screen lists
 * the parts fitted). Their imports are served under new-energy/vehicle and the spec's other base.
 */
const flow = {
  service: 'vehicle-svc',
  base: 'new-energy/vehicle',
  module: 'newEnergyVehicle',
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['import'],
} as const satisfies Partial<ResourceSpec>;
const produceBase = [{ service: 'vehicle-svc', base: 'vehicle/produce/V1.0' }] as const;

export const neProduceSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleProduce',
  title: t('车辆生产信息', 'Vehicle production', '車輛生產資訊'),
  suffixes: { import: 'importProduce' },
  aliases: produceBase,
  fields: {
    vin: flowVin,
    productionDate: { ...NF.productionDate, required: true },
    machineCode: NF.machineCode,
    engineNo: NF.engineNo,
    colourId: NF.colourId,
  },
});

export const neDriverSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleDriver',
  title: t('驱动电机信息', 'Drive motors', '驅動馬達資訊'),
  suffixes: { import: 'importDriver' },
  aliases: produceBase,
  fields: {
    vin: flowVin,
    motorModelId: { ...NF.motorModelId, required: true },
    motorCode: { ...NF.motorCode, required: true },
  },
});

export const neStorageSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleStorage',
  title: t('储能装置信息', 'Energy storage', '儲能裝置資訊'),
  suffixes: { import: 'importStorage' },
  aliases: produceBase,
  fields: {
    vin: flowVin,
    storageModelId: { ...NF.storageModelId, required: true },
    batteryPackCode: { ...NF.batteryPackCode, required: true },
  },
});

export const neSaleSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleSale',
  title: t('车辆销售信息', 'Vehicle sales', '車輛銷售資訊'),
  suffixes: { import: 'importSale' },
  aliases: [{ service: 'vehicle-svc', base: 'vehicle/sales/V1.0' }],
  fields: {
    vin: flowVin,
    saleDate: { ...NF.saleDate, required: true },
    dealerName: NF.dealerName,
    ownerName: NF.ownerName,
    ownerPhone: NF.ownerPhone,
    operatingUnitId: NF.operatingUnitId,
  },
});

export const neTerminalSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleTerminal',
  title: t('车载终端信息', 'Vehicle terminals', '車載終端資訊'),
  suffixes: { import: 'importTerminal' },
  fields: {
    vin: flowVin,
    terminalCode: {
      label: t('终端编号', 'Terminal code', '終端編號'),
      type: 'text',
      required: true,
      max: 64,
    },
  },
});

/** New-energy assembly: every drive motor, energy storage pack and terminal fitted, newest first. */
export const neAssemblySpec = defineResourceSpec({
  name: 'neVehicleAssembly',
  module: 'neVehicleAssembly',
  service: 'vehicle-svc',
  base: 'new-energy/assembly/V1.0',
  title: t('新能源装配', 'New-energy assembly', '新能源裝配'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vin: { ...flowVin, search: 'prefix' },
    kind: {
      label: t('部件类别', 'Part', '部件類別'),
      type: 'enum',
      values: NE_PART_KINDS,
      dict: 'neFlowKind',
      search: 'eq',
    },
    partCode: { label: t('部件编号', 'Part number', '部件編號'), type: 'text', search: 'prefix' },
    partModel: { label: t('部件型号', 'Part model', '部件型號'), type: 'text' },
    operatorName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'like' },
    createdAt: {
      label: t('装配时间', 'Fitted at', '裝配時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
