import { vehicleDebugSpec } from '@chelian/contracts/resources/control/debug';
import { ResourceScreen } from '../../engine';

/** Vehicles under debugging: start one by VIN with its end date, check them now, see the last result. */
export default function Debug() {
  return <ResourceScreen spec={vehicleDebugSpec} />;
}
