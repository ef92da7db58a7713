import type { MessagesOf } from '../../platform/messages';

/** Messages of the OTA parts, version links and task vehicle files, zh-CN first. */
const zhCN = {
  OTA_DAYS_RANGE: '统计天数须为 1 到 {{max}} 之间的整数',
  OTA_VEHICLE_IN_TASK: '车辆 {{vin}} 已在此任务中',
  OTA_EXPORT_TITLE: '标题和工作表名称不能超过 {{max}} 个字符',
  OTA_IMPORT_TITLE: '升级任务车辆导入',
  OTA_VERSION_REQUIRED: '请指定版本',
};

const enUS = {
  OTA_DAYS_RANGE: 'The number of days must be a whole number from 1 to {{max}}',
  OTA_VEHICLE_IN_TASK: 'The vehicle {{vin}} is already in this task',
  OTA_EXPORT_TITLE: 'The title and the sheet name take at most {{max}} characters',
  OTA_IMPORT_TITLE: 'Upgrade task vehicle import',
  OTA_VERSION_REQUIRED: 'Name the version',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  OTA_DAYS_RANGE: '統計天數須為 1 到 {{max}} 之間的整數',
  OTA_VEHICLE_IN_TASK: '車輛 {{vin}} 已在此任務中',
  OTA_EXPORT_TITLE: '標題和工作表名稱不能超過 {{max}} 個字元',
  OTA_IMPORT_TITLE: '升級任務車輛匯入',
  OTA_VERSION_REQUIRED: '請指定版本',
} satisfies MessagesOf<typeof zhCN>;

export const otaPartMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
