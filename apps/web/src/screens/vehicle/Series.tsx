import { vehicleSeriesSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Vehicle series. */
export default listScreen({ spec: vehicleSeriesSpec });
