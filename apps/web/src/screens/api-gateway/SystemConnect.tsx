import { listScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** System connections (apiManage/system-connect): the third-party systems keys are issued to. */
export default listScreen({ spec: apiGatewayResourceSpecs.systemConnect });
