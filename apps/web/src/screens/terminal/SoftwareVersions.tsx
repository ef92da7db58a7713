import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Software versions per terminal model; version numbers only grow. */
export default listScreen({ spec: terminalResourceSpecs.softwareVersion });
