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
export const CONTROL_DICTIONARIES: { code: string; name: LocalizedText; items: [string, LocalizedText][] }[] =
  [
    {
      code: 'controlKind',
      name: { 'zh-CN': '远程控制指令', 'en-US': 'Remote control command', 'zh-TW': '遠端控制指令' },
      items: (Object.keys(CONTROL_KINDS) as ControlKind[]).map((k) => [k, CONTROL_KINDS[k].name]),
    },
    {
      code: 'controlAction',
      name: { 'zh-CN': '远程控制操作', 'en-US': 'Remote control operation', 'zh-TW': '遠端控制操作' },
      items: [
        ['on', text('dictionaries.controlAction.on')],
        ['off', text('dictionaries.controlAction.off')],
      ],
    },
    {
      code: 'terminalTask',
      name: { 'zh-CN': '终端任务类型', 'en-US': 'Terminal task type', 'zh-TW': '終端任務類型' },
      items: [
        ['paramQuery', text('dictionaries.terminalTask.paramQuery')],
        ['paramSet', text('dictionaries.terminalTask.paramSet')],
        ['control', text('dictionaries.terminalTask.control')],
      ],
    },
    {
      code: 'lockStatus',
      name: { 'zh-CN': '锁车状态', 'en-US': 'Lock status', 'zh-TW': '鎖車狀態' },
      items: Object.entries(LOCK_STATUS_TEXTS),
    },
    {
      code: 'lockCommand',
      name: { 'zh-CN': '锁车指令', 'en-US': 'Lock command', 'zh-TW': '鎖車指令' },
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
      name: { 'zh-CN': '调试状态', 'en-US': 'Debug status', 'zh-TW': '調試狀態' },
      items: [
        ['PENDING', text('dictionaries.debugStatus.PENDING')],
        ['SUCCESS', text('dictionaries.debugStatus.SUCCESS')],
        ['FAILED', text('dictionaries.debugStatus.FAILED')],
      ],
    },
    {
      code: 'qbTaskStatus',
      name: { 'zh-CN': '企标参数任务状态', 'en-US': 'QB parameter task status', 'zh-TW': '企標參數任務狀態' },
      items: [
        ['INIT', text('dictionaries.qbTaskStatus.INIT')],
        ['STARTED', text('dictionaries.qbTaskStatus.STARTED')],
        ['STOPPED', text('dictionaries.qbTaskStatus.STOPPED')],
      ],
    },
    {
      code: 'qbVehicleOutcome',
      name: {
        'zh-CN': '企标参数下发结果',
        'en-US': 'QB parameter delivery result',
        'zh-TW': '企標參數下發結果',
      },
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
      name: { 'zh-CN': '企标联网参数来源', 'en-US': 'QB link parameter source', 'zh-TW': '企標連網參數來源' },
      items: [
        ['SETTING', text('dictionaries.qbLinkSource.SETTING')],
        ['TASK', text('dictionaries.qbLinkSource.TASK')],
      ],
    },
    {
      code: 'commandStatus',
      name: { 'zh-CN': '指令状态', 'en-US': 'Command status', 'zh-TW': '指令狀態' },
      items: Object.entries(COMMAND_STATUS_TEXTS),
    },
    {
      code: 'commandCode',
      name: { 'zh-CN': '指令结果码', 'en-US': 'Command result code', 'zh-TW': '指令結果碼' },
      items: Object.entries(COMMAND_CODE_TEXTS).map(([k, v]) => [k, v]),
    },
  ];
