import { lockLogSpec } from '@chelian/contracts/resources/control/lock';
import { ResourceScreen } from '../../engine';

/** The lock command log: command, execution status, send and response time, operator, IP. */
export default function LockLog() {
  return <ResourceScreen spec={lockLogSpec} />;
}
