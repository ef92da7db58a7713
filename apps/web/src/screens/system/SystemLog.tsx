import { systemLogSpec } from '@chelian/contracts/resources/system/logs';
import { ResourceScreen } from '../../engine';

/** System log: the server's warnings and errors (platform tenant). */
export default function SystemLog() {
  return <ResourceScreen spec={systemLogSpec} />;
}
