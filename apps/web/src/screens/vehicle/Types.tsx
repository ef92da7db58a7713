import { vehicleTypeSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle types. */
export default function Types() {
  return <ResourceScreen spec={vehicleTypeSpec} />;
}
