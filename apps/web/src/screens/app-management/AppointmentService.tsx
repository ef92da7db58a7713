import { ResourceScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Service appointments made in the app (app-management/appointment-service). */
export default function AppointmentService() {
  return <ResourceScreen spec={appManagementResourceSpecs.appointmentService} />;
}
