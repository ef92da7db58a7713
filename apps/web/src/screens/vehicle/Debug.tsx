import { vehicleDebugSpec } from '@chelian/contracts/resources/control/debug';
import { listScreen } from '../../engine';

/** Vehicles under debugging: start one by VIN with its end date, check them now, see the last result. */
export default listScreen({ spec: vehicleDebugSpec });
