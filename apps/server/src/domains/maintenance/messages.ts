import type { MessagesOf } from '../../platform/messages';

/** Messages of maintenance strategies and records, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  MAINTENANCE_INTERVAL_REQUIRED: '保养里程间隔与保养时间间隔至少填写一项',
  MAINTENANCE_MILEAGE_PRE: '里程预警应小于保养里程间隔',
  MAINTENANCE_TIME_PRE: '时间预警应小于保养时间间隔（{{days}} 天）',
  MAINTENANCE_TIME_OVER: '保养时间间隔不能超过 {{max}} {{unit}}',
  MAINTENANCE_VIN_NOT_FOUND: '车辆不存在：{{vin}}',
  MAINTENANCE_VEHICLES_NOT_FOUND: '车辆不存在：{{ids}}',
  MAINTENANCE_VEHICLE_LINKED: '以下车辆已关联其他保养策略，请先取消关联：{{vins}}',
  MAINTENANCE_COPY_NAME: '{{name}} 副本',
  MAINTENANCE_FUTURE: '保养时间不能晚于当前时间',
} as const;

const enUS = {
  MAINTENANCE_INTERVAL_REQUIRED: 'Give a mileage interval, a time interval or both',
  MAINTENANCE_MILEAGE_PRE: 'The mileage pre-warning must be less than the mileage interval',
  MAINTENANCE_TIME_PRE: 'The time pre-warning must be less than the time interval ({{days}} days)',
  MAINTENANCE_TIME_OVER: 'The time interval cannot exceed {{max}} {{unit}}',
  MAINTENANCE_VIN_NOT_FOUND: 'No such vehicle: {{vin}}',
  MAINTENANCE_VEHICLES_NOT_FOUND: 'No such vehicles: {{ids}}',
  MAINTENANCE_VEHICLE_LINKED:
    'These vehicles are linked to another maintenance strategy; unlink them first: {{vins}}',
  MAINTENANCE_COPY_NAME: '{{name}} (copy)',
  MAINTENANCE_FUTURE: 'The maintenance time cannot be in the future',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  MAINTENANCE_INTERVAL_REQUIRED: '保養里程間隔與保養時間間隔至少填寫一項',
  MAINTENANCE_MILEAGE_PRE: '里程預警應小於保養里程間隔',
  MAINTENANCE_TIME_PRE: '時間預警應小於保養時間間隔（{{days}} 天）',
  MAINTENANCE_TIME_OVER: '保養時間間隔不能超過 {{max}} {{unit}}',
  MAINTENANCE_VIN_NOT_FOUND: '車輛不存在：{{vin}}',
  MAINTENANCE_VEHICLES_NOT_FOUND: '車輛不存在：{{ids}}',
  MAINTENANCE_VEHICLE_LINKED: '以下車輛已關聯其他保養策略，請先取消關聯：{{vins}}',
  MAINTENANCE_COPY_NAME: '{{name}} 副本',
  MAINTENANCE_FUTURE: '保養時間不能晚於目前時間',
} satisfies MessagesOf<typeof zhCN>;

export const maintenanceMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
