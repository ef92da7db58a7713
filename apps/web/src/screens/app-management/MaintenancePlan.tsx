import { ResourceScreen } from '../../engine';
import { ModelLinksDialog } from './ModelLinksDialog';
import { appManagementResourceSpecs } from './specs';

/** Official maintenance plans (app-management/maintenance-plan) with their linked vehicle models. */
export default function MaintenancePlan() {
  return (
    <ResourceScreen
      spec={appManagementResourceSpecs.maintenancePlan}
      dialogs={{ modelLinks: ModelLinksDialog }}
    />
  );
}
