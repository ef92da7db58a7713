import { defineResourceSpec } from '../../resource';
import { vehicleColourSpec } from '../model/dictionaries';
import { t } from '../system/common';

/**
 * The new-energy group's body colour screen: the same colours as the vehicle group's screen (one
 * table, the same columns), served at its own base so the screen's own permission module gates it.
 */
export const neVehicleColourSpec = defineResourceSpec({
  name: 'neVehicleColour',
  module: 'neVehicleColour',
  service: vehicleColourSpec.service,
  base: 'new-energy/colour/V1.0',
  title: t('车身颜色', 'Body colours', '車身顏色'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: vehicleColourSpec.fields,
});
