import { ResourceScreen } from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

/** Gateway rules (apiManage/rule): rate limits and IP allow lists of the open API. */
export default function Rules() {
  return <ResourceScreen spec={apiGatewayResourceSpecs.gatewayRule} />;
}
