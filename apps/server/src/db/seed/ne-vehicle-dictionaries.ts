import type { LocalizedText } from '@chelian/contracts';

type Items = [code: string, name: LocalizedText][];
const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Dictionaries of the new-energy vehicle flows: the labels of their enumerations. */
export const NE_VEHICLE_DICTIONARIES: { code: string; name: string; items: Items; category?: string }[] = [
  {
    code: 'neVehicleStatus',
    name: '新能源车辆状态',
    category: 'business',
    items: [
      ['ARCHIVED', t('已建档', 'Archived', '已建檔')],
      ['PRODUCED', t('已生产', 'Produced', '已生產')],
      ['SOLD', t('已销售', 'Sold', '已銷售')],
    ],
  },
  {
    code: 'neFlowKind',
    name: '新能源车辆登记类别',
    category: 'business',
    items: [
      ['PRODUCE', t('生产', 'Production', '生產')],
      ['SALE', t('销售', 'Sale', '銷售')],
      ['DRIVER', t('驱动电机', 'Drive motor', '驅動馬達')],
      ['STORAGE', t('储能装置', 'Energy storage', '儲能裝置')],
      ['TERMINAL', t('车载终端', 'Terminal', '車載終端')],
    ],
  },
  {
    code: 'neRecordPlatform',
    name: '备案平台',
    category: 'business',
    items: [
      ['GB32960', t('国家平台(GB32960)', 'National platform (GB32960)', '國家平台(GB32960)')],
      ['LOCAL', t('地方平台', 'Local platform', '地方平台')],
    ],
  },
];
