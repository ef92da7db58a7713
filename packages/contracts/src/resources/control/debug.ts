import { LOCK_STATUS_TEXTS } from '../../lock';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

/** Debug status (spec 001 section 4). */
export const DEBUG_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

const vin = { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true } as const;
const debugStatus = {
  label: t('调试状态', 'Debug status', '調試狀態'),
  type: 'enum',
  values: DEBUG_STATUSES,
  dict: 'debugStatus',
  search: 'eq',
} as const;
const lockStatus = {
  label: t('锁车状态', 'Lock status', '鎖車狀態'),
  type: 'enum',
  values: Object.keys(LOCK_STATUS_TEXTS),
  dict: 'lockStatus',
} as const;

/**
 * Vehicle debugging (spec 001 sections 2, 3, 7): a vehicle under debugging until its end date;
 * each check (the job) looks at the real state: terminal online, a recent valid GPS fix, ACC
 * reported, the lock answered. All pass: SUCCESS; still failing after the end date: FAILED.
 */
export const vehicleDebugSpec = defineResourceSpec({
  name: 'vehicleDebug',
  module: 'debug',
  service: 'vehicle-svc',
  base: 'vehicle/debug/V1.0',
  title: t('车辆调试', 'Vehicle debugging', '車輛調試'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export'],
  fields: {
    vin: {
      ...vin,
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: t('17 位字母或数字', '17 letters or digits', '17 位字母或數字'),
      },
      form: 'create',
      unique: true,
    },
    status: { ...debugStatus, form: false },
    endTime: {
      label: t('调试截止时间', 'Debug end date', '調試截止時間'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    accName: { label: t('ACC', 'ACC', 'ACC'), type: 'text', form: false },
    gpsName: { label: t('GPS', 'GPS', 'GPS'), type: 'text', form: false },
    lockStatus: { ...lockStatus, form: false },
    debugTime: {
      label: t('最近检测时间', 'Last checked', '最近檢測時間'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
    debugUserName: {
      label: t('调试人', 'Debugged by', '調試人'),
      type: 'text',
      form: false,
      search: 'prefix',
    },
    remark: { label: t('备注', 'Remarks', '備註'), type: 'textarea', max: 200, list: false },
    createdAt: {
      label: t('创建时间', 'Created at', '建立時間'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'update',
      label: t('立即检测', 'Check now', '立即檢測'),
      method: 'POST',
      path: 'job',
      selection: 'many',
    },
  ],
});

/** Every check of a debugged vehicle (debug logs). */
export const vehicleDebugLogSpec = defineResourceSpec({
  name: 'vehicleDebugLog',
  module: 'debugLog',
  service: 'vehicle-svc',
  base: 'vehicle/debugLog/V1.0',
  title: t('调试日志', 'Debug log', '調試紀錄'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin,
    status: debugStatus,
    online: { label: t('终端在线', 'Terminal online', '終端在線'), type: 'boolean', search: 'eq' },
    accName: { label: t('ACC', 'ACC', 'ACC'), type: 'text' },
    gpsName: { label: t('GPS', 'GPS', 'GPS'), type: 'text' },
    lockStatus,
    message: { label: t('检测结果', 'Result', '檢測結果'), type: 'text' },
    createdAt: {
      label: t('检测时间', 'Checked at', '檢測時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
