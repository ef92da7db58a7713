import { vehicleDebugLogSpec } from '@chelian/contracts/resources/control/debug';
import { ResourceScreen } from '../../engine';

/** Every debug check with what it saw. */
export default function DebugLog() {
  return <ResourceScreen spec={vehicleDebugLogSpec} />;
}
