import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';
import { defineCalls } from '../../call';
import { L, remarkField } from '../system/common';

/** 001 §4: task, operate, upgrade, download and online states; version types; upgrade type and method. */
export const OTA_TASK_STATUSES = ['INIT', 'START', 'CLOSED'] as const;
export type OtaTaskStatus = (typeof OTA_TASK_STATUSES)[number];
export const OTA_OPERATE_STATUSES = ['INIT', 'READY', 'TASK_START', 'START', 'COMPLETED', 'CLOSED'] as const;
export type OtaOperateStatus = (typeof OTA_OPERATE_STATUSES)[number];
export const OTA_UPGRADE_STATUSES = [
  'INIT',
  'START',
  'DOWNLOADING',
  'DOWNLOADED',
  'DOWNLOAD_FAILED',
  'STARTED',
  'STARTING',
  'STARTFAIL_ROLLBACKING',
  'ROLLBACK_SUCCESS',
  'ROLLBACK_FAILED',
  'SUCCESS',
  'FAILED',
] as const;
export type OtaUpgradeStatus = (typeof OTA_UPGRADE_STATUSES)[number];
export const OTA_DOWNLOAD_STATUSES = ['INIT', 'SUCCESS', 'FAILED'] as const;
export type OtaDownloadStatus = (typeof OTA_DOWNLOAD_STATUSES)[number];
export const OTA_VERSION_TYPES = ['APP_PACK', 'DATA_PACK', 'DRIVE_PACK', 'DRIVE_DATA_PACK'] as const;
export const OTA_UPGRADE_TYPES = ['CHOICE', 'FORCE'] as const;
export const OTA_UPGRADE_METHODS = ['SILENT', 'NORMAL'] as const;
export const OTA_WAVE_UNITS = ['COUNT', 'PERCENT'] as const;
export const OTA_PRECONDITIONS = ['OK', 'OFFLINE', 'SPEED', 'GEAR', 'CHARGING', 'NO_DATA'] as const;
export type OtaPrecondition = (typeof OTA_PRECONDITIONS)[number];
/**
 * Whether a running task's orders go out now: OPEN, SCHEDULED (its start time is still ahead) or
 * OUTSIDE_WINDOW (the tenant's clock is outside its daily maintenance window).
 */
export const OTA_DISPATCH_STATES = ['OPEN', 'SCHEDULED', 'OUTSIDE_WINDOW'] as const;
export type OtaDispatchState = (typeof OTA_DISPATCH_STATES)[number];
/** A time of day of the maintenance window, "HH:mm" on the tenant's clock. */
export const OTA_WINDOW_TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** Reply codes 0x01-0x23 (001 §4) as the dictionary keeps them: decimal strings '1'..'35'. */
export const OTA_REPLY_CODES = Array.from({ length: 0x23 }, (_, i) => String(i + 1));

/** A version text like 0.0.1 (001 §5). */
export const OTA_VERSION_TEXT = '^\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$';

export const otaVersionSpec = defineResourceSpec({
  name: 'otaVersion',
  module: 'version',
  service: 'vehicle-svc',
  base: 'vehicle/otaVersion',
  title: text('ota.version.title'),
  noun: text('ota.version.noun'),
  optionLabel: 'versionName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    versionName: {
      label: text('ota.version.fields.versionName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    componentCode: {
      label: text('ota.version.fields.componentCode'),
      type: 'text',
      required: true,
      max: 50,
      search: 'eq',
      pattern: { source: '^[A-Za-z0-9_-]+$' },
    },
    versionText: {
      label: text('ota.version.fields.versionText'),
      type: 'text',
      required: true,
      max: 20,
      pattern: { source: OTA_VERSION_TEXT },
      help: text('ota.version.help.versionText'),
      search: 'eq',
    },
    versionNo: {
      label: text('ota.version.fields.versionNo'),
      type: 'integer',
      required: true,
      min: 1,
      max: 99999999,
      help: text('ota.version.help.versionNo'),
      sortable: true,
    },
    versionType: {
      label: text('ota.version.fields.versionType'),
      type: 'enum',
      values: OTA_VERSION_TYPES,
      dict: 'otaVersionType',
      required: true,
      search: 'eq',
    },
    upgradeType: {
      label: text('ota.version.fields.upgradeType'),
      type: 'enum',
      values: OTA_UPGRADE_TYPES,
      dict: 'otaUpgradeType',
      required: true,
      default: 'FORCE',
    },
    upgradeMethod: {
      label: text('ota.version.fields.upgradeMethod'),
      type: 'enum',
      values: OTA_UPGRADE_METHODS,
      dict: 'otaUpgradeMethod',
      required: true,
      default: 'SILENT',
    },
    packageId: {
      label: text('ota.version.fields.packageId'),
      type: 'file',
      required: true,
      list: false,
      export: false,
      import: false,
    },
    packageSize: {
      label: text('ota.version.fields.packageSize'),
      type: 'integer',
      form: false,
      import: false,
    },
    packageMd5: { label: text('ota.version.fields.packageMd5'), type: 'text', form: false, import: false },
    packageSha256: {
      label: text('ota.version.fields.packageSha256'),
      type: 'text',
      form: false,
      import: false,
    },
    attachmentId: {
      label: text('ota.version.fields.attachmentId'),
      type: 'file',
      list: false,
      export: false,
      import: false,
    },
    testReportId: {
      label: text('ota.version.fields.testReportId'),
      type: 'file',
      list: false,
      export: false,
      import: false,
    },
    remark: remarkField,
    createdAt: {
      label: L.createdAt,
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
  },
});

export const otaTaskSpec = defineResourceSpec({
  name: 'otaTask',
  module: 'updateTask',
  service: 'vehicle-svc',
  base: 'vehicle/otaTask',
  title: text('ota.task.title'),
  noun: text('ota.task.noun'),
  optionLabel: 'taskName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    taskName: {
      label: text('ota.task.fields.taskName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    versionId: {
      label: text('ota.task.fields.versionId'),
      type: 'ref',
      ref: 'otaVersion',
      required: true,
      search: 'eq',
    },
    status: {
      label: text('ota.task.fields.status'),
      type: 'enum',
      values: OTA_TASK_STATUSES,
      dict: 'otaTaskStatus',
      form: false,
      import: false,
      search: 'eq',
    },
    waveUnit: {
      label: text('ota.task.fields.waveUnit'),
      type: 'enum',
      values: OTA_WAVE_UNITS,
      dict: 'otaWaveUnit',
      required: true,
      default: 'PERCENT',
      list: false,
    },
    waveSize: {
      label: text('ota.task.fields.waveSize'),
      type: 'integer',
      required: true,
      min: 1,
      max: 100000,
      default: 100,
      help: text('ota.task.help.waveSize'),
      list: false,
    },
    successThreshold: {
      label: text('ota.task.fields.successThreshold'),
      type: 'integer',
      required: true,
      min: 0,
      max: 100,
      default: 80,
      help: text('ota.task.help.successThreshold'),
      list: false,
    },
    errorThreshold: {
      label: text('ota.task.fields.errorThreshold'),
      type: 'integer',
      required: true,
      min: 0,
      max: 100,
      default: 20,
      help: text('ota.task.help.errorThreshold'),
      list: false,
    },
    scheduledAt: {
      label: text('ota.task.fields.scheduledAt'),
      type: 'datetime',
      help: text('ota.task.help.scheduledAt'),
      list: false,
    },
    windowStart: {
      label: text('ota.task.fields.windowStart'),
      type: 'text',
      max: 5,
      pattern: { source: OTA_WINDOW_TIME, message: text('ota.task.help.windowTime') },
      help: text('ota.task.help.window'),
      list: false,
    },
    windowEnd: {
      label: text('ota.task.fields.windowEnd'),
      type: 'text',
      max: 5,
      pattern: { source: OTA_WINDOW_TIME, message: text('ota.task.help.windowTime') },
      help: text('ota.task.help.windowTime'),
      list: false,
    },
    dispatchState: {
      label: text('ota.task.fields.dispatchState'),
      type: 'enum',
      values: OTA_DISPATCH_STATES,
      dict: 'otaDispatchState',
      form: false,
      import: false,
      export: false,
    },
    currentWave: { label: text('ota.task.fields.currentWave'), type: 'integer', form: false, import: false },
    paused: { label: text('ota.task.fields.paused'), type: 'boolean', form: false, import: false },
    vehicleCount: {
      label: text('ota.task.fields.vehicleCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    successCount: {
      label: text('ota.task.fields.successCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    failCount: { label: text('ota.task.fields.failCount'), type: 'integer', form: false, import: false },
    remark: remarkField,
    createdAt: {
      label: L.createdAt,
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
  },
});

/** Every vehicle of every task with its progress (vehicle update query; a task's vehicles). */
export const otaTaskVehicleSpec = defineResourceSpec({
  name: 'otaTaskVehicle',
  module: 'vehicleUpdateQuery',
  service: 'vehicle-svc',
  base: 'vehicle/otaTaskVehicle',
  title: text('ota.taskVehicle.title'),
  noun: text('ota.taskVehicle.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: text('ota.taskVehicle.fields.vin'), type: 'text', search: 'prefix', form: false },
    taskId: {
      label: text('ota.taskVehicle.fields.taskId'),
      type: 'ref',
      ref: 'otaTask',
      search: 'eq',
      form: false,
    },
    versionText: { label: text('ota.taskVehicle.fields.versionText'), type: 'text', form: false },
    wave: { label: text('ota.taskVehicle.fields.wave'), type: 'integer', form: false },
    operateStatus: {
      label: text('ota.taskVehicle.fields.operateStatus'),
      type: 'enum',
      values: OTA_OPERATE_STATUSES,
      dict: 'otaOperateStatus',
      search: 'eq',
      form: false,
    },
    upgradeStatus: {
      label: text('ota.taskVehicle.fields.upgradeStatus'),
      type: 'enum',
      values: OTA_UPGRADE_STATUSES,
      dict: 'otaUpgradeStatus',
      search: 'eq',
      form: false,
    },
    downloadStatus: {
      label: text('ota.taskVehicle.fields.downloadStatus'),
      type: 'enum',
      values: OTA_DOWNLOAD_STATUSES,
      dict: 'otaDownloadStatus',
      form: false,
    },
    progress: { label: text('ota.taskVehicle.fields.progress'), type: 'integer', form: false },
    replyCode: {
      label: text('ota.taskVehicle.fields.replyCode'),
      type: 'enum',
      values: OTA_REPLY_CODES,
      dict: 'otaReplyCode',
      form: false,
    },
    updatedAt: {
      label: text('ota.taskVehicle.fields.updatedAt'),
      type: 'datetime',
      form: false,
      sortable: true,
      search: 'range',
    },
  },
});

/** The versions of their components the vehicles run, as their terminals last reported them. */
export const vehicleCompVersionSpec = defineResourceSpec({
  name: 'vehicleCompVersion',
  module: 'vehicleComps',
  service: 'vehicle-svc',
  base: 'vehicle_comp_version/V1.0',
  title: text('ota.comp.title'),
  noun: text('ota.comp.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'reportedAt', order: 'desc' },
  // a version entered by hand (a part changed in the workshop) is MANUAL until its terminal reports it
  operations: ['page', 'find', 'create', 'update', 'delete', 'export'],
  fields: {
    vin: {
      label: text('ota.comp.fields.vin'),
      type: 'text',
      required: true,
      max: 17,
      search: 'prefix',
      form: 'create',
    },
    componentCode: {
      label: text('ota.comp.fields.componentCode'),
      type: 'text',
      required: true,
      max: 50,
      pattern: { source: '^[A-Za-z0-9_-]+$' },
      search: 'eq',
      form: 'create',
    },
    softwareVersion: {
      label: text('ota.comp.fields.softwareVersion'),
      type: 'text',
      required: true,
      max: 64,
    },
    hardwareVersion: { label: text('ota.comp.fields.hardwareVersion'), type: 'text', max: 50 },
    source: {
      label: text('ota.comp.fields.source'),
      type: 'enum',
      values: ['REPORTED', 'MANUAL'],
      dict: 'otaCompSource',
      search: 'eq',
      form: false,
      import: false,
    },
    reportedAt: {
      label: text('ota.comp.fields.reportedAt'),
      type: 'datetime',
      form: false,
      sortable: true,
      search: 'range',
    },
  },
});

/** A precondition of one vehicle as the server reads it from live data (001 §5: speed 0, parked, not charging, online). */
export interface OtaVehicleRow {
  id: number;
  vin: string;
  wave: number | null;
  operateStatus: OtaOperateStatus;
  upgradeStatus: OtaUpgradeStatus;
  downloadStatus: OtaDownloadStatus;
  progress: number | null;
  replyCode: string | null;
  online: boolean;
  precondition: OtaPrecondition;
  /** READY and waiting on its task's start time or maintenance window */
  held: Exclude<OtaDispatchState, 'OPEN'> | null;
  updatedAt: number;
}

/** One vehicle's upgrade as it just changed, pushed to the consoles watching its task. */
export type OtaVehiclePush = Omit<OtaVehicleRow, 'online' | 'precondition' | 'held'> & { taskId: number };

/**
 * Websocket push of upgrade progress, at most one a second per console: the tasks whose figures
 * changed (lists refresh them) and the latest state of the changed vehicles of the tasks the
 * console watches. `reload` names watched tasks whose change is not all in `vehicles` (too many
 * vehicles at once, or vehicles linked, unlinked or closed): the console reads their page again.
 */
export interface OtaPush {
  type: 'ota';
  at: number;
  taskIds: number[];
  vehicles: OtaVehiclePush[];
  reload: number[];
}

/** The websocket topics (ws.ts WS_SUBSCRIBE): "ota" for every task's figures, "ota:<taskId>" for a task's vehicles. */
export const otaTopic = (taskId?: number) => (taskId ? `ota:${taskId}` : 'ota');

export interface OtaDashboard {
  tasks: Record<OtaTaskStatus, number>;
  upgrades: { total: number; success: number; failed: number; running: number };
  byStatus: { status: OtaUpgradeStatus; count: number }[];
  byReply: { code: string; count: number }[];
  days: { day: string; success: number; failed: number }[];
}

/** 001 §7 OTA calls beyond the resources' standard ones. */
export const OTA_CALLS = defineCalls({
  /** body { id }: INIT -> START (001 §4) */
  startTask: { method: 'PUT', path: 'vehicle-svc/vehicle/otaTask/startOtaTask', access: 'updateTask/start' },
  /** body { id }: INIT or START -> CLOSED */
  closeTask: { method: 'PUT', path: 'vehicle-svc/vehicle/otaTask/closeOtaTask', access: 'updateTask/stop' },
  /** body { id }: a task that paused itself at its error threshold goes on */
  resumeTask: {
    method: 'PUT',
    path: 'vehicle-svc/vehicle/otaTask/resumeOtaTask',
    access: 'updateTask/resume',
  },
  /** figures per task status */
  taskCount: { method: 'GET', path: 'vehicle-svc/vehicle/otaTask/otaTaskCount', access: 'updateTask/view' },
  /** body { taskId, vin?, page, pageSize }: the task's vehicles with progress and preconditions */
  linked: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/otaTaskVehicleOnline',
    access: 'updateTask/view',
  },
  /** body { taskId, vin?, page, pageSize }: vehicles that may still be linked */
  unlinked: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/toUpgradeVehicle',
    access: 'updateTask/addVehicle',
  },
  /** body { vins } */
  link: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/batch/:taskId',
    access: 'updateTask/addVehicle',
  },
  /** body { taskId }: every vehicle that may be linked */
  linkAll: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/batchAddAll',
    access: 'updateTask/addVehicle',
  },
  /** body { vins } */
  unlink: {
    method: 'DELETE',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/batchDeleteVehicle/:taskId',
    access: 'updateTask/deleteVehicle',
  },
  /** one task vehicle: its upgrade order now, whatever its wave */
  startFlush: {
    method: 'PUT',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/startVehicleFlush/:id',
    access: 'updateTask/distribute',
  },
  /** body { ids } */
  batchFlush: {
    method: 'PUT',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/batchFlushStarting',
    access: 'updateTask/distribute',
  },
  /** body { taskId }: the orders of every READY vehicle of the current wave */
  distribute: {
    method: 'PUT',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/distributeUpgradeTaskOrder',
    access: 'updateTask/distribute',
  },
  /** body { vins }: those vehicles' upgrades end (CLOSED) */
  closeVehicles: {
    method: 'PUT',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/closeUpgradeTask/:taskId',
    access: 'updateTask/stop',
  },
  /** body { ids }: a failed or closed upgrade again */
  reUpdate: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/reUpdate',
    access: 'updateTask/reUpdate',
  },
  /** query { taskVehicleId }: one vehicle's upgrade history */
  history: {
    method: 'GET',
    path: 'vehicle-svc/vehicle/otaTaskVehicleDetail/page',
    access: 'updateTask/view',
  },
  dashboard: {
    method: 'GET',
    path: 'vehicle-svc/ota_day_report/V1.0/getReportData',
    access: 'dashboard/view',
  },
});

/** Where terminals fetch a package: public, the one-time ticket is the credential. */
export const OTA_DOWNLOAD_PATH = 'vehicle-svc/ota/package';

/** The components of the vehicles (part version screen): what versions are made for. */
export const componentInfoSpec = defineResourceSpec({
  name: 'componentInfo',
  module: 'partVersion',
  service: 'vehicle-svc',
  base: 'component_info/V1.0',
  title: text('ota.component.title'),
  noun: text('ota.component.noun'),
  optionLabel: 'componentName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    componentCode: {
      label: text('ota.component.fields.componentCode'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      pattern: { source: '^[A-Za-z0-9_-]+$' },
      search: 'eq',
      sortable: true,
    },
    componentName: {
      label: text('ota.component.fields.componentName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    hardwareVersion: { label: text('ota.component.fields.hardwareVersion'), type: 'text', max: 50 },
    supplier: { label: text('ota.component.fields.supplier'), type: 'text', max: 100, search: 'like' },
    remark: remarkField,
    createdAt: {
      label: L.createdAt,
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
  },
});

/** The OTA declarations by resource name (a ref field finds its target's service and base by name). */
export const otaResourceSpecs = {
  otaVersion: otaVersionSpec,
  otaTask: otaTaskSpec,
  otaTaskVehicle: otaTaskVehicleSpec,
  vehicleCompVersion: vehicleCompVersionSpec,
  componentInfo: componentInfoSpec,
};
