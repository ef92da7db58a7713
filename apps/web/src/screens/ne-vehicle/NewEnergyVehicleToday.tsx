import { neVehicleTodaySpec } from '@chelian/contracts/resources/ne-vehicle';
import { listScreen } from '../../engine';
import './specs';

/** The new-energy vehicles archived today. */
export default listScreen({ spec: neVehicleTodaySpec });
