import { listScreen } from '../../engine';
import { ModelLinksDialog } from './ModelLinksDialog';
import { appManagementResourceSpecs } from './specs';

/** Official maintenance plans (app-management/maintenance-plan) with their linked vehicle models. */
export default listScreen({
  spec: appManagementResourceSpecs.maintenancePlan,
  dialogs: { modelLinks: ModelLinksDialog },
});
