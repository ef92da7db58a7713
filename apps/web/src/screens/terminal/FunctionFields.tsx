import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Function fields: the data items terminals report or accept. */
export default listScreen({ spec: terminalResourceSpecs.functionField });
