import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { VF } from './fields';
import { text } from '../../i18n';
import { defineCalls } from '../../call';

/**
 * Binding a terminal to a vehicle: under the vehicles base (PUT) and, for the older clients, the
 * vehicle terminal base (POST, unbinding with the VIN in the body); suspending and restoring the
 * vehicles' service.
 */
export const VEHICLE_CALLS = defineCalls({
  bindTerminal: { method: 'PUT', path: 'vehicle-svc/vehicles/V1.0/bindTerminal', access: 'vehicleList/bind' },
  changeTerminal: {
    method: 'PUT',
    path: 'vehicle-svc/vehicles/V1.0/changeTerminal',
    access: 'vehicleList/bind',
  },
  unbindTerminal: {
    method: 'PUT',
    path: 'vehicle-svc/vehicles/V1.0/unbindTerminal/:vin',
    access: 'vehicleList/bind',
  },
  bindTerminalPost: {
    method: 'POST',
    path: 'vehicle-svc/vehicleTerminal/V1.0/bindTerminal',
    access: 'vehicleList/bind',
  },
  changeTerminalPost: {
    method: 'POST',
    path: 'vehicle-svc/vehicleTerminal/V1.0/changeTerminal',
    access: 'vehicleList/bind',
  },
  unbindTerminalByBody: {
    method: 'POST',
    path: 'vehicle-svc/vehicleTerminal/V1.0/unbindTerminal',
    access: 'vehicleList/bind',
  },
  /** the vehicle's terminal and its binding */
  terminalInfo: {
    method: 'POST',
    path: 'vehicle-svc/vehicleTerminal/V1.0/info/:vin',
    access: 'vehicleList/view',
  },
  /** ?keyword=: unbound terminals to offer */
  usableTerminals: {
    method: 'GET',
    path: 'vehicle-svc/vehicles/V1.0/usableTerminals',
    access: 'vehicleList/bind',
  },
  /** { ids }: suspends the vehicles' service */
  suspendService: {
    method: 'POST',
    path: 'vehicle-svc/vehicles/V1.0/suspendedVehicleService/0',
    access: 'vehicleList/suspend',
  },
  /** { ids }: restores the vehicles' service */
  restoreService: {
    method: 'POST',
    path: 'vehicle-svc/vehicles/V1.0/suspendedVehicleService/1',
    access: 'vehicleList/restore',
  },
  /** { keyword }: up to 16 vehicles whose VIN or plate starts with it */
  vehiclesByKeyword: {
    method: 'POST',
    path: 'vehicle-svc/vehicles/V1.0/getVehicleListByKeyWords',
    access: 'vehicleList/view',
  },
  /** { vins }: the vehicles of these VINs, and the VINs not found */
  batchQuery: { method: 'POST', path: 'vehicle-svc/vehicles/V1.0/batchQuery', access: 'vehicleList/view' },
  /** { id, saleStatus, saleDate, dealerName } */
  saleInfo: { method: 'PUT', path: 'vehicle-svc/vehicles/V1.0/saleInfo', access: 'sales/update' },
  /** { id, ownerName, ownerPhone, ownerIdNumber, creditCode } */
  customerInfo: {
    method: 'POST',
    path: 'vehicle-svc/vehicles/V1.0/update/customer/info',
    access: 'sales/update',
  },
  /** { ids, serviceStartDate, serviceEndDate } */
  serviceDate: {
    method: 'POST',
    path: 'vehicle-svc/vehicles/V1.0/updateServiceDate',
    access: 'sales/update',
  },
  /** { ids, serviceStatus } */
  serviceStatus: {
    method: 'PUT',
    path: 'vehicle-svc/vehicles/V1.0/updateServiceStatus',
    access: 'sales/update',
  },
  /** runs the service expiry now */
  serviceExpiryJob: {
    method: 'GET',
    path: 'vehicle-svc/vehicles/V1.0/vehicleServiceExpireJob',
    access: 'vehicleList/update',
  },
  debugDate: {
    method: 'PUT',
    path: 'vehicle-svc/vehicles/V1.0/getDebugDate/:vin',
    access: 'vehicleList/view',
  },
  /** :endTime in epoch ms */
  updateDebugDate: {
    method: 'PUT',
    path: 'vehicle-svc/vehicles/V1.0/updateDebugDate/:vin/:endTime',
    access: 'vehicleList/update',
  },
  /** DMS synchronisation, :startTime in epoch ms */
  dmsDistribution: {
    method: 'PUT',
    path: 'vehicle-svc/initiative/external/V1.0/DMS/distribution/:startTime',
    access: 'vehicleList/update',
  },
  dmsRealtimeSales: {
    method: 'PUT',
    path: 'vehicle-svc/initiative/external/V1.0/DMS/realtimeSales/:vin',
    access: 'vehicleList/update',
  },
  dmsChannelInfo: {
    method: 'PUT',
    path: 'vehicle-svc/initiative/external/V1.0/DMS/channelInfo/:startTime',
    access: 'vehicleList/update',
  },
  /** { vin, ...record fields }: the compliance and announcement files of the vehicle of a VIN */
  record: { method: 'POST', path: 'vehicle-svc/management/record', access: 'records/update' },
  /** the record fields of a vehicle by id */
  recordEdit: { method: 'POST', path: 'vehicle-svc/management/:id/record/edit', access: 'records/update' },
});

/** The vehicle archive: the vehicle list screen. */
export const vehicleSpec = defineResourceSpec({
  name: 'vehicle',
  module: 'vehicleList',
  service: 'vehicle-svc',
  base: 'vehicles/V1.0',
  title: text('vehicle.title'),
  noun: text('nouns.vehicle'),
  optionLabel: 'vin',
  rowName: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vin: VF.vin,
    plateCode: VF.plateCode,
    machineCode: {
      label: text('vehicle.fields.machineCode'),
      type: 'text',
      max: 64,
      search: 'like',
      list: false,
    },
    vehicleModelId: VF.vehicleModelId,
    vehicleSeriesId: VF.vehicleSeriesId,
    vehicleTypeId: VF.vehicleTypeId,
    colourId: {
      label: text('vehicle.fields.colourId'),
      type: 'ref',
      ref: 'vehicleColour',
      list: false,
    },
    groupId: {
      label: text('vehicle.fields.groupId'),
      type: 'ref',
      ref: 'vehicleGroup',
      search: 'eq',
      list: false,
    },
    orgId: VF.orgId,
    manufacturerId: {
      label: text('vehicle.fields.manufacturerId'),
      type: 'ref',
      ref: 'manufacturer',
      list: false,
    },
    terminalCode: VF.terminalCode,
    onlineStatus: {
      label: text('vehicle.fields.onlineStatus'),
      type: 'boolean',
      form: false,
      import: false,
      export: true,
    },
    mileage: {
      label: text('vehicle.fields.mileage'),
      type: 'number',
      min: 0,
      max: 10_000_000,
      list: false,
    },
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
    debugEndTime: {
      label: text('vehicle.fields.debugEndTime'),
      type: 'datetime',
      form: 'readonly',
      import: false,
      list: false,
    },
    publishName: { label: text('vehicle.fields.publishName'), type: 'text', max: 100, list: false },
    remark: remarkField,
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'bind',
      label: text('vehicle.actions.bind'),
      call: VEHICLE_CALLS.bindTerminal,
      selection: 'one',
      dialog: 'terminal',
    },
    {
      key: 'suspend',
      label: text('vehicle.actions.suspend.label'),
      call: VEHICLE_CALLS.suspendService,
      selection: 'many',
      confirm: text('vehicle.actions.suspend.confirm'),
    },
    {
      key: 'restore',
      label: text('vehicle.actions.restore.label'),
      call: VEHICLE_CALLS.restoreService,
      selection: 'many',
      confirm: text('vehicle.actions.restore.confirm'),
    },
  ],
});
