import { parameterSpec } from '@chelian/contracts/resources/system/parameter';
import { listScreen } from '../../engine';

/** System parameters. */
export default listScreen({ spec: parameterSpec });
