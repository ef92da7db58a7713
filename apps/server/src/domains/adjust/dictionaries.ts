import {
  ADJUST_ACTION_TEXTS,
  ADJUST_OUTCOME_TEXTS,
  ADJUST_STATUS_TEXTS,
  ADJUST_STEP_TEXTS,
  ASSEMBLY_ACTION_TEXTS,
  ASSEMBLY_STATUS_TEXTS,
} from '@chelian/contracts/adjust';
import type { LocalizedText } from '@chelian/contracts';

/** Dictionaries of vehicle adjust and assembly (labels of their lists); joined to the platform's list. */
export const ADJUST_DICTIONARIES: { code: string; name: string; items: [string, LocalizedText][] }[] = [
  { code: 'adjustStatus', name: '调校状态', items: Object.entries(ADJUST_STATUS_TEXTS) },
  { code: 'adjustStep', name: '调校步骤', items: Object.entries(ADJUST_STEP_TEXTS) },
  { code: 'adjustAction', name: '调校操作', items: Object.entries(ADJUST_ACTION_TEXTS) },
  { code: 'adjustOutcome', name: '调校结果', items: Object.entries(ADJUST_OUTCOME_TEXTS) },
  { code: 'assemblyStatus', name: '装配状态', items: Object.entries(ASSEMBLY_STATUS_TEXTS) },
  { code: 'assemblyAction', name: '装配操作', items: Object.entries(ASSEMBLY_ACTION_TEXTS) },
];
