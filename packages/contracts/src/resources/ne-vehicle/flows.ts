import { defineResourceSpec, type ResourceSpec } from '../../resource';

import { NE_PART_KINDS, NF, flowVin } from './fields';
import { text } from '../../i18n';

/**
 * The flows that change a new-energy vehicle. Each is a call (PUT produce, PUT sale ...) and an
 * import with its template; every accepted row is kept as a flow row (the assembly screen lists
 * the parts fitted). Their imports are served under new-energy/vehicle and the spec's other base
 * (legacy-routes.ts).
 */
const flow = {
  service: 'vehicle-svc',
  base: 'new-energy/vehicle',
  module: 'newEnergyVehicle',
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['import'],
} as const satisfies Partial<ResourceSpec>;

export const neProduceSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleProduce',
  title: text('neVehicle.flows.neProduce'),
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
  title: text('neVehicle.flows.neDriver'),
  fields: {
    vin: flowVin,
    motorModelId: { ...NF.motorModelId, required: true },
    motorCode: { ...NF.motorCode, required: true },
  },
});

export const neStorageSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleStorage',
  title: text('neVehicle.flows.neStorage'),
  fields: {
    vin: flowVin,
    storageModelId: { ...NF.storageModelId, required: true },
    batteryPackCode: { ...NF.batteryPackCode, required: true },
  },
});

export const neSaleSpec = defineResourceSpec({
  ...flow,
  name: 'neVehicleSale',
  title: text('neVehicle.flows.neSale'),
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
  title: text('neVehicle.flows.neTerminal.title'),
  fields: {
    vin: flowVin,
    terminalCode: {
      label: text('neVehicle.flows.neTerminal.fields.terminalCode'),
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
  title: text('neVehicle.flows.neAssembly.title'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vin: { ...flowVin, search: 'prefix' },
    kind: {
      label: text('neVehicle.flows.neAssembly.fields.kind'),
      type: 'enum',
      values: NE_PART_KINDS,
      dict: 'neFlowKind',
      search: 'eq',
    },
    partCode: { label: text('neVehicle.flows.neAssembly.fields.partCode'), type: 'text', search: 'prefix' },
    partModel: { label: text('neVehicle.flows.neAssembly.fields.partModel'), type: 'text' },
    operatorName: {
      label: text('neVehicle.flows.neAssembly.fields.operatorName'),
      type: 'text',
      search: 'like',
    },
    createdAt: {
      label: text('neVehicle.flows.neAssembly.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
