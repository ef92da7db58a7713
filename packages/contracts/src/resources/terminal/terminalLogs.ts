import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';
import { text } from '../../i18n';

const terminalRef = {
  label: text('terminal.terminalLogs.terminalRef'),
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
  title: text('terminal.terminalLogs.softwareVersionCollect.title'),
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
      label: text('terminal.terminalLogs.softwareVersionCollect.fields.collectedAt'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    consumptionMb: {
      label: text('terminal.terminalLogs.softwareVersionCollect.fields.consumptionMb'),
      type: 'integer',
      min: 0,
      max: 100_000_000,
      default: 0,
      sortable: true,
    },
    workHours: {
      label: text('terminal.terminalLogs.softwareVersionCollect.fields.workHours'),
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
  title: text('terminal.terminalLogs.terminalInstallLog.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'installedAt', order: 'desc' },
  fields: {
    terminalId: terminalRef,
    vin: {
      label: text('terminal.terminalLogs.terminalInstallLog.fields.vin.label'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: text('terminal.terminalLogs.terminalInstallLog.fields.vin.pattern.message'),
      },
      search: 'like',
    },
    installer: {
      label: text('terminal.terminalLogs.terminalInstallLog.fields.installer'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    installedAt: {
      label: text('terminal.terminalLogs.terminalInstallLog.fields.installedAt'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    result: {
      label: text('terminal.terminalLogs.terminalInstallLog.fields.result'),
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
  title: text('terminal.terminalLogs.terminalPartCode.title'),
  optionLabel: 'partCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    partCode: {
      label: text('terminal.terminalLogs.terminalPartCode.fields.partCode'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    partName: {
      label: text('terminal.terminalLogs.terminalPartCode.fields.partName'),
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
      label: text('terminal.terminalLogs.terminalPartCode.fields.partSupplierId'),
      type: 'ref',
      ref: 'partSupplier',
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
