/** Texts of the contracts of this area in Simplified Chinese, the base the other languages mirror. */
export const dealerZhCN = {
  title: { DEALER: '经销商管理', KEYACCOUNT: '大客户管理', SERVICE: '服务商管理' },
  nouns: { DEALER: '经销商', KEYACCOUNT: '大客户', SERVICE: '服务商' },
  fields: {
    name: '名称',
    code: '编码',
    lng: '经度',
    lat: '纬度',
    image: '门店图片',
    vehicleCount: '关联车辆数',
    dealerTypes: '经销商类型',
  },
  help: { code: '同时作为组织编码：该组织下的用户只能看到其关联的车辆' },
  types: { SALE: '销售', SERVICE: '服务', PARTS: '配件', INFO: '信息反馈' },
  vinTemplate: '车辆导入模板',
};
