import { FILING_STATUS_TEXTS, type LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Dictionaries of filing and signal configuration (spec 001 section 4), synced with the others at start. */
export const FILING_DICTIONARIES: {
  code: string;
  name: string;
  category: string;
  items: [code: string, name: LocalizedText][];
}[] = [
  {
    code: 'filingStandard',
    name: '备案标准',
    category: 'business',
    items: [
      ['GB4', t('国四（GB4）', 'GB4 (China IV)', '國四（GB4）')],
      ['GB6', t('国六（GB6）', 'GB6 (China VI)', '國六（GB6）')],
    ],
  },
  {
    code: 'filingStatus',
    name: '备案状态',
    category: 'business',
    items: Object.entries(FILING_STATUS_TEXTS),
  },
  {
    code: 'signalPublishStatus',
    name: '信号发布状态',
    category: 'business',
    items: [
      ['INIT', t('未发布', 'Not published', '未發布')],
      ['PUBLISH', t('已发布', 'Published', '已發布')],
      ['CANCEL', t('已取消', 'Cancelled', '已取消')],
    ],
  },
];
