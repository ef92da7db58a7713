import { vehicleSeriesSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle series. */
export default function Series() {
  return <ResourceScreen spec={vehicleSeriesSpec} />;
}
