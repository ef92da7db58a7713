import { listScreen } from '../../engine';
import { ModelLinksDialog } from './ModelLinksDialog';
import { appManagementResourceSpecs } from './specs';

/** User manuals (app-management/user-manual) with their linked vehicle models. */
export default listScreen({
  spec: appManagementResourceSpecs.userManual,
  dialogs: { modelLinks: ModelLinksDialog },
});
