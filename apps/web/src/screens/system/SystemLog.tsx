import { systemLogSpec } from '@chelian/contracts/resources/system/logs';
import { listScreen } from '../../engine';

/** System log: the server's warnings and errors (platform tenant). */
export default listScreen({ spec: systemLogSpec });
