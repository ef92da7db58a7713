import { text } from '@chelian/contracts';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** Labels of fault categories, fault states and handling statuses, synced with the other dictionaries at start. */
export const FAULT_DICTIONARIES: Dictionary[] = [
  {
    code: 'faultCategory',
    name: { 'zh-CN': '故障类别', 'en-US': 'Fault category', 'zh-TW': '故障類別' },
    category: 'business',
    items: [
      ['STORAGE', text('fault.categories.STORAGE')],
      ['MOTOR', text('fault.categories.MOTOR')],
      ['ENGINE', text('fault.categories.ENGINE')],
      ['OTHER', text('fault.categories.OTHER')],
    ],
  },
  {
    code: 'faultState',
    name: { 'zh-CN': '故障状态', 'en-US': 'Fault state', 'zh-TW': '故障狀態' },
    category: 'business',
    items: [
      ['ACTIVE', text('fault.states.ACTIVE')],
      ['RECOVERED', text('fault.states.RECOVERED')],
    ],
  },
  {
    code: 'faultHandleStatus',
    name: { 'zh-CN': '故障处理状态', 'en-US': 'Fault handling status', 'zh-TW': '故障處理狀態' },
    category: 'business',
    items: [
      ['UNHANDLED', text('fault.handleStatuses.UNHANDLED')],
      ['HANDLING', text('fault.handleStatuses.HANDLING')],
      ['ENDED', text('fault.handleStatuses.ENDED')],
    ],
  },
];
