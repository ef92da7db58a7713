import { vehicleModelConfigSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Model configurations: the remote controls each model supports. */
export default listScreen({ spec: vehicleModelConfigSpec });
