import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Protocol commands, up (terminal to platform) and down. */
export default listScreen({ spec: terminalResourceSpecs.protocolCommand });
