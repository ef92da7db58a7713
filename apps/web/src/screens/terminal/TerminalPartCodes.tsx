import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Part numbers of terminal models and their part suppliers. */
export default listScreen({ spec: terminalResourceSpecs.terminalPartCode });
