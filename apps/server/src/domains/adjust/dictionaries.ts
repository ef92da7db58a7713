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
export const ADJUST_DICTIONARIES: { code: string; name: LocalizedText; items: [string, LocalizedText][] }[] =
  [
    {
      code: 'adjustStatus',
      name: { 'zh-CN': '调校状态', 'en-US': 'Adjust status', 'zh-TW': '調校狀態' },
      items: Object.entries(ADJUST_STATUS_TEXTS),
    },
    {
      code: 'adjustStep',
      name: { 'zh-CN': '调校步骤', 'en-US': 'Adjust step', 'zh-TW': '調校步驟' },
      items: Object.entries(ADJUST_STEP_TEXTS),
    },
    {
      code: 'adjustAction',
      name: { 'zh-CN': '调校操作', 'en-US': 'Adjust operation', 'zh-TW': '調校操作' },
      items: Object.entries(ADJUST_ACTION_TEXTS),
    },
    {
      code: 'adjustOutcome',
      name: { 'zh-CN': '调校结果', 'en-US': 'Adjust result', 'zh-TW': '調校結果' },
      items: Object.entries(ADJUST_OUTCOME_TEXTS),
    },
    {
      code: 'assemblyStatus',
      name: { 'zh-CN': '装配状态', 'en-US': 'Assembly status', 'zh-TW': '裝配狀態' },
      items: Object.entries(ASSEMBLY_STATUS_TEXTS),
    },
    {
      code: 'assemblyAction',
      name: { 'zh-CN': '装配操作', 'en-US': 'Assembly operation', 'zh-TW': '裝配操作' },
      items: Object.entries(ASSEMBLY_ACTION_TEXTS),
    },
  ];
