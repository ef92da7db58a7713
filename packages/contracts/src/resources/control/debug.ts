import { defineCalls } from '../../call';
import { LOCK_STATUS_TEXTS } from '../../lock';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

/** Debug status. */
export const DEBUG_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

const vin = { label: text('control.debug.vin'), type: 'text', search: 'like', sortable: true } as const;
const debugStatus = {
  label: text('control.debug.status'),
  type: 'enum',
  values: DEBUG_STATUSES,
  dict: 'debugStatus',
  search: 'eq',
} as const;
const lockStatus = {
  label: text('control.debug.lockStatus'),
  type: 'enum',
  values: Object.keys(LOCK_STATUS_TEXTS),
  dict: 'lockStatus',
} as const;

const DEBUG = 'vehicle-svc/vehicle/debug/V1.0';

/** Debugging calls beyond the vehicle debug list's own, under vehicle-svc. */
export const DEBUG_CALLS = defineCalls({
  /** { ids }: checks the chosen pending vehicles now (every pending one without ids) */
  job: { method: 'POST', path: `${DEBUG}/job`, access: 'debug/update' },
  /** the tenant's debugged vehicles by status */
  count: { method: 'POST', path: `${DEBUG}/count`, access: 'debug/view' },
  /** a vehicle's debug end date */
  debugDate: { method: 'PUT', path: `${DEBUG}/getDebugDate/:vin`, access: 'debug/view' },
  /** :endTime in epoch ms */
  updateDebugDate: { method: 'PUT', path: `${DEBUG}/updateDebugDate/:vin/:endTime`, access: 'debug/update' },
  /** every check of one vehicle */
  logsOf: { method: 'GET', path: 'vehicle-svc/vehicle/debugLog/V1.0/:vin/list', access: 'debugLog/view' },
});

/**
 * Vehicle debugging: a vehicle under debugging until its end date;
 * each check (the job) looks at the real state: terminal online, a recent valid GPS fix, ACC
 * reported, the lock answered. All pass: SUCCESS; still failing after the end date: FAILED.
 */
export const vehicleDebugSpec = defineResourceSpec({
  name: 'vehicleDebug',
  module: 'debug',
  service: 'vehicle-svc',
  base: 'vehicle/debug/V1.0',
  title: text('control.debug.vehicleDebug.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export'],
  fields: {
    vin: {
      ...vin,
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: text('control.debug.vehicleDebug.fields.vin.pattern.message'),
      },
      form: 'create',
      unique: true,
    },
    status: { ...debugStatus, form: false },
    endTime: {
      label: text('control.debug.vehicleDebug.fields.endTime'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    accName: { label: text('control.debug.vehicleDebug.fields.accName'), type: 'text', form: false },
    gpsName: { label: text('control.debug.vehicleDebug.fields.gpsName'), type: 'text', form: false },
    lockStatus: { ...lockStatus, form: false },
    debugTime: {
      label: text('control.debug.vehicleDebug.fields.debugTime'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
    debugUserName: {
      label: text('control.debug.vehicleDebug.fields.debugUserName'),
      type: 'text',
      form: false,
      search: 'prefix',
    },
    remark: {
      label: text('control.debug.vehicleDebug.fields.remark'),
      type: 'textarea',
      max: 200,
      list: false,
    },
    createdAt: {
      label: text('control.debug.vehicleDebug.fields.createdAt'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'update',
      label: text('control.debug.vehicleDebug.actions.update'),
      call: DEBUG_CALLS.job,
      selection: 'many',
    },
  ],
});

/** Every check of a debugged vehicle (debug logs). */
export const vehicleDebugLogSpec = defineResourceSpec({
  name: 'vehicleDebugLog',
  module: 'debugLog',
  service: 'vehicle-svc',
  base: 'vehicle/debugLog/V1.0',
  title: text('control.debug.vehicleDebugLog.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin,
    status: debugStatus,
    online: { label: text('control.debug.vehicleDebugLog.fields.online'), type: 'boolean', search: 'eq' },
    accName: { label: text('control.debug.vehicleDebug.fields.accName'), type: 'text' },
    gpsName: { label: text('control.debug.vehicleDebug.fields.gpsName'), type: 'text' },
    lockStatus,
    message: { label: text('control.debug.vehicleDebugLog.fields.message'), type: 'text' },
    createdAt: {
      label: text('control.debug.vehicleDebugLog.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
