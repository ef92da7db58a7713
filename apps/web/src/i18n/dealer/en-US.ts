import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { dealerZhCN } from './zh-CN';

export const dealerEnUS: CatalogueOf<typeof dealerZhCN> = {
  vehicles: 'Vehicles',
  vehiclesOf: 'Vehicles of {{name}}',
  linked: 'Linked vehicles',
  candidates: 'Add vehicles',
  importVins: 'Import by VIN',
  template: 'Download template',
  unlink: 'Unlink',
  unlinkConfirm: 'Unlink the {{count}} selected vehicles?',
  link: 'Link selected',
  imported: '{{count}} vehicles linked',
  unlinked: '{{count}} vehicles unlinked',
  vin: 'VIN',
  plate: 'Plate number',
  model: 'Model',
  linkedAt: 'Linked at',
  list: 'List',
  map: 'Map',
  mapEmpty: 'No dealer has a position yet',
  noImage: 'No picture',
};
