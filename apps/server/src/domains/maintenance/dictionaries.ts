import { text } from '@chelian/contracts';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** Labels of a strategy's time unit and a vehicle's maintenance standing. */
export const MAINTENANCE_DICTIONARIES: Dictionary[] = [
  {
    code: 'maintenanceTimeUnit',
    name: { 'zh-CN': '保养时间单位', 'en-US': 'Maintenance time unit', 'zh-TW': '保養時間單位' },
    category: 'business',
    items: [
      ['DAY', text('maintenance.timeUnits.DAY')],
      ['MONTH', text('maintenance.timeUnits.MONTH')],
    ],
  },
  {
    code: 'maintenanceDueStatus',
    name: { 'zh-CN': '保养状态', 'en-US': 'Maintenance status', 'zh-TW': '保養狀態' },
    category: 'business',
    items: [
      ['NORMAL', text('maintenance.dueStatuses.NORMAL')],
      ['DUE', text('maintenance.dueStatuses.DUE')],
      ['OVERDUE', text('maintenance.dueStatuses.OVERDUE')],
    ],
  },
];
