import { vehicleGroupSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Vehicle groups. */
export default listScreen({ spec: vehicleGroupSpec });
