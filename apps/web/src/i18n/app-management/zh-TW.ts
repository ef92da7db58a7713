import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { appManagementZhCN } from './zh-CN';

export const appManagementZhTW: CatalogueOf<typeof appManagementZhCN> = {
  account: {
    binds: '綁定紀錄',
  },
  links: {
    title: '關聯車型：{{name}}',
    linked: '已關聯車型',
    notLinked: '未關聯車型',
    link: '關聯',
    linkAll: '全部關聯',
    unlink: '取消關聯',
    unlinkAll: '全部取消',
    unlinkAllConfirm: '確定取消全部已關聯車型嗎？',
    changed: '已更新 {{n}} 個車型',
    code: '車型代碼',
    name: '車型名稱',
  },
  evaluate: {
    title: '登錄評價',
    hint: '登錄車主對本次服務的評價，儲存後狀態變為「已評價」。',
  },
  reply: {
    title: '回覆回饋',
    question: '回饋內容',
  },
};
