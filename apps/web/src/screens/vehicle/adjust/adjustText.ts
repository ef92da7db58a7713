import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Texts of the adjust and assembly screens beyond their declarations. */
export const ADJUST_TEXT = {
  steps: t('调校步骤', 'Steps', '調校步驟'),
  adjuster: t('调校人', 'Adjuster', '調校人'),
  noTask: t(
    '请从车辆调校列表打开一个调校任务',
    'Open an adjust task from the vehicle adjustment list',
    '請從車輛調校列表開啟一個調校任務',
  ),
  status: t('状态', 'Status', '狀態'),
  checks: t('检测结果', 'Checks', '檢測結果'),
  refresh: t('刷新', 'Refresh', '重新整理'),
  previous: t('上一步', 'Previous', '上一步'),
  next: t('下一步', 'Next', '下一步'),
  finish: t('完成调校', 'Finish', '完成調校'),
  confirm: t('确认调校', 'Confirm', '確認調校'),
  lock: t('下发锁车', 'Send lock', '下發鎖車'),
  unlock: t('下发解锁', 'Send unlock', '下發解鎖'),
  checkGb: t('检测国标数据', 'Check GB data', '檢測國標資料'),
  customerName: t('客户姓名', 'Customer name', '客戶姓名'),
  customerPhone: t('客户电话', 'Customer phone', '客戶電話'),
  saveCustomer: t('保存并检测', 'Save and check', '儲存並檢測'),
  lockLog: t('锁车指令', 'Lock commands', '鎖車指令'),
  log: t('调校日志', 'Adjust log', '調校紀錄'),
  lockHint: t(
    '下发锁车或解锁指令，车辆应答后即可进入下一步。',
    'Send a lock or unlock; once the vehicle answers, go on.',
    '下發鎖車或解鎖指令，車輛回應後即可進入下一步。',
  ),
  gbHint: t(
    '终端在线且 10 分钟内收到国标数据即通过。',
    'Passes when the terminal is online and GB data arrived within 10 minutes.',
    '終端在線且 10 分鐘內收到國標資料即通過。',
  ),
  customerHint: t(
    '车辆须登记客户姓名和电话。',
    'The vehicle needs its customer name and phone.',
    '車輛須登記客戶姓名和電話。',
  ),
  finishHint: t(
    '各步骤已通过，完成后任务结束。',
    'Every step passed; finishing closes the task.',
    '各步驟已通過，完成後任務結束。',
  ),
  sent: t('指令已发送', 'Command sent', '指令已傳送'),
  terminalCode: t('终端编号', 'Terminal code', '終端編號'),
  remark: t('备注', 'Remarks', '備註'),
  terminalModel: t('终端型号', 'Terminal model', '終端型號'),
  sim: t('SIM 卡', 'SIM card', 'SIM 卡'),
  free: t('空闲', 'Free', '空閒'),
  boundTo: t('已装在 {vin}', 'On {vin}', '已裝在 {vin}'),
  assemblyLog: t('装配记录', 'Assembly log', '裝配紀錄'),
  finishAdjust: t('完成并调校', 'Finish and adjust', '完成並調校'),
  time: t('时间', 'Time', '時間'),
  operator: t('操作人', 'Operator', '操作人'),
  action: t('操作', 'Action', '操作'),
  outcome: t('结果', 'Outcome', '結果'),
  details: t('说明', 'Details', '說明'),
} as const;
