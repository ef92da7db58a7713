import { listScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** Request records (apiManage/request): every call of the open API. */
export default listScreen({ spec: apiGatewayResourceSpecs.gatewayRequest });
