import { COMMAND_STATUS_TEXTS } from '../../control';
import { LOCK_COMMANDS, LOCK_STATUS_TEXTS } from '../../lock';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

/** Vehicles under lock management (spec 001 section 7, locks): flags, lock status and speed-limit level. */
export const lockVehicleSpec = defineResourceSpec({
  name: 'lockVehicle',
  module: 'lock',
  service: 'vehicle-svc',
  base: 'vehicle/lock/V1.0',
  title: t('锁车管理', 'Vehicle locking', '鎖車管理'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true },
    plate: { label: t('车牌号', 'Plate', '車牌號'), type: 'text' },
    lockEnabled: { label: t('锁车功能', 'Lock enabled', '鎖車功能'), type: 'boolean', search: 'eq' },
    boxCtrlEnabled: { label: t('盒子控制', 'Box control enabled', '盒子控制'), type: 'boolean', search: 'eq' },
    lockStatus: { label: t('锁车状态', 'Lock status', '鎖車狀態'), type: 'enum', values: Object.keys(LOCK_STATUS_TEXTS), dict: 'lockStatus', search: 'eq' },
    speedLevel: { label: t('限速等级', 'Speed-limit level', '限速等級'), type: 'integer' },
    createdAt: { label: t('加入时间', 'Added at', '加入時間'), type: 'datetime', search: 'range', sortable: true },
  },
  actions: [
    { key: 'addVehicle', label: t('添加车辆', 'Add vehicles', '新增車輛'), method: 'POST', path: 'addVehicle', selection: 'none', dialog: 'addVehicle' },
    { key: 'enableLock', label: t('启用锁车', 'Enable lock', '啟用鎖車'), method: 'POST', path: 'enableLock', selection: 'many' },
    { key: 'disableLock', label: t('停用锁车', 'Disable lock', '停用鎖車'), method: 'POST', path: 'disableLock', selection: 'many' },
    { key: 'enableBoxCtrl', label: t('启用盒子控制', 'Enable box control', '啟用盒子控制'), method: 'POST', path: 'enableBoxCtrl', selection: 'many' },
    { key: 'disableBoxCtrl', label: t('停用盒子控制', 'Disable box control', '停用盒子控制'), method: 'POST', path: 'disableBoxCtrl', selection: 'many' },
    { key: 'lock', label: t('锁车', 'Lock', '鎖車'), method: 'POST', path: 'lock', selection: 'one', confirm: t('确定锁车吗？车辆停车后将无法启动。', 'Lock the vehicle? Once parked it will not start.', '確定鎖車嗎？車輛停車後將無法啟動。') },
    { key: 'unlock', label: t('解锁', 'Unlock', '解鎖'), method: 'POST', path: 'unlock', selection: 'one' },
    { key: 'lockSpeed', label: t('限速', 'Speed limit', '限速'), method: 'POST', path: 'lockSpeed', selection: 'one', dialog: 'lockSpeed' },
    { key: 'unlockSpeed', label: t('取消限速', 'Cancel speed limit', '取消限速'), method: 'POST', path: 'unlockSpeed', selection: 'one' },
    { key: 'mileageChange', label: t('里程变更', 'Change mileage', '里程變更'), method: 'POST', path: 'mileageChange', selection: 'one', dialog: 'mileageChange' },
    {
      key: 'urgentReset',
      label: t('紧急复位', 'Urgent reset', '緊急復位'),
      method: 'POST',
      path: 'urgentReset',
      selection: 'one',
      confirm: t('确定紧急复位吗？车辆的锁车与限速将被解除。', 'Reset the vehicle? Its lock and speed limit are cleared.', '確定緊急復位嗎？車輛的鎖車與限速將被解除。'),
    },
    { key: 'import', label: t('导入车辆', 'Import vehicles', '匯入車輛'), method: 'POST', path: 'importVehicle', selection: 'none', dialog: 'importVehicle' },
    { key: 'removeVehicle', label: t('移除车辆', 'Remove vehicles', '移除車輛'), method: 'POST', path: 'removeVehicle', selection: 'many', confirm: t('确定将所选车辆移出锁车管理吗？', 'Remove the chosen vehicles from lock management?', '確定將所選車輛移出鎖車管理嗎？') },
  ],
});

/** Lock command log (spec 001 section 3): command name, execution status, send and response time, operator, IP. */
export const lockLogSpec = defineResourceSpec({
  name: 'lockLog',
  module: 'lockLog',
  service: 'vehicle-svc',
  base: 'vehicle/lock/V1.0/log',
  title: t('锁车指令日志', 'Lock command log', '鎖車指令紀錄'),
  optionLabel: 'checkId',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true },
    cmdName: { label: t('指令名称', 'Command', '指令名稱'), type: 'enum', values: LOCK_COMMANDS, dict: 'lockCommand', search: 'eq' },
    level: { label: t('限速等级', 'Speed-limit level', '限速等級'), type: 'integer' },
    mileageKm: { label: t('变更里程 (km)', 'Mileage set (km)', '變更里程 (km)'), type: 'integer' },
    state: { label: t('执行状态', 'Execution status', '執行狀態'), type: 'enum', values: Object.keys(COMMAND_STATUS_TEXTS), dict: 'commandStatus', search: 'eq' },
    createdAt: { label: t('发送时间', 'Sent at', '傳送時間'), type: 'datetime', search: 'range', sortable: true },
    resTime: { label: t('响应时间', 'Response time', '回應時間'), type: 'datetime' },
    createUserName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'prefix' },
    ipAddress: { label: t('IP 地址', 'IP address', 'IP 位址'), type: 'text' },
    checkId: { label: t('指令编号', 'Check id', '指令編號'), type: 'text', search: 'eq', list: false },
  },
});
