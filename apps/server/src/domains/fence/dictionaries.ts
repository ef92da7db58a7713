import { text } from '@chelian/contracts';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** Labels of a fence's shape and alarm ways, synced with the other dictionaries at start. */
export const FENCE_DICTIONARIES: Dictionary[] = [
  {
    code: 'fenceShape',
    name: '围栏形状',
    category: 'business',
    items: [
      ['CIRCLE', text('fence.shapes.CIRCLE')],
      ['POLYGON', text('fence.shapes.POLYGON')],
      ['RECTANGLE', text('fence.shapes.RECTANGLE')],
    ],
  },
  {
    code: 'fenceAlarmWay',
    name: '围栏报警方式',
    category: 'business',
    items: [
      ['SMS', text('fence.alarmWays.SMS')],
      ['MAIL', text('fence.alarmWays.MAIL')],
    ],
  },
];
