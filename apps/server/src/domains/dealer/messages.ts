import type { MessagesOf } from '../../platform/messages';

/** Messages of the dealer network, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  DEALER_CODE_TAKEN: '编码 {{code}} 已被组织「{{name}}」使用，请换一个编码',
  DEALER_HAS_USERS: '「{{name}}」下还有用户，请先将用户移到其他组织再删除',
  DEALER_VIN_FORMAT: '车架号格式不正确',
  DEALER_VEHICLE_UNKNOWN: '没有车架号为 {{vin}} 的车辆',
  DEALER_VEHICLE_TAKEN: '车辆 {{vin}} 已关联到「{{name}}」，请先解除关联',
  DEALER_IMPORT_REFUSED: '导入失败，未关联任何车辆：{{rows}}',
  DEALER_IMPORT_ROW: '第 {{row}} 行 {{reason}}',
} as const;

const enUS = {
  DEALER_CODE_TAKEN: 'The code {{code}} is used by the organisation "{{name}}": choose another code',
  DEALER_HAS_USERS: '"{{name}}" still has users: move them to another organisation before deleting it',
  DEALER_VIN_FORMAT: 'The VIN is not valid',
  DEALER_VEHICLE_UNKNOWN: 'There is no vehicle with the VIN {{vin}}',
  DEALER_VEHICLE_TAKEN: 'The vehicle {{vin}} is already linked to "{{name}}": unlink it first',
  DEALER_IMPORT_REFUSED: 'Import failed, no vehicle was linked: {{rows}}',
  DEALER_IMPORT_ROW: 'row {{row}}: {{reason}}',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  DEALER_CODE_TAKEN: '編碼 {{code}} 已被組織「{{name}}」使用，請換一個編碼',
  DEALER_HAS_USERS: '「{{name}}」下還有使用者，請先將使用者移到其他組織再刪除',
  DEALER_VIN_FORMAT: '車架號格式不正確',
  DEALER_VEHICLE_UNKNOWN: '沒有車架號為 {{vin}} 的車輛',
  DEALER_VEHICLE_TAKEN: '車輛 {{vin}} 已關聯到「{{name}}」，請先解除關聯',
  DEALER_IMPORT_REFUSED: '匯入失敗，未關聯任何車輛：{{rows}}',
  DEALER_IMPORT_ROW: '第 {{row}} 列 {{reason}}',
} satisfies MessagesOf<typeof zhCN>;

export const dealerMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
