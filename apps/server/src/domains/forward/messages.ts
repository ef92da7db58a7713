import type { MessagesOf } from '../../platform/messages';

/** Messages of data forwarding, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  FORWARD_ACCOUNT_REQUIRED: '平台登入需要填写平台账号和平台密码',
  FORWARD_RUNNING: '转发任务「{{name}}」正在运行，请先停止',
  FORWARD_NO_VEHICLES: '转发配置「{{name}}」没有绑定车辆，请先绑定车辆或选择全部车辆',
  FORWARD_VEHICLES_UNKNOWN: '没有以下车架号的车辆：{{vins}}',
  FORWARD_TOO_MANY: '一次最多绑定 {{max}} 辆车，文件中有 {{count}} 辆',
  FORWARD_EXPORT_RANGE: '结束时间须晚于开始时间，且时间范围不超过 {{days}} 天',
  FORWARD_EXPORT_VINS: '车架号最多 {{max}} 个，且须是本租户的车辆：{{vins}}',
  FORWARD_EXPORT_TOO_MANY: '符合条件的记录有 {{count}} 条，一个导出任务最多 {{max}} 条，请缩小时间范围或车辆',
  FORWARD_EXPORT_BUSY: '已有 {{max}} 个导出任务在等待或导出中，请等它们完成后再建',
  FORWARD_EXPORT_RUNNING: '导出中的任务不能修改',
  FORWARD_EXPORT_NOT_READY: '导出任务尚未完成',
  FORWARD_PREVIEW_NO_FRAMES: '车辆 {{vin}} 还没有可转发的数据',
} as const;

const enUS = {
  FORWARD_ACCOUNT_REQUIRED: 'A platform login needs the platform account and password',
  FORWARD_RUNNING: 'The forward task "{{name}}" is running: stop it first',
  FORWARD_NO_VEHICLES:
    'The forward config "{{name}}" has no vehicles: bind vehicles or choose all vehicles first',
  FORWARD_VEHICLES_UNKNOWN: 'There are no vehicles with these VINs: {{vins}}',
  FORWARD_TOO_MANY: 'At most {{max}} vehicles are bound at once; the file has {{count}}',
  FORWARD_EXPORT_RANGE: 'The end must be after the start, at most {{days}} days later',
  FORWARD_EXPORT_VINS: 'At most {{max}} VINs, each of a vehicle of your tenant: {{vins}}',
  FORWARD_EXPORT_TOO_MANY:
    '{{count}} records match; an export task writes at most {{max}}: narrow the time range or the vehicles',
  FORWARD_EXPORT_BUSY: '{{max}} export tasks are already waiting or running: create another when they finish',
  FORWARD_EXPORT_RUNNING: 'A task being exported cannot be changed',
  FORWARD_EXPORT_NOT_READY: 'The export task has not finished',
  FORWARD_PREVIEW_NO_FRAMES: 'The vehicle {{vin}} has no data to forward yet',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  FORWARD_ACCOUNT_REQUIRED: '平台登入需要填寫平台帳號和平台密碼',
  FORWARD_RUNNING: '轉發任務「{{name}}」正在執行，請先停止',
  FORWARD_NO_VEHICLES: '轉發配置「{{name}}」沒有綁定車輛，請先綁定車輛或選擇全部車輛',
  FORWARD_VEHICLES_UNKNOWN: '沒有以下車架號的車輛：{{vins}}',
  FORWARD_TOO_MANY: '一次最多綁定 {{max}} 輛車，檔案中有 {{count}} 輛',
  FORWARD_EXPORT_RANGE: '結束時間須晚於開始時間，且時間範圍不超過 {{days}} 天',
  FORWARD_EXPORT_VINS: '車架號最多 {{max}} 個，且須是本租戶的車輛：{{vins}}',
  FORWARD_EXPORT_TOO_MANY: '符合條件的記錄有 {{count}} 筆，一個匯出任務最多 {{max}} 筆，請縮小時間範圍或車輛',
  FORWARD_EXPORT_BUSY: '已有 {{max}} 個匯出任務在等待或匯出中，請等它們完成後再建',
  FORWARD_EXPORT_RUNNING: '匯出中的任務不能修改',
  FORWARD_EXPORT_NOT_READY: '匯出任務尚未完成',
  FORWARD_PREVIEW_NO_FRAMES: '車輛 {{vin}} 還沒有可轉發的資料',
} satisfies MessagesOf<typeof zhCN>;

export const forwardMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
