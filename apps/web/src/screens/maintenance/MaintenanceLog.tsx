import { maintenanceLogSpec } from '@chelian/contracts/resources/maintenance/maintenance';
import { listScreen } from '../../engine';
import './specs';

/** Maintenance records (vehicle/maintenance-log): each resets its vehicle's due point. */
export default listScreen({ spec: maintenanceLogSpec });
