import { text } from '@chelian/contracts';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** Labels of the dealer types, synced with the other dictionaries at start. */
export const DEALER_DICTIONARIES: Dictionary[] = [
  {
    code: 'dealerType',
    name: { 'zh-CN': '经销商类型', 'en-US': 'Dealer type', 'zh-TW': '經銷商類型' },
    category: 'business',
    items: [
      ['SALE', text('dealer.types.SALE')],
      ['SERVICE', text('dealer.types.SERVICE')],
      ['PARTS', text('dealer.types.PARTS')],
      ['INFO', text('dealer.types.INFO')],
    ],
  },
];
