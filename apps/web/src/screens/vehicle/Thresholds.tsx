import { vehicleModelThresholdSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Alarm thresholds per model. */
export default listScreen({ spec: vehicleModelThresholdSpec });
