import { vehicleModelSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';
import { InfoConfigDialog } from './InfoConfigDialog';

/** Vehicle models with their series, type and powertrain; the info configuration of a model is a declared dialog. */
export default function Models() {
  return <ResourceScreen spec={vehicleModelSpec} dialogs={{ infoConfig: InfoConfigDialog }} />;
}
