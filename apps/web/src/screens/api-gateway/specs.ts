import { apiGatewayResourceSpecs } from '@chelian/contracts/resources/api-gateway/index';
import { registerResourceSpecs } from '../../engine';

registerResourceSpecs(apiGatewayResourceSpecs);

export { apiGatewayResourceSpecs };
