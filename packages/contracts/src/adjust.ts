import type { LocalizedText } from './menu-catalog';
import { defineCalls } from './call';
import { text } from './i18n';

const ADJUST = 'vehicle-svc/vehicle/adjust/V1.0';
const ASSEMBLY = 'vehicle-svc/vehicle/assembly/V1.0';

/**
 * Adjust and assembly calls beyond the task and assembly resources, under vehicle-svc; a task's
 * calls take { id }. The steps are checked on the server against the vehicle's live state.
 */
export const ADJUST_CALLS = defineCalls({
  /** the task with its live state and its log */
  detail: { method: 'POST', path: `${ADJUST}/detail`, access: 'adjust/view' },
  confirm: { method: 'POST', path: `${ADJUST}/confirm`, access: 'adjust/confirm' },
  finish: { method: 'POST', path: `${ADJUST}/finish`, access: 'adjust/finish' },
  /** { id, reason? } */
  cancel: { method: 'POST', path: `${ADJUST}/cancel`, access: 'adjust/cancel' },
  /** { id, adjusterId } */
  changeAdjuster: { method: 'POST', path: `${ADJUST}/change/adjuster`, access: 'adjust/changeAdjuster' },
  /** a page of a task's log */
  log: { method: 'POST', path: `${ADJUST}/adjust/log`, access: 'adjust/view' },
  /** the open task of a vehicle with its step state */
  stepOfVin: { method: 'POST', path: `${ADJUST}/:vin/step`, access: 'adjustSteps/view' },
  /** the task's step state */
  stepState: { method: 'POST', path: `${ADJUST}/steping`, access: 'adjustSteps/view' },
  /** the lock commands of the lock step */
  stepLockLog: { method: 'POST', path: `${ADJUST}/step/lock/log`, access: 'adjustSteps/view' },
  next: { method: 'POST', path: `${ADJUST}/confirm/next`, access: 'adjustSteps/update' },
  previous: { method: 'POST', path: `${ADJUST}/step/previous`, access: 'adjustSteps/update' },
  /** { id, action: 'lock' | 'unlock' } */
  stepLock: { method: 'POST', path: `${ADJUST}/step/lock`, access: 'adjustSteps/update' },
  stepGb4: { method: 'POST', path: `${ADJUST}/step/gb4`, access: 'adjustSteps/update' },
  /** { id, customerName, customerPhone } */
  stepCustomer: { method: 'POST', path: `${ADJUST}/step/customer`, access: 'adjustSteps/update' },
  stepFinish: { method: 'POST', path: `${ADJUST}/step/finish`, access: 'adjustSteps/update' },
  assemblyDetail: { method: 'POST', path: `${ASSEMBLY}/detail`, access: 'assembly/view' },
  assemblyPreview: { method: 'POST', path: `${ASSEMBLY}/preview`, access: 'assembly/view' },
  assemblyFinish: { method: 'POST', path: `${ASSEMBLY}/finish`, access: 'assembly/finish' },
  /** { id, adjusterId }: finishes and opens an adjust task (also needs adjust/create) */
  finishToAdjust: { method: 'POST', path: `${ASSEMBLY}/finish/adjust`, access: 'assembly/finish' },
  /** { id, terminalCode, remark? }: another terminal before the assembly is fitted */
  changeAssembly: { method: 'POST', path: `${ASSEMBLY}/change/assembly`, access: 'assembly/update' },
  /** { id, terminalCode, remark? }: another terminal after */
  reassembly: { method: 'POST', path: `${ASSEMBLY}/reassembly`, access: 'assembly/reassembly' },
  /** a page of an assembly's log */
  assemblyLog: { method: 'POST', path: `${ASSEMBLY}/assembly/log`, access: 'assembly/view' },
  /** the terminal of a code: model, SIM card, free or the vehicle it is on */
  assemblyTerminal: { method: 'GET', path: `${ASSEMBLY}/terminal/:terminalCode`, access: 'assembly/view' },
});

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
