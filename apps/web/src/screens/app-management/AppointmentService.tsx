import { listScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Service appointments made in the app (app-management/appointment-service). */
export default listScreen({ spec: appManagementResourceSpecs.appointmentService });
