/** The console texts of this area in Simplified Chinese, the base the other languages mirror. */
export const appManagementZhCN = {
  account: {
    binds: '绑定记录',
  },
  links: {
    title: '关联车型：{{name}}',
    linked: '已关联车型',
    notLinked: '未关联车型',
    link: '关联',
    linkAll: '全部关联',
    unlink: '取消关联',
    unlinkAll: '全部取消',
    unlinkAllConfirm: '确定取消全部已关联车型吗？',
    changed: '已更新 {{n}} 个车型',
    code: '车型编码',
    name: '车型名称',
  },
  evaluate: {
    title: '录入评价',
    hint: '录入车主对本次服务的评价，保存后状态变为“已评价”。',
  },
  reply: {
    title: '回复反馈',
    question: '反馈内容',
  },
};
