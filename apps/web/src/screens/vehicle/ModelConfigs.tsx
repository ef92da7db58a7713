import { vehicleModelConfigSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Model configurations: the remote controls each model supports. */
export default function ModelConfigs() {
  return <ResourceScreen spec={vehicleModelConfigSpec} />;
}
