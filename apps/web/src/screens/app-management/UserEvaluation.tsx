import { listScreen } from '../../engine';
import { EvaluateDialog } from './StateDialogs';
import { appManagementResourceSpecs } from './specs';

/** The owners' evaluations of finished services (app-management/user-evaluation). */
export default listScreen({
  spec: appManagementResourceSpecs.userEvaluation,
  dialogs: { evaluate: EvaluateDialog },
});
