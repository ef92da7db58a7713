import type { MessagesOf } from '../../platform/messages';

/** Messages of real-name verification, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  REALNAME_ID_NUMBER: '{{field}}不是有效的18位身份证号',
  REALNAME_UNDER_REVIEW: '实名记录正在审核（{{status}}），审核完成前不能修改',
  REALNAME_SUBMIT_STATE: '实名记录当前为“{{status}}”，不能提交',
  REALNAME_NOTHING_TO_SUBMIT: '实名信息自上次提交后未修改，无需再次提交',
  REALNAME_VERIFY_STATE: '实名记录当前为“{{status}}”，不能审核',
  REALNAME_FAIL_REASON: '认证失败时请填写原因',
} as const;

const enUS = {
  REALNAME_ID_NUMBER: '{{field}} is not a valid 18-digit identity number',
  REALNAME_UNDER_REVIEW:
    'The real-name record is under review ({{status}}) and cannot be changed until it is verified',
  REALNAME_SUBMIT_STATE: 'The real-name record is "{{status}}" and cannot be submitted',
  REALNAME_NOTHING_TO_SUBMIT: 'The real-name information has not changed since it was last submitted',
  REALNAME_VERIFY_STATE: 'The real-name record is "{{status}}" and cannot be verified',
  REALNAME_FAIL_REASON: 'Enter a reason when verification fails',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  REALNAME_ID_NUMBER: '{{field}}不是有效的18位身分證號',
  REALNAME_UNDER_REVIEW: '實名記錄正在審核（{{status}}），審核完成前不能修改',
  REALNAME_SUBMIT_STATE: '實名記錄目前為「{{status}}」，不能提交',
  REALNAME_NOTHING_TO_SUBMIT: '實名資訊自上次提交後未修改，無需再次提交',
  REALNAME_VERIFY_STATE: '實名記錄目前為「{{status}}」，不能審核',
  REALNAME_FAIL_REASON: '認證失敗時請填寫原因',
} satisfies MessagesOf<typeof zhCN>;

export const realnameMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
