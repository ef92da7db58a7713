import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';
import { TERMINAL_LOG_ACTIONS } from '../vehicle/fields';
import { TL } from './common';

const readOnly = { form: false, import: false } as const;
const flag = (label: ReturnType<typeof t>) =>
  ({ label, type: 'boolean', search: 'eq', ...readOnly }) as const satisfies FieldSpec;

/** The terminal check results a row can have, worst first. */
export const TERMINAL_CHECK_RESULTS = ['FAULT', 'WARNING', 'NORMAL'] as const;

/**
 * A check of every terminal computed from its state now (spec 001 section 7, terminalCheck page
 * and export): bound to a vehicle, SIM card assigned and matching the card it reported, online,
 * on its model's newest software version. No menu screen of its own: the terminal list's permissions.
 */
export const terminalCheckSpec = defineResourceSpec({
  name: 'terminalCheck',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalCheck',
  title: t('终端检查', 'Terminal checks', '終端檢查'),
  optionLabel: 'terminalCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'terminalCode', order: 'asc' },
  fields: {
    terminalCode: {
      label: t('终端编号', 'Terminal code', '終端編號'),
      type: 'text',
      search: 'prefix',
      sortable: true,
      ...readOnly,
    },
    terminalModelId: {
      label: TL.terminalModel,
      type: 'ref',
      ref: 'terminalModel',
      search: 'eq',
      ...readOnly,
    },
    checkResult: {
      label: t('检查结果', 'Check result', '檢查結果'),
      type: 'enum',
      values: TERMINAL_CHECK_RESULTS,
      dict: 'terminalCheckResult',
      search: 'eq',
      ...readOnly,
    },
    vin: { label: t('绑定车辆', 'Bound vehicle', '綁定車輛'), type: 'text', search: 'prefix', ...readOnly },
    simAssigned: flag(t('已分配 SIM 卡', 'SIM card assigned', '已分配 SIM 卡')),
    iccidMatches: flag(t('上报 ICCID 一致', 'Reported ICCID matches', '上報 ICCID 一致')),
    online: flag(t('在线', 'Online', '在線')),
    lastSeenAt: {
      label: t('最后通信', 'Last seen', '最後通訊'),
      type: 'datetime',
      sortable: true,
      ...readOnly,
    },
    softwareVersion: { label: TL.softwareVersion, type: 'text', ...readOnly },
    latestVersion: {
      label: t('型号最新版本', "Model's newest version", '型號最新版本'),
      type: 'text',
      ...readOnly,
    },
    versionCurrent: flag(t('版本最新', 'On newest version', '版本最新')),
  },
});

/**
 * The binding log seen from the terminal side (spec 001 section 7, terminalBindRecord page and
 * export): every bind, change, swap and unbind a terminal took part in.
 */
export const terminalBindRecordSpec = defineResourceSpec({
  name: 'terminalBindRecord',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalBindRecord',
  title: t('终端绑定记录', 'Terminal bind records', '終端綁定紀錄'),
  optionLabel: 'terminalCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    terminalCode: {
      label: t('终端编号', 'Terminal code', '終端編號'),
      type: 'text',
      search: 'prefix',
      sortable: true,
      ...readOnly,
    },
    action: {
      label: t('操作', 'Action', '操作'),
      type: 'enum',
      values: TERMINAL_LOG_ACTIONS,
      dict: 'terminalLogAction',
      search: 'eq',
      ...readOnly,
    },
    vin: { label: t('车架号(VIN)', 'VIN', '車架號(VIN)'), type: 'text', search: 'prefix', ...readOnly },
    oldTerminalCode: {
      label: t('原终端编号', 'Previous terminal code', '原終端編號'),
      type: 'text',
      search: 'prefix',
      ...readOnly,
    },
    otherVin: { label: t('互换车辆', 'Swapped with', '互換車輛'), type: 'text', ...readOnly },
    operatorName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'like', ...readOnly },
    createdAt: {
      label: t('操作时间', 'Time', '操作時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      ...readOnly,
    },
  },
});
