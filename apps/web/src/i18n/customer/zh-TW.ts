import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { customerZhCN } from './zh-CN';

export const customerZhTW: CatalogueOf<typeof customerZhCN> = {
  bindVehicles: {
    title: '綁定車輛',
    account: '客戶帳號',
    vins: '車輛 VIN（每行一個，或以空格、逗號分隔）',
    accountRequired: '請選擇客戶帳號',
    vinsRequired: '請輸入至少一個 VIN',
    done: '已綁定 {{count}} 輛車，等待審核',
  },
  audit: {
    title: '審核車輛（{{count}} 輛）',
    result: '審核結果',
    remark: '審核意見',
    remarkRequired: '駁回時請填寫審核意見',
  },
  bindAccounts: {
    title: '為「{{name}}」綁定客戶',
    accounts: '負責的客戶帳號',
    hint: '清單即該經理負責的全部客戶：移出的客戶不再由其負責。',
  },
};
