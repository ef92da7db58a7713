import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { maintenanceZhCN } from './zh-CN';

export const maintenanceZhTW: CatalogueOf<typeof maintenanceZhCN> = {
  vehiclesTitle: '關聯車輛：{{name}}',
  linked: '已關聯車輛',
  notLinked: '未關聯車輛',
  linkAll: '全部關聯',
  unlinkAll: '全部取消關聯',
  linkAllConfirm: '將所有未關聯保養策略的車輛（依目前 VIN 條件）關聯到此策略？',
  unlinkAllConfirm: '取消此策略的全部車輛關聯？',
  linkedCount: '已關聯 {{count}} 輛車',
  unlinkedCount: '已取消 {{count}} 輛車的關聯',
};
