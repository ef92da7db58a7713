import { neVehicleTodaySpec } from '@chelian/contracts/resources/ne-vehicle';
import { ResourceScreen } from '../../engine';
import './specs';

/** The new-energy vehicles archived today. */
export default function NewEnergyVehicleToday() {
  return <ResourceScreen spec={neVehicleTodaySpec} />;
}
