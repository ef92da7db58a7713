import { vehicleColourSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Body colours. */
export default function Colours() {
  return <ResourceScreen spec={vehicleColourSpec} />;
}
