import { vehicleTypeSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Vehicle types. */
export default listScreen({ spec: vehicleTypeSpec });
