import {
  COMMAND_CODE_TEXTS,
  COMMAND_STATUS_TEXTS,
  CONTROL_KINDS,
  type ControlKind,
} from '@chelian/contracts/control';
import { LOCK_STATUS_TEXTS } from '@chelian/contracts/lock';
import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

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
      ['on', t('开启/锁定', 'On / lock', '開啟/鎖定')],
      ['off', t('关闭/解锁', 'Off / unlock', '關閉/解鎖')],
    ],
  },
  {
    code: 'terminalTask',
    name: '终端任务类型',
    items: [
      ['paramQuery', t('参数查询', 'Parameter read', '參數查詢')],
      ['paramSet', t('参数设置', 'Parameter set', '參數設定')],
      ['control', t('终端控制', 'Terminal control', '終端控制')],
    ],
  },
  { code: 'lockStatus', name: '锁车状态', items: Object.entries(LOCK_STATUS_TEXTS) },
  {
    code: 'lockCommand',
    name: '锁车指令',
    items: [
      ['lock', t('锁车', 'Lock', '鎖車')],
      ['unlock', t('解锁', 'Unlock', '解鎖')],
      ['lockSpeed', t('限速', 'Speed limit', '限速')],
      ['unlockSpeed', t('取消限速', 'Cancel speed limit', '取消限速')],
      ['mileageChange', t('里程变更', 'Mileage change', '里程變更')],
      ['urgentReset', t('紧急复位', 'Urgent reset', '緊急復位')],
    ],
  },
  {
    code: 'debugStatus',
    name: '调试状态',
    items: [
      ['PENDING', t('调试中', 'Pending', '調試中')],
      ['SUCCESS', t('调试成功', 'Success', '調試成功')],
      ['FAILED', t('调试失败', 'Failed', '調試失敗')],
    ],
  },
  {
    code: 'qbTaskStatus',
    name: '企标参数任务状态',
    items: [
      ['INIT', t('未启动', 'Not started', '未啟動')],
      ['STARTED', t('已启动', 'Started', '已啟動')],
      ['STOPPED', t('已停止', 'Stopped', '已停止')],
    ],
  },
  {
    code: 'qbVehicleOutcome',
    name: '企标参数下发结果',
    items: [
      ['WAITING', t('待下发', 'Not sent', '待下發')],
      ['EXECUTING', t('执行中', 'Executing', '執行中')],
      ['QUEUED', t('离线待下发', 'Queued (offline)', '離線待下發')],
      ['SUCCEEDED', t('设置成功', 'Succeeded', '設定成功')],
      ['FAILED', t('终端拒绝', 'Refused by the terminal', '終端拒絕')],
      ['TIMEOUT', t('终端超时', 'Timed out', '終端逾時')],
      ['CANCELLED', t('已取消', 'Cancelled', '已取消')],
      ['EXPIRED', t('已过期', 'Expired', '已過期')],
      ['ERROR', t('下发失败', 'Delivery failed', '下發失敗')],
    ],
  },
  {
    code: 'qbLinkSource',
    name: '企标联网参数来源',
    items: [
      ['SETTING', t('参数设置', 'Parameter setting', '參數設定')],
      ['TASK', t('参数任务', 'Parameter task', '參數任務')],
    ],
  },
  { code: 'commandStatus', name: '指令状态', items: Object.entries(COMMAND_STATUS_TEXTS) },
  {
    code: 'commandCode',
    name: '指令结果码',
    items: Object.entries(COMMAND_CODE_TEXTS).map(([k, v]) => [k, v]),
  },
];
