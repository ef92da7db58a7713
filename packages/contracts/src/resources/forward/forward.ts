import { z } from 'zod';
import { defineCalls } from '../../call';
import { text } from '../../i18n';
import { defineResourceSpec } from '../../resource';

/**
 * Data forwarding (001 §2 Forwarding, §3 Forward config, §4 forward task, §7 fwp-svc): a config
 * names a target platform and the vehicles whose frames are relayed to it; its task runs (the
 * frames of the bound vehicles are kept and sent) or is stopped (nothing is kept).
 */
export const FORWARD_LINK_TYPES = ['TCP', 'HTTP'] as const;
export type ForwardLinkType = (typeof FORWARD_LINK_TYPES)[number];
/** GB/T 32960.3 editions the target speaks. */
export const FORWARD_EDITIONS = ['2016', '2025'] as const;
/** 001 §4: "exact status values are not shown"; a task is either relaying or not. */
export const FORWARD_TASK_STATUSES = ['STOPPED', 'RUNNING'] as const;
export type ForwardTaskStatus = (typeof FORWARD_TASK_STATUSES)[number];
/** The link to the target as the sender last saw it. */
export const FORWARD_LINK_STATES = ['IDLE', 'CONNECTING', 'CONNECTED', 'DOWN'] as const;
export type ForwardLinkState = (typeof FORWARD_LINK_STATES)[number];
/** What a relayed frame was: a vehicle login, a real-time report, a reissued report, a logout. */
export const FORWARD_COMMANDS = ['LOGIN', 'REALTIME', 'REISSUE', 'LOGOUT'] as const;
export type ForwardCommand = (typeof FORWARD_COMMANDS)[number];
export const FORWARD_RESULTS = ['SUCCESS', 'FAILED'] as const;
/** Why the link to a target is down, as the sender last saw it. */
export const FORWARD_LINK_ERRORS = [
  'UNREACHABLE',
  'NO_ANSWER',
  'CLOSED',
  'LOGIN_REFUSED',
  'HTTP_ERROR',
  'INTERNAL',
] as const;
export type ForwardLinkError = (typeof FORWARD_LINK_ERRORS)[number];
/** Why a frame failed: the target refused it (its response flag), or refused the HTTP post (its status). */
export const FORWARD_FAILURE_REASONS = ['REFUSED', 'HTTP_REFUSED'] as const;
export type ForwardResult = (typeof FORWARD_RESULTS)[number];

/** A GB/T 32960 platform account is 12 bytes and its password 20 (platform login, 0x05). */
export const PLATFORM_ACCOUNT_MAX = 12;
export const PLATFORM_PASSWORD_MAX = 20;

const L = {
  config: text('forward.fields.config'),
  vin: text('forward.fields.vin'),
  createdAt: text('forward.fields.createdAt'),
};

export const forwardConfigSpec = defineResourceSpec({
  name: 'forwardConfig',
  module: 'forwardConfig',
  service: 'fwp-svc',
  base: 'forward/config',
  title: text('forward.config.title'),
  noun: text('forward.config.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: {
      label: text('forward.config.fields.name'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
      sortable: true,
      unique: true,
    },
    linkType: {
      label: text('forward.config.fields.linkType'),
      type: 'enum',
      values: FORWARD_LINK_TYPES,
      dict: 'forwardLinkType',
      required: true,
      default: 'TCP',
      search: 'eq',
    },
    host: {
      label: text('forward.config.fields.host'),
      type: 'text',
      required: true,
      max: 255,
      pattern: { source: '^[A-Za-z0-9.:-]+$', message: text('forward.config.fields.hostPattern') },
    },
    port: { label: text('forward.config.fields.port'), type: 'integer', required: true, min: 1, max: 65535 },
    httpPath: {
      label: text('forward.config.fields.httpPath'),
      type: 'text',
      max: 200,
      list: false,
      pattern: { source: '^/\\S*$', message: text('forward.config.fields.httpPathPattern') },
      help: text('forward.config.fields.httpPathHelp'),
    },
    edition: {
      label: text('forward.config.fields.edition'),
      type: 'enum',
      values: FORWARD_EDITIONS,
      dict: 'forwardEdition',
      required: true,
      default: '2016',
    },
    platformLogin: {
      label: text('forward.config.fields.platformLogin'),
      type: 'boolean',
      default: true,
      list: false,
      help: text('forward.config.fields.platformLoginHelp'),
    },
    account: {
      label: text('forward.config.fields.account'),
      type: 'text',
      max: PLATFORM_ACCOUNT_MAX,
      pattern: { source: '^[\\x21-\\x7e]+$', message: text('forward.config.fields.asciiPattern') },
    },
    password: {
      label: text('forward.config.fields.password'),
      // kept sealed; reads give a fixed mask, and the mask sent back by an edit keeps the stored value
      type: 'text',
      max: PLATFORM_PASSWORD_MAX,
      list: false,
      export: false,
      import: false,
    },
    allVehicles: {
      label: text('forward.config.fields.allVehicles'),
      type: 'boolean',
      form: false,
      import: false,
    },
    vehicleCount: {
      label: text('forward.config.fields.vehicleCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    status: {
      label: text('forward.config.fields.status'),
      type: 'enum',
      values: FORWARD_TASK_STATUSES,
      dict: 'forwardTaskStatus',
      form: false,
      import: false,
      search: 'eq',
    },
    linkState: {
      label: text('forward.config.fields.linkState'),
      type: 'enum',
      values: FORWARD_LINK_STATES,
      dict: 'forwardLinkState',
      form: false,
      import: false,
    },
    successCount: {
      label: text('forward.config.fields.successCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    failureCount: {
      label: text('forward.config.fields.failureCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    pendingCount: {
      label: text('forward.config.fields.pendingCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    lastError: {
      label: text('forward.config.fields.lastError'),
      type: 'enum',
      values: FORWARD_LINK_ERRORS,
      dict: 'forwardLinkError',
      form: false,
      import: false,
      list: false,
    },
    remark: { label: text('forward.config.fields.remark'), type: 'textarea', max: 500, list: false },
    createdAt: { label: L.createdAt, type: 'datetime', form: false, import: false, sortable: true },
  },
});

/** vehicleInfo: the vehicles bound to a config. */
export const forwardVehicleSpec = defineResourceSpec({
  name: 'forwardVehicle',
  module: 'forwardConfig',
  service: 'fwp-svc',
  base: 'vehicleInfo',
  title: text('forward.vehicle.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'export'],
  fields: {
    configId: { label: L.config, type: 'ref', ref: 'forwardConfig', required: true, search: 'eq' },
    vin: { label: L.vin, type: 'text', max: 17, search: 'prefix', sortable: true },
    plate: { label: text('forward.fields.plate'), type: 'text', form: false, import: false },
    createdAt: { label: text('forward.vehicle.boundAt'), type: 'datetime', form: false, sortable: true },
  },
});

/** taskData: one row per frame sent to a target, with the target's answer. */
export const forwardRecordSpec = defineResourceSpec({
  name: 'forwardRecord',
  module: 'taskData',
  service: 'fwp-svc',
  base: 'taskData',
  title: text('forward.record.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'sentAt', order: 'desc' },
  operations: ['page', 'export'],
  fields: {
    configId: { label: L.config, type: 'ref', ref: 'forwardConfig', search: 'eq' },
    vin: { label: L.vin, type: 'text', max: 17, search: 'prefix' },
    command: {
      label: text('forward.record.fields.command'),
      type: 'enum',
      values: FORWARD_COMMANDS,
      dict: 'forwardCommand',
      search: 'eq',
    },
    result: {
      label: text('forward.record.fields.result'),
      type: 'enum',
      values: FORWARD_RESULTS,
      dict: 'forwardResult',
      search: 'eq',
    },
    responseFlag: { label: text('forward.record.fields.responseFlag'), type: 'integer' },
    reason: {
      label: text('forward.record.fields.reason'),
      type: 'enum',
      values: FORWARD_FAILURE_REASONS,
      dict: 'forwardFailureReason',
    },
    receivedAt: { label: text('forward.record.fields.receivedAt'), type: 'datetime' },
    sentAt: {
      label: text('forward.record.fields.sentAt'),
      type: 'datetime',
      sortable: true,
      search: 'range',
    },
  },
});

const CONFIG = 'fwp-svc/forward/config';

export const FORWARD_CALLS = defineCalls({
  bindVehicles: { method: 'POST', path: `${CONFIG}/bind/:taskId/vehicles`, access: 'forwardConfig/bind' },
  unbindVehicles: {
    method: 'DELETE',
    path: `${CONFIG}/unbind/:taskId/vehicles`,
    access: 'forwardConfig/bind',
  },
  bindAll: { method: 'POST', path: `${CONFIG}/bind/allVehicles`, access: 'forwardConfig/bind' },
  unbindAll: { method: 'DELETE', path: `${CONFIG}/unbind/allVehicles`, access: 'forwardConfig/bind' },
  bindImport: { method: 'POST', path: `${CONFIG}/bind/import/:taskId`, access: 'forwardConfig/bind' },
  run: { method: 'GET', path: `${CONFIG}/:taskId/run`, access: 'forwardConfig/start' },
  stop: { method: 'GET', path: `${CONFIG}/:taskId/stop`, access: 'forwardConfig/stop' },
  status: { method: 'GET', path: `${CONFIG}/:taskId/status`, access: 'forwardConfig/view' },
  taskJobs: { method: 'GET', path: `${CONFIG}/:taskId/jobs`, access: 'forwardConfig/view' },
  jobs: { method: 'GET', path: `${CONFIG}/jobs`, access: 'forwardConfig/view' },
  unBindPage: { method: 'POST', path: 'fwp-svc/vehicleInfo/unBindPage', access: 'forwardConfig/view' },
  failed: { method: 'POST', path: 'fwp-svc/taskData/failed', access: 'taskData/view' },
  successful: { method: 'POST', path: 'fwp-svc/taskData/successful', access: 'taskData/view' },
  /** the frames a config would send for one vehicle, from its latest stored ones, decoded */
  preview: { method: 'POST', path: `${CONFIG}/preview`, access: 'forwardConfig/view' },
});

export const forwardTaskParams = z.object({ taskId: z.coerce.number().int().positive() });
export const forwardVinsBody = z.object({
  vins: z.array(z.string().trim().min(1).max(17)).min(1).max(1000),
});
export const forwardTaskBody = z.object({ taskId: z.coerce.number().int().positive() });
export const forwardUnboundBody = z.object({
  taskId: z.coerce.number().int().positive(),
  vin: z.string().trim().max(17).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const forwardCountBody = z.object({
  taskId: z.coerce.number().int().positive().optional(),
  sentAt: z.string().max(40).optional(),
});

/** A config's task as the status call answers it (and the jobs calls list it). */
export interface ForwardTaskState {
  id: number;
  name: string;
  status: ForwardTaskStatus;
  linkState: ForwardLinkState;
  successCount: number;
  failureCount: number;
  pendingCount: number;
  lastError: ForwardLinkError | null;
  connectedAt: number | null;
}

export interface ForwardBindResult {
  bound: number;
  /** VINs that name no vehicle of the tenant */
  missing: string[];
}

/**
 * fwpExportTasks (001 §7, purpose not stated in the spec): the records of forwarded frames over a
 * time range, of one config or all, of some vehicles or all, written in the background into a file
 * (xlsx or csv) that is downloaded when the task is finished. The generic calls (create, update,
 * delete, export, import with its preview, page) are the engine's; the file is FORWARD_EXPORT_CALLS.exportFile.
 */
export const FORWARD_EXPORT_FORMATS = ['XLSX', 'CSV'] as const;
export type ForwardExportFormat = (typeof FORWARD_EXPORT_FORMATS)[number];
/** The states of a background export, as the history export tasks have them. */
export const FORWARD_EXPORT_STATUSES = ['waiting', 'running', 'finished', 'failed'] as const;
export type ForwardExportStatus = (typeof FORWARD_EXPORT_STATUSES)[number];
/** Most records one task writes: about 4 MB of xlsx, built in a few seconds on the worker. */
export const FORWARD_EXPORT_MAX_ROWS = 50_000;
/** Most VINs one task names (none: every vehicle). */
export const FORWARD_EXPORT_MAX_VINS = 100;
/** Longest time range of a task (001 §5: a time range may not exceed 30 days). */
export const FORWARD_EXPORT_MAX_DAYS = 30;
/** Tasks of a tenant waiting or running at once. */
export const FORWARD_EXPORT_MAX_OPEN = 5;

export const forwardExportTaskSpec = defineResourceSpec({
  name: 'forwardExportTask',
  module: 'taskData',
  service: 'fwp-svc',
  base: 'fwpExportTasks/V1.0',
  title: text('forward.exportTask.title'),
  noun: text('forward.exportTask.noun'),
  optionLabel: 'taskName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import'],
  // an export task is a way of exporting task data: whoever may export it may run one
  permissions: { create: 'taskData/export', update: 'taskData/export', import: 'taskData/export' },
  fields: {
    taskName: {
      label: text('forward.exportTask.fields.taskName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    configId: {
      label: L.config,
      type: 'ref',
      ref: 'forwardConfig',
      search: 'eq',
      help: text('forward.exportTask.fields.configHelp'),
    },
    startTime: { label: text('forward.exportTask.fields.startTime'), type: 'datetime', required: true },
    endTime: { label: text('forward.exportTask.fields.endTime'), type: 'datetime', required: true },
    result: {
      label: text('forward.record.fields.result'),
      type: 'enum',
      values: FORWARD_RESULTS,
      dict: 'forwardResult',
      help: text('forward.exportTask.fields.resultHelp'),
    },
    vins: {
      label: text('forward.exportTask.fields.vins'),
      type: 'textarea',
      max: FORWARD_EXPORT_MAX_VINS * 19,
      list: false,
      help: text('forward.exportTask.fields.vinsHelp'),
    },
    fileFormat: {
      label: text('forward.exportTask.fields.fileFormat'),
      type: 'enum',
      values: FORWARD_EXPORT_FORMATS,
      dict: 'forwardExportFormat',
      required: true,
      default: 'XLSX',
    },
    status: {
      label: text('forward.exportTask.fields.status'),
      type: 'enum',
      values: FORWARD_EXPORT_STATUSES,
      dict: 'forwardExportStatus',
      form: false,
      import: false,
      search: 'eq',
    },
    totalCount: {
      label: text('forward.exportTask.fields.totalCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    rowCount: {
      label: text('forward.exportTask.fields.rowCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    error: {
      label: text('forward.exportTask.fields.error'),
      type: 'text',
      form: false,
      import: false,
      list: false,
    },
    createdAt: { label: L.createdAt, type: 'datetime', form: false, import: false, sortable: true },
    finishedAt: {
      label: text('forward.exportTask.fields.finishedAt'),
      type: 'datetime',
      form: false,
      import: false,
    },
  },
});

export const FORWARD_EXPORT_CALLS = defineCalls({
  /** the finished task's file */
  exportFile: {
    method: 'POST',
    path: 'fwp-svc/fwpExportTasks/V1.0/:id/file',
    access: 'taskData/export',
  },
});

export const forwardExportIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The preview's question: a config and one of its vehicles; the latest frames of the vehicle. */
export const forwardPreviewBody = z.object({
  taskId: z.coerce.number().int().positive(),
  vin: z.string().trim().min(1).max(17),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

/** One frame as the config would send it. */
export interface ForwardPreviewFrame {
  command: ForwardCommand;
  receivedAt: number;
  /** the bytes that would go out (a TCP link) or the hex field of the JSON posted (HTTP) */
  hex: string;
  /** what goes out over HTTP, or the decoded frame over TCP */
  decoded: unknown;
  /** the codec's reason when the stored frame does not decode */
  error: string | null;
}

export interface ForwardPreview {
  taskId: number;
  vin: string;
  linkType: ForwardLinkType;
  edition: string;
  /** the vehicle is bound to the config (or it forwards all vehicles) */
  bound: boolean;
  /** what is sent first on the link: the platform login (TCP with a platform login), decoded */
  platformLogin: unknown;
  frames: ForwardPreviewFrame[];
}
