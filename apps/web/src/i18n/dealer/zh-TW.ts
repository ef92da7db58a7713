import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { dealerZhCN } from './zh-CN';

export const dealerZhTW: CatalogueOf<typeof dealerZhCN> = {
  vehicles: '車輛',
  vehiclesOf: '{{name}} 的車輛',
  linked: '已關聯車輛',
  candidates: '新增車輛',
  importVins: '依車架號匯入',
  template: '下載範本',
  unlink: '解除關聯',
  unlinkConfirm: '確定解除所選 {{count}} 輛車的關聯？',
  link: '關聯所選',
  imported: '已關聯 {{count}} 輛車',
  unlinked: '已解除 {{count}} 輛車的關聯',
  vin: '車架號',
  plate: '車牌號',
  model: '車型',
  linkedAt: '關聯時間',
  list: '列表',
  map: '地圖',
  mapEmpty: '尚無設定經緯度的經銷商',
  noImage: '暫無圖片',
};
