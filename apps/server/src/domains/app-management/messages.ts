import type { MessagesOf } from '../../platform/messages';

/** Messages of mobile-app management, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  APPM_MANUAL_FILE_OR_LINK: '请上传手册文件或填写手册链接',
  APPM_PLAN_PRE_OVER: '{{pre}}不能大于{{over}}',
  APPM_EVALUATION_PUBLISHED: '该预约已评价，不能再次评价',
  APPM_APPOINTMENT_NOT_FINISHED: '服务完成后才能评价',
  APPM_VERSION_NOT_FOUND: '没有可用的 APP 版本',
} as const;

const enUS = {
  APPM_MANUAL_FILE_OR_LINK: 'Upload a manual file or enter a manual link',
  APPM_PLAN_PRE_OVER: '{{pre}} cannot exceed {{over}}',
  APPM_EVALUATION_PUBLISHED: 'This appointment has already been evaluated',
  APPM_APPOINTMENT_NOT_FINISHED: 'An appointment can be evaluated only once the service is finished',
  APPM_VERSION_NOT_FOUND: 'No app version is available',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  APPM_MANUAL_FILE_OR_LINK: '請上傳手冊檔案或填寫手冊連結',
  APPM_PLAN_PRE_OVER: '{{pre}}不能大於{{over}}',
  APPM_EVALUATION_PUBLISHED: '該預約已評價，不能再次評價',
  APPM_APPOINTMENT_NOT_FINISHED: '服務完成後才能評價',
  APPM_VERSION_NOT_FOUND: '沒有可用的 App 版本',
} satisfies MessagesOf<typeof zhCN>;

export const appManagementMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
