import type { MessagesOf } from '../../platform/messages';

/** Messages of alarms, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  ALARM_NOTICE_TITLE: '{{kind}}：{{vin}}（{{level}}级）',
  ALARM_NOTICE_TEXT: '车辆 {{vin}} 于 {{time}} 发生{{kind}}：{{name}}（{{level}}级）。',
  ALARM_NOTICE_KIND_GB: '国标报警',
  ALARM_NOTICE_KIND_VEHICLE: '车辆报警',
  ALARM_NOTICE_KIND_TERMINAL: '终端报警',
  ALARM_NOTICE_KIND_LOCATION: '异常定位',
  ALARM_NOTICE_KIND_OFFLINE: '异常离线',
  ALARM_LOCATION_JUMP: '定位跳变 {{km}} km（折合 {{kmh}} km/h）',
  ALARM_LOCATION_OUTSIDE: '定位在中国境外（{{lng}}, {{lat}}）',
  ALARM_LOCATION_FROZEN: '行驶中定位不变（{{lng}}, {{lat}}）',
  ALARM_OFFLINE_SINCE: '自 {{since}} 起未上报数据',
  ALARM_SMS_COPY_TITLE: '短信（演示环境副本）：{{title}}',
  ALARM_GB_RAISED_TITLE: '国标报警：{{vin}}（{{level}}级）',
  ALARM_GB_RAISED_TEXT: '车辆 {{vin}} 上报了 {{level}} 级国标报警，请及时处理。',
  ALARM_VEHICLE_RAISED_TITLE: '车辆报警：{{vin}}（{{level}}级）',
  ALARM_VEHICLE_RAISED_TEXT: '车辆 {{vin}} 触发报警规则“{{name}}”（{{level}}级），请及时处理。',
  ALARM_HANDLE_CONTENT: '请填写处理内容（不超过 {{max}} 个字符）',
  ALARM_HANDLE_IDS: '请选择要处理的报警',
  ALARM_NOT_FOUND: '报警不存在或已删除',
  ALARM_ALREADY_DONE: '报警已处理完毕，不能再修改',
  ALARM_STRATEGY_VIN_UNKNOWN: '车辆 {{vin}} 不存在',
  ALARM_IMPORT_COLUMNS: '导入文件应有两列：报警编号、处理内容',
} as const;

const enUS = {
  ALARM_NOTICE_TITLE: '{{kind}}: {{vin}} (level {{level}})',
  ALARM_NOTICE_TEXT: 'Vehicle {{vin}}, {{time}}: {{kind}}, {{name}} (level {{level}}).',
  ALARM_NOTICE_KIND_GB: 'GB alarm',
  ALARM_NOTICE_KIND_VEHICLE: 'Vehicle alarm',
  ALARM_NOTICE_KIND_TERMINAL: 'Terminal alarm',
  ALARM_NOTICE_KIND_LOCATION: 'Abnormal location',
  ALARM_NOTICE_KIND_OFFLINE: 'Abnormal offline',
  ALARM_LOCATION_JUMP: 'the fix jumped {{km}} km ({{kmh}} km/h)',
  ALARM_LOCATION_OUTSIDE: 'a fix outside China ({{lng}}, {{lat}})',
  ALARM_LOCATION_FROZEN: 'the fix stays put while driving ({{lng}}, {{lat}})',
  ALARM_OFFLINE_SINCE: 'no data since {{since}}',
  ALARM_SMS_COPY_TITLE: 'Text message (demo copy): {{title}}',
  ALARM_GB_RAISED_TITLE: 'GB alarm: {{vin}} (level {{level}})',
  ALARM_GB_RAISED_TEXT: 'Vehicle {{vin}} reported a level {{level}} GB alarm. Please handle it.',
  ALARM_VEHICLE_RAISED_TITLE: 'Vehicle alarm: {{vin}} (level {{level}})',
  ALARM_VEHICLE_RAISED_TEXT:
    'Vehicle {{vin}} raised the alarm rule "{{name}}" (level {{level}}). Please handle it.',
  ALARM_HANDLE_CONTENT: 'Enter what was done (at most {{max}} characters)',
  ALARM_HANDLE_IDS: 'Choose the alarms to handle',
  ALARM_NOT_FOUND: 'The alarm does not exist or was deleted',
  ALARM_ALREADY_DONE: 'The alarm has been handled and can no longer be changed',
  ALARM_STRATEGY_VIN_UNKNOWN: 'Vehicle {{vin}} does not exist',
  ALARM_IMPORT_COLUMNS: 'The file must have two columns: alarm number and handling notes',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  ALARM_NOTICE_TITLE: '{{kind}}：{{vin}}（{{level}}級）',
  ALARM_NOTICE_TEXT: '車輛 {{vin}} 於 {{time}} 發生{{kind}}：{{name}}（{{level}}級）。',
  ALARM_NOTICE_KIND_GB: '國標警報',
  ALARM_NOTICE_KIND_VEHICLE: '車輛警報',
  ALARM_NOTICE_KIND_TERMINAL: '終端警報',
  ALARM_NOTICE_KIND_LOCATION: '異常定位',
  ALARM_NOTICE_KIND_OFFLINE: '異常離線',
  ALARM_LOCATION_JUMP: '定位跳變 {{km}} km（折合 {{kmh}} km/h）',
  ALARM_LOCATION_OUTSIDE: '定位在中國境外（{{lng}}, {{lat}}）',
  ALARM_LOCATION_FROZEN: '行駛中定位不變（{{lng}}, {{lat}}）',
  ALARM_OFFLINE_SINCE: '自 {{since}} 起未上報資料',
  ALARM_SMS_COPY_TITLE: '簡訊（示範環境副本）：{{title}}',
  ALARM_GB_RAISED_TITLE: '國標警報：{{vin}}（{{level}}級）',
  ALARM_GB_RAISED_TEXT: '車輛 {{vin}} 上報了 {{level}} 級國標警報，請及時處理。',
  ALARM_VEHICLE_RAISED_TITLE: '車輛警報：{{vin}}（{{level}}級）',
  ALARM_VEHICLE_RAISED_TEXT: '車輛 {{vin}} 觸發警報規則「{{name}}」（{{level}}級），請及時處理。',
  ALARM_HANDLE_CONTENT: '請填寫處理內容（不超過 {{max}} 個字元）',
  ALARM_HANDLE_IDS: '請選擇要處理的警報',
  ALARM_NOT_FOUND: '警報不存在或已刪除',
  ALARM_ALREADY_DONE: '警報已處理完畢，不能再修改',
  ALARM_STRATEGY_VIN_UNKNOWN: '車輛 {{vin}} 不存在',
  ALARM_IMPORT_COLUMNS: '匯入檔案應有兩欄：警報編號、處理內容',
} satisfies MessagesOf<typeof zhCN>;

export const alarmMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
