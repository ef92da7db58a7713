import { defineCalls } from '../../call';
import { text } from '../../i18n';
import { defineResourceSpec } from '../../resource';
import { remarkField } from '../system/common';

/** The unit of a strategy's time interval. */
export const MAINTENANCE_TIME_UNITS = ['DAY', 'MONTH'] as const;
export type MaintenanceTimeUnit = (typeof MAINTENANCE_TIME_UNITS)[number];

/** A linked vehicle's standing: not due yet, due soon (within the pre-warning), overdue. */
export const MAINTENANCE_DUE_STATUSES = ['NORMAL', 'DUE', 'OVERDUE'] as const;
export type MaintenanceDueStatus = (typeof MAINTENANCE_DUE_STATUSES)[number];

/** Upper bounds of a strategy's figures: a million km, ten years. */
export const MAINTENANCE_LIMITS = { mileage: 1_000_000, days: 3650, months: 120 } as const;

/** Maintenance calls beyond the engine's. */
export const MAINTENANCE_CALLS = defineCalls({
  /** POST { id } (or copy/{id}): a copy of the strategy, without its vehicles */
  copy: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/maintenance/strategy/V1.0/copy',
    access: 'maintenanceStrategy/copy',
  },
  copyById: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/maintenance/strategy/V1.0/copy/:id',
    access: 'maintenanceStrategy/copy',
  },
  /** POST { strategyId, vehicleIds }: links vehicles not linked to any strategy */
  relate: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/maintenance/strategy/V1.0/relate',
    access: 'maintenanceStrategy/link',
  },
  /** POST { strategyId, vehicleIds }: unlinks them */
  unRelate: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/maintenance/strategy/V1.0/unRelate',
    access: 'maintenanceStrategy/link',
  },
  /** POST a page of maintenanceFreeVehicle: vehicles not linked to any strategy */
  notRef: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/maintenance/strategy/V1.0/notRef',
    access: 'maintenanceStrategy/view',
  },
  /** POST { strategyId, vin? }: links every free vehicle (whose VIN contains vin) */
  allLink: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/maintenance/strategy/V1.0/all-link',
    access: 'maintenanceStrategy/link',
  },
  /** POST { strategyId }: unlinks every vehicle of the strategy */
  allUnlink: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/maintenance/strategy/V1.0/all-unlink',
    access: 'maintenanceStrategy/link',
  },
  /** PUT a log (as create): records one maintenance */
  record: {
    method: 'PUT',
    path: 'vehicle-svc/vehicle/maintenance/log/V1.0',
    access: 'maintenanceLog/create',
  },
  /** PUT { vins, maintainedAt, content, site? }: the same maintenance for many vehicles, each at its odometer */
  recordBatch: {
    method: 'PUT',
    path: 'vehicle-svc/vehicle/maintenance/log/V1.0/batch',
    access: 'maintenanceLog/create',
  },
  /** the strategy with its vehicles and their due figures */
  factoryStrategy: {
    method: 'GET',
    path: 'vehicle-svc/factory/vehicle/V1.0/maintenance/:strategyId',
    access: 'maintenanceStrategy/view',
  },
  /** one maintenance record */
  factoryLog: {
    method: 'POST',
    path: 'vehicle-svc/factory/vehicle/V1.0/maintenance/log/:logId',
    access: 'maintenanceLog/view',
  },
  /** a vehicle's maintenance: its strategy, due figures and latest records */
  factoryVehicle: {
    method: 'POST',
    path: 'vehicle-svc/factory/vehicle/V1.0/:vin/maintenance',
    access: 'maintenanceLog/view',
  },
});

/**
 * Maintenance strategies: a vehicle linked to one is due every `mileageOver` km and/or every
 * `timeOver` days or months since its last maintenance (or since it was linked), and is warned
 * `mileagePre` km or `timePre` days before. Figures are whole numbers (spec 002 §5).
 */
export const maintenanceStrategySpec = defineResourceSpec({
  name: 'maintenanceStrategy',
  module: 'maintenanceStrategy',
  service: 'vehicle-svc',
  base: 'vehicle/maintenance/strategy/V1.0',
  title: text('maintenance.strategy.title'),
  noun: text('maintenance.strategy.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  fields: {
    name: {
      label: text('maintenance.strategy.fields.name'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      search: 'like',
      sortable: true,
    },
    mileageOver: {
      label: text('maintenance.strategy.fields.mileageOver'),
      type: 'integer',
      min: 1,
      max: MAINTENANCE_LIMITS.mileage,
      help: text('maintenance.strategy.help.mileageOver'),
    },
    mileagePre: {
      label: text('maintenance.strategy.fields.mileagePre'),
      type: 'integer',
      min: 0,
      max: MAINTENANCE_LIMITS.mileage,
      default: 0,
    },
    timeOver: {
      label: text('maintenance.strategy.fields.timeOver'),
      type: 'integer',
      min: 1,
      max: MAINTENANCE_LIMITS.days,
      help: text('maintenance.strategy.help.timeOver'),
    },
    timeUnit: {
      label: text('maintenance.strategy.fields.timeUnit'),
      type: 'enum',
      values: MAINTENANCE_TIME_UNITS,
      dict: 'maintenanceTimeUnit',
      required: true,
      default: 'MONTH',
    },
    timePre: {
      label: text('maintenance.strategy.fields.timePre'),
      type: 'integer',
      min: 0,
      max: MAINTENANCE_LIMITS.days,
      default: 0,
    },
    vehicleCount: {
      label: text('maintenance.strategy.fields.vehicleCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    dueCount: {
      label: text('maintenance.strategy.fields.dueCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    remark: { ...remarkField, list: true },
    updatedAt: {
      label: text('maintenance.strategy.fields.updatedAt'),
      type: 'datetime',
      form: false,
      import: false,
      sortable: true,
    },
  },
  actions: [
    {
      key: 'copy',
      label: text('maintenance.strategy.actions.copy'),
      call: MAINTENANCE_CALLS.copy,
      selection: 'one',
    },
    {
      key: 'link',
      label: text('maintenance.strategy.actions.link'),
      call: MAINTENANCE_CALLS.relate,
      selection: 'one',
      dialog: 'maintenanceVehicles',
    },
  ],
});

/** What a due figure reads: the vehicle's odometer and the strategy's next points. */
const dueFields = {
  mileage: { label: text('maintenance.vehicle.fields.mileage'), type: 'number' },
  baseMileage: { label: text('maintenance.vehicle.fields.baseMileage'), type: 'number' },
  baseAt: { label: text('maintenance.vehicle.fields.baseAt'), type: 'datetime' },
  dueMileage: { label: text('maintenance.vehicle.fields.dueMileage'), type: 'number' },
  remainingMileage: { label: text('maintenance.vehicle.fields.remainingMileage'), type: 'number' },
  dueAt: { label: text('maintenance.vehicle.fields.dueAt'), type: 'datetime', sortable: true },
  remainingDays: { label: text('maintenance.vehicle.fields.remainingDays'), type: 'integer' },
  dueStatus: {
    label: text('maintenance.vehicle.fields.dueStatus'),
    type: 'enum',
    values: MAINTENANCE_DUE_STATUSES,
    dict: 'maintenanceDueStatus',
    search: 'eq',
  },
} as const;

/**
 * The vehicles linked to strategies, each with where it stands: its odometer (the latest state's
 * total mileage), the point it was last maintained (or linked) at, and when it falls due.
 */
export const maintenanceVehicleSpec = defineResourceSpec({
  name: 'maintenanceVehicle',
  module: 'maintenanceStrategy',
  service: 'vehicle-svc',
  base: 'vehicle/maintenance/vehicle/V1.0',
  title: text('maintenance.vehicle.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'vin', order: 'asc' },
  operations: ['page', 'find', 'export'],
  fields: {
    strategyId: {
      label: text('maintenance.vehicle.fields.strategyId'),
      type: 'ref',
      ref: 'maintenanceStrategy',
      search: 'eq',
    },
    vin: { label: text('maintenance.vehicle.fields.vin'), type: 'text', search: 'like', sortable: true },
    plate: { label: text('maintenance.vehicle.fields.plate'), type: 'text', search: 'like' },
    ...dueFields,
    linkedAt: { label: text('maintenance.vehicle.fields.linkedAt'), type: 'datetime' },
  },
});

/** The tenant's vehicles not linked to any strategy (notRef): what can be linked. */
export const maintenanceFreeVehicleSpec = defineResourceSpec({
  name: 'maintenanceFreeVehicle',
  module: 'maintenanceStrategy',
  service: 'vehicle-svc',
  base: 'vehicle/maintenance/strategy/V1.0/notRef',
  title: text('maintenance.vehicle.notLinked'),
  optionLabel: 'vin',
  defaultSort: { key: 'vin', order: 'asc' },
  operations: ['page'],
  fields: {
    vin: { label: text('maintenance.vehicle.fields.vin'), type: 'text', search: 'like', sortable: true },
    plate: { label: text('maintenance.vehicle.fields.plate'), type: 'text', search: 'like' },
    mileage: { label: text('maintenance.vehicle.fields.mileage'), type: 'number' },
  },
});

/** Maintenance records: each resets its vehicle's due point to the odometer and date it was done at. */
export const maintenanceLogSpec = defineResourceSpec({
  name: 'maintenanceLog',
  module: 'maintenanceLog',
  service: 'vehicle-svc',
  base: 'vehicle/maintenance/log/V1.0',
  title: text('maintenance.log.title'),
  noun: text('maintenance.log.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'maintainedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'export', 'import'],
  fields: {
    vin: {
      label: text('maintenance.vehicle.fields.vin'),
      type: 'text',
      required: true,
      max: 17,
      search: 'like',
      sortable: true,
    },
    plate: { label: text('maintenance.vehicle.fields.plate'), type: 'text', form: false, import: false },
    strategyId: {
      label: text('maintenance.vehicle.fields.strategyId'),
      type: 'ref',
      ref: 'maintenanceStrategy',
      form: false,
      import: false,
      search: 'eq',
    },
    maintainedAt: {
      label: text('maintenance.log.fields.maintainedAt'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    mileage: {
      label: text('maintenance.log.fields.mileage'),
      type: 'number',
      min: 0,
      max: 9_999_999,
      help: text('maintenance.log.help.mileage'),
    },
    content: { label: text('maintenance.log.fields.content'), type: 'textarea', required: true, max: 500 },
    site: { label: text('maintenance.log.fields.site'), type: 'text', max: 100, search: 'like' },
    createdAt: {
      label: text('maintenance.log.fields.createdAt'),
      type: 'datetime',
      form: false,
      import: false,
      sortable: true,
    },
  },
});

export interface MaintenanceLinkRequest {
  strategyId: number;
  vehicleIds: number[];
}

export const maintenanceResourceSpecs = {
  maintenanceStrategy: maintenanceStrategySpec,
  maintenanceVehicle: maintenanceVehicleSpec,
  maintenanceLog: maintenanceLogSpec,
};
