import { lockLogSpec } from '@chelian/contracts/resources/control/lock';
import { listScreen } from '../../engine';

/** The lock command log: command, execution status, send and response time, operator, IP. */
export default listScreen({ spec: lockLogSpec });
