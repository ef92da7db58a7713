import { ASSEMBLY_ACTIONS, ASSEMBLY_STATUSES } from '../../adjust';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

const vin = { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true } as const;
const terminalCode = {
  label: t('终端编号', 'Terminal code', '終端編號'),
  type: 'text',
  search: 'prefix',
} as const;

/**
 * Assembly (spec 001 sections 2, 7): which terminal and parts go on which vehicle. Finishing
 * binds the terminal to the vehicle; reassembly puts another terminal on it.
 */
export const vehicleAssemblySpec = defineResourceSpec({
  name: 'vehicleAssembly',
  module: 'assembly',
  service: 'vehicle-svc',
  base: 'vehicle/assembly/V1.0',
  title: t('装配管理', 'Assembly', '裝配管理'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import'],
  // base/preview is the spec's preview of finishing an assembly; the import's preview sits under import
  suffixes: { preview: 'import/preview' },
  fields: {
    vin: {
      ...vin,
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: t('17 位字母或数字', '17 letters or digits', '17 位字母或數字'),
      },
      form: 'create',
    },
    plate: { label: t('车牌号', 'Plate', '車牌號'), type: 'text', form: false, import: false },
    terminalCode: { ...terminalCode, required: true, max: 64, form: 'create' },
    terminalModelName: {
      label: t('终端型号', 'Terminal model', '終端型號'),
      type: 'text',
      form: false,
      import: false,
    },
    iccid: { label: t('ICCID', 'ICCID', 'ICCID'), type: 'text', form: false, import: false },
    parts: {
      label: t('装配部件', 'Parts', '裝配部件'),
      type: 'textarea',
      max: 500,
      help: t(
        '如：主机、GPS 天线、4G 天线',
        'e.g. main unit, GPS antenna, 4G antenna',
        '如：主機、GPS 天線、4G 天線',
      ),
    },
    status: {
      label: t('装配状态', 'Assembly status', '裝配狀態'),
      type: 'enum',
      values: ASSEMBLY_STATUSES,
      dict: 'assemblyStatus',
      search: 'eq',
      form: false,
      import: false,
    },
    assemblerName: { label: t('装配人', 'Assembled by', '裝配人'), type: 'text', form: false, import: false },
    finishedAt: {
      label: t('装配时间', 'Assembled at', '裝配時間'),
      type: 'datetime',
      form: false,
      import: false,
      sortable: true,
    },
    remark: { label: t('备注', 'Remarks', '備註'), type: 'textarea', max: 200, list: false },
    createdAt: {
      label: t('登记时间', 'Registered at', '登記時間'),
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'finish',
      label: t('完成装配', 'Finish assembly', '完成裝配'),
      method: 'POST',
      path: 'finish',
      selection: 'one',
      confirm: t(
        '完成装配将把终端绑定到车辆，确定吗？',
        'Finishing binds the terminal to the vehicle. Continue?',
        '完成裝配將把終端綁定到車輛，確定嗎？',
      ),
    },
    {
      key: 'update',
      label: t('变更终端', 'Change terminal', '變更終端'),
      method: 'POST',
      path: 'change/assembly',
      selection: 'one',
      dialog: 'changeAssembly',
    },
    {
      key: 'reassembly',
      label: t('重新装配', 'Reassemble', '重新裝配'),
      method: 'POST',
      path: 'reassembly',
      selection: 'one',
      dialog: 'reassembly',
    },
  ],
});

/** Every change of an assembly (the assembly log). */
export const vehicleAssemblyLogSpec = defineResourceSpec({
  name: 'vehicleAssemblyLog',
  module: 'assembly',
  service: 'vehicle-svc',
  base: 'vehicle/assembly/V1.0/log',
  title: t('装配记录', 'Assembly log', '裝配紀錄'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    assemblyId: { label: t('装配单', 'Assembly', '裝配單'), type: 'integer', search: 'eq', list: false },
    vin,
    action: {
      label: t('操作', 'Action', '操作'),
      type: 'enum',
      values: ASSEMBLY_ACTIONS,
      dict: 'assemblyAction',
      search: 'eq',
    },
    terminalCode,
    oldTerminalCode: { label: t('原终端编号', 'Previous terminal code', '原終端編號'), type: 'text' },
    operatorName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'prefix' },
    remark: { label: t('备注', 'Remarks', '備註'), type: 'text' },
    createdAt: {
      label: t('操作时间', 'Time', '操作時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
