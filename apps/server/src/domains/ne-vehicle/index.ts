import { defineDomain } from '../../engine/domain';
import { neVehicleRoutes } from './routes';
import { flowResources } from './flows';
import { neVehicleMessages } from './messages';
import { nePushResource } from './push';
import {
  neVehicleResource,
  neVehicleNativeResource,
  neVehicleTodayResource,
  neVehicleProductionResource,
  neVehicleSalesResource,
  neBelongDealerResource,
  neAssemblyResource,
  neRecordResource,
  neRecordNativeResource,
  neTraceBackResource,
  operatingUnitResource,
  neVehicleColourResource,
} from './resources';

/** New-energy vehicles: their records, flows (production, sale, driver, storage, terminal) and pushes. */
export const neVehicleDomain = defineDomain({
  name: 'ne-vehicle',
  resources: [
    nePushResource,
    neVehicleResource,
    neVehicleNativeResource,
    neVehicleTodayResource,
    neVehicleProductionResource,
    neVehicleSalesResource,
    neBelongDealerResource,
    neAssemblyResource,
    neRecordResource,
    neRecordNativeResource,
    neTraceBackResource,
    operatingUnitResource,
    neVehicleColourResource,
    ...Object.values(flowResources),
  ],
  messages: neVehicleMessages,
  routes(app, { engine }) {
    neVehicleRoutes(app, engine);
  },
});
