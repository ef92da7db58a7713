import { ResourceScreen } from '../../engine';
import { ReplyDialog } from './StateDialogs';
import { appManagementResourceSpecs } from './specs';

/** Feedback from the app and its answers (app-management/user-feedback). */
export default function UserFeedback() {
  return <ResourceScreen spec={appManagementResourceSpecs.userFeedback} dialogs={{ reply: ReplyDialog }} />;
}
