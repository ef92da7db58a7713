import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

const readOnly = { form: false, import: false } as const;
const text = (label: ReturnType<typeof t>, search?: 'prefix') =>
  ({ label, type: 'text', ...(search ? { search } : {}), ...readOnly }) as const satisfies FieldSpec;

const vin = text(t('车架号(VIN)', 'VIN', '車架號(VIN)'), 'prefix');
const terminalCode = text(t('终端编号', 'Terminal code', '終端編號'), 'prefix');
const assignedIccid = text(t('档案 SIM 卡 ICCID', 'Archived SIM card ICCID', '檔案 SIM 卡 ICCID'));

/**
 * Why a login is abnormal, checked against the archive as it is now (docs/terminal.md):
 * UNBOUND no terminal was bound to the vehicle; SIM_OF_OTHER_TERMINAL the reported card is the
 * one another terminal holds; SIM_UNASSIGNED the bound terminal holds no card; SIM_MISMATCH it
 * holds another card than the one reported.
 */
export const LOGIN_ABNORMAL_TYPES = [
  'UNBOUND',
  'SIM_OF_OTHER_TERMINAL',
  'SIM_UNASSIGNED',
  'SIM_MISMATCH',
] as const;

/**
 * Why a binding is abnormal: NO_SIM the bound terminal holds no card; SIM_UNUSABLE its card is
 * deactivated, expired, cleared or replaced; OTHER_SIM_REPORTED the terminal last reported another card.
 */
export const BIND_ABNORMAL_TYPES = ['NO_SIM', 'SIM_UNUSABLE', 'OTHER_SIM_REPORTED'] as const;

/** Abnormal terminal logins (spec 001 section 7: vehicleLoginRecord/V1.0 pageVehicleLoginRecord and its export). */
export const vehicleLoginAbnormalSpec = defineResourceSpec({
  name: 'vehicleLoginAbnormal',
  module: 'abnormalQueryLogin',
  service: 'vehicle-svc',
  base: 'vehicleLoginRecord/V1.0',
  suffixes: { page: 'pageVehicleLoginRecord', export: 'exportVehicleLoginRecord' },
  title: t('异常登录', 'Abnormal logins', '異常登入'),
  optionLabel: 'vin',
  operations: ['page', 'export'],
  defaultSort: { key: 'loginAt', order: 'desc' },
  fields: {
    vin,
    abnormalType: {
      label: t('异常类型', 'Anomaly', '異常類型'),
      type: 'enum',
      values: LOGIN_ABNORMAL_TYPES,
      dict: 'loginAbnormalType',
      search: 'eq',
      ...readOnly,
    },
    iccid: text(t('上报 ICCID', 'Reported ICCID', '上報 ICCID'), 'prefix'),
    terminalCode,
    assignedIccid,
    holderTerminalCode: text(t('持卡终端', 'Terminal holding the card', '持卡終端')),
    loginAt: {
      label: t('登录时间', 'Logged in at', '登入時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      ...readOnly,
    },
    logoutAt: { label: t('登出时间', 'Logged out at', '登出時間'), type: 'datetime', ...readOnly },
    remoteAddr: text(t('来源地址', 'Remote address', '來源位址')),
  },
});

/** Abnormal bindings (spec 001 section 7: vehicleLoginRecord/V1.0 pageVehicleBindAbnormal and its export). */
export const vehicleBindAbnormalSpec = defineResourceSpec({
  name: 'vehicleBindAbnormal',
  module: 'abnormalQueryBind',
  service: 'vehicle-svc',
  base: 'vehicleLoginRecord/V1.0',
  suffixes: { page: 'pageVehicleBindAbnormal', export: 'exportVehicleBindAbnormal' },
  title: t('异常绑定', 'Abnormal bindings', '異常綁定'),
  optionLabel: 'vin',
  operations: ['page', 'export'],
  defaultSort: { key: 'boundAt', order: 'desc' },
  fields: {
    vin,
    terminalCode,
    abnormalType: {
      label: t('异常类型', 'Anomaly', '異常類型'),
      type: 'enum',
      values: BIND_ABNORMAL_TYPES,
      dict: 'bindAbnormalType',
      search: 'eq',
      ...readOnly,
    },
    assignedIccid,
    simStatus: {
      label: t('SIM 卡状态', 'SIM card status', 'SIM 卡狀態'),
      type: 'dict',
      dict: 'simStatus',
      ...readOnly,
    },
    reportedIccid: text(t('终端上报 ICCID', 'ICCID the terminal reported', '終端上報 ICCID')),
    boundAt: {
      label: t('绑定时间', 'Bound at', '綁定時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      ...readOnly,
    },
  },
});
