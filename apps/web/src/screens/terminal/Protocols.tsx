import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminal protocols. */
export default listScreen({ spec: terminalResourceSpecs.protocol });
