import { vehicleBindAbnormalSpec } from '@chelian/contracts/resources/terminal/abnormal';
import { listScreen } from '../../engine';

/** Bindings in force whose terminal and SIM card do not add up (docs/terminal.md). */
export default listScreen({ spec: vehicleBindAbnormalSpec });
