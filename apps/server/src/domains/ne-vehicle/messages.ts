import type { MessagesOf } from '../../platform/messages';

/** Messages of the new-energy vehicle flows, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  NE_VEHICLE_UNKNOWN: '{{field}}：新能源车辆 {{vin}} 不存在',
  NE_VEHICLE_SOLD: '{{field}}：车辆 {{vin}} 已销售，不能再登记；如需更正请使用强制更新',
  NE_VEHICLE_NOT_PRODUCED: '{{field}}：车辆 {{vin}} 尚未登记生产，不能登记销售',
  NE_DATE_FUTURE: '{{field}}不能晚于今天',
  NE_SALE_BEFORE_PRODUCTION: '{{field}}不能早于生产日期',
  NE_PART_TAKEN: '{{field}}：该编号已装在车辆 {{vin}} 上',
  NE_RECORD_INCOMPLETE: '{{field}}：车辆 {{vin}} 须先登记生产、驱动电机和储能装置才能备案',
  NE_RECORD_EXISTS: '{{field}}：车辆 {{vin}} 已在该平台备案',
  NE_VINS_UNKNOWN: '以下车架号不存在：{{vins}}',
  NE_NOT_DEALER: '{{field}}必须是经销商、大客户或服务站类型的组织',
  NE_PUSH_NOT_PRODUCED: '{{field}}：车辆 {{vin}} 尚未登记生产，不能推送地方平台',
  NE_PUSH_FAILED: '{{field}}：地方平台拒收车辆 {{vin}} 的信息：{{detail}}',
} as const;

const enUS = {
  NE_VEHICLE_UNKNOWN: '{{field}}: there is no new-energy vehicle {{vin}}',
  NE_VEHICLE_SOLD:
    '{{field}}: vehicle {{vin}} is already sold and cannot be recorded again; use force update to correct it',
  NE_VEHICLE_NOT_PRODUCED: '{{field}}: vehicle {{vin}} has no production recorded yet, so it cannot be sold',
  NE_DATE_FUTURE: '{{field}} cannot be later than today',
  NE_SALE_BEFORE_PRODUCTION: '{{field}} cannot be earlier than the production date',
  NE_PART_TAKEN: '{{field}}: this number is already fitted to vehicle {{vin}}',
  NE_RECORD_INCOMPLETE:
    '{{field}}: vehicle {{vin}} needs its production, drive motor and energy storage recorded before filing',
  NE_RECORD_EXISTS: '{{field}}: vehicle {{vin}} is already filed with this platform',
  NE_VINS_UNKNOWN: 'These VINs do not exist: {{vins}}',
  NE_NOT_DEALER: '{{field}} must be an organization of type dealer, key account or service station',
  NE_PUSH_NOT_PRODUCED:
    '{{field}}: vehicle {{vin}} has no production recorded yet, so it cannot be pushed to the local platform',
  NE_PUSH_FAILED: '{{field}}: the local platform refused the data of vehicle {{vin}}: {{detail}}',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  NE_VEHICLE_UNKNOWN: '{{field}}：新能源車輛 {{vin}} 不存在',
  NE_VEHICLE_SOLD: '{{field}}：車輛 {{vin}} 已銷售，不能再登記；如需更正請使用強制更新',
  NE_VEHICLE_NOT_PRODUCED: '{{field}}：車輛 {{vin}} 尚未登記生產，不能登記銷售',
  NE_DATE_FUTURE: '{{field}}不能晚於今天',
  NE_SALE_BEFORE_PRODUCTION: '{{field}}不能早於生產日期',
  NE_PART_TAKEN: '{{field}}：該編號已裝在車輛 {{vin}} 上',
  NE_RECORD_INCOMPLETE: '{{field}}：車輛 {{vin}} 須先登記生產、驅動馬達和儲能裝置才能備案',
  NE_RECORD_EXISTS: '{{field}}：車輛 {{vin}} 已在該平台備案',
  NE_VINS_UNKNOWN: '以下車架號不存在：{{vins}}',
  NE_NOT_DEALER: '{{field}}必須是經銷商、大客戶或服務站類型的組織',
  NE_PUSH_NOT_PRODUCED: '{{field}}：車輛 {{vin}} 尚未登記生產，不能推送地方平台',
  NE_PUSH_FAILED: '{{field}}：地方平台拒收車輛 {{vin}} 的資訊：{{detail}}',
} satisfies MessagesOf<typeof zhCN>;

export const neVehicleMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
