import { listScreen } from '../../engine';
import { customerResourceSpecs } from './specs';

/** Service sites (customer/service-sites): the accounts served, the manager, focus and maintenance. */
export default listScreen({ spec: customerResourceSpecs.customerServiceSite });
