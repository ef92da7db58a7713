import { FILING_STATUS_TEXTS, type LocalizedText } from '@chelian/contracts';
import { text } from '../../platform/locales';

/** Dictionaries of filing and signal configuration, synced with the others at start. */
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
      ['GB4', text('dictionaries.filingStandard.GB4')],
      ['GB6', text('dictionaries.filingStandard.GB6')],
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
      ['INIT', text('dictionaries.signalPublishStatus.INIT')],
      ['PUBLISH', text('dictionaries.signalPublishStatus.PUBLISH')],
      ['CANCEL', text('dictionaries.signalPublishStatus.CANCEL')],
    ],
  },
];
