import type { MessagesOf } from '../../platform/messages';

/** Messages of the customer area, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  CUSTOMER_VIN_UNKNOWN: '车辆 {{vins}} 不存在',
  CUSTOMER_VIN_BOUND: '车辆 {{vins}} 已绑定客户',
  CUSTOMER_ACCOUNT_DISABLED: '客户账号“{{name}}”已停用，不能绑定',
  CUSTOMER_MANAGER_DISABLED: '客户经理“{{name}}”已停用，不能分配客户',
  CUSTOMER_AUDIT_STATE: '只能审核待审核的车辆：{{vins}} 已审核过',
  CUSTOMER_AUDIT_REMARK: '驳回时请填写审核意见',
} as const;

const enUS = {
  CUSTOMER_VIN_UNKNOWN: 'Vehicle {{vins}} does not exist',
  CUSTOMER_VIN_BOUND: 'Vehicle {{vins}} is already bound to a customer',
  CUSTOMER_ACCOUNT_DISABLED: 'Customer account "{{name}}" is disabled and cannot be bound',
  CUSTOMER_MANAGER_DISABLED: 'Account manager "{{name}}" is disabled and cannot be given customers',
  CUSTOMER_AUDIT_STATE: 'Only vehicles pending audit can be audited: {{vins}} already audited',
  CUSTOMER_AUDIT_REMARK: 'Enter an audit opinion when rejecting',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  CUSTOMER_VIN_UNKNOWN: '車輛 {{vins}} 不存在',
  CUSTOMER_VIN_BOUND: '車輛 {{vins}} 已綁定客戶',
  CUSTOMER_ACCOUNT_DISABLED: '客戶帳號「{{name}}」已停用，不能綁定',
  CUSTOMER_MANAGER_DISABLED: '客戶經理「{{name}}」已停用，不能分配客戶',
  CUSTOMER_AUDIT_STATE: '只能審核待審核的車輛：{{vins}} 已審核過',
  CUSTOMER_AUDIT_REMARK: '駁回時請填寫審核意見',
} satisfies MessagesOf<typeof zhCN>;

export const customerMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
