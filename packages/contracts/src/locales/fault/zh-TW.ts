import type { CatalogueOf } from '../../i18n';
import type { faultZhCN } from './zh-CN';

export const faultZhTW: CatalogueOf<typeof faultZhCN> = {
  part: {
    title: '故障部件',
    noun: '故障部件',
    fields: { code: '部件編碼', name: '部件名稱' },
  },
  code: {
    title: '故障碼',
    noun: '故障碼',
    fields: {
      vehicleSeriesId: '車系',
      category: '故障類別',
      code: '故障碼',
      description: '故障描述',
      advice: '處理建議',
      faultPartId: '故障部件',
      spn: 'SPN',
      fmi: 'FMI',
      cm: 'CM',
      oc: 'OC（發生次數）',
      updatedAt: '更新時間',
    },
    help: { code: '8 位十六進位數，與終端上報的故障碼一致，如 0010A1F3' },
  },
  categories: { STORAGE: '可充電儲能裝置故障', MOTOR: '驅動馬達故障', ENGINE: '引擎故障', OTHER: '其他故障' },
  handleStatuses: { UNHANDLED: '未處理', HANDLING: '處理中', ENDED: '已結束' },
  states: { ACTIVE: '故障中', RECOVERED: '已恢復' },
  detail: {
    title: '故障車輛',
    noun: '故障',
    fields: {
      id: '編號',
      vin: 'VIN',
      plate: '車牌號碼',
      state: '故障狀態',
      firstAt: '首次上報時間',
      lastAt: '最近上報時間',
      endedAt: '恢復時間',
      handleStatus: '處理狀態',
      handleContent: '處理內容',
      handledBy: '處理人',
      handledAt: '處理時間',
    },
    actions: { handle: '處理', end: '結束處理', import: '匯入處理內容' },
  },
  permissions: { customHandle: '故障處理' },
};
