import { listScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** Services (apiManage/serve): the tenant's switch and description of each open API service. */
export default listScreen({ spec: apiGatewayResourceSpecs.gatewayService });
