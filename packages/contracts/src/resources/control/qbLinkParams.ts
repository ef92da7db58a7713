import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';
import { QB_VEHICLE_OUTCOMES } from './qbParams';

/** Where a link-parameter set came from: the setting of the link-parameter screen, or a QB task. */
export const QB_LINK_SOURCES = ['SETTING', 'TASK'] as const;

const BASE = 'vehicle/enterpriseParams/V1.0';

/**
 * QB link parameters of each vehicle with a terminal (spec 001 sections 2, 7: list, setting):
 * the values its terminal last confirmed (terminal_param_values); empty until read or set.
 */
export const qbLinkParamSpec = defineResourceSpec({
  name: 'qbLinkParam',
  module: 'qbLinkParamsInfo',
  service: 'vehicle-svc',
  base: `${BASE}/linkParam`,
  title: t('企标联网参数', 'QB link parameters', '企標連網參數'),
  optionLabel: 'vin',
  defaultSort: { key: 'vin', order: 'asc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true },
    plate: { label: t('车牌号', 'Plate', '車牌號'), type: 'text', search: 'like' },
    online: { label: t('在线', 'Online', '在線'), type: 'boolean' },
    platformDomain: { label: t('平台域名', 'Platform domain', '平台網域'), type: 'text' },
    platformPort: { label: t('平台端口', 'Platform port', '平台連接埠'), type: 'integer' },
    heartbeatPeriod: { label: t('心跳周期(s)', 'Heartbeat (s)', '心跳週期(s)'), type: 'integer' },
    terminalResponseTimeout: {
      label: t('终端应答超时(s)', 'Terminal timeout (s)', '終端應答逾時(s)'),
      type: 'integer',
    },
    platformResponseTimeout: {
      label: t('平台应答超时(s)', 'Platform timeout (s)', '平台應答逾時(s)'),
      type: 'integer',
    },
    loginRetryInterval: {
      label: t('登录重试间隔(min)', 'Login retry (min)', '登入重試間隔(min)'),
      type: 'integer',
    },
    publicDomain: { label: t('公共平台域名', 'Public domain', '公共平台網域'), type: 'text' },
    publicPort: { label: t('公共平台端口', 'Public port', '公共平台連接埠'), type: 'integer' },
    updatedAt: { label: t('确认时间', 'Confirmed at', '確認時間'), type: 'datetime' },
  },
  actions: [
    {
      key: 'update',
      label: t('参数设置', 'Set parameters', '參數設定'),
      method: 'POST',
      path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/setting',
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
  title: t('企标联网参数历史', 'QB link parameter history', '企標連網參數歷史'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true },
    plate: { label: t('车牌号', 'Plate', '車牌號'), type: 'text' },
    source: {
      label: t('来源', 'Source', '來源'),
      type: 'enum',
      values: QB_LINK_SOURCES,
      dict: 'qbLinkSource',
      search: 'eq',
    },
    taskName: { label: t('参数任务', 'Parameter task', '參數任務'), type: 'text' },
    params: { label: t('设置参数', 'Parameters set', '設定參數'), type: 'text' },
    outcome: {
      label: t('执行结果', 'Outcome', '執行結果'),
      type: 'enum',
      values: QB_VEHICLE_OUTCOMES,
      dict: 'qbVehicleOutcome',
      search: 'eq',
    },
    resultCode: { label: t('结果码', 'Result code', '結果碼'), type: 'integer' },
    userName: { label: t('操作人', 'Operator', '操作人'), type: 'text' },
    ipAddress: { label: t('IP 地址', 'IP address', 'IP 位址'), type: 'text', list: false },
    createdAt: {
      label: t('下发时间', 'Sent at', '下發時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    answeredAt: { label: t('响应时间', 'Answered at', '回應時間'), type: 'datetime' },
  },
});
