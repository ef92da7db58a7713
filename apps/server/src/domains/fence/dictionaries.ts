import { text } from '@chelian/contracts';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** Labels of a fence's shape and alarm ways, synced with the other dictionaries at start. */
export const FENCE_DICTIONARIES: Dictionary[] = [
  {
    code: 'fenceShape',
    name: { 'zh-CN': '围栏形状', 'en-US': 'Fence shape', 'zh-TW': '圍欄形狀' },
    category: 'business',
    items: [
      ['CIRCLE', text('fence.shapes.CIRCLE')],
      ['POLYGON', text('fence.shapes.POLYGON')],
      ['RECTANGLE', text('fence.shapes.RECTANGLE')],
    ],
  },
  {
    code: 'fenceAlarmWay',
    name: { 'zh-CN': '围栏报警方式', 'en-US': 'Fence alarm mode', 'zh-TW': '圍欄報警方式' },
    category: 'business',
    items: [
      ['SMS', text('fence.alarmWays.SMS')],
      ['MAIL', text('fence.alarmWays.MAIL')],
    ],
  },
];
