import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminals held at one software version of their model. */
export default listScreen({ spec: terminalResourceSpecs.softwareVersionLock });
