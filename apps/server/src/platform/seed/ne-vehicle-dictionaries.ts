import type { LocalizedText } from '@chelian/contracts';
import { text } from '../locales';

type Items = [code: string, name: LocalizedText][];

/** Dictionaries of the new-energy vehicle flows: the labels of their enumerations. */
export const NE_VEHICLE_DICTIONARIES: {
  code: string;
  name: LocalizedText;
  items: Items;
  category?: string;
}[] = [
  {
    code: 'neVehicleStatus',
    name: { 'zh-CN': '新能源车辆状态', 'en-US': 'NEV status', 'zh-TW': '新能源車輛狀態' },
    category: 'business',
    items: [
      ['ARCHIVED', text('dictionaries.neVehicleStatus.ARCHIVED')],
      ['PRODUCED', text('dictionaries.neVehicleStatus.PRODUCED')],
      ['SOLD', text('dictionaries.neVehicleStatus.SOLD')],
    ],
  },
  {
    code: 'neFlowKind',
    name: {
      'zh-CN': '新能源车辆登记类别',
      'en-US': 'NEV registration category',
      'zh-TW': '新能源車輛登記類別',
    },
    category: 'business',
    items: [
      ['PRODUCE', text('dictionaries.neFlowKind.PRODUCE')],
      ['SALE', text('dictionaries.neFlowKind.SALE')],
      ['DRIVER', text('dictionaries.neFlowKind.DRIVER')],
      ['STORAGE', text('dictionaries.neFlowKind.STORAGE')],
      ['TERMINAL', text('dictionaries.neFlowKind.TERMINAL')],
    ],
  },
  {
    code: 'neRecordPlatform',
    name: { 'zh-CN': '备案平台', 'en-US': 'Filing platform', 'zh-TW': '備案平台' },
    category: 'business',
    items: [
      ['GB32960', text('dictionaries.neRecordPlatform.GB32960')],
      ['LOCAL', text('dictionaries.neRecordPlatform.LOCAL')],
    ],
  },
];
