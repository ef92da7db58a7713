import { energyStorageModelSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Energy-storage (battery) models. */
export default listScreen({ spec: energyStorageModelSpec });
