import type { CatalogueOf } from '../../i18n';
import type { otaPartsZhCN } from './zh-CN';

export const otaPartsEnUS: CatalogueOf<typeof otaPartsZhCN> = {
  hardware: {
    title: 'Component hardware',
    noun: 'hardware version',
    fields: { partNo: 'Part number' },
  },
  history: {
    title: 'Vehicle part history',
    noun: 'part version record',
    fields: { previousVersion: 'Previous software version' },
  },
  export: { plate: 'Plate', model: 'Model' },
};
