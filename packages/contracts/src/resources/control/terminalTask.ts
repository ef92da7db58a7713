import { COMMAND_STATUS_TEXTS } from '../../control';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

/**
 * Parameter reads and sets and terminal controls sent to terminals
 * (vehicle/param/terminalControl/page): the task list and its history per vehicle.
 */
export const terminalTaskSpec = defineResourceSpec({
  name: 'terminalTask',
  module: 'paramsQuery',
  service: 'vehicle-svc',
  base: 'vehicle/param/terminalControl',
  title: text('control.terminalTask.title'),
  optionLabel: 'checkId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: text('control.terminalTask.fields.vin'), type: 'text', search: 'like', sortable: true },
    task: {
      label: text('control.terminalTask.fields.task'),
      type: 'enum',
      values: ['paramQuery', 'paramSet', 'control'],
      dict: 'terminalTask',
      search: 'eq',
    },
    detail: { label: text('control.terminalTask.fields.detail'), type: 'text' },
    status: {
      label: text('control.terminalTask.fields.status'),
      type: 'enum',
      values: Object.keys(COMMAND_STATUS_TEXTS),
      dict: 'commandStatus',
      search: 'eq',
    },
    resultCode: { label: text('control.terminalTask.fields.resultCode'), type: 'integer' },
    userName: { label: text('control.terminalTask.fields.userName'), type: 'text', search: 'prefix' },
    ipAddress: { label: text('control.terminalTask.fields.ipAddress'), type: 'text' },
    createdAt: {
      label: text('control.terminalTask.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    answeredAt: { label: text('control.terminalTask.fields.answeredAt'), type: 'datetime' },
    checkId: { label: text('control.terminalTask.fields.checkId'), type: 'text', search: 'eq', list: false },
  },
});
