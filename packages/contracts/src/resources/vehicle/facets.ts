import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';
import { TERMINAL_LOG_ACTIONS, VF, modelReadonly, vinReadonly } from './fields';

/** Screens that each edit one side of an archived vehicle: the rows are the vehicles themselves. */
const facet = ['page', 'find', 'update', 'export'] as const;

/** Sale and customer information, service dates (vehicle sales screen). */
export const vehicleSaleSpec = defineResourceSpec({
  name: 'vehicleSale',
  module: 'sales',
  service: 'vehicle-svc',
  base: 'vehicleSales/V1.0',
  title: t('车辆销售', 'Vehicle sales', '車輛銷售'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    vehicleModelId: modelReadonly,
    saleStatus: VF.saleStatus,
    saleDate: VF.saleDate,
    dealerName: VF.dealerName,
    ownerName: VF.ownerName,
    ownerPhone: VF.ownerPhone,
    ownerIdNumber: VF.ownerIdNumber,
    creditCode: VF.creditCode,
    serviceStatus: VF.serviceStatus,
    serviceStartDate: VF.serviceStartDate,
    serviceEndDate: VF.serviceEndDate,
  },
});

/** Production information (vehicle production screen). */
export const vehicleProductionSpec = defineResourceSpec({
  name: 'vehicleProduction',
  module: 'production',
  service: 'vehicle-svc',
  base: 'vehicleProduction/V1.0',
  title: t('车辆生产', 'Vehicle production', '車輛生產'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    vehicleModelId: modelReadonly,
    machineCode: {
      label: t('整车编号', 'Machine code', '整車編號'),
      type: 'text',
      max: 64,
      search: 'prefix',
    },
    engineNo: {
      label: t('发动机/电机编号', 'Engine or motor number', '引擎/馬達編號'),
      type: 'text',
      max: 32,
      search: 'prefix',
    },
    productionDate: {
      label: t('生产日期', 'Production date', '生產日期'),
      type: 'date',
      search: 'range',
      sortable: true,
    },
    colourId: {
      label: t('车身颜色', 'Body colour', '車身顏色'),
      type: 'ref',
      ref: 'vehicleColour',
      search: 'eq',
    },
    manufacturerId: {
      label: t('生产厂商', 'Manufacturer', '生產廠商'),
      type: 'ref',
      ref: 'manufacturer',
      search: 'eq',
    },
    orgId: { ...VF.orgId, form: 'readonly' },
  },
});

/** Vehicle records: the compliance and announcement files of a vehicle. */
export const vehicleRecordSpec = defineResourceSpec({
  name: 'vehicleRecord',
  module: 'records',
  service: 'vehicle-svc',
  base: 'management',
  title: t('车辆档案', 'Vehicle records', '車輛檔案'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    plateCode: { ...VF.plateCode, form: 'readonly' },
    vehicleModelId: modelReadonly,
    modelComplianceFileId: {
      label: t('车型合规文件', 'Model compliance file', '車型合規文件'),
      type: 'file',
      export: false,
    },
    announcementFileId: {
      label: t('公告文件', 'Announcement file', '公告文件'),
      type: 'file',
      export: false,
    },
    publishName: { label: t('发布名称', 'Publish name', '發布名稱'), type: 'text', max: 100, search: 'like' },
  },
});

/** Vehicle code records: the configuration code (JSON of appControl and gear). */
export const vehicleCodeSpec = defineResourceSpec({
  name: 'vehicleCode',
  module: 'code',
  service: 'vehicle-svc',
  base: 'vehicleCode/V1.0',
  title: t('车辆编码', 'Vehicle codes', '車輛編碼'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: facet,
  defaultSort: { key: 'vin', order: 'asc' },
  fields: {
    vin: vinReadonly,
    vehicleModelId: modelReadonly,
    configInfo: {
      label: t('配置编码(JSON)', 'Configuration (JSON)', '配置編碼(JSON)'),
      type: 'textarea',
      max: 4000,
      help: t(
        '例如 {"appControl":["lock","air"],"gear":"AUTO"}',
        'For example {"appControl":["lock","air"],"gear":"AUTO"}',
        '例如 {"appControl":["lock","air"],"gear":"AUTO"}',
      ),
    },
  },
});

/** The terminals bound now, one row per open binding; an import binds in bulk (the spec's importTerminal). */
export const vehicleTerminalSpec = defineResourceSpec({
  name: 'vehicleTerminal',
  module: 'terminalBind',
  service: 'vehicle-svc',
  base: 'vehicleTerminal/V1.0',
  title: t('车辆终端', 'Vehicle terminals', '車輛終端'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'export', 'import'],
  defaultSort: { key: 'boundAt', order: 'desc' },
  fields: {
    vin: { ...VF.vin, unique: false },
    terminalCode: {
      label: t('终端编号', 'Terminal code', '終端編號'),
      type: 'text',
      required: true,
      max: 64,
      search: 'prefix',
    },
    boundAt: {
      label: t('绑定时间', 'Bound at', '綁定時間'),
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
  },
});

/** The binding log: every bind, change, swap and unbind (terminal binding screen). */
export const vehicleTerminalLogSpec = defineResourceSpec({
  name: 'vehicleTerminalLog',
  module: 'terminalBind',
  service: 'vehicle-svc',
  base: 'vehicleTerminal/V1.0/log',
  title: t('终端绑定记录', 'Terminal binding log', '終端綁定紀錄'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vin: { ...VF.vin, unique: false, search: 'prefix' },
    action: {
      label: t('操作', 'Action', '操作'),
      type: 'enum',
      values: TERMINAL_LOG_ACTIONS,
      dict: 'terminalLogAction',
      search: 'eq',
    },
    terminalCode: { label: t('终端编号', 'Terminal code', '終端編號'), type: 'text', search: 'prefix' },
    oldTerminalCode: {
      label: t('原终端编号', 'Previous terminal code', '原終端編號'),
      type: 'text',
      search: 'prefix',
    },
    otherVin: { label: t('互换车辆', 'Swapped with', '互換車輛'), type: 'text' },
    operatorName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'like' },
    createdAt: {
      label: t('操作时间', 'Time', '操作時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
