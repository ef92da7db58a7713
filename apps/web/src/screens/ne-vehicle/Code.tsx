import { vehicleCodeSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle codes: the configuration code (JSON) of each vehicle. */
export default function Code() {
  return <ResourceScreen spec={vehicleCodeSpec} />;
}
