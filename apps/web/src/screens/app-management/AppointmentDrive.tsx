import { listScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Test-drive appointments made in the app (app-management/appointment-drive). */
export default listScreen({ spec: appManagementResourceSpecs.appointmentDrive });
