/** Messages of remote control; spread into the server catalogues (apps/server/src/platform/messages.ts). */
const zhCN = {
  SIGN_MISSING: '签名请求缺少 sign、nonce 或 timestamp',
  SIGN_TIMESTAMP: '请求时间戳超出允许范围，请校准本机时间后重试',
  SIGN_WRONG: '签名校验失败，请求内容可能被篡改',
  NONCE_USED: '随机数已被使用，请重新获取后再发送',
  NONCE_EXPIRED: '随机数已过期或不存在，请重新获取后再发送',
  SIGN_DECRYPT: '请求参数无法解密',
  CONTROL_VIN: 'VIN 必须为 17 位字母或数字',
  CONTROL_VEHICLE_UNKNOWN: '车辆 {vin} 不存在或无权访问',
  CONTROL_NO_TERMINAL: '该车辆未配置终端，无法下发指令',
  CONTROL_NOT_SUPPORTED: '该车型不支持“{control}”',
  CONTROL_BUSY: '该车辆有正在执行的指令，请等待其结果后再试',
  CONTROL_ACTION: '操作只能是 on 或 off',
  CONTROL_WIND_LEVEL: '空调风力档位必须为 1-7',
  CONTROL_CAPACITY: '预留充电电量必须为 80、85、90、95 或 100',
  CONTROL_PREHEAT_TYPE: '预热类型必须为 0（不预热）、1（单次）或 2（周期）',
} as const;

export type ControlMessageKey = keyof typeof zhCN;

const enUS: Record<ControlMessageKey, string> = {
  SIGN_MISSING: 'The signed call lacks its sign, nonce or timestamp',
  SIGN_TIMESTAMP: 'The call’s timestamp is outside the allowed window; check this computer’s clock',
  SIGN_WRONG: 'The signature does not match; the call may have been tampered with',
  NONCE_USED: 'The nonce has already been used; fetch a new one',
  NONCE_EXPIRED: 'The nonce has expired or is unknown; fetch a new one',
  SIGN_DECRYPT: 'The call’s parameters cannot be decrypted',
  CONTROL_VIN: 'A VIN is 17 letters or digits',
  CONTROL_VEHICLE_UNKNOWN: 'Vehicle {vin} does not exist or is not accessible',
  CONTROL_NO_TERMINAL: 'This vehicle has no terminal configured, commands cannot be sent',
  CONTROL_NOT_SUPPORTED: 'This vehicle model does not support "{control}"',
  CONTROL_BUSY: 'A command is executing on this vehicle; wait for its result',
  CONTROL_ACTION: 'The action must be on or off',
  CONTROL_WIND_LEVEL: 'The air-conditioning wind level must be 1-7',
  CONTROL_CAPACITY: 'The reserved charging capacity must be 80, 85, 90, 95 or 100',
  CONTROL_PREHEAT_TYPE: 'The preheat type must be 0 (none), 1 (single) or 2 (periodic)',
};

const zhTW: Record<ControlMessageKey, string> = {
  SIGN_MISSING: '簽章請求缺少 sign、nonce 或 timestamp',
  SIGN_TIMESTAMP: '請求時間戳超出允許範圍，請校準本機時間後重試',
  SIGN_WRONG: '簽章驗證失敗，請求內容可能遭竄改',
  NONCE_USED: '隨機數已被使用，請重新取得後再傳送',
  NONCE_EXPIRED: '隨機數已過期或不存在，請重新取得後再傳送',
  SIGN_DECRYPT: '請求參數無法解密',
  CONTROL_VIN: 'VIN 必須為 17 位字母或數字',
  CONTROL_VEHICLE_UNKNOWN: '車輛 {vin} 不存在或無權存取',
  CONTROL_NO_TERMINAL: '該車輛未設定終端，無法下發指令',
  CONTROL_NOT_SUPPORTED: '該車型不支援「{control}」',
  CONTROL_BUSY: '該車輛有正在執行的指令，請等待其結果後再試',
  CONTROL_ACTION: '操作只能是 on 或 off',
  CONTROL_WIND_LEVEL: '空調風力檔位必須為 1-7',
  CONTROL_CAPACITY: '預留充電電量必須為 80、85、90、95 或 100',
  CONTROL_PREHEAT_TYPE: '預熱類型必須為 0（不預熱）、1（單次）或 2（週期）',
};

export const controlMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };
