import type { CatalogueOf } from '../../i18n';
import type { maintenanceZhCN } from './zh-CN';

export const maintenanceZhTW: CatalogueOf<typeof maintenanceZhCN> = {
  strategy: {
    title: '保養策略',
    noun: '保養策略',
    fields: {
      name: '策略名稱',
      mileageOver: '保養里程間隔（km）',
      mileagePre: '里程預警（km）',
      timeOver: '保養時間間隔',
      timeUnit: '時間單位',
      timePre: '時間預警（天）',
      vehicleCount: '關聯車輛數',
      dueCount: '待保養車輛數',
      updatedAt: '更新時間',
    },
    help: {
      mileageOver: '距上次保養行駛該里程後需保養；與時間間隔至少填一項',
      timeOver: '距上次保養經過該時間後需保養，單位見時間單位',
    },
    actions: { copy: '複製', link: '關聯車輛' },
  },
  timeUnits: { DAY: '天', MONTH: '月' },
  dueStatuses: { NORMAL: '正常', DUE: '即將保養', OVERDUE: '已逾期' },
  vehicle: {
    title: '保養車輛',
    notLinked: '未關聯車輛',
    fields: {
      strategyId: '保養策略',
      vin: 'VIN',
      plate: '車牌號碼',
      mileage: '目前里程（km）',
      baseMileage: '上次保養里程（km）',
      baseAt: '上次保養時間',
      dueMileage: '下次保養里程（km）',
      remainingMileage: '剩餘里程（km）',
      dueAt: '下次保養時間',
      remainingDays: '剩餘天數',
      dueStatus: '保養狀態',
      linkedAt: '關聯時間',
    },
  },
  log: {
    title: '保養記錄',
    noun: '保養記錄',
    fields: {
      maintainedAt: '保養時間',
      mileage: '保養時里程（km）',
      content: '保養內容',
      site: '保養站點',
      createdAt: '記錄時間',
    },
    help: { mileage: '不填則取車輛目前里程' },
  },
};
