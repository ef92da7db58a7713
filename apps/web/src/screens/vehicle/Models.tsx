import { vehicleModelSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';
import { InfoConfigDialog } from './InfoConfigDialog';

/** Vehicle models with their series, type and powertrain; the info configuration of a model is a declared dialog. */
export default listScreen({ spec: vehicleModelSpec, dialogs: { infoConfig: InfoConfigDialog } });
