import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** SIM card plans. */
export default listScreen({ spec: terminalResourceSpecs.simPackage });
