import { ResourceScreen } from '../../engine';
import { ModelLinksDialog } from './ModelLinksDialog';
import { appManagementResourceSpecs } from './specs';

/** User manuals (app-management/user-manual) with their linked vehicle models. */
export default function UserManual() {
  return (
    <ResourceScreen spec={appManagementResourceSpecs.userManual} dialogs={{ modelLinks: ModelLinksDialog }} />
  );
}
