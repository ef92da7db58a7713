import { ResourceScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** Services (apiManage/serve): the tenant's switch and description of each open API service. */
export default function Services() {
  return <ResourceScreen spec={apiGatewayResourceSpecs.gatewayService} />;
}
