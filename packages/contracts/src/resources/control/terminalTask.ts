import { COMMAND_STATUS_TEXTS } from '../../control';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

/**
 * Parameter reads and sets and terminal controls sent to terminals (spec 001 section 7,
 * vehicle/param/terminalControl/page): the task list and its history per vehicle.
 */
export const terminalTaskSpec = defineResourceSpec({
  name: 'terminalTask',
  module: 'paramsQuery',
  service: 'vehicle-svc',
  base: 'vehicle/param/terminalControl',
  title: t('终端参数与控制任务', 'Terminal parameter and control tasks', '終端參數與控制任務'),
  optionLabel: 'checkId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true },
    task: {
      label: t('任务类型', 'Task', '任務類型'),
      type: 'enum',
      values: ['paramQuery', 'paramSet', 'control'],
      dict: 'terminalTask',
      search: 'eq',
    },
    detail: { label: t('内容', 'Content', '內容'), type: 'text' },
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
