import { vehicleCodeSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Vehicle codes: the configuration code (JSON) of each vehicle. */
export default listScreen({ spec: vehicleCodeSpec });
