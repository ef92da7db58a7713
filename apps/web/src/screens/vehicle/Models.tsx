import { vehicleModelSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle models with their series, type and powertrain. */
export default function Models() {
  return <ResourceScreen spec={vehicleModelSpec} />;
}
