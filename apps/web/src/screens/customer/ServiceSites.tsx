import { ResourceScreen } from '../../engine';
import { customerResourceSpecs } from './specs';

/** Service sites (customer/service-sites): the accounts served, the manager, focus and maintenance. */
export default function ServiceSites() {
  return <ResourceScreen spec={customerResourceSpecs.customerServiceSite} />;
}
