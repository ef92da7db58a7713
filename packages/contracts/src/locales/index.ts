import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/**
 * Every language of the platform with its catalogue; zh-CN is the base. A language is added by
 * adding its catalogue file (typed `CatalogueOf<typeof zhCN>`) and one entry here.
 */
export const CATALOGUES = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW } as const;

export { zhCN };
