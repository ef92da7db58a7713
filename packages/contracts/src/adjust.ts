import type { LocalizedText } from './menu-catalog';

const t = (zhCN: string, enUS: string, zhTW: string): LocalizedText => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
});

/**
 * A vehicle adjust task (spec 001 sections 2, 7): created for a vehicle with its adjuster,
 * confirmed, walked through its steps, then finished; cancelled at any point before that.
 */
export const ADJUST_STATUSES = ['PENDING', 'ADJUSTING', 'FINISHED', 'CANCELLED'] as const;
export type AdjustStatus = (typeof ADJUST_STATUSES)[number];

export const ADJUST_STATUS_TEXTS: Record<AdjustStatus, LocalizedText> = {
  PENDING: t('待确认', 'To be confirmed', '待確認'),
  ADJUSTING: t('调校中', 'Adjusting', '調校中'),
  FINISHED: t('已完成', 'Finished', '已完成'),
  CANCELLED: t('已取消', 'Cancelled', '已取消'),
};

/** The steps in order: each one checks the vehicle's real state before the next may start. */
export const ADJUST_STEPS = ['LOCK', 'GB4', 'CUSTOMER', 'FINISH'] as const;
export type AdjustStep = (typeof ADJUST_STEPS)[number];

export const ADJUST_STEP_TEXTS: Record<AdjustStep, LocalizedText> = {
  LOCK: t('锁车验证', 'Lock check', '鎖車驗證'),
  GB4: t('国标数据验证', 'GB data check', '國標資料驗證'),
  CUSTOMER: t('客户信息', 'Customer information', '客戶資訊'),
  FINISH: t('完成调校', 'Finish', '完成調校'),
};

/** What each log row records. */
export const ADJUST_ACTIONS = [
  'CREATE',
  'CONFIRM',
  'NEXT',
  'PREVIOUS',
  'LOCK',
  'UNLOCK',
  'CHECK',
  'CUSTOMER',
  'FINISH',
  'CANCEL',
  'CHANGE_ADJUSTER',
] as const;
export type AdjustAction = (typeof ADJUST_ACTIONS)[number];

export const ADJUST_ACTION_TEXTS: Record<AdjustAction, LocalizedText> = {
  CREATE: t('创建', 'Created', '建立'),
  CONFIRM: t('确认', 'Confirmed', '確認'),
  NEXT: t('下一步', 'Next step', '下一步'),
  PREVIOUS: t('上一步', 'Previous step', '上一步'),
  LOCK: t('下发锁车', 'Lock sent', '下發鎖車'),
  UNLOCK: t('下发解锁', 'Unlock sent', '下發解鎖'),
  CHECK: t('检测', 'Check', '檢測'),
  CUSTOMER: t('保存客户信息', 'Customer saved', '儲存客戶資訊'),
  FINISH: t('完成', 'Finished', '完成'),
  CANCEL: t('取消', 'Cancelled', '取消'),
  CHANGE_ADJUSTER: t('变更调校人', 'Adjuster changed', '變更調校人'),
};

export const ADJUST_OUTCOMES = ['OK', 'REFUSED'] as const;
export const ADJUST_OUTCOME_TEXTS: Record<(typeof ADJUST_OUTCOMES)[number], LocalizedText> = {
  OK: t('成功', 'Succeeded', '成功'),
  REFUSED: t('未通过', 'Refused', '未通過'),
};

/** One check of a step as the server saw it; message is in the caller's language. */
export interface AdjustCheck {
  key: string;
  ok: boolean;
  message: string;
}

/** The live view of a task's current step (POST steping, {vin}/step). */
export interface AdjustStepState {
  id: number;
  vin: string;
  status: AdjustStatus;
  step: AdjustStep | null;
  /** index of the step in ADJUST_STEPS (-1 before confirmation) */
  stepIndex: number;
  passed: boolean;
  checks: AdjustCheck[];
  adjusterName: string | null;
  customer: { name: string | null; phone: string | null };
  lockStatus: number;
}

/** A vehicle's assembly: pending until finished, which binds its terminal. */
export const ASSEMBLY_STATUSES = ['PENDING', 'FINISHED'] as const;
export type AssemblyStatus = (typeof ASSEMBLY_STATUSES)[number];

export const ASSEMBLY_STATUS_TEXTS: Record<AssemblyStatus, LocalizedText> = {
  PENDING: t('待装配', 'Pending', '待裝配'),
  FINISHED: t('已装配', 'Assembled', '已裝配'),
};

export const ASSEMBLY_ACTIONS = ['CREATE', 'CHANGE', 'FINISH', 'REASSEMBLY'] as const;
export const ASSEMBLY_ACTION_TEXTS: Record<(typeof ASSEMBLY_ACTIONS)[number], LocalizedText> = {
  CREATE: t('登记', 'Registered', '登記'),
  CHANGE: t('变更终端', 'Terminal changed', '變更終端'),
  FINISH: t('完成装配', 'Assembled', '完成裝配'),
  REASSEMBLY: t('重新装配', 'Reassembled', '重新裝配'),
};

/** Terminal lookup of the assembly form (GET terminal/{terminalCode}). */
export interface AssemblyTerminal {
  terminalCode: string;
  modelName: string | null;
  iccid: string | null;
  msisdn: string | null;
  free: boolean;
  /** the vehicle the terminal sits on now */
  vin: string | null;
}
