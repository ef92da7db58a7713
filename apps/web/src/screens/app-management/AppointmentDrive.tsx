import { ResourceScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Test-drive appointments made in the app (app-management/appointment-drive). */
export default function AppointmentDrive() {
  return <ResourceScreen spec={appManagementResourceSpecs.appointmentDrive} />;
}
