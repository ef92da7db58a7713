import { defineResourceSpec } from '../../resource';

import { QB_PARAM_CALLS, QB_VEHICLE_OUTCOMES } from './qbParams';
import { text } from '../../i18n';

/** Where a link-parameter set came from: the setting of the link-parameter screen, or a QB task. */
export const QB_LINK_SOURCES = ['SETTING', 'TASK'] as const;

const BASE = 'vehicle/enterpriseParams/V1.0';

/**
 * QB link parameters of each vehicle with a terminal (list and setting):
 * the values its terminal last confirmed (terminal_param_values); empty until read or set.
 */
export const qbLinkParamSpec = defineResourceSpec({
  name: 'qbLinkParam',
  module: 'qbLinkParamsInfo',
  service: 'vehicle-svc',
  base: `${BASE}/linkParam`,
  title: text('control.qbLinkParams.qbLinkParam.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'vin', order: 'asc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: {
      label: text('control.qbLinkParams.qbLinkParam.fields.vin'),
      type: 'text',
      search: 'like',
      sortable: true,
    },
    plate: { label: text('control.qbLinkParams.qbLinkParam.fields.plate'), type: 'text', search: 'like' },
    online: { label: text('control.qbLinkParams.qbLinkParam.fields.online'), type: 'boolean' },
    platformDomain: { label: text('control.qbLinkParams.qbLinkParam.fields.platformDomain'), type: 'text' },
    platformPort: { label: text('control.qbLinkParams.qbLinkParam.fields.platformPort'), type: 'integer' },
    heartbeatPeriod: {
      label: text('control.qbLinkParams.qbLinkParam.fields.heartbeatPeriod'),
      type: 'integer',
    },
    terminalResponseTimeout: {
      label: text('control.qbLinkParams.qbLinkParam.fields.terminalResponseTimeout'),
      type: 'integer',
    },
    platformResponseTimeout: {
      label: text('control.qbLinkParams.qbLinkParam.fields.platformResponseTimeout'),
      type: 'integer',
    },
    loginRetryInterval: {
      label: text('control.qbLinkParams.qbLinkParam.fields.loginRetryInterval'),
      type: 'integer',
    },
    publicDomain: { label: text('control.qbLinkParams.qbLinkParam.fields.publicDomain'), type: 'text' },
    publicPort: { label: text('control.qbLinkParams.qbLinkParam.fields.publicPort'), type: 'integer' },
    updatedAt: { label: text('control.qbLinkParams.qbLinkParam.fields.updatedAt'), type: 'datetime' },
  },
  actions: [
    {
      key: 'update',
      label: text('control.qbLinkParams.qbLinkParam.actions.update'),
      call: QB_PARAM_CALLS.linkSetting,
      selection: 'one',
      dialog: 'qbLinkSetting',
    },
  ],
});

/** Every link-parameter set sent to a vehicle (historyList): setting or QB task, with its outcome. */
export const qbLinkParamHistorySpec = defineResourceSpec({
  name: 'qbLinkParamHistory',
  module: 'qbLinkParamsHistory',
  service: 'vehicle-svc',
  base: `${BASE}/linkParamHistory`,
  title: text('control.qbLinkParams.qbLinkParamHistory.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: {
      label: text('control.qbLinkParams.qbLinkParam.fields.vin'),
      type: 'text',
      search: 'like',
      sortable: true,
    },
    plate: { label: text('control.qbLinkParams.qbLinkParam.fields.plate'), type: 'text' },
    source: {
      label: text('control.qbLinkParams.qbLinkParamHistory.fields.source'),
      type: 'enum',
      values: QB_LINK_SOURCES,
      dict: 'qbLinkSource',
      search: 'eq',
    },
    taskName: { label: text('control.qbLinkParams.qbLinkParamHistory.fields.taskName'), type: 'text' },
    params: { label: text('control.qbLinkParams.qbLinkParamHistory.fields.params'), type: 'text' },
    outcome: {
      label: text('control.qbLinkParams.qbLinkParamHistory.fields.outcome'),
      type: 'enum',
      values: QB_VEHICLE_OUTCOMES,
      dict: 'qbVehicleOutcome',
      search: 'eq',
    },
    resultCode: { label: text('control.qbLinkParams.qbLinkParamHistory.fields.resultCode'), type: 'integer' },
    userName: { label: text('control.qbLinkParams.qbLinkParamHistory.fields.userName'), type: 'text' },
    ipAddress: {
      label: text('control.qbLinkParams.qbLinkParamHistory.fields.ipAddress'),
      type: 'text',
      list: false,
    },
    createdAt: {
      label: text('control.qbLinkParams.qbLinkParamHistory.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    answeredAt: {
      label: text('control.qbLinkParams.qbLinkParamHistory.fields.answeredAt'),
      type: 'datetime',
    },
  },
});
