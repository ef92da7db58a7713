import { ResourceScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** Request records (apiManage/request): every call of the open API. */
export default function Requests() {
  return <ResourceScreen spec={apiGatewayResourceSpecs.gatewayRequest} />;
}
