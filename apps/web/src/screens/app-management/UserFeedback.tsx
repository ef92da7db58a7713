import { listScreen } from '../../engine';
import { ReplyDialog } from './StateDialogs';
import { appManagementResourceSpecs } from './specs';

/** Feedback from the app and its answers (app-management/user-feedback). */
export default listScreen({ spec: appManagementResourceSpecs.userFeedback, dialogs: { reply: ReplyDialog } });
