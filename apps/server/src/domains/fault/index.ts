import { defineDomain } from '../../engine/domain';
import { FAULT_DICTIONARIES } from './dictionaries';
import { faultMessages } from './messages';
import { faultCodeResource, faultDetailResource, faultPartResource } from './resources';
import { faultRoutes } from './routes';

/**
 * Faults: the fault codes of each series, their parts, and the fault detail built from the codes
 * the vehicles' frames carried, with its own handling.
 */
export const faultDomain = defineDomain({
  name: 'fault',
  resources: [faultPartResource, faultCodeResource, faultDetailResource],
  dictionaries: FAULT_DICTIONARIES,
  messages: faultMessages,
  routes(app, { engine }) {
    faultRoutes(app, engine);
  },
});

// what other domains use
export { syncFaultRecords } from './sync';
