import type { MessagesOf } from '../../platform/messages';

/** Messages of alarms, zh-CN first: the other languages must carry its keys. */
const zhCN = {
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
