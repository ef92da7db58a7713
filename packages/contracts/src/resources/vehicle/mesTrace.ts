import { defineResourceSpec } from '../../resource';
import { createdAtField } from '../system/common';
import { VF } from './fields';
import { text } from '../../i18n';

/**
 * The production trace of vehicles from the plant's MES (MesTrace/page): which
 * station did what to a VIN, when, with which part, and how it went. The MES sends its rows by file.
 */
export const mesTraceSpec = defineResourceSpec({
  name: 'mesTrace',
  module: 'production',
  service: 'vehicle-svc',
  base: 'MesTrace',
  title: text('vehicle.mesTrace.title'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'create', 'delete', 'export', 'import'],
  defaultSort: { key: 'tracedAt', order: 'desc' },
  fields: {
    vin: { ...VF.vin, unique: false, list: true },
    stationCode: {
      label: text('vehicle.mesTrace.fields.stationCode'),
      type: 'text',
      required: true,
      max: 32,
      search: 'prefix',
    },
    processName: {
      label: text('vehicle.mesTrace.fields.processName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    partCode: { label: text('vehicle.mesTrace.fields.partCode'), type: 'text', max: 32, search: 'prefix' },
    partSerial: {
      label: text('vehicle.mesTrace.fields.partSerial'),
      type: 'text',
      max: 64,
      search: 'prefix',
    },
    operatorName: {
      label: text('vehicle.mesTrace.fields.operatorName'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    result: {
      label: text('vehicle.mesTrace.fields.result'),
      type: 'dict',
      dict: 'productionTestResult',
      required: true,
      search: 'eq',
    },
    tracedAt: {
      label: text('vehicle.mesTrace.fields.tracedAt'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    createdAt: createdAtField,
  },
});
