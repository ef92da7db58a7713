import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';

import { TERMINAL_LOG_ACTIONS } from '../vehicle/fields';
import { TL } from './common';
import { text, type LocalizedText } from '../../i18n';

const readOnly = { form: false, import: false } as const;
const flag = (label: LocalizedText) =>
  ({ label, type: 'boolean', search: 'eq', ...readOnly }) as const satisfies FieldSpec;

/** The terminal check results a row can have, worst first. */
export const TERMINAL_CHECK_RESULTS = ['FAULT', 'WARNING', 'NORMAL'] as const;

/**
 * A check of every terminal computed from its state now (terminalCheck page and export): bound to a vehicle, SIM card assigned and matching the card it reported, online,
 * on its model's newest software version. No menu screen of its own: the terminal list's permissions.
 */
export const terminalCheckSpec = defineResourceSpec({
  name: 'terminalCheck',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalCheck',
  title: text('terminal.check.terminalCheck.title'),
  optionLabel: 'terminalCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'terminalCode', order: 'asc' },
  fields: {
    terminalCode: {
      label: text('terminal.check.terminalCheck.fields.terminalCode'),
      type: 'text',
      search: 'like',
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
      label: text('terminal.check.terminalCheck.fields.checkResult'),
      type: 'enum',
      values: TERMINAL_CHECK_RESULTS,
      dict: 'terminalCheckResult',
      search: 'eq',
      ...readOnly,
    },
    vin: {
      label: text('terminal.check.terminalCheck.fields.vin'),
      type: 'text',
      search: 'like',
      ...readOnly,
    },
    simAssigned: flag(text('terminal.check.terminalCheck.fields.simAssigned')),
    iccidMatches: flag(text('terminal.check.terminalCheck.fields.iccidMatches')),
    online: flag(text('terminal.check.terminalCheck.fields.online')),
    lastSeenAt: {
      label: text('terminal.check.terminalCheck.fields.lastSeenAt'),
      type: 'datetime',
      sortable: true,
      ...readOnly,
    },
    softwareVersion: { label: TL.softwareVersion, type: 'text', ...readOnly },
    latestVersion: {
      label: text('terminal.check.terminalCheck.fields.latestVersion'),
      type: 'text',
      ...readOnly,
    },
    versionCurrent: flag(text('terminal.check.terminalCheck.fields.versionCurrent')),
  },
});

/**
 * The binding log seen from the terminal side (terminalBindRecord page and export): every bind, change, swap and unbind a terminal took part in.
 */
export const terminalBindRecordSpec = defineResourceSpec({
  name: 'terminalBindRecord',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalBindRecord',
  title: text('terminal.check.terminalBindRecord.title'),
  optionLabel: 'terminalCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    terminalCode: {
      label: text('terminal.check.terminalCheck.fields.terminalCode'),
      type: 'text',
      search: 'like',
      sortable: true,
      ...readOnly,
    },
    action: {
      label: text('terminal.check.terminalBindRecord.fields.action'),
      type: 'enum',
      values: TERMINAL_LOG_ACTIONS,
      dict: 'terminalLogAction',
      search: 'eq',
      ...readOnly,
    },
    vin: {
      label: text('terminal.check.terminalBindRecord.fields.vin'),
      type: 'text',
      search: 'like',
      ...readOnly,
    },
    oldTerminalCode: {
      label: text('terminal.check.terminalBindRecord.fields.oldTerminalCode'),
      type: 'text',
      search: 'like',
      ...readOnly,
    },
    otherVin: { label: text('terminal.check.terminalBindRecord.fields.otherVin'), type: 'text', ...readOnly },
    operatorName: {
      label: text('terminal.check.terminalBindRecord.fields.operatorName'),
      type: 'text',
      search: 'like',
      ...readOnly,
    },
    createdAt: {
      label: text('terminal.check.terminalBindRecord.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      ...readOnly,
    },
  },
});
