import { vehicleProductionSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Vehicle production information. */
export default listScreen({ spec: vehicleProductionSpec });
