import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminal installations: vehicle, installer, time and result. */
export default listScreen({ spec: terminalResourceSpecs.terminalInstallLog });
