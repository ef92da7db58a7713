import { vehicleGroupSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle groups. */
export default function Groups() {
  return <ResourceScreen spec={vehicleGroupSpec} />;
}
