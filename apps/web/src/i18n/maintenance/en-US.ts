import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { maintenanceZhCN } from './zh-CN';

export const maintenanceEnUS: CatalogueOf<typeof maintenanceZhCN> = {
  vehiclesTitle: 'Linked vehicles: {{name}}',
  linked: 'Linked vehicles',
  notLinked: 'Vehicles not linked',
  linkAll: 'Link all',
  unlinkAll: 'Unlink all',
  linkAllConfirm:
    'Link every vehicle without a maintenance strategy (matching the VIN searched) to this strategy?',
  unlinkAllConfirm: 'Unlink every vehicle from this strategy?',
  linkedCount: '{{count}} vehicles linked',
  unlinkedCount: '{{count}} vehicles unlinked',
};
