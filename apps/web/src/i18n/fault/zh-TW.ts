import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { faultZhCN } from './zh-CN';

export const faultZhTW: CatalogueOf<typeof faultZhCN> = {
  handleTitle: '處理故障（已選 {{count}} 筆）',
  content: '處理內容',
  contentRequired: '請填寫處理內容',
  endTitle: '結束處理',
  endConfirm: '確定結束所選 {{count}} 筆故障的處理嗎？結束後不能再填寫處理內容。',
  importTitle: '匯入處理內容',
  importHint: '檔案第一欄為故障編號，第二欄為處理內容；任一列有誤則整份檔案不匯入。',
  downloadTemplate: '下載範本',
  chooseFile: '選擇檔案並匯入',
  imported: '已匯入 {{count}} 筆處理內容',
};
