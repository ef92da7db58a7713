import type { MessagesOf } from '../../platform/messages';

/** Messages of OTA, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  OTA_ILLEGAL_TASK: '任务状态「{{from}}」不能变为「{{to}}」',
  OTA_ILLEGAL_OPERATE: '{{subject}} 的操作状态「{{from}}」不能变为「{{to}}」',
  OTA_ILLEGAL_UPGRADE: '{{subject}} 的升级状态「{{from}}」不能变为「{{to}}」',
  OTA_VERSION_NO_NOT_GREATER: '版本序号须大于零部件 {{component}} 已有的最大序号 {{max}}',
  OTA_VERSION_IN_USE: '版本「{{name}}」已被升级任务使用，不能修改或删除',
  OTA_PACKAGE_MISSING: '升级包文件不存在',
  OTA_TASK_NOT_EDITABLE: '已关闭的任务不能修改',
  OTA_TASK_STARTED_FIXED: '任务已启用：只能修改升级时段和尚未到达的计划开始时间',
  OTA_SCHEDULE_REACHED: '计划开始时间已过，任务已开始下发，不能再修改开始时间',
  OTA_TASK_NOT_DELETABLE: '已启用的任务须先关闭才能删除',
  OTA_TASK_NO_VEHICLES: '任务没有关联车辆，不能启用',
  OTA_TASK_NOT_RUNNING: '任务未启用',
  OTA_TASK_NOT_PAUSED: '任务未暂停',
  OTA_TASK_PAUSED: '任务已暂停，请先恢复',
  OTA_TASK_CLOSED: '任务已关闭',
  OTA_VEHICLE_UNKNOWN: '没有车架号为 {{vin}} 的车辆',
  OTA_VEHICLE_BUSY: '车辆 {{vin}} 正在另一个任务中升级',
  OTA_VEHICLE_COMPONENT: '车辆 {{vin}} 没有上报零部件 {{component}}，不能关联此版本',
  OTA_VEHICLES_REQUIRED: '请选择车辆',
  OTA_REUPDATE_REFUSED: '车辆 {{vin}} 的升级未失败或未关闭，不能重新升级',
  OTA_TICKET_INVALID: '下载凭证无效或已失效',
  OTA_RANGE_INVALID: '请求的范围无效',
  OTA_WINDOW_INCOMPLETE: '升级时段的开始和结束须同时填写',
  OTA_WINDOW_EMPTY: '升级时段的开始和结束不能相同',
  OTA_SCHEDULE_PAST: '计划开始时间不能早于现在',
  OTA_OUTSIDE_WINDOW: '现在不在任务「{{task}}」的升级时段 {{from}}-{{to}} 内，不能下发',
  OTA_BEFORE_SCHEDULE: '任务「{{task}}」的计划开始时间 {{at}} 未到，不能下发',
  OTAFAIL_TITLE: '升级任务「{{task}}」已暂停',
  OTAFAIL_CONTENT:
    '第 {{wave}} 批 {{total}} 辆车中 {{failed}} 辆升级失败，超过失败阈值 {{threshold}}%，任务已自动暂停',
} as const;

const enUS = {
  OTA_ILLEGAL_TASK: 'A task in status "{{from}}" cannot become "{{to}}"',
  OTA_ILLEGAL_OPERATE: 'The operate status of {{subject}} cannot change from "{{from}}" to "{{to}}"',
  OTA_ILLEGAL_UPGRADE: 'The upgrade status of {{subject}} cannot change from "{{from}}" to "{{to}}"',
  OTA_VERSION_NO_NOT_GREATER:
    'The version number must be greater than {{max}}, the highest of component {{component}}',
  OTA_VERSION_IN_USE: 'The version "{{name}}" is used by an upgrade task and cannot be changed or deleted',
  OTA_PACKAGE_MISSING: 'The package file does not exist',
  OTA_TASK_NOT_EDITABLE: 'A closed task cannot be changed',
  OTA_TASK_STARTED_FIXED:
    'The task is enabled: only its maintenance window and a start time not yet reached can be changed',
  OTA_SCHEDULE_REACHED:
    'The scheduled start has passed and orders are going out: the start can no longer be moved',
  OTA_TASK_NOT_DELETABLE: 'Close an enabled task before deleting it',
  OTA_TASK_NO_VEHICLES: 'The task has no vehicles and cannot be enabled',
  OTA_TASK_NOT_RUNNING: 'The task is not enabled',
  OTA_TASK_NOT_PAUSED: 'The task is not paused',
  OTA_TASK_PAUSED: 'The task is paused: resume it first',
  OTA_TASK_CLOSED: 'The task is closed',
  OTA_VEHICLE_UNKNOWN: 'There is no vehicle with the VIN {{vin}}',
  OTA_VEHICLE_BUSY: 'The vehicle {{vin}} is being upgraded by another task',
  OTA_VEHICLE_COMPONENT:
    'The vehicle {{vin}} has not reported component {{component}}; it cannot take this version',
  OTA_VEHICLES_REQUIRED: 'Choose vehicles',
  OTA_REUPDATE_REFUSED: 'The upgrade of {{vin}} has neither failed nor been closed; it cannot start again',
  OTA_TICKET_INVALID: 'The download ticket is invalid or no longer valid',
  OTA_RANGE_INVALID: 'The requested range is not valid',
  OTA_WINDOW_INCOMPLETE: 'Give both the start and the end of the maintenance window',
  OTA_WINDOW_EMPTY: 'The maintenance window cannot start and end at the same time',
  OTA_SCHEDULE_PAST: 'The scheduled start cannot be in the past',
  OTA_OUTSIDE_WINDOW:
    'It is outside the maintenance window {{from}}-{{to}} of the task "{{task}}": nothing can be sent now',
  OTA_BEFORE_SCHEDULE: 'The task "{{task}}" is scheduled to start at {{at}}: nothing can be sent before',
  OTAFAIL_TITLE: 'Upgrade task "{{task}}" paused',
  OTAFAIL_CONTENT:
    '{{failed}} of the {{total}} vehicles of wave {{wave}} failed, more than the error threshold of {{threshold}}%: the task paused itself',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  OTA_ILLEGAL_TASK: '任務狀態「{{from}}」不能變為「{{to}}」',
  OTA_ILLEGAL_OPERATE: '{{subject}} 的操作狀態「{{from}}」不能變為「{{to}}」',
  OTA_ILLEGAL_UPGRADE: '{{subject}} 的升級狀態「{{from}}」不能變為「{{to}}」',
  OTA_VERSION_NO_NOT_GREATER: '版本序號須大於零組件 {{component}} 已有的最大序號 {{max}}',
  OTA_VERSION_IN_USE: '版本「{{name}}」已被升級任務使用，不能修改或刪除',
  OTA_PACKAGE_MISSING: '升級包檔案不存在',
  OTA_TASK_NOT_EDITABLE: '已關閉的任務不能修改',
  OTA_TASK_STARTED_FIXED: '任務已啟用：只能修改升級時段和尚未到達的計畫開始時間',
  OTA_SCHEDULE_REACHED: '計畫開始時間已過，任務已開始下發，不能再修改開始時間',
  OTA_TASK_NOT_DELETABLE: '已啟用的任務須先關閉才能刪除',
  OTA_TASK_NO_VEHICLES: '任務沒有關聯車輛，不能啟用',
  OTA_TASK_NOT_RUNNING: '任務未啟用',
  OTA_TASK_NOT_PAUSED: '任務未暫停',
  OTA_TASK_PAUSED: '任務已暫停，請先恢復',
  OTA_TASK_CLOSED: '任務已關閉',
  OTA_VEHICLE_UNKNOWN: '沒有車架號為 {{vin}} 的車輛',
  OTA_VEHICLE_BUSY: '車輛 {{vin}} 正在另一個任務中升級',
  OTA_VEHICLE_COMPONENT: '車輛 {{vin}} 沒有上報零組件 {{component}}，不能關聯此版本',
  OTA_VEHICLES_REQUIRED: '請選擇車輛',
  OTA_REUPDATE_REFUSED: '車輛 {{vin}} 的升級未失敗或未關閉，不能重新升級',
  OTA_TICKET_INVALID: '下載憑證無效或已失效',
  OTA_RANGE_INVALID: '請求的範圍無效',
  OTA_WINDOW_INCOMPLETE: '升級時段的開始和結束須同時填寫',
  OTA_WINDOW_EMPTY: '升級時段的開始和結束不能相同',
  OTA_SCHEDULE_PAST: '計畫開始時間不能早於現在',
  OTA_OUTSIDE_WINDOW: '現在不在任務「{{task}}」的升級時段 {{from}}-{{to}} 內，不能下發',
  OTA_BEFORE_SCHEDULE: '任務「{{task}}」的計畫開始時間 {{at}} 未到，不能下發',
  OTAFAIL_TITLE: '升級任務「{{task}}」已暫停',
  OTAFAIL_CONTENT:
    '第 {{wave}} 批 {{total}} 輛車中 {{failed}} 輛升級失敗，超過失敗閾值 {{threshold}}%，任務已自動暫停',
} satisfies MessagesOf<typeof zhCN>;

export const otaMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
