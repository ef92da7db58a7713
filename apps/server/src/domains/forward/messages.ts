import type { MessagesOf } from '../../platform/messages';

/** Messages of data forwarding, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  FORWARD_ACCOUNT_REQUIRED: '平台登入需要填写平台账号和平台密码',
  FORWARD_RUNNING: '转发任务「{{name}}」正在运行，请先停止',
  FORWARD_NO_VEHICLES: '转发配置「{{name}}」没有绑定车辆，请先绑定车辆或选择全部车辆',
  FORWARD_VEHICLES_UNKNOWN: '没有以下车架号的车辆：{{vins}}',
  FORWARD_TOO_MANY: '一次最多绑定 {{max}} 辆车，文件中有 {{count}} 辆',
} as const;

const enUS = {
  FORWARD_ACCOUNT_REQUIRED: 'A platform login needs the platform account and password',
  FORWARD_RUNNING: 'The forward task "{{name}}" is running: stop it first',
  FORWARD_NO_VEHICLES:
    'The forward config "{{name}}" has no vehicles: bind vehicles or choose all vehicles first',
  FORWARD_VEHICLES_UNKNOWN: 'There are no vehicles with these VINs: {{vins}}',
  FORWARD_TOO_MANY: 'At most {{max}} vehicles are bound at once; the file has {{count}}',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  FORWARD_ACCOUNT_REQUIRED: '平台登入需要填寫平台帳號和平台密碼',
  FORWARD_RUNNING: '轉發任務「{{name}}」正在執行，請先停止',
  FORWARD_NO_VEHICLES: '轉發配置「{{name}}」沒有綁定車輛，請先綁定車輛或選擇全部車輛',
  FORWARD_VEHICLES_UNKNOWN: '沒有以下車架號的車輛：{{vins}}',
  FORWARD_TOO_MANY: '一次最多綁定 {{max}} 輛車，檔案中有 {{count}} 輛',
} satisfies MessagesOf<typeof zhCN>;

export const forwardMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
