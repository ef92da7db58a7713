import { vehicleDebugLogSpec } from '@chelian/contracts/resources/control/debug';
import { listScreen } from '../../engine';

/** Every debug check with what it saw. */
export default listScreen({ spec: vehicleDebugLogSpec });
