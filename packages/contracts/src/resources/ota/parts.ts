import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';
import { defineCalls } from '../../call';
import { L, remarkField } from '../system/common';

/** Where a component version came from: its terminal's report (an upgrade's last one included) or the console. */
export const OTA_COMP_SOURCES = ['REPORTED', 'MANUAL'] as const;
export type OtaCompSource = (typeof OTA_COMP_SOURCES)[number];

/** The hardware versions each component is built in, with its part number (component_hardware_info). */
export const componentHardwareInfoSpec = defineResourceSpec({
  name: 'componentHardwareInfo',
  module: 'vehiclePart',
  service: 'vehicle-svc',
  base: 'component_hardware_info/V1.0',
  title: text('otaParts.hardware.title'),
  noun: text('otaParts.hardware.noun'),
  optionLabel: 'hardwareVersion',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export'],
  fields: {
    componentCode: {
      label: text('ota.component.fields.componentCode'),
      type: 'text',
      required: true,
      max: 50,
      pattern: { source: '^[A-Za-z0-9_-]+$' },
      search: 'eq',
      sortable: true,
    },
    hardwareVersion: {
      label: text('ota.comp.fields.hardwareVersion'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    partNo: { label: text('otaParts.hardware.fields.partNo'), type: 'text', max: 50, search: 'like' },
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

/** Every version a vehicle's component was seen running, newest first (vehicle part history). */
export const vehicleCompVersionDetailSpec = defineResourceSpec({
  name: 'vehicleCompVersionDetail',
  module: 'vehiclePart',
  service: 'vehicle-svc',
  base: 'vehicle_comp_version_detail/V1.0',
  title: text('otaParts.history.title'),
  noun: text('otaParts.history.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'reportedAt', order: 'desc' },
  operations: ['page'],
  fields: {
    vin: { label: text('ota.comp.fields.vin'), type: 'text', search: 'prefix', form: false },
    componentCode: { label: text('ota.comp.fields.componentCode'), type: 'text', search: 'eq', form: false },
    previousVersion: { label: text('otaParts.history.fields.previousVersion'), type: 'text', form: false },
    softwareVersion: { label: text('ota.comp.fields.softwareVersion'), type: 'text', form: false },
    hardwareVersion: { label: text('ota.comp.fields.hardwareVersion'), type: 'text', form: false },
    source: {
      label: text('ota.comp.fields.source'),
      type: 'enum',
      values: OTA_COMP_SOURCES,
      dict: 'otaCompSource',
      search: 'eq',
      form: false,
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

/** One part of a vehicle as the vehicle part screen lists it. */
export interface OtaVehiclePart {
  id: number;
  componentCode: string;
  componentName: string | null;
  softwareVersion: string;
  hardwareVersion: string | null;
  partNo: string | null;
  supplier: string | null;
  source: OtaCompSource;
  reportedAt: number;
}

/** A vehicle with its parts (pageByVinGroup): one row per vehicle. */
export interface OtaVinGroupRow {
  vehicleId: number;
  vin: string;
  plateCode: string | null;
  modelName: string | null;
  partCount: number;
  lastReportedAt: number;
  parts: OtaVehiclePart[];
}

/** The dashboard's four modules (getReportDataForFourModules), over the last `days` days of the tenant's clock. */
export interface OtaFourModules {
  days: number;
  /** module 1: versions released, by version type */
  versions: { type: string; count: number }[];
  /** module 2: tasks created in the period, by status */
  tasks: { status: string; count: number }[];
  /** module 3: upgrade attempts that ended in the period, per day */
  outcomes: { day: string; success: number; failed: number }[];
  /** module 4: what the fleet runs now, vehicles per component and software version */
  components: { componentCode: string; version: string; count: number }[];
}

/** A linked or linkable vehicle of a version (version link and unlink vehicle). */
export interface OtaVersionVehicleRow {
  id: number;
  vin: string;
  plateCode: string | null;
  /** the version of the version's component the vehicle reported, if any */
  runningVersion: string | null;
  linkedAt: number | null;
}

/** The OTA calls of 001 §7 around parts, version links, task vehicle files and the dashboard's four modules. */
export const OTA_PART_CALLS = defineCalls({
  /** body { days? (1-366, 30) } */
  fourModules: {
    method: 'POST',
    path: 'vehicle-svc/ota_day_report/V1.0/getReportDataForFourModules',
    access: 'dashboard/view',
  },
  /** body { id }: the task as its edit form takes it, with its version */
  taskEdit: { method: 'POST', path: 'vehicle-svc/vehicle/otaTask/otaTaskEdit', access: 'updateTask/view' },
  /** body { id }: the task, its version and its vehicles counted by wave and upgrade status */
  taskDetail: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTask/upgradeTaskDetail',
    access: 'updateTask/view',
  },
  /** the task's vehicles counted online and offline */
  onlineCount: {
    method: 'GET',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/otaTaskVehicleOnline/:otaTaskId',
    access: 'updateTask/view',
  },
  /** body { id }: a task vehicle's components with their versions beside the task's target */
  compVersionDetail: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/compVersionDetail',
    access: 'updateTask/view',
  },
  /** xlsx of a task's vehicles with their states */
  exportTask: {
    method: 'GET',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/export/:otaTaskId',
    access: 'updateTask/export',
  },
  /** query { vin?, page, pageSize }: upgrades of vehicles across tasks, with task and version */
  vehicleUpgradePage: {
    method: 'GET',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/vehicleUpgrade/page',
    access: 'vehicleUpdateQuery/view',
  },
  /** multipart file, query { otaTaskId }: links the file's VINs to the task, all or none */
  importVehicle: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/importVehicle',
    access: 'updateTask/addVehicle',
  },
  /** the console's form of the import: the task in the path, its preview and template beside it */
  importVehicleOf: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/importVehicle/:otaTaskId',
    access: 'updateTask/addVehicle',
  },
  importVehiclePreview: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/importVehicle/:otaTaskId/preview',
    access: 'updateTask/addVehicle',
  },
  importVehicleTemplate: {
    method: 'GET',
    path: 'vehicle-svc/vehicle/otaTaskVehicle/importVehicle/:otaTaskId/template',
    access: 'updateTask/addVehicle',
  },
  /** body { otaVersionId }: the version as its edit form takes it, files with their names */
  versionEdit: { method: 'POST', path: 'vehicle-svc/vehicle/otaVersion/versionEdit', access: 'version/view' },
  /** body { versionId, vin?, page, pageSize } */
  versionLinked: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaVersion/linkedVehicles',
    access: 'version/view',
  },
  /** body { versionId, vin?, page, pageSize }: vehicles that reported the version's component and are not linked */
  versionUnlinked: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaVersion/unlinkedVehicles',
    access: 'version/addVehicle',
  },
  /** body { vins } */
  versionLink: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/otaVersion/linkVehicle/:versionId',
    access: 'version/addVehicle',
  },
  /** body { vins } */
  versionUnlink: {
    method: 'DELETE',
    path: 'vehicle-svc/vehicle/otaVersion/unlinkVehicle/:versionId',
    access: 'version/deleteVehicle',
  },
  /** body { vin?, componentCode?, page, pageSize }: vehicles with their parts, one row per vehicle */
  pageByVinGroup: {
    method: 'POST',
    path: 'vehicle-svc/vehicle_comp_version/V1.0/pageByVinGroup',
    access: 'vehiclePart/view',
  },
  /** body { vin?, componentCode?, title?, sheetName? }: one row per vehicle, a column pair per component */
  export4Mix: {
    method: 'POST',
    path: 'vehicle-svc/vehicle_comp_version/V1.0/export4Mix',
    access: 'vehiclePart/export',
  },
});

export const otaPartResourceSpecs = {
  componentHardwareInfo: componentHardwareInfoSpec,
  vehicleCompVersionDetail: vehicleCompVersionDetailSpec,
};
