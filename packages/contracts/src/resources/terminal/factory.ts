import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';

const documentNo = (label: ReturnType<typeof t>) =>
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
  label: t('数量', 'Quantity', '數量'),
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
  label: t('生产工厂', 'Factory', '生產工廠'),
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
  title: t('工厂生产申请', 'Factory production requests', '工廠生產申請'),
  optionLabel: 'applyNo',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    applyNo: documentNo(t('申请单号', 'Request number', '申請單號')),
    supplierId: factory,
    terminalModelId: terminalModel,
    quantity,
    plannedDate: {
      label: t('计划交付日期', 'Planned delivery', '計畫交付日期'),
      type: 'date',
      required: true,
      search: 'range',
      sortable: true,
    },
    status: {
      label: t('申请状态', 'Status', '申請狀態'),
      type: 'dict',
      dict: 'productionApplyStatus',
      required: true,
      default: 'APPLIED',
      search: 'eq',
    },
    applicant: {
      label: t('申请人', 'Applicant', '申請人'),
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
  title: t('供货记录', 'Supply records', '供貨紀錄'),
  optionLabel: 'supplyNo',
  defaultSort: { key: 'supplyDate', order: 'desc' },
  fields: {
    supplyNo: documentNo(t('供货单号', 'Delivery number', '供貨單號')),
    supplierId: { ...factory, label: TL.supplier },
    terminalModelId: terminalModel,
    applyId: {
      label: t('生产申请', 'Production request', '生產申請'),
      type: 'ref',
      ref: 'factoryProductionApply',
      search: 'eq',
    },
    quantity,
    supplyDate: {
      label: t('供货日期', 'Delivered on', '供貨日期'),
      type: 'date',
      required: true,
      search: 'range',
      sortable: true,
    },
    receiver: {
      label: t('收货人', 'Received by', '收貨人'),
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
  title: t('终端产测记录', 'Terminal production tests', '終端產測紀錄'),
  optionLabel: 'terminalCode',
  defaultSort: { key: 'testedAt', order: 'desc' },
  fields: {
    terminalCode: {
      label: t('终端编号', 'Terminal code', '終端編號'),
      type: 'text',
      required: true,
      min: 4,
      max: 64,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      sortable: true,
    },
    supplierId: { ...factory, required: false },
    stationName: {
      label: t('测试工位', 'Test station', '測試工位'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    testedAt: {
      label: t('测试时间', 'Tested at', '測試時間'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    result: {
      label: t('测试结果', 'Result', '測試結果'),
      type: 'dict',
      dict: 'productionTestResult',
      required: true,
      search: 'eq',
    },
    failedItems: {
      label: t('不合格项', 'Failed items', '不合格項'),
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
    tester: { label: t('测试员', 'Tester', '測試員'), type: 'text', required: true, max: 50, search: 'like' },
    createdAt: createdAtField,
  },
});
