import type { CatalogueOf } from '../../i18n';
import type { dealerZhCN } from './zh-CN';

export const dealerEnUS: CatalogueOf<typeof dealerZhCN> = {
  title: { DEALER: 'Dealers', KEYACCOUNT: 'Key accounts', SERVICE: 'Service providers' },
  nouns: { DEALER: 'dealer', KEYACCOUNT: 'key account', SERVICE: 'service provider' },
  fields: {
    name: 'Name',
    code: 'Code',
    lng: 'Longitude',
    lat: 'Latitude',
    image: 'Store picture',
    vehicleCount: 'Linked vehicles',
    dealerTypes: 'Dealer type',
  },
  help: {
    code: 'Also the code of its organisation: users of that organisation see only its linked vehicles',
  },
  types: { SALE: 'Sales', SERVICE: 'Service', PARTS: 'Parts', INFO: 'Information feedback' },
  vinTemplate: 'Vehicle import template',
};
