import { FILING_STATUS_TEXTS, type LocalizedText } from '@chelian/contracts';
import { text } from '../../platform/locales';

/** Dictionaries of filing and signal configuration, synced with the others at start. */
export const FILING_DICTIONARIES: {
  code: string;
  name: LocalizedText;
  category: string;
  items: [code: string, name: LocalizedText][];
}[] = [
  {
    code: 'filingStandard',
    name: { 'zh-CN': '备案标准', 'en-US': 'Filing standard', 'zh-TW': '備案標準' },
    category: 'business',
    items: [
      ['GB4', text('dictionaries.filingStandard.GB4')],
      ['GB6', text('dictionaries.filingStandard.GB6')],
    ],
  },
  {
    code: 'filingStatus',
    name: { 'zh-CN': '备案状态', 'en-US': 'Filing status', 'zh-TW': '備案狀態' },
    category: 'business',
    items: Object.entries(FILING_STATUS_TEXTS),
  },
  {
    code: 'signalPublishStatus',
    name: { 'zh-CN': '信号发布状态', 'en-US': 'Signal publishing status', 'zh-TW': '信號發佈狀態' },
    category: 'business',
    items: [
      ['INIT', text('dictionaries.signalPublishStatus.INIT')],
      ['PUBLISH', text('dictionaries.signalPublishStatus.PUBLISH')],
      ['CANCEL', text('dictionaries.signalPublishStatus.CANCEL')],
    ],
  },
];
