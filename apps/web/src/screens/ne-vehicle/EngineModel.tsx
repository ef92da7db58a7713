import { engineModelSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Engine models. */
export default listScreen({ spec: engineModelSpec });
