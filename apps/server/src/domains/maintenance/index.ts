import { defineDomain } from '../../engine/domain';
import { MAINTENANCE_DICTIONARIES } from './dictionaries';
import { maintenanceMessages } from './messages';
import { maintenanceLogResource, maintenanceStrategyResource, maintenanceVehicleResource } from './resources';
import { maintenanceRoutes } from './routes';

/**
 * Maintenance: strategies by mileage and by time with pre-warning, the vehicles linked to them with
 * their due state from the odometer, and the maintenance records that reset it.
 */
export const maintenanceDomain = defineDomain({
  name: 'maintenance',
  resources: [maintenanceStrategyResource, maintenanceVehicleResource, maintenanceLogResource],
  dictionaries: MAINTENANCE_DICTIONARIES,
  messages: maintenanceMessages,
  routes(app, { engine }) {
    maintenanceRoutes(app, engine);
  },
});
