import type { CatalogueOf } from '../../i18n';
import type { otaPartsZhCN } from './zh-CN';

export const otaPartsZhTW: CatalogueOf<typeof otaPartsZhCN> = {
  hardware: {
    title: '零組件硬體資訊',
    noun: '硬體資訊',
    fields: { partNo: '零件號' },
  },
  history: {
    title: '車輛零組件歷史',
    noun: '零組件版本紀錄',
    fields: { previousVersion: '原軟體版本' },
  },
  export: { plate: '車牌號', model: '車型' },
};
