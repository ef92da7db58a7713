/** The console texts of this area in Simplified Chinese, the base the other languages mirror. */
export const maintenanceZhCN = {
  vehiclesTitle: '关联车辆：{{name}}',
  linked: '已关联车辆',
  notLinked: '未关联车辆',
  linkAll: '全部关联',
  unlinkAll: '全部取消关联',
  linkAllConfirm: '将所有未关联保养策略的车辆（按当前 VIN 条件）关联到此策略？',
  unlinkAllConfirm: '取消此策略的全部车辆关联？',
  linkedCount: '已关联 {{count}} 辆车',
  unlinkedCount: '已取消 {{count}} 辆车的关联',
};
