import { defineResourceSpec } from '../../resource';
import { createdAtField, t } from '../system/common';
import { VF } from './fields';

/**
 * The production trace of vehicles from the plant's MES (spec 001 section 7, MesTrace/page): which
 * station did what to a VIN, when, with which part, and how it went. The MES sends its rows by file.
 */
export const mesTraceSpec = defineResourceSpec({
  name: 'mesTrace',
  module: 'production',
  service: 'vehicle-svc',
  base: 'MesTrace',
  title: t('MES 追溯', 'MES trace', 'MES 追溯'),
  optionLabel: 'vin',
  operations: ['page', 'find', 'create', 'delete', 'export', 'import'],
  defaultSort: { key: 'tracedAt', order: 'desc' },
  fields: {
    vin: { ...VF.vin, unique: false, list: true },
    stationCode: {
      label: t('工位编码', 'Station', '工位編碼'),
      type: 'text',
      required: true,
      max: 32,
      search: 'prefix',
    },
    processName: {
      label: t('工序', 'Process', '工序'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    partCode: { label: t('零件号', 'Part number', '料號'), type: 'text', max: 32, search: 'prefix' },
    partSerial: {
      label: t('零件序列号', 'Part serial', '零件序號'),
      type: 'text',
      max: 64,
      search: 'prefix',
    },
    operatorName: {
      label: t('操作员', 'Operator', '操作員'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    result: {
      label: t('结果', 'Result', '結果'),
      type: 'dict',
      dict: 'productionTestResult',
      required: true,
      search: 'eq',
    },
    tracedAt: {
      label: t('作业时间', 'Done at', '作業時間'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    createdAt: createdAtField,
  },
});
