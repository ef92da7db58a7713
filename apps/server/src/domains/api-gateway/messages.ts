import type { MessagesOf } from '../../platform/messages';

/** Messages of the API gateway and its open API, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  OPEN_KEY_REQUIRED: '缺少 API 密钥：请在 X-Api-Key 请求头中提供',
  OPEN_KEY_INVALID: 'API 密钥无效、已停用或已过期',
  OPEN_SCOPE_DENIED: '该密钥未被授权调用“{{service}}”',
  OPEN_SERVICE_DISABLED: '服务“{{service}}”已停用',
  OPEN_IP_DENIED: '来源 IP {{ip}} 不在该密钥的白名单内',
  OPEN_RATE_LIMITED: '调用过于频繁，请在 {{seconds}} 秒后重试',
  OPEN_TRACK_RANGE: '轨迹的时间范围须在 {{hours}} 小时以内，且开始时间早于结束时间',
  GATEWAY_IP_ENTRY: '“{{entry}}”不是有效的 IP 地址或网段',
  GATEWAY_CONNECT_DISABLED: '接入系统已停用，不能为其签发密钥',
} as const;

const enUS = {
  OPEN_KEY_REQUIRED: 'An API key is required: send it in the X-Api-Key header',
  OPEN_KEY_INVALID: 'The API key is invalid, disabled or expired',
  OPEN_SCOPE_DENIED: 'This key is not authorised to call "{{service}}"',
  OPEN_SERVICE_DISABLED: 'The service "{{service}}" is disabled',
  OPEN_IP_DENIED: 'The address {{ip}} is not on the allow list of this key',
  OPEN_RATE_LIMITED: 'Too many calls: retry in {{seconds}} s',
  OPEN_TRACK_RANGE: 'A track covers at most {{hours}} hours, with its start before its end',
  GATEWAY_IP_ENTRY: '"{{entry}}" is not a valid IP address or network',
  GATEWAY_CONNECT_DISABLED: 'The connected system is disabled: no key can be issued to it',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  OPEN_KEY_REQUIRED: '缺少 API 金鑰：請在 X-Api-Key 請求標頭中提供',
  OPEN_KEY_INVALID: 'API 金鑰無效、已停用或已過期',
  OPEN_SCOPE_DENIED: '此金鑰未獲授權呼叫「{{service}}」',
  OPEN_SERVICE_DISABLED: '服務「{{service}}」已停用',
  OPEN_IP_DENIED: '來源 IP {{ip}} 不在此金鑰的白名單內',
  OPEN_RATE_LIMITED: '呼叫過於頻繁，請在 {{seconds}} 秒後重試',
  OPEN_TRACK_RANGE: '軌跡的時間範圍須在 {{hours}} 小時以內，且開始時間早於結束時間',
  GATEWAY_IP_ENTRY: '「{{entry}}」不是有效的 IP 位址或網段',
  GATEWAY_CONNECT_DISABLED: '接入系統已停用，不能為其簽發金鑰',
} satisfies MessagesOf<typeof zhCN>;

export const apiGatewayMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
