import type { CatalogueOf } from '../../i18n';
import type { dealerZhCN } from './zh-CN';

export const dealerZhTW: CatalogueOf<typeof dealerZhCN> = {
  title: { DEALER: '經銷商管理', KEYACCOUNT: '大客戶管理', SERVICE: '服務商管理' },
  nouns: { DEALER: '經銷商', KEYACCOUNT: '大客戶', SERVICE: '服務商' },
  fields: {
    name: '名稱',
    code: '編碼',
    lng: '經度',
    lat: '緯度',
    image: '門市圖片',
    vehicleCount: '關聯車輛數',
    dealerTypes: '經銷商類型',
  },
  help: { code: '同時作為組織編碼：該組織下的使用者只能看到其關聯的車輛' },
  types: { SALE: '銷售', SERVICE: '服務', PARTS: '配件', INFO: '資訊回饋' },
  vinTemplate: '車輛匯入範本',
};
