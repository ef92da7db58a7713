import { defineCalls } from '../../call';
import { text } from '../../i18n';
import { defineResourceSpec } from '../../resource';
import { remarkField } from '../system/common';

/** The fault code lists of a GB/T 32960.3 alarm block: storage (battery), drive motor, engine, other. */
export const FAULT_CATEGORIES = ['STORAGE', 'MOTOR', 'ENGINE', 'OTHER'] as const;
export type FaultCategory = (typeof FAULT_CATEGORIES)[number];

/** A fault's own handling: none yet, handling (a note was written), ended. */
export const FAULT_HANDLE_STATUSES = ['UNHANDLED', 'HANDLING', 'ENDED'] as const;
export type FaultHandleStatus = (typeof FAULT_HANDLE_STATUSES)[number];

/** Whether the alarm episode that carried the fault is still open. */
export const FAULT_STATES = ['ACTIVE', 'RECOVERED'] as const;
export type FaultState = (typeof FAULT_STATES)[number];

/** A fault code as the frames carry it: four bytes, written as eight hexadecimal digits. */
export const FAULT_CODE_PATTERN = '^[0-9A-Fa-f]{8}$';

/** The hex text of a code as frames carry it (an unsigned 32-bit number). */
export const faultCodeText = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');

/** Parts a fault code is filed under (battery pack, motor controller, ...). */
export const faultPartSpec = defineResourceSpec({
  name: 'faultPart',
  module: 'faultParts',
  service: 'vehicle-svc',
  base: 'vehicle/trouble/part/V1.0',
  title: text('fault.part.title'),
  noun: text('fault.part.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'code', order: 'asc' },
  fields: {
    code: {
      label: text('fault.part.fields.code'),
      type: 'text',
      required: true,
      max: 32,
      unique: true,
      search: 'like',
      sortable: true,
    },
    name: {
      label: text('fault.part.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      unique: true,
      search: 'like',
      sortable: true,
    },
    remark: { ...remarkField, list: true },
  },
});

/**
 * Fault codes of a vehicle series (vehicle/trouble/code/V1.0): the code a frame carries in one of
 * the alarm block's lists, what it means and what to do. SPN, FMI, CM and OC describe it as
 * SAE J1939 does.
 */
export const faultCodeSpec = defineResourceSpec({
  name: 'faultCode',
  module: 'faultCodes',
  service: 'vehicle-svc',
  base: 'vehicle/trouble/code/V1.0',
  title: text('fault.code.title'),
  noun: text('fault.code.noun'),
  optionLabel: 'code',
  rowName: 'code',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  fields: {
    vehicleSeriesId: {
      label: text('fault.code.fields.vehicleSeriesId'),
      type: 'ref',
      ref: 'vehicleSeries',
      required: true,
      search: 'eq',
    },
    category: {
      label: text('fault.code.fields.category'),
      type: 'enum',
      values: FAULT_CATEGORIES,
      dict: 'faultCategory',
      required: true,
      search: 'eq',
    },
    code: {
      label: text('fault.code.fields.code'),
      type: 'text',
      required: true,
      max: 8,
      pattern: { source: FAULT_CODE_PATTERN, message: text('fault.code.help.code') },
      search: 'like',
      sortable: true,
      help: text('fault.code.help.code'),
    },
    description: {
      label: text('fault.code.fields.description'),
      type: 'text',
      required: true,
      max: 200,
      search: 'like',
    },
    advice: { label: text('fault.code.fields.advice'), type: 'textarea', max: 500 },
    faultPartId: {
      label: text('fault.code.fields.faultPartId'),
      type: 'ref',
      ref: 'faultPart',
      search: 'eq',
    },
    spn: { label: text('fault.code.fields.spn'), type: 'integer', min: 0, max: 524287 },
    fmi: { label: text('fault.code.fields.fmi'), type: 'integer', min: 0, max: 31 },
    cm: { label: text('fault.code.fields.cm'), type: 'integer', min: 0, max: 1 },
    oc: { label: text('fault.code.fields.oc'), type: 'integer', min: 0, max: 127 },
    updatedAt: {
      label: text('fault.code.fields.updatedAt'),
      type: 'datetime',
      form: false,
      import: false,
      sortable: true,
    },
  },
});

/** Fault calls beyond the engine's: the spec's lookups and the custom handling of fault detail. */
export const FAULT_CALLS = defineCalls({
  /** body: the id (or { id }); answers the fault code as find does */
  codeQuery: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/trouble/code/V1.0/query',
    access: 'faultCodes/view',
  },
  /** body: page of fault codes with vehicleSeriesId required */
  codeSeriesPage: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/trouble/code/V1.0/seriespage',
    access: 'faultCodes/view',
  },
  /** query ids=1,2; body { content }: the note is written and the faults are handling */
  handle: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/trouble/detail/V1.0/addBatchCustomAlarmHandlerMes',
    access: 'faultVehicle/customHandle',
  },
  /** query ids=1,2: the faults' handling ends */
  handleEnd: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/trouble/detail/V1.0/batchCustomHandlerEnd',
    access: 'faultVehicle/customHandle',
  },
  /** a file of rows (id, note): each note is written to its fault */
  handleImport: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/trouble/detail/V1.0/importCustomAlarmHandlerMes',
    access: 'faultVehicle/customHandle',
  },
  /** the handling file's template */
  handleTemplate: {
    method: 'GET',
    path: 'vehicle-svc/vehicle/trouble/detail/V1.0/importCustomAlarmHandlerMes/template',
    access: 'faultVehicle/customHandle',
  },
});

/**
 * Fault detail (vehicle/trouble/detail/V1.0, the faultVehicle screen): one row per fault code a
 * vehicle's frames carried during one alarm episode, described from the fault codes of its series,
 * with its own handling.
 */
export const faultDetailSpec = defineResourceSpec({
  name: 'faultDetail',
  module: 'faultVehicle',
  service: 'vehicle-svc',
  base: 'vehicle/trouble/detail/V1.0',
  title: text('fault.detail.title'),
  noun: text('fault.detail.noun'),
  optionLabel: 'code',
  defaultSort: { key: 'lastAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    id: { label: text('fault.detail.fields.id'), type: 'integer', form: false },
    vin: { label: text('fault.detail.fields.vin'), type: 'text', search: 'like', sortable: true },
    plate: { label: text('fault.detail.fields.plate'), type: 'text', search: 'like' },
    vehicleSeriesId: {
      label: text('fault.code.fields.vehicleSeriesId'),
      type: 'ref',
      ref: 'vehicleSeries',
      search: 'eq',
    },
    category: {
      label: text('fault.code.fields.category'),
      type: 'enum',
      values: FAULT_CATEGORIES,
      dict: 'faultCategory',
      search: 'eq',
    },
    code: { label: text('fault.code.fields.code'), type: 'text', search: 'eq' },
    description: { label: text('fault.code.fields.description'), type: 'text' },
    advice: { label: text('fault.code.fields.advice'), type: 'textarea' },
    faultPartId: { label: text('fault.code.fields.faultPartId'), type: 'ref', ref: 'faultPart' },
    state: {
      label: text('fault.detail.fields.state'),
      type: 'enum',
      values: FAULT_STATES,
      dict: 'faultState',
      search: 'eq',
    },
    firstAt: {
      label: text('fault.detail.fields.firstAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    lastAt: { label: text('fault.detail.fields.lastAt'), type: 'datetime', sortable: true },
    endedAt: { label: text('fault.detail.fields.endedAt'), type: 'datetime' },
    handleStatus: {
      label: text('fault.detail.fields.handleStatus'),
      type: 'enum',
      values: FAULT_HANDLE_STATUSES,
      dict: 'faultHandleStatus',
      search: 'eq',
    },
    handleContent: { label: text('fault.detail.fields.handleContent'), type: 'textarea' },
    handledByName: { label: text('fault.detail.fields.handledBy'), type: 'text' },
    handledAt: { label: text('fault.detail.fields.handledAt'), type: 'datetime' },
  },
  actions: [
    {
      key: 'customHandle',
      label: text('fault.detail.actions.handle'),
      call: FAULT_CALLS.handle,
      selection: 'many',
      dialog: 'faultHandle',
    },
    {
      key: 'customHandle',
      label: text('fault.detail.actions.end'),
      call: FAULT_CALLS.handleEnd,
      selection: 'many',
      dialog: 'faultEnd',
    },
    {
      key: 'customHandle',
      label: text('fault.detail.actions.import'),
      call: FAULT_CALLS.handleImport,
      selection: 'none',
      dialog: 'faultHandleImport',
    },
  ],
});

/** The longest handling note. */
export const FAULT_HANDLE_MAX = 500;

/** The answer of the handling calls: how many faults changed. */
export interface FaultHandleResult {
  updated: number;
}

export const faultResourceSpecs = {
  faultPart: faultPartSpec,
  faultCode: faultCodeSpec,
  faultDetail: faultDetailSpec,
};
