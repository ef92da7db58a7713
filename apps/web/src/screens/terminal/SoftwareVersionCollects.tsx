import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Software versions collected from terminals, with data used and work time. */
export default listScreen({ spec: terminalResourceSpecs.softwareVersionCollect });
