import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { contentZhCN } from './zh-CN';

export const contentZhTW: CatalogueOf<typeof contentZhCN> = {
  editor: {
    bold: '粗體',
    italic: '斜體',
    heading2: '二級標題',
    heading3: '三級標題',
    paragraph: '內文',
    bulletList: '項目清單',
    orderedList: '編號清單',
    blockquote: '引用',
    code: '行內程式碼',
    link: '連結',
    unlink: '移除連結',
    image: '圖片',
    undo: '復原',
    redo: '重做',
    linkPrompt: '連結網址（以 http:// 或 https:// 開頭）',
    imagePrompt: '圖片網址（以 http:// 或 https:// 開頭）',
    badUrl: '網址應以 http:// 或 https:// 開頭',
    loading: '編輯器載入中…',
  },
  audit: {
    title: '審核：{{names}}',
    result: '審核結果',
    approve: '通過',
    reject: '駁回',
    opinion: '審核意見',
    opinionRequired: '駁回時請填寫審核意見',
    done: '審核完成',
  },
  reply: {
    title: '回覆：{{name}}',
    question: '回饋內容',
    reply: '回覆內容',
    required: '請輸入回覆內容',
    done: '已回覆',
  },
  read: '閱讀',
  public: {
    notFound: '文章不存在或尚未發布',
    author: '作者：{{author}}',
    published: '發布時間：{{time}}',
  },
};
