import { text } from '@chelian/contracts';
import {
  ACTIVITY_KINDS,
  ANNOUNCEMENT_KINDS,
  ARTICLE_KINDS,
  AUDIT_STATUSES,
  FEEDBACK_TYPES,
  HANDLE_STATUSES,
  REPLY_STATUSES,
} from '@chelian/contracts/resources/content/index';
import type { Dictionary } from '../../platform/seed/dictionaries';

type Key = Parameters<typeof text>[0];
const items = (values: readonly string[], prefix: string): Dictionary['items'] =>
  values.map((v) => [v, text(`${prefix}.${v}` as Key)]);

/** Labels of the content items' statuses and kinds, synced with the other dictionaries at start. */
export const CONTENT_DICTIONARIES: Dictionary[] = [
  {
    code: 'contentAuditStatus',
    name: { 'zh-CN': '内容审核状态', 'en-US': 'Content review status', 'zh-TW': '內容審核狀態' },
    category: 'business',
    items: items(AUDIT_STATUSES, 'content.auditStatuses'),
  },
  {
    code: 'contentActivityKind',
    name: { 'zh-CN': '活动类型', 'en-US': 'Activity type', 'zh-TW': '活動類型' },
    category: 'business',
    items: items(ACTIVITY_KINDS, 'content.activity.kinds'),
  },
  {
    code: 'contentAnnouncementKind',
    name: { 'zh-CN': '公告类型', 'en-US': 'Announcement type', 'zh-TW': '公告類型' },
    category: 'business',
    items: items(ANNOUNCEMENT_KINDS, 'content.announcement.kinds'),
  },
  {
    code: 'contentArticleKind',
    name: { 'zh-CN': '文章类型', 'en-US': 'Article type', 'zh-TW': '文章類型' },
    category: 'business',
    items: items(ARTICLE_KINDS, 'content.article.kinds'),
  },
  {
    code: 'contentFeedbackType',
    name: { 'zh-CN': '反馈类型', 'en-US': 'Feedback type', 'zh-TW': '回饋類型' },
    category: 'business',
    items: items(FEEDBACK_TYPES, 'content.feedback.types'),
  },
  {
    code: 'contentReplyStatus',
    name: { 'zh-CN': '反馈回复状态', 'en-US': 'Feedback reply status', 'zh-TW': '回饋回覆狀態' },
    category: 'business',
    items: items(REPLY_STATUSES, 'content.feedback.replyStatuses'),
  },
  {
    code: 'contentHandleStatus',
    name: { 'zh-CN': '反馈处理状态', 'en-US': 'Feedback handling status', 'zh-TW': '回饋處理狀態' },
    category: 'business',
    items: items(HANDLE_STATUSES, 'content.feedback.handleStatuses'),
  },
];
