import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Chip models and their manufacturers. */
export default listScreen({ spec: terminalResourceSpecs.chipModel });
