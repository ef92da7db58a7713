import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';

const terminalRef = {
  label: t('终端', 'Terminal', '終端'),
  type: 'ref',
  ref: 'terminal',
  required: true,
  search: 'eq',
} as const;

/** Software versions collected from terminals, with data consumption and work time. */
export const softwareVersionCollectSpec = defineResourceSpec({
  name: 'softwareVersionCollect',
  module: 'softwareVersionCollects',
  service: 'terminal-svc',
  base: 'softVersionCollects/V1.0',
  title: t('软件版本采集', 'Software version collection', '軟體版本採集'),
  optionLabel: 'softwareVersion',
  defaultSort: { key: 'collectedAt', order: 'desc' },
  fields: {
    terminalId: terminalRef,
    softwareVersion: {
      label: TL.softwareVersion,
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
      search: 'eq',
    },
    collectedAt: {
      label: t('采集时间', 'Collected at', '採集時間'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    consumptionMb: {
      label: t('流量消耗 (MB)', 'Data used (MB)', '流量消耗 (MB)'),
      type: 'integer',
      min: 0,
      max: 100_000_000,
      default: 0,
      sortable: true,
    },
    workHours: {
      label: t('工作时长 (小时)', 'Work time (hours)', '工作時長 (小時)'),
      type: 'integer',
      min: 0,
      max: 1_000_000,
      default: 0,
      sortable: true,
    },
    createdAt: createdAtField,
  },
});

export const terminalInstallLogSpec = defineResourceSpec({
  name: 'terminalInstallLog',
  module: 'terminalInstallLog',
  service: 'terminal-svc',
  base: 'terminalInstallLogs/V1.0',
  title: t('终端安装记录', 'Terminal installation log', '終端安裝紀錄'),
  optionLabel: 'vin',
  defaultSort: { key: 'installedAt', order: 'desc' },
  fields: {
    terminalId: terminalRef,
    vin: {
      label: t('车架号（VIN）', 'VIN', '車架號（VIN）'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: t(
          '17 位车架号（不含 I、O、Q）',
          '17 characters, no I, O or Q',
          '17 位車架號（不含 I、O、Q）',
        ),
      },
      search: 'prefix',
    },
    installer: {
      label: t('安装人', 'Installer', '安裝人'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    installedAt: {
      label: t('安装时间', 'Installed at', '安裝時間'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    result: {
      label: t('安装结果', 'Result', '安裝結果'),
      type: 'dict',
      dict: 'installResult',
      required: true,
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const terminalPartCodeSpec = defineResourceSpec({
  name: 'terminalPartCode',
  module: 'terminalPartCode',
  service: 'terminal-svc',
  base: 'terminalPartCodes/V1.0',
  title: t('终端零件号', 'Terminal part numbers', '終端料號'),
  optionLabel: 'partCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    partCode: {
      label: t('零件号', 'Part number', '料號'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    partName: {
      label: t('零件名称', 'Part name', '料件名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    terminalModelId: {
      label: TL.terminalModel,
      type: 'ref',
      ref: 'terminalModel',
      required: true,
      search: 'eq',
    },
    partSupplierId: {
      label: t('零部件供应商', 'Part supplier', '零組件供應商'),
      type: 'ref',
      ref: 'partSupplier',
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
