import {
  COMMAND_CODE_TEXTS,
  COMMAND_STATUS_TEXTS,
  CONTROL_KINDS,
  type ControlKind,
} from '@chelian/contracts/control';
import { LOCK_STATUS_TEXTS } from '@chelian/contracts/lock';
import type { LocalizedText } from '@chelian/contracts';
import { text } from '../../platform/locales';

/** Dictionaries of remote control (labels of the command log); joined to the platform's list. */
export const CONTROL_DICTIONARIES: { code: string; name: string; items: [string, LocalizedText][] }[] = [
  {
    code: 'controlKind',
    name: '远程控制指令',
    items: (Object.keys(CONTROL_KINDS) as ControlKind[]).map((k) => [k, CONTROL_KINDS[k].name]),
  },
  {
    code: 'controlAction',
    name: '远程控制操作',
    items: [
      ['on', text('dictionaries.controlAction.on')],
      ['off', text('dictionaries.controlAction.off')],
    ],
  },
  {
    code: 'terminalTask',
    name: '终端任务类型',
    items: [
      ['paramQuery', text('dictionaries.terminalTask.paramQuery')],
      ['paramSet', text('dictionaries.terminalTask.paramSet')],
      ['control', text('dictionaries.terminalTask.control')],
    ],
  },
  { code: 'lockStatus', name: '锁车状态', items: Object.entries(LOCK_STATUS_TEXTS) },
  {
    code: 'lockCommand',
    name: '锁车指令',
    items: [
      ['lock', text('dictionaries.lockCommand.lock')],
      ['unlock', text('dictionaries.lockCommand.unlock')],
      ['lockSpeed', text('dictionaries.lockCommand.lockSpeed')],
      ['unlockSpeed', text('dictionaries.lockCommand.unlockSpeed')],
      ['mileageChange', text('dictionaries.lockCommand.mileageChange')],
      ['urgentReset', text('dictionaries.lockCommand.urgentReset')],
    ],
  },
  {
    code: 'debugStatus',
    name: '调试状态',
    items: [
      ['PENDING', text('dictionaries.debugStatus.PENDING')],
      ['SUCCESS', text('dictionaries.debugStatus.SUCCESS')],
      ['FAILED', text('dictionaries.debugStatus.FAILED')],
    ],
  },
  {
    code: 'qbTaskStatus',
    name: '企标参数任务状态',
    items: [
      ['INIT', text('dictionaries.qbTaskStatus.INIT')],
      ['STARTED', text('dictionaries.qbTaskStatus.STARTED')],
      ['STOPPED', text('dictionaries.qbTaskStatus.STOPPED')],
    ],
  },
  {
    code: 'qbVehicleOutcome',
    name: '企标参数下发结果',
    items: [
      ['WAITING', text('dictionaries.qbVehicleOutcome.WAITING')],
      ['EXECUTING', text('dictionaries.qbVehicleOutcome.EXECUTING')],
      ['QUEUED', text('dictionaries.qbVehicleOutcome.QUEUED')],
      ['SUCCEEDED', text('dictionaries.qbVehicleOutcome.SUCCEEDED')],
      ['FAILED', text('dictionaries.qbVehicleOutcome.FAILED')],
      ['TIMEOUT', text('dictionaries.qbVehicleOutcome.TIMEOUT')],
      ['CANCELLED', text('dictionaries.qbVehicleOutcome.CANCELLED')],
      ['EXPIRED', text('dictionaries.qbVehicleOutcome.EXPIRED')],
      ['ERROR', text('dictionaries.qbVehicleOutcome.ERROR')],
    ],
  },
  {
    code: 'qbLinkSource',
    name: '企标联网参数来源',
    items: [
      ['SETTING', text('dictionaries.qbLinkSource.SETTING')],
      ['TASK', text('dictionaries.qbLinkSource.TASK')],
    ],
  },
  { code: 'commandStatus', name: '指令状态', items: Object.entries(COMMAND_STATUS_TEXTS) },
  {
    code: 'commandCode',
    name: '指令结果码',
    items: Object.entries(COMMAND_CODE_TEXTS).map(([k, v]) => [k, v]),
  },
];
