import { listScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** Gateway log (apiManage/gateway-log): refused calls with their reason, keys issued and revoked. */
export default listScreen({ spec: apiGatewayResourceSpecs.gatewayLog });
