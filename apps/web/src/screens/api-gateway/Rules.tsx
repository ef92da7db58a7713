import { listScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** Gateway rules (apiManage/rule): rate limits and IP allow lists of the open API. */
export default listScreen({ spec: apiGatewayResourceSpecs.gatewayRule });
