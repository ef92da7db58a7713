import { neVehicleColourSpec } from '@chelian/contracts/resources/ne-vehicle';
import { listScreen } from '../../engine';

/** Body colours of the new-energy group: the vehicle colours under this screen's permissions. */
export default listScreen({ spec: neVehicleColourSpec });
