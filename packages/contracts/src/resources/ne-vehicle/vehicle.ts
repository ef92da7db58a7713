import { defineCalls } from '../../call';
import { defineResourceSpec } from '../../resource';
import { createdAtField } from '../system/common';
import { VF } from '../vehicle/fields';
import { NF, listOnly } from './fields';
import { text } from '../../i18n';

const title = text('neVehicle.vehicle.title');

/** Fields of the new-energy vehicle list: the archive's identity plus where its flows stand. */
const vehicleFields = {
  vin: VF.vin,
  plateCode: VF.plateCode,
  vehicleModelId: VF.vehicleModelId,
  orgId: { ...VF.orgId, list: false },
  neStatus: NF.neStatus,
  productionDate: listOnly(NF.productionDate),
  motorCode: listOnly(NF.motorCode),
  batteryPackCode: listOnly(NF.batteryPackCode),
  terminalCode: VF.terminalCode,
  saleDate: listOnly(NF.saleDate),
  operatingUnitId: listOnly(NF.operatingUnitId),
  dealerOrgId: { ...listOnly(NF.dealerOrgId), list: false },
  filed: NF.filed,
  createdAt: createdAtField,
} as const;

/**
 * New-energy vehicles: create and the VIN import archive a vehicle as
 * ARCHIVED; production, sale, drive motor, energy storage and terminal flows change it.
 */
const neVehicleBase = {
  module: 'newEnergyVehicle',
  service: 'vehicle-svc',
  base: 'new-energy/vehicle',
  title,
  optionLabel: 'vin',
  rowName: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: vehicleFields,
} as const;

/**
 * The production and sale flows of a new-energy vehicle ({ vin, ...the flow's fields }), under
 * vehicle-svc: the toolbar's (PUT) and the older clients' update and record calls; a record skips
 * the vehicle's state rules and needs newEnergyVehicle/force. Then the toolbar's unbinding.
 */
export const NE_VEHICLE_CALLS = defineCalls({
  produce: {
    method: 'PUT',
    path: 'vehicle-svc/new-energy/vehicle/produce',
    access: 'newEnergyVehicle/produce',
  },
  sale: { method: 'PUT', path: 'vehicle-svc/new-energy/vehicle/sale', access: 'newEnergyVehicle/sale' },
  produceUpdate: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/produce/V1.0/update',
    access: 'newEnergyVehicle/produce',
  },
  produceRecord: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/produce/V1.0/record',
    access: 'newEnergyVehicle/force',
  },
  saleUpdate: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/sales/V1.0/update',
    access: 'newEnergyVehicle/sale',
  },
  saleRecord: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/sales/V1.0/record',
    access: 'newEnergyVehicle/force',
  },
  /** { id } of a row or { vin }, and a remark: unbinds the vehicle's terminal */
  unbindTerminal: {
    method: 'PUT',
    path: 'vehicle-svc/new-energy/vehicle/unbindTerminal',
    access: 'newEnergyVehicle/unbind',
  },
  /** what a model brings to its new-energy vehicles: the parts the flows' forms start from */
  modelParts: {
    method: 'POST',
    path: 'vehicle-svc/new-energy/vehicle/vehicleModel/:vehicleModelId',
    access: 'newEnergyVehicle/view',
  },
  /** { vins, title? }: the new-energy export of the listed VINs; an unknown VIN refuses the whole file */
  exportByVin: {
    method: 'POST',
    path: 'vehicle-svc/new-energy/vehicle/newEnergyExportByVin',
    access: 'newEnergyVehicle/export',
  },
});

export const neVehicleSpec = defineResourceSpec({
  ...neVehicleBase,
  name: 'neVehicle',
  operations: ['page', 'find', 'create', 'export', 'import', 'options'],
  actions: [
    {
      key: 'produce',
      label: text('neVehicle.vehicle.neVehicle.actions.produce'),
      call: NE_VEHICLE_CALLS.produce,
      selection: 'one',
      dialog: 'produce',
    },
    {
      key: 'sale',
      label: text('neVehicle.vehicle.neVehicle.actions.sale'),
      call: NE_VEHICLE_CALLS.sale,
      selection: 'one',
      dialog: 'sale',
    },
    {
      key: 'unbind',
      label: text('neVehicle.vehicle.neVehicle.actions.unbind.label'),
      call: NE_VEHICLE_CALLS.unbindTerminal,
      selection: 'one',
      confirm: text('neVehicle.vehicle.neVehicle.actions.unbind.confirm'),
    },
  ],
});

/** The same rows written as stored (keys and codes): the spec's exportNative. */
export const neVehicleNativeSpec = defineResourceSpec({
  ...neVehicleBase,
  name: 'neVehicleNative',
  operations: ['export'],
});

/** The new-energy vehicles archived today (Asia/Shanghai day). */
export const neVehicleTodaySpec = defineResourceSpec({
  name: 'neVehicleToday',
  module: 'newEnergyVehicleToday',
  service: 'vehicle-svc',
  base: 'new-energy/vehicle/today',
  title: text('neVehicle.vehicle.neVehicleToday'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['page', 'export'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: vehicleFields,
});

/** Production facet (vehicle/produce/V1.0): production date, machine, motor and storage parts. */
export const neVehicleProductionSpec = defineResourceSpec({
  name: 'neVehicleProduction',
  module: 'newEnergyVehicle',
  service: 'vehicle-svc',
  base: 'vehicle/produce/V1.0',
  title: text('neVehicle.vehicle.neVehicleProduction'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: { ...VF.vin, unique: false },
    vehicleModelId: listOnly(VF.vehicleModelId),
    neStatus: NF.neStatus,
    productionDate: listOnly(NF.productionDate),
    machineCode: listOnly(NF.machineCode),
    engineNo: listOnly(NF.engineNo),
    colourId: listOnly(NF.colourId),
    motorModelId: listOnly(NF.motorModelId),
    motorCode: listOnly(NF.motorCode),
    storageModelId: listOnly(NF.storageModelId),
    batteryPackCode: listOnly(NF.batteryPackCode),
  },
});

/** Sale facet (vehicle/sales/V1.0): sale date, dealer, owner (masked) and operating unit. */
export const neVehicleSalesSpec = defineResourceSpec({
  name: 'neVehicleSales',
  module: 'newEnergyVehicle',
  service: 'vehicle-svc',
  base: 'vehicle/sales/V1.0',
  title: text('neVehicle.vehicle.neVehicleSales'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: { ...VF.vin, unique: false },
    vehicleModelId: listOnly(VF.vehicleModelId),
    neStatus: NF.neStatus,
    saleStatus: listOnly(VF.saleStatus),
    saleDate: listOnly(NF.saleDate),
    dealerName: listOnly(NF.dealerName),
    ownerName: listOnly(NF.ownerName),
    ownerPhone: listOnly(NF.ownerPhone),
    operatingUnitId: listOnly(NF.operatingUnitId),
  },
});

/** Belonging dealer: the dealer organisation a new-energy vehicle is assigned to. */
export const neBelongDealerSpec = defineResourceSpec({
  name: 'neBelongDealer',
  module: 'belongDealer',
  service: 'vehicle-svc',
  base: 'new-energy/belongDealer/V1.0',
  title: text('neVehicle.vehicle.neBelongDealer'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['page', 'find', 'update', 'export'],
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: { ...VF.vin, unique: false, form: 'readonly', required: false },
    vehicleModelId: { ...VF.vehicleModelId, form: 'readonly', required: false },
    neStatus: NF.neStatus,
    dealerOrgId: { ...NF.dealerOrgId, required: true },
    dealerName: { ...NF.dealerName, form: false },
  },
});
