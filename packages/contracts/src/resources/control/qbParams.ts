import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

/** QB (enterprise) parameter task status: enable starts a task, disable stops it. */
export const QB_TASK_STATUSES = ['INIT', 'STARTED', 'STOPPED'] as const;

/**
 * The outcome of a task on one vehicle: not sent yet (task not started), executing, queued for the
 * terminal's next login, succeeded, refused by the terminal, timed out, cancelled by a stop,
 * expired in the queue, or another delivery failure.
 */
export const QB_VEHICLE_OUTCOMES = [
  'WAITING',
  'EXECUTING',
  'QUEUED',
  'SUCCEEDED',
  'FAILED',
  'TIMEOUT',
  'CANCELLED',
  'EXPIRED',
  'ERROR',
] as const;

/**
 * QB parameter tasks (vehicle enterprise params): chosen terminal
 * parameters set (0x81) on a set of vehicles. Parameters are written one per line as
 * `id=value`, the id in hex or decimal (e.g. `0x02=10`), checked like the parameter screen's.
 */
export const qbTaskSpec = defineResourceSpec({
  name: 'qbTask',
  module: 'qbParams',
  service: 'vehicle-svc',
  base: 'vehicle/enterpriseParams/V1.0',
  title: text('control.qbParams.qbTask.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: {
      label: text('control.qbParams.qbTask.fields.name'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
      unique: true,
      sortable: true,
    },
    params: {
      label: text('control.qbParams.qbTask.fields.params.label'),
      type: 'textarea',
      required: true,
      max: 2000,
      help: text('control.qbParams.qbTask.fields.params.help'),
    },
    status: {
      label: text('control.qbParams.qbTask.fields.status'),
      type: 'enum',
      values: QB_TASK_STATUSES,
      dict: 'qbTaskStatus',
      search: 'eq',
      form: false,
    },
    vehicleCount: {
      label: text('control.qbParams.qbTask.fields.vehicleCount'),
      type: 'integer',
      form: false,
    },
    succeededCount: {
      label: text('control.qbParams.qbTask.fields.succeededCount'),
      type: 'integer',
      form: false,
    },
    remark: { label: text('control.qbParams.qbTask.fields.remark'), type: 'textarea', max: 200, list: false },
    userName: { label: text('control.qbParams.qbTask.fields.userName'), type: 'text', form: false },
    startedAt: {
      label: text('control.qbParams.qbTask.fields.startedAt'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
    createdAt: {
      label: text('control.qbParams.qbTask.fields.createdAt'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'start',
      label: text('control.qbParams.qbTask.actions.start'),
      method: 'POST',
      path: 'startTask',
      selection: 'one',
    },
    {
      key: 'stop',
      label: text('control.qbParams.qbTask.actions.stop.label'),
      method: 'POST',
      path: 'stopTask',
      selection: 'one',
      confirm: text('control.qbParams.qbTask.actions.stop.confirm'),
    },
  ],
});

/** The vehicles of a QB task with their outcome (task progress, linked vehicles). */
export const qbTaskVehicleSpec = defineResourceSpec({
  name: 'qbTaskVehicle',
  module: 'qbParams',
  service: 'vehicle-svc',
  base: 'vehicle/enterpriseParams/V1.0/vehicle',
  title: text('control.qbParams.qbTaskVehicle.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  permissions: { view: 'qbParams/view', export: 'qbParams/export' },
  fields: {
    taskId: {
      label: text('control.qbParams.qbTaskVehicle.fields.taskId'),
      type: 'integer',
      search: 'eq',
      list: false,
    },
    vin: {
      label: text('control.qbParams.qbTaskVehicle.fields.vin'),
      type: 'text',
      search: 'like',
      sortable: true,
    },
    plate: { label: text('control.qbParams.qbTaskVehicle.fields.plate'), type: 'text' },
    online: { label: text('control.qbParams.qbTaskVehicle.fields.online'), type: 'boolean' },
    outcome: {
      label: text('control.qbParams.qbTaskVehicle.fields.outcome'),
      type: 'enum',
      values: QB_VEHICLE_OUTCOMES,
      dict: 'qbVehicleOutcome',
      search: 'eq',
    },
    resultCode: { label: text('control.qbParams.qbTaskVehicle.fields.resultCode'), type: 'integer' },
    attempts: { label: text('control.qbParams.qbTaskVehicle.fields.attempts'), type: 'integer' },
    sentAt: { label: text('control.qbParams.qbTaskVehicle.fields.sentAt'), type: 'datetime' },
    answeredAt: { label: text('control.qbParams.qbTaskVehicle.fields.answeredAt'), type: 'datetime' },
    createdAt: {
      label: text('control.qbParams.qbTaskVehicle.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'qbParams/addVehicle',
      label: text('control.qbParams.qbTaskVehicle.actions.addVehicle'),
      method: 'POST',
      path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/addVehicle',
      selection: 'none',
      dialog: 'qbAddVehicle',
    },
    {
      key: 'qbParams/addVehicle',
      label: text('control.qbParams.qbTaskVehicle.actions.importVehicle'),
      method: 'POST',
      path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/importVehicle',
      selection: 'none',
      dialog: 'qbImportVehicle',
    },
    {
      key: 'qbParams/deleteVehicle',
      label: text('control.qbParams.qbTaskVehicle.actions.deleteVehicle.label'),
      method: 'POST',
      path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/deleteVehicle',
      selection: 'many',
      confirm: text('control.qbParams.qbTaskVehicle.actions.deleteVehicle.confirm'),
    },
  ],
});
