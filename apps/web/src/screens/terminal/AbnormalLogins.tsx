import { vehicleLoginAbnormalSpec } from '@chelian/contracts/resources/terminal/abnormal';
import { listScreen } from '../../engine';

/** Logins that do not match the archive's bindings and SIM cards (docs/terminal.md). */
export default listScreen({ spec: vehicleLoginAbnormalSpec });
