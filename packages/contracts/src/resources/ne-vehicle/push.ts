import { defineResourceSpec } from '../../resource';

import { flowVin } from './fields';
import { text } from '../../i18n';

/**
 * Vehicle information pushed to the local platform (LT) by file (the spec's
 * importVehicleInfoPushToLT): each row names a produced new-energy vehicle; its archive data goes
 * to the platform and the push is recorded. All or nothing, with the error report.
 */
export const nePushSpec = defineResourceSpec({
  name: 'neVehiclePush',
  module: 'newEnergyVehicle',
  service: 'vehicle-svc',
  base: 'new-energy/vehicle',
  title: text('neVehicle.push.nePush.title'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['import'],
  fields: {
    vin: flowVin,
    remark: { label: text('neVehicle.push.nePush.fields.remark'), type: 'text', max: 200 },
  },
});
