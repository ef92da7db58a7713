import { defineCalls } from '../../call';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

const QB = 'vehicle-svc/vehicle/enterpriseParams/V1.0';

/**
 * QB (enterprise) parameter calls beyond the task and task-vehicle resources, under vehicle-svc: a
 * task's own actions and vehicles, one vehicle's parameters and tasks, and the link parameters.
 */
export const QB_PARAM_CALLS = defineCalls({
  /** { id }: one task */
  task: { method: 'POST', path: `${QB}/enterpriseEditList`, access: 'qbParams/view' },
  /** { id } */
  start: { method: 'POST', path: `${QB}/startTask`, access: 'qbParams/start' },
  /** { id } */
  stop: { method: 'POST', path: `${QB}/stopTask`, access: 'qbParams/stop' },
  /** the parameters a task may set, in the caller's language */
  params: { method: 'POST', path: `${QB}/paramList`, access: 'qbParams/view' },
  /** { taskId, vins }: answers { added, sent } (a started task sends at once) */
  addVehicle: { method: 'POST', path: `${QB}/addVehicle`, access: 'qbParams/addVehicle' },
  /** multipart { taskId, file }: answers { imported } or the error report (xlsx) */
  importVehicle: { method: 'POST', path: `${QB}/importVehicle`, access: 'qbParams/addVehicle' },
  importVehicleTemplate: {
    method: 'GET',
    path: `${QB}/importVehicle/template`,
    access: 'qbParams/addVehicle',
  },
  /** { ids } of task vehicles */
  deleteVehicle: { method: 'POST', path: `${QB}/deleteVehicle`, access: 'qbParams/deleteVehicle' },
  /** { taskId, vin?, page, pageSize }: the caller's vehicles with a terminal the task does not hold yet */
  addableVehicles: { method: 'POST', path: `${QB}/addVehicleList`, access: 'qbParams/addVehicle' },
  /** { vin }: the tasks the vehicle is in, with their outcome there */
  vehicleTasks: { method: 'POST', path: `${QB}/vehicleDetailList`, access: 'qbParams/view' },
  /** { vin }: the vehicle's parameters as last read or set */
  vehicleParams: { method: 'POST', path: `${QB}/vehicleParamList`, access: 'qbParams/view' },
  vehicleTasksExport: { method: 'POST', path: `${QB}/vehicleDetailList/export`, access: 'qbParams/export' },
  vehicleParamsExport: { method: 'POST', path: `${QB}/vehicleParamList/export`, access: 'qbParams/export' },
  /** the link parameters of each vehicle with a terminal (page) */
  linkParams: { method: 'POST', path: `${QB}/list`, access: 'qbLinkParamsInfo/view' },
  /** every set of link parameters sent, with its outcome (page) */
  linkParamHistory: { method: 'POST', path: `${QB}/historyList`, access: 'qbLinkParamsHistory/view' },
  /** { vin | vins, params: [{ id, value }] }: sets link parameters (0x81, queued while offline) */
  linkSetting: { method: 'POST', path: `${QB}/setting`, access: 'qbLinkParamsInfo/update' },
});

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
      call: QB_PARAM_CALLS.start,
      selection: 'one',
    },
    {
      key: 'stop',
      label: text('control.qbParams.qbTask.actions.stop.label'),
      call: QB_PARAM_CALLS.stop,
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
      call: QB_PARAM_CALLS.addVehicle,
      selection: 'none',
      dialog: 'qbAddVehicle',
    },
    {
      key: 'qbParams/addVehicle',
      label: text('control.qbParams.qbTaskVehicle.actions.importVehicle'),
      call: QB_PARAM_CALLS.importVehicle,
      selection: 'none',
      dialog: 'qbImportVehicle',
    },
    {
      key: 'qbParams/deleteVehicle',
      label: text('control.qbParams.qbTaskVehicle.actions.deleteVehicle.label'),
      call: QB_PARAM_CALLS.deleteVehicle,
      selection: 'many',
      confirm: text('control.qbParams.qbTaskVehicle.actions.deleteVehicle.confirm'),
    },
  ],
});
