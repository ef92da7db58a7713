import { vehicleSaleSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Vehicle sales: sale, customer and service dates. */
export default listScreen({ spec: vehicleSaleSpec });
