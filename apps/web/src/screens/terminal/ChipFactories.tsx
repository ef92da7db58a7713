import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Chip manufacturers. */
export default listScreen({ spec: terminalResourceSpecs.chipFactory });
