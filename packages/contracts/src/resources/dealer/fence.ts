import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';
import { FENCE_SHAPES } from '../../geo/fence';
import { remarkField } from '../system/common';

export { FENCE_SHAPES, type FenceShape } from '../../geo/fence';

/** How a fence alarm is sent beside the console notice: by SMS, by mail. */
export const FENCE_ALARM_WAYS = ['SMS', 'MAIL'] as const;
export type FenceAlarmWay = (typeof FENCE_ALARM_WAYS)[number];

/** Which vehicles a fence watches: all of the tenant's, or those linked to it by VIN. */
export const FENCE_VEHICLE_SCOPES = ['ALL', 'VIN'] as const;
export type FenceVehicleScope = (typeof FENCE_VEHICLE_SCOPES)[number];

/** What a fence alarm reports: a crossing in or out, a stay too long, speeding inside. */
export const FENCE_ALARM_KINDS = ['ENTER', 'EXIT', 'DWELL', 'OVERSPEED'] as const;
export type FenceAlarmKind = (typeof FENCE_ALARM_KINDS)[number];

/** A time of day, HH:mm (or empty). */
const HH_MM = '^(([01][0-9]|2[0-3]):[0-5][0-9])?$';

/**
 * Electronic fences of the dealer network (vehicle-svc/fences/V1.0). The console's fence calls
 * name the fence id and its linked vehicles only; a fence here is a named area (geo/fence.ts),
 * its alarm ways and a remark. The area is edited on a map; lists and files show its shape and,
 * for a circle, its centre and radius.
 */
export const fenceSpec = defineResourceSpec({
  name: 'fence',
  module: 'fence',
  service: 'vehicle-svc',
  base: 'fences/V1.0',
  title: text('fence.title'),
  noun: text('nouns.fence'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: {
      label: text('fence.fields.name'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      search: 'like',
      sortable: true,
    },
    shape: {
      label: text('fence.fields.shape'),
      type: 'enum',
      values: FENCE_SHAPES,
      dict: 'fenceShape',
      required: true,
      search: 'eq',
    },
    geometry: {
      label: text('fence.fields.geometry'),
      type: 'json',
      required: true,
      list: false,
      export: false,
      import: false,
      help: text('fence.help.geometry'),
    },
    centerLng: {
      label: text('fence.fields.centerLng'),
      type: 'number',
      form: false,
      list: false,
      export: true,
    },
    centerLat: {
      label: text('fence.fields.centerLat'),
      type: 'number',
      form: false,
      list: false,
      export: true,
    },
    radius: { label: text('fence.fields.radius'), type: 'number', form: false, list: false, export: true },
    alarmWays: {
      label: text('fence.fields.alarmWays'),
      type: 'enum',
      values: FENCE_ALARM_WAYS,
      dict: 'fenceAlarmWay',
      multiple: true,
      default: [],
    },
    enabled: { label: text('fence.rules.enabled'), type: 'boolean', default: true, search: 'eq' },
    vehicleScope: {
      label: text('fence.rules.vehicleScope'),
      type: 'enum',
      values: FENCE_VEHICLE_SCOPES,
      dict: 'fenceVehicleScope',
      default: 'VIN',
    },
    entryAlarm: { label: text('fence.rules.entryAlarm'), type: 'boolean', default: true, list: false },
    exitAlarm: { label: text('fence.rules.exitAlarm'), type: 'boolean', default: true, list: false },
    dwellMinutes: {
      label: text('fence.rules.dwellMinutes'),
      type: 'integer',
      min: 1,
      max: 10080,
      list: false,
    },
    speedLimit: { label: text('fence.rules.speedLimit'), type: 'integer', min: 1, max: 300, list: false },
    activeFrom: {
      label: text('fence.rules.activeFrom'),
      type: 'text',
      max: 5,
      pattern: { source: HH_MM, message: text('fence.rules.activeHelp') },
      help: text('fence.rules.activeHelp'),
      list: false,
    },
    activeTo: {
      label: text('fence.rules.activeTo'),
      type: 'text',
      max: 5,
      pattern: { source: HH_MM, message: text('fence.rules.activeHelp') },
      list: false,
    },
    remark: { ...remarkField, list: true },
    updatedAt: {
      label: text('fence.fields.updatedAt'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
});

/** The vehicles a VIN-scoped fence watches (linked by VIN, one by one or by import). */
export const fenceVehicleSpec = defineResourceSpec({
  name: 'fenceVehicle',
  module: 'fence',
  service: 'vehicle-svc',
  base: 'fenceVehicles',
  title: text('fence.vehicle.title'),
  noun: text('fence.vehicle.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'delete', 'import', 'export'],
  fields: {
    fenceId: {
      label: text('fence.vehicle.fields.fenceId'),
      type: 'ref',
      ref: 'fence',
      required: true,
      search: 'eq',
    },
    vin: {
      label: text('fence.vehicle.fields.vin'),
      type: 'text',
      required: true,
      max: 17,
      search: 'like',
      sortable: true,
    },
    createdAt: {
      label: text('fence.vehicle.fields.createdAt'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
  },
});

/** Alarms the fences raised (dealer/fenceNotice): read-only, written by the ingest worker. */
export const fenceAlarmSpec = defineResourceSpec({
  name: 'fenceAlarm',
  module: 'fenceNotice',
  service: 'vehicle-svc',
  base: 'fenceAlarms',
  title: text('fence.alarm.title'),
  noun: text('fence.alarm.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'startedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    kind: {
      label: text('fence.alarm.fields.kind'),
      type: 'enum',
      values: FENCE_ALARM_KINDS,
      dict: 'fenceAlarmKind',
      search: 'eq',
    },
    fenceId: {
      label: text('fence.alarm.fields.fenceId'),
      type: 'ref',
      ref: 'fence',
      search: 'eq',
      list: false,
      export: false,
    },
    fenceName: { label: text('fence.alarm.fields.fenceName'), type: 'text', search: 'like' },
    vin: { label: text('fence.alarm.fields.vin'), type: 'text', search: 'like', sortable: true },
    startedAt: {
      label: text('fence.alarm.fields.startedAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    endedAt: { label: text('fence.alarm.fields.endedAt'), type: 'datetime' },
    lng: { label: text('fence.alarm.fields.lng'), type: 'number' },
    lat: { label: text('fence.alarm.fields.lat'), type: 'number' },
    speed: { label: text('fence.alarm.fields.speed'), type: 'number' },
  },
});

/** The dealer network's declarations, by name. */
export const dealerResourceSpecs = { fence: fenceSpec };

/** The fence alarm declarations, by name. */
export const fenceAlarmResourceSpecs = { fenceVehicle: fenceVehicleSpec, fenceAlarm: fenceAlarmSpec };
