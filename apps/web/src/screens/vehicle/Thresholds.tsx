import { vehicleModelThresholdSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Alarm thresholds per model. */
export default function Thresholds() {
  return <ResourceScreen spec={vehicleModelThresholdSpec} />;
}
