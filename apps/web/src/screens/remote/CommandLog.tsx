import { commandLogSpec } from '@chelian/contracts/resources/control/commandLog';
import { listScreen } from '../../engine';

/** The long command log of remote control, with export. */
export default listScreen({ spec: commandLogSpec });
