import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';
import { text, type LocalizedText } from '../../i18n';

const documentNo = (label: LocalizedText) =>
  ({
    label,
    type: 'text',
    required: true,
    max: 32,
    pattern: TERMINAL_PATTERNS.code,
    search: 'prefix',
    unique: true,
    sortable: true,
  }) as const satisfies FieldSpec;

const quantity = {
  label: text('terminal.factory.quantity'),
  type: 'integer',
  required: true,
  min: 1,
  max: 1_000_000,
  sortable: true,
} as const satisfies FieldSpec;

const terminalModel = {
  label: TL.terminalModel,
  type: 'ref',
  ref: 'terminalModel',
  required: true,
  search: 'eq',
} as const satisfies FieldSpec;

const factory = {
  label: text('terminal.factory.factory'),
  type: 'ref',
  ref: 'terminalSupplier',
  required: true,
  search: 'eq',
} as const satisfies FieldSpec;

/** Requests to a terminal factory to produce a quantity of one terminal model (factory production apply screen). */
export const factoryProductionApplySpec = defineResourceSpec({
  name: 'factoryProductionApply',
  module: 'factoryProductionApply',
  service: 'terminal-svc',
  base: 'factoryProductionApply/V1.0',
  title: text('terminal.factory.productionApply.title'),
  optionLabel: 'applyNo',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    applyNo: documentNo(text('terminal.factory.productionApply.fields.applyNo')),
    supplierId: factory,
    terminalModelId: terminalModel,
    quantity,
    plannedDate: {
      label: text('terminal.factory.productionApply.fields.plannedDate'),
      type: 'date',
      required: true,
      search: 'range',
      sortable: true,
    },
    status: {
      label: text('terminal.factory.productionApply.fields.status'),
      type: 'dict',
      dict: 'productionApplyStatus',
      required: true,
      default: 'APPLIED',
      search: 'eq',
    },
    applicant: {
      label: text('terminal.factory.productionApply.fields.applicant'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Terminals a supplier delivered: how many of which model, when, in which production batch (supply record screen). */
export const supplyRecordSpec = defineResourceSpec({
  name: 'supplyRecord',
  module: 'supplyRecord',
  service: 'terminal-svc',
  base: 'supplyRecord/V1.0',
  title: text('terminal.factory.supplyRecord.title'),
  optionLabel: 'supplyNo',
  defaultSort: { key: 'supplyDate', order: 'desc' },
  fields: {
    supplyNo: documentNo(text('terminal.factory.supplyRecord.fields.supplyNo')),
    supplierId: { ...factory, label: TL.supplier },
    terminalModelId: terminalModel,
    applyId: {
      label: text('terminal.factory.supplyRecord.fields.applyId'),
      type: 'ref',
      ref: 'factoryProductionApply',
      search: 'eq',
    },
    quantity,
    supplyDate: {
      label: text('terminal.factory.supplyRecord.fields.supplyDate'),
      type: 'date',
      required: true,
      search: 'range',
      sortable: true,
    },
    receiver: {
      label: text('terminal.factory.supplyRecord.fields.receiver'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** End-of-line test results of terminals as the factory reports them (production testing query screen). */
export const terminalProductionTestSpec = defineResourceSpec({
  name: 'terminalProductionTest',
  module: 'terminalProductionTestingQuery',
  service: 'terminal-svc',
  base: 'terminalProductionTests/V1.0',
  title: text('terminal.factory.terminalProductionTest.title'),
  optionLabel: 'terminalCode',
  defaultSort: { key: 'testedAt', order: 'desc' },
  fields: {
    terminalCode: {
      label: text('terminal.factory.terminalProductionTest.fields.terminalCode'),
      type: 'text',
      required: true,
      min: 4,
      max: 64,
      pattern: TERMINAL_PATTERNS.code,
      search: 'like',
      sortable: true,
    },
    supplierId: { ...factory, required: false },
    stationName: {
      label: text('terminal.factory.terminalProductionTest.fields.stationName'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    testedAt: {
      label: text('terminal.factory.terminalProductionTest.fields.testedAt'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    result: {
      label: text('terminal.factory.terminalProductionTest.fields.result'),
      type: 'dict',
      dict: 'productionTestResult',
      required: true,
      search: 'eq',
    },
    failedItems: {
      label: text('terminal.factory.terminalProductionTest.fields.failedItems'),
      type: 'text',
      max: 200,
    },
    softwareVersion: {
      label: TL.softwareVersion,
      type: 'text',
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
      search: 'eq',
    },
    tester: {
      label: text('terminal.factory.terminalProductionTest.fields.tester'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    createdAt: createdAtField,
  },
});
