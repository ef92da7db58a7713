import { vehicleColourSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Body colours. */
export default listScreen({ spec: vehicleColourSpec });
