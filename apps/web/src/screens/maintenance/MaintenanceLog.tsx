import { maintenanceLogSpec } from '@chelian/contracts/resources/maintenance/maintenance';
import { ResourceScreen } from '../../engine';
import './specs';

/** Maintenance records (vehicle/maintenance-log): each resets its vehicle's due point. */
export default function MaintenanceLog() {
  return <ResourceScreen spec={maintenanceLogSpec} />;
}
