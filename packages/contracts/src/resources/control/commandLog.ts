import { COMMAND_STATUS_TEXTS, CONTROL_KIND_NAMES } from '../../control';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

/**
 * The long command log of remote control (cmdLogs/V1.0): every command with
 * its vehicle, operator and IP, the gateway's status and the send and answer times.
 */
export const commandLogSpec = defineResourceSpec({
  name: 'commandLog',
  module: 'commandLog',
  service: 'vehicle-svc',
  base: 'cmdLogs/V1.0',
  title: text('control.commandLog.title'),
  optionLabel: 'checkId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: text('control.commandLog.fields.vin'), type: 'text', search: 'like', sortable: true },
    kind: {
      label: text('control.commandLog.fields.kind'),
      type: 'enum',
      values: CONTROL_KIND_NAMES,
      dict: 'controlKind',
      search: 'eq',
    },
    action: {
      label: text('control.commandLog.fields.action'),
      type: 'enum',
      values: ['on', 'off'],
      dict: 'controlAction',
    },
    argument: { label: text('control.commandLog.fields.argument'), type: 'integer' },
    status: {
      label: text('control.commandLog.fields.status'),
      type: 'enum',
      values: Object.keys(COMMAND_STATUS_TEXTS),
      dict: 'commandStatus',
      search: 'eq',
    },
    resultCode: { label: text('control.commandLog.fields.resultCode'), type: 'integer' },
    userName: { label: text('control.commandLog.fields.userName'), type: 'text', search: 'prefix' },
    ipAddress: { label: text('control.commandLog.fields.ipAddress'), type: 'text' },
    createdAt: {
      label: text('control.commandLog.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    answeredAt: { label: text('control.commandLog.fields.answeredAt'), type: 'datetime' },
    checkId: { label: text('control.commandLog.fields.checkId'), type: 'text', search: 'eq', list: false },
  },
});
