import { defineResourceSpec } from '../../resource';
import { vehicleColourSpec } from '../model/dictionaries';
import { text } from '../../i18n';

/**
 * The new-energy group's body colour screen: the same colours as the vehicle group's screen (one
 * table, the same columns), served at its own base so the screen's own permission module gates it.
 */
export const neVehicleColourSpec = defineResourceSpec({
  name: 'neVehicleColour',
  module: 'neVehicleColour',
  service: vehicleColourSpec.service,
  base: 'new-energy/colour/V1.0',
  title: text('neVehicle.colour.neVehicleColour'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: vehicleColourSpec.fields,
});
