import { defineDomain } from '../../engine/domain';
import { DEALER_DICTIONARIES } from './dictionaries';
import { dealerMessages } from './messages';
import { vehiclesReferencedBy } from './references';
import { dealerResource, keyAccountResource, serviceProviderResource } from './resources';
import { dealerRoutes } from './routes';

/**
 * The dealer network: dealers, key accounts and service providers (each an organisation of its
 * kind) and the vehicles they reference, which bound what their users see (platform/vehicle-scope.ts).
 */
export const dealerDomain = defineDomain({
  name: 'dealer',
  resources: [dealerResource, keyAccountResource, serviceProviderResource],
  dictionaries: DEALER_DICTIONARIES,
  messages: dealerMessages,
  vehicleReferences: vehiclesReferencedBy,
  routes: (app, deps) => dealerRoutes(app, deps.ctx),
});
