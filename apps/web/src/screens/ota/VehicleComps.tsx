import './specs';
import { vehicleCompVersionSpec } from '@chelian/contracts/resources/ota/index';
import { listScreen } from '../../engine';

/** Vehicle component versions (ota/vehicle-comps): what each vehicle's components run, as reported. */
export default listScreen({ spec: vehicleCompVersionSpec });
