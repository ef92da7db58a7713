import { COMMAND_STATUS_TEXTS, CONTROL_KIND_NAMES } from '../../control';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

/**
 * The long command log of remote control (spec 001 section 7, cmdLogs/V1.0): every command with
 * its vehicle, operator and IP, the gateway's status and the send and answer times.
 */
export const commandLogSpec = defineResourceSpec({
  name: 'commandLog',
  module: 'commandLog',
  service: 'vehicle-svc',
  base: 'cmdLogs/V1.0',
  title: t('远程指令日志', 'Remote command log', '遠端指令紀錄'),
  optionLabel: 'checkId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true },
    kind: {
      label: t('指令', 'Command', '指令'),
      type: 'enum',
      values: CONTROL_KIND_NAMES,
      dict: 'controlKind',
      search: 'eq',
    },
    action: {
      label: t('操作', 'Action', '操作'),
      type: 'enum',
      values: ['on', 'off'],
      dict: 'controlAction',
    },
    argument: { label: t('参数', 'Argument', '參數'), type: 'integer' },
    status: {
      label: t('执行状态', 'Execution status', '執行狀態'),
      type: 'enum',
      values: Object.keys(COMMAND_STATUS_TEXTS),
      dict: 'commandStatus',
      search: 'eq',
    },
    resultCode: { label: t('结果码', 'Result code', '結果碼'), type: 'integer' },
    userName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'prefix' },
    ipAddress: { label: t('IP 地址', 'IP address', 'IP 位址'), type: 'text' },
    createdAt: {
      label: t('发送时间', 'Sent at', '傳送時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
    answeredAt: { label: t('响应时间', 'Answered at', '回應時間'), type: 'datetime' },
    checkId: { label: t('指令编号', 'Check id', '指令編號'), type: 'text', search: 'eq', list: false },
  },
});
