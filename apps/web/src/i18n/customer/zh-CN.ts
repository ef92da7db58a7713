/** The console texts of this area in Simplified Chinese, the base the other languages mirror. */
export const customerZhCN = {
  bindVehicles: {
    title: '绑定车辆',
    account: '客户账号',
    vins: '车辆 VIN（每行一个，或用空格、逗号分隔）',
    accountRequired: '请选择客户账号',
    vinsRequired: '请输入至少一个 VIN',
    done: '已绑定 {{count}} 辆车，等待审核',
  },
  audit: {
    title: '审核车辆（{{count}} 辆）',
    result: '审核结果',
    remark: '审核意见',
    remarkRequired: '驳回时请填写审核意见',
  },
  bindAccounts: {
    title: '为“{{name}}”绑定客户',
    accounts: '负责的客户账号',
    hint: '列表即该经理负责的全部客户：移出的客户不再由其负责。',
  },
};
