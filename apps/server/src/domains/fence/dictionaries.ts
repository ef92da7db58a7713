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
  {
    code: 'fenceVehicleScope',
    name: { 'zh-CN': '围栏适用车辆', 'en-US': 'Fence vehicles', 'zh-TW': '圍欄適用車輛' },
    category: 'business',
    items: [
      ['ALL', text('fence.scopes.ALL')],
      ['VIN', text('fence.scopes.VIN')],
    ],
  },
  {
    code: 'fenceAlarmKind',
    name: { 'zh-CN': '围栏报警类型', 'en-US': 'Fence alarm type', 'zh-TW': '圍欄報警類型' },
    category: 'business',
    items: [
      ['ENTER', text('fence.alarmKinds.ENTER')],
      ['EXIT', text('fence.alarmKinds.EXIT')],
      ['DWELL', text('fence.alarmKinds.DWELL')],
      ['OVERSPEED', text('fence.alarmKinds.OVERSPEED')],
    ],
  },
];
