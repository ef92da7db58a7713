import type { MessagesOf } from '../../platform/messages';

/** Messages of the content items, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  CONTENT_NOT_EDITABLE: '“{{title}}”{{status}}，不能修改：只有未提交或被驳回的内容可以修改',
  CONTENT_CANNOT_SUBMIT: '“{{title}}”{{status}}，不能提交审核：只有未提交或被驳回的内容可以提交',
  CONTENT_CANNOT_AUDIT: '“{{title}}”{{status}}，不能审核：只有待审核的内容可以审核',
  CONTENT_OPINION_REQUIRED: '驳回时请填写审核意见',
  CONTENT_EMPTY: '{{field}}不能为空：去掉不允许的标签后没有剩下任何内容',
  CONTENT_PERIOD: '{{end}}不能早于{{start}}',
  CONTENT_KIND_UNKNOWN: '没有“{{kind}}”这个类型：应为 {{kinds}} 之一',
  FEEDBACK_ALREADY_REPLIED: '“{{title}}”已回复，不能再次回复',
} as const;

const enUS = {
  CONTENT_NOT_EDITABLE:
    '"{{title}}" is {{status}} and cannot be edited: only items not submitted or rejected can be edited',
  CONTENT_CANNOT_SUBMIT:
    '"{{title}}" is {{status}} and cannot be submitted: only items not submitted or rejected can be submitted',
  CONTENT_CANNOT_AUDIT:
    '"{{title}}" is {{status}} and cannot be reviewed: only items pending review can be reviewed',
  CONTENT_OPINION_REQUIRED: 'Enter a review opinion when rejecting',
  CONTENT_EMPTY: '{{field}} cannot be empty: nothing is left once the disallowed markup is removed',
  CONTENT_PERIOD: '{{end}} cannot be earlier than {{start}}',
  CONTENT_KIND_UNKNOWN: 'There is no type "{{kind}}": it must be one of {{kinds}}',
  FEEDBACK_ALREADY_REPLIED: '"{{title}}" has already been replied to',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  CONTENT_NOT_EDITABLE: '「{{title}}」{{status}}，不能修改：只有未提交或被駁回的內容可以修改',
  CONTENT_CANNOT_SUBMIT: '「{{title}}」{{status}}，不能提交審核：只有未提交或被駁回的內容可以提交',
  CONTENT_CANNOT_AUDIT: '「{{title}}」{{status}}，不能審核：只有待審核的內容可以審核',
  CONTENT_OPINION_REQUIRED: '駁回時請填寫審核意見',
  CONTENT_EMPTY: '{{field}}不能為空：去掉不允許的標籤後沒有剩下任何內容',
  CONTENT_PERIOD: '{{end}}不能早於{{start}}',
  CONTENT_KIND_UNKNOWN: '沒有「{{kind}}」這個類型：應為 {{kinds}} 之一',
  FEEDBACK_ALREADY_REPLIED: '「{{title}}」已回覆，不能再次回覆',
} satisfies MessagesOf<typeof zhCN>;

export const contentMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
