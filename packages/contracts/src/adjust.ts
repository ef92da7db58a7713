import type { LocalizedText } from './menu-catalog';
import { text } from './i18n';

/**
 * A vehicle adjust task: created for a vehicle with its adjuster,
 * confirmed, walked through its steps, then finished; cancelled at any point before that.
 */
export const ADJUST_STATUSES = ['PENDING', 'ADJUSTING', 'FINISHED', 'CANCELLED'] as const;
export type AdjustStatus = (typeof ADJUST_STATUSES)[number];

export const ADJUST_STATUS_TEXTS: Record<AdjustStatus, LocalizedText> = {
  PENDING: text('adjust.status.PENDING'),
  ADJUSTING: text('adjust.status.ADJUSTING'),
  FINISHED: text('adjust.status.FINISHED'),
  CANCELLED: text('adjust.status.CANCELLED'),
};

/** The steps in order: each one checks the vehicle's real state before the next may start. */
export const ADJUST_STEPS = ['LOCK', 'GB4', 'CUSTOMER', 'FINISH'] as const;
export type AdjustStep = (typeof ADJUST_STEPS)[number];

export const ADJUST_STEP_TEXTS: Record<AdjustStep, LocalizedText> = {
  LOCK: text('adjust.step.LOCK'),
  GB4: text('adjust.step.GB4'),
  CUSTOMER: text('adjust.step.CUSTOMER'),
  FINISH: text('adjust.step.FINISH'),
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
  CREATE: text('adjust.action.CREATE'),
  CONFIRM: text('adjust.action.CONFIRM'),
  NEXT: text('adjust.action.NEXT'),
  PREVIOUS: text('adjust.action.PREVIOUS'),
  LOCK: text('adjust.action.LOCK'),
  UNLOCK: text('adjust.action.UNLOCK'),
  CHECK: text('adjust.action.CHECK'),
  CUSTOMER: text('adjust.action.CUSTOMER'),
  FINISH: text('adjust.action.FINISH'),
  CANCEL: text('adjust.action.CANCEL'),
  CHANGE_ADJUSTER: text('adjust.action.CHANGE_ADJUSTER'),
};

export const ADJUST_OUTCOMES = ['OK', 'REFUSED'] as const;
export const ADJUST_OUTCOME_TEXTS: Record<(typeof ADJUST_OUTCOMES)[number], LocalizedText> = {
  OK: text('adjust.outcome.OK'),
  REFUSED: text('adjust.outcome.REFUSED'),
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
  PENDING: text('adjust.assemblyStatus.PENDING'),
  FINISHED: text('adjust.assemblyStatus.FINISHED'),
};

export const ASSEMBLY_ACTIONS = ['CREATE', 'CHANGE', 'FINISH', 'REASSEMBLY'] as const;
export const ASSEMBLY_ACTION_TEXTS: Record<(typeof ASSEMBLY_ACTIONS)[number], LocalizedText> = {
  CREATE: text('adjust.assemblyAction.CREATE'),
  CHANGE: text('adjust.assemblyAction.CHANGE'),
  FINISH: text('adjust.assemblyAction.FINISH'),
  REASSEMBLY: text('adjust.assemblyAction.REASSEMBLY'),
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
