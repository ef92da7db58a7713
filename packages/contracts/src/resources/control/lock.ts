import { COMMAND_STATUS_TEXTS } from '../../control';
import { LOCK_CALLS, LOCK_COMMANDS, LOCK_STATUS_TEXTS, lockCommandCall } from '../../lock';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

/** Vehicles under lock management: flags, lock status and speed-limit level. */
export const lockVehicleSpec = defineResourceSpec({
  name: 'lockVehicle',
  module: 'lock',
  service: 'vehicle-svc',
  base: 'vehicle/lock/V1.0',
  title: text('control.lock.vehicle.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: text('control.lock.vehicle.fields.vin'), type: 'text', search: 'like', sortable: true },
    plate: { label: text('control.lock.vehicle.fields.plate'), type: 'text' },
    lockEnabled: { label: text('control.lock.vehicle.fields.lockEnabled'), type: 'boolean', search: 'eq' },
    boxCtrlEnabled: {
      label: text('control.lock.vehicle.fields.boxCtrlEnabled'),
      type: 'boolean',
      search: 'eq',
    },
    lockStatus: {
      label: text('control.lock.vehicle.fields.lockStatus'),
      type: 'enum',
      values: Object.keys(LOCK_STATUS_TEXTS),
      dict: 'lockStatus',
      search: 'eq',
    },
    speedLevel: { label: text('control.lock.vehicle.fields.speedLevel'), type: 'integer' },
    createdAt: {
      label: text('control.lock.vehicle.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'addVehicle',
      label: text('control.lock.vehicle.actions.addVehicle'),
      call: LOCK_CALLS.addVehicle,
      selection: 'none',
      dialog: 'addVehicle',
    },
    {
      key: 'enableLock',
      label: text('control.lock.vehicle.actions.enableLock'),
      call: LOCK_CALLS.enableLock,
      selection: 'many',
    },
    {
      key: 'disableLock',
      label: text('control.lock.vehicle.actions.disableLock'),
      call: LOCK_CALLS.disableLock,
      selection: 'many',
    },
    {
      key: 'enableBoxCtrl',
      label: text('control.lock.vehicle.actions.enableBoxCtrl'),
      call: LOCK_CALLS.enableBoxCtrl,
      selection: 'many',
    },
    {
      key: 'disableBoxCtrl',
      label: text('control.lock.vehicle.actions.disableBoxCtrl'),
      call: LOCK_CALLS.disableBoxCtrl,
      selection: 'many',
    },
    {
      key: 'lock',
      label: text('control.lock.vehicle.actions.lock.label'),
      call: lockCommandCall('lock'),
      selection: 'one',
      confirm: text('control.lock.vehicle.actions.lock.confirm'),
    },
    {
      key: 'unlock',
      label: text('control.lock.vehicle.actions.unlock'),
      call: lockCommandCall('unlock'),
      selection: 'one',
      confirm: text('control.safety.confirmUnlock'),
    },
    {
      key: 'lockSpeed',
      label: text('control.lock.vehicle.actions.lockSpeed'),
      call: LOCK_CALLS.lockSpeed,
      selection: 'one',
      dialog: 'lockSpeed',
    },
    {
      key: 'unlockSpeed',
      label: text('control.lock.vehicle.actions.unlockSpeed'),
      call: lockCommandCall('unlockSpeed'),
      selection: 'one',
      confirm: text('control.safety.confirmUnlockSpeed'),
    },
    {
      key: 'mileageChange',
      label: text('control.lock.vehicle.actions.mileageChange'),
      call: LOCK_CALLS.mileageChange,
      selection: 'one',
      dialog: 'mileageChange',
    },
    {
      key: 'urgentReset',
      label: text('control.lock.vehicle.actions.urgentReset.label'),
      call: lockCommandCall('urgentReset'),
      selection: 'one',
      confirm: text('control.lock.vehicle.actions.urgentReset.confirm'),
    },
    {
      key: 'import',
      label: text('control.lock.vehicle.actions.import'),
      call: LOCK_CALLS.importVehicle,
      selection: 'none',
      dialog: 'importVehicle',
    },
    {
      key: 'removeVehicle',
      label: text('control.lock.vehicle.actions.removeVehicle.label'),
      call: LOCK_CALLS.removeVehicle,
      selection: 'many',
      confirm: text('control.lock.vehicle.actions.removeVehicle.confirm'),
    },
  ],
});

/** Lock command log: command name, execution status, send and response time, operator, IP. */
export const lockLogSpec = defineResourceSpec({
  name: 'lockLog',
  module: 'lockLog',
  service: 'vehicle-svc',
  base: 'vehicle/lock/V1.0/log',
  title: text('control.lock.log.title'),
  optionLabel: 'checkId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: text('control.lock.vehicle.fields.vin'), type: 'text', search: 'like', sortable: true },
    cmdName: {
      label: text('control.lock.log.fields.cmdName'),
      type: 'enum',
      values: LOCK_COMMANDS,
      dict: 'lockCommand',
      search: 'eq',
    },
    level: { label: text('control.lock.vehicle.fields.speedLevel'), type: 'integer' },
    mileageKm: { label: text('control.lock.log.fields.mileageKm'), type: 'integer' },
    state: {
      label: text('control.lock.log.fields.state'),
      type: 'enum',
      values: Object.keys(COMMAND_STATUS_TEXTS),
      dict: 'commandStatus',
      search: 'eq',
    },
    createdAt: {
      label: text('control.lock.log.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    resTime: { label: text('control.lock.log.fields.resTime'), type: 'datetime' },
    createUserName: { label: text('control.lock.log.fields.createUserName'), type: 'text', search: 'prefix' },
    ipAddress: { label: text('control.lock.log.fields.ipAddress'), type: 'text' },
    checkId: { label: text('control.lock.log.fields.checkId'), type: 'text', search: 'eq', list: false },
  },
});
