import { ResourceScreen } from '../../engine';
import { EvaluateDialog } from './StateDialogs';
import { appManagementResourceSpecs } from './specs';

/** The owners' evaluations of finished services (app-management/user-evaluation). */
export default function UserEvaluation() {
  return (
    <ResourceScreen spec={appManagementResourceSpecs.userEvaluation} dialogs={{ evaluate: EvaluateDialog }} />
  );
}
