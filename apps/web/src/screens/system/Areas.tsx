import { areaSpec } from '@chelian/contracts/resources/system/area';
import { listScreen } from '../../engine';

/** Administrative areas: provinces, cities and districts as a lazy tree. */
export default listScreen({ spec: areaSpec });
