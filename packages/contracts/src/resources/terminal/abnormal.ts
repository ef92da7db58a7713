import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { text, type LocalizedText } from '../../i18n';

const readOnly = { form: false, import: false } as const;
const textField = (label: LocalizedText, search?: 'like') =>
  ({ label, type: 'text', ...(search ? { search } : {}), ...readOnly }) as const satisfies FieldSpec;

const vin = textField(text('terminal.abnormal.vin'), 'like');
const terminalCode = textField(text('terminal.abnormal.terminalCode'), 'like');
const assignedIccid = textField(text('terminal.abnormal.assignedIccid'));

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

/** Abnormal terminal logins (vehicleLoginRecord/V1.0 pageVehicleLoginRecord and its export). */
export const vehicleLoginAbnormalSpec = defineResourceSpec({
  name: 'vehicleLoginAbnormal',
  module: 'abnormalQueryLogin',
  service: 'vehicle-svc',
  base: 'vehicleLoginRecord/V1.0',
  title: text('terminal.abnormal.vehicleLoginAbnormal.title'),
  optionLabel: 'vin',
  operations: ['page', 'export'],
  defaultSort: { key: 'loginAt', order: 'desc' },
  fields: {
    vin,
    abnormalType: {
      label: text('terminal.abnormal.vehicleLoginAbnormal.fields.abnormalType'),
      type: 'enum',
      values: LOGIN_ABNORMAL_TYPES,
      dict: 'loginAbnormalType',
      search: 'eq',
      ...readOnly,
    },
    iccid: textField(text('terminal.abnormal.vehicleLoginAbnormal.fields.iccid'), 'like'),
    terminalCode,
    assignedIccid,
    holderTerminalCode: textField(text('terminal.abnormal.vehicleLoginAbnormal.fields.holderTerminalCode')),
    loginAt: {
      label: text('terminal.abnormal.vehicleLoginAbnormal.fields.loginAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      ...readOnly,
    },
    logoutAt: {
      label: text('terminal.abnormal.vehicleLoginAbnormal.fields.logoutAt'),
      type: 'datetime',
      ...readOnly,
    },
    remoteAddr: textField(text('terminal.abnormal.vehicleLoginAbnormal.fields.remoteAddr')),
  },
});

/** Abnormal bindings (vehicleLoginRecord/V1.0 pageVehicleBindAbnormal and its export). */
export const vehicleBindAbnormalSpec = defineResourceSpec({
  name: 'vehicleBindAbnormal',
  module: 'abnormalQueryBind',
  service: 'vehicle-svc',
  base: 'vehicleLoginRecord/V1.0',
  title: text('terminal.abnormal.vehicleBindAbnormal.title'),
  optionLabel: 'vin',
  operations: ['page', 'export'],
  defaultSort: { key: 'boundAt', order: 'desc' },
  fields: {
    vin,
    terminalCode,
    abnormalType: {
      label: text('terminal.abnormal.vehicleLoginAbnormal.fields.abnormalType'),
      type: 'enum',
      values: BIND_ABNORMAL_TYPES,
      dict: 'bindAbnormalType',
      search: 'eq',
      ...readOnly,
    },
    assignedIccid,
    simStatus: {
      label: text('terminal.abnormal.vehicleBindAbnormal.fields.simStatus'),
      type: 'dict',
      dict: 'simStatus',
      ...readOnly,
    },
    reportedIccid: textField(text('terminal.abnormal.vehicleBindAbnormal.fields.reportedIccid')),
    boundAt: {
      label: text('terminal.abnormal.vehicleBindAbnormal.fields.boundAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      ...readOnly,
    },
  },
});
