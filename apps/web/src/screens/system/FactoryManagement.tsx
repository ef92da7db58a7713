import { manufacturerSpec } from '@chelian/contracts/resources/system/manufacturer';
import { listScreen } from '../../engine';

/** Factory management: vehicle makers and suppliers. */
export default listScreen({ spec: manufacturerSpec });
