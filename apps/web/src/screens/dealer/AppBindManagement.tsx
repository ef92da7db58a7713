import { appManagementResourceSpecs } from '@chelian/contracts/resources/app-management/index';
import { ResourceScreen } from '../../engine';

/** App bind management (dealer/app-bind-management): the vehicles bound to app accounts now, and unbinding. */
export default function AppBindManagement() {
  return <ResourceScreen spec={appManagementResourceSpecs.appBind} />;
}
