import { defineDomain } from '../../engine/domain';
import { ADJUST_DICTIONARIES } from './dictionaries';
import { adjustRoutes } from './routes';
import { adjustMessages } from './messages';
import {
  vehicleAdjustResource,
  vehicleAdjustLogResource,
  vehicleAssemblyResource,
  vehicleAssemblyLogResource,
} from './resources';

/** Adjusting and assembling vehicles: swaps of terminals and parts with their checks. */
export const adjustDomain = defineDomain({
  name: 'adjust',
  dictionaries: ADJUST_DICTIONARIES,
  resources: [
    vehicleAdjustResource,
    vehicleAdjustLogResource,
    vehicleAssemblyResource,
    vehicleAssemblyLogResource,
  ],
  messages: adjustMessages,
  routes(app, { ctx }) {
    adjustRoutes(app, ctx);
  },
});
