import { commandLogSpec } from '@chelian/contracts/resources/control/commandLog';
import { ResourceScreen } from '../../engine';

/** The long command log of remote control, with export. */
export default function CommandLog() {
  return <ResourceScreen spec={commandLogSpec} />;
}
