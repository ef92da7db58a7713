import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';
import { flowVin } from './fields';

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
  aliases: [{ service: 'vehicle-svc', base: 'vehicle/produce/V1.0' }],
  suffixes: { import: 'importVehicleInfoPushToLT' },
  title: t('车辆信息推送地方平台', 'Vehicle data pushed to the local platform', '車輛資訊推送地方平台'),
  optionLabel: 'vin',
  rowName: 'vin',
  operations: ['import'],
  fields: {
    vin: flowVin,
    remark: { label: t('推送说明', 'Push note', '推送說明'), type: 'text', max: 200 },
  },
});
