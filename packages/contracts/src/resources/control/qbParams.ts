import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

/** QB (enterprise) parameter task status (spec 001 section 4: enable = start, disable = stop). */
export const QB_TASK_STATUSES = ['INIT', 'STARTED', 'STOPPED'] as const;

/**
 * The outcome of a task on one vehicle: not sent yet (task not started), executing, queued for the
 * terminal's next login, succeeded, refused by the terminal, timed out, cancelled by a stop,
 * expired in the queue, or another delivery failure.
 */
export const QB_VEHICLE_OUTCOMES = [
  'WAITING',
  'EXECUTING',
  'QUEUED',
  'SUCCEEDED',
  'FAILED',
  'TIMEOUT',
  'CANCELLED',
  'EXPIRED',
  'ERROR',
] as const;

/**
 * QB parameter tasks (spec 001 sections 2, 4, 7, vehicle enterprise params): chosen terminal
 * parameters set (0x81) on a set of vehicles. Parameters are written one per line as
 * `id=value`, the id in hex or decimal (e.g. `0x02=10`), checked like the parameter screen's.
 */
export const qbTaskSpec = defineResourceSpec({
  name: 'qbTask',
  module: 'qbParams',
  service: 'vehicle-svc',
  base: 'vehicle/enterpriseParams/V1.0',
  title: t('企标参数任务', 'QB parameter tasks', '企標參數任務'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: {
      label: t('任务名称', 'Task name', '任務名稱'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
      unique: true,
      sortable: true,
    },
    params: {
      label: t('终端参数', 'Terminal parameters', '終端參數'),
      type: 'textarea',
      required: true,
      max: 2000,
      help: t(
        '每行一个“参数编号=值”，如 0x02=10（上报周期 10 秒）',
        'One "id=value" per line, e.g. 0x02=10 (report period 10 s)',
        '每列一個「參數編號=值」，如 0x02=10（上報週期 10 秒）',
      ),
    },
    status: {
      label: t('任务状态', 'Task status', '任務狀態'),
      type: 'enum',
      values: QB_TASK_STATUSES,
      dict: 'qbTaskStatus',
      search: 'eq',
      form: false,
    },
    vehicleCount: { label: t('车辆数', 'Vehicles', '車輛數'), type: 'integer', form: false },
    succeededCount: { label: t('成功数', 'Succeeded', '成功數'), type: 'integer', form: false },
    remark: { label: t('备注', 'Remarks', '備註'), type: 'textarea', max: 200, list: false },
    userName: { label: t('创建人', 'Created by', '建立人'), type: 'text', form: false },
    startedAt: {
      label: t('启动时间', 'Started at', '啟動時間'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
    createdAt: {
      label: t('创建时间', 'Created at', '建立時間'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    { key: 'start', label: t('启动', 'Start', '啟動'), method: 'POST', path: 'startTask', selection: 'one' },
    {
      key: 'stop',
      label: t('停止', 'Stop', '停止'),
      method: 'POST',
      path: 'stopTask',
      selection: 'one',
      confirm: t(
        '确定停止任务吗？尚未下发到离线车辆的参数将被取消。',
        'Stop the task? Parameters still waiting for offline vehicles are cancelled.',
        '確定停止任務嗎？尚未下發到離線車輛的參數將被取消。',
      ),
    },
  ],
});

/** The vehicles of a QB task with their outcome (task progress, linked vehicles). */
export const qbTaskVehicleSpec = defineResourceSpec({
  name: 'qbTaskVehicle',
  module: 'qbParams',
  service: 'vehicle-svc',
  base: 'vehicle/enterpriseParams/V1.0/vehicle',
  title: t('任务车辆', 'Task vehicles', '任務車輛'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  permissions: { view: 'qbParams/view', export: 'qbParams/export' },
  fields: {
    taskId: { label: t('任务', 'Task', '任務'), type: 'integer', search: 'eq', list: false },
    vin: { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true },
    plate: { label: t('车牌号', 'Plate', '車牌號'), type: 'text' },
    online: { label: t('在线', 'Online', '在線'), type: 'boolean' },
    outcome: {
      label: t('执行结果', 'Outcome', '執行結果'),
      type: 'enum',
      values: QB_VEHICLE_OUTCOMES,
      dict: 'qbVehicleOutcome',
      search: 'eq',
    },
    resultCode: { label: t('结果码', 'Result code', '結果碼'), type: 'integer' },
    attempts: { label: t('下发次数', 'Attempts', '下發次數'), type: 'integer' },
    sentAt: { label: t('下发时间', 'Sent at', '下發時間'), type: 'datetime' },
    answeredAt: { label: t('响应时间', 'Answered at', '回應時間'), type: 'datetime' },
    createdAt: {
      label: t('关联时间', 'Linked at', '關聯時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'qbParams/addVehicle',
      label: t('关联车辆', 'Link vehicles', '關聯車輛'),
      method: 'POST',
      path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/addVehicle',
      selection: 'none',
      dialog: 'qbAddVehicle',
    },
    {
      key: 'qbParams/addVehicle',
      label: t('导入车辆', 'Import vehicles', '匯入車輛'),
      method: 'POST',
      path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/importVehicle',
      selection: 'none',
      dialog: 'qbImportVehicle',
    },
    {
      key: 'qbParams/deleteVehicle',
      label: t('取消关联', 'Unlink', '取消關聯'),
      method: 'POST',
      path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/deleteVehicle',
      selection: 'many',
      confirm: t('确定取消关联所选车辆吗？', 'Unlink the chosen vehicles?', '確定取消關聯所選車輛嗎？'),
    },
  ],
});
