import { text, type TextKey } from '@chelian/contracts';
import {
  HISTORY_ACTIONS,
  ONE_LINK_RESULTS,
  OWNER_TYPES,
  VERIFY_STATUSES,
} from '@chelian/contracts/resources/realname/index';
import type { Dictionary } from '../../platform/seed/dictionaries';

const items = (codes: readonly string[], prefix: string): Dictionary['items'] =>
  codes.map((code) => [code, text(`${prefix}.${code}` as TextKey)]);

/** Labels of real-name statuses, owner types, history actions and one-link results. */
export const REALNAME_DICTIONARIES: Dictionary[] = [
  {
    code: 'realnameVerifyStatus',
    name: { 'zh-CN': '实名认证状态', 'en-US': 'Real-name verification status', 'zh-TW': '實名認證狀態' },
    category: 'business',
    items: items(VERIFY_STATUSES, 'realname.verifyStatuses'),
  },
  {
    code: 'realnameOwnerType',
    name: { 'zh-CN': '车主类型', 'en-US': 'Owner type', 'zh-TW': '車主類型' },
    category: 'business',
    items: items(OWNER_TYPES, 'realname.ownerTypes'),
  },
  {
    code: 'realnameHistoryAction',
    name: { 'zh-CN': '实名认证操作', 'en-US': 'Real-name action', 'zh-TW': '實名認證操作' },
    category: 'business',
    items: items(HISTORY_ACTIONS, 'realname.historyActions'),
  },
  {
    code: 'realnameOneLinkResult',
    name: { 'zh-CN': '一键认证结果', 'en-US': 'One-link result', 'zh-TW': '一鍵認證結果' },
    category: 'business',
    items: items(ONE_LINK_RESULTS, 'realname.oneLinkResults'),
  },
];
