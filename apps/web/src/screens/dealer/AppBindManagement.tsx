import { appManagementResourceSpecs } from '@chelian/contracts/resources/app-management/index';
import { listScreen } from '../../engine';

/** App bind management (dealer/app-bind-management): the vehicles bound to app accounts now, and unbinding. */
export default listScreen({ spec: appManagementResourceSpecs.appBind });
