import { energyStorageModelSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Energy-storage (battery) models. */
export default function BatteryModel() {
  return <ResourceScreen spec={energyStorageModelSpec} />;
}
