import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminal models and their suppliers. */
export default listScreen({ spec: terminalResourceSpecs.terminalModel });
