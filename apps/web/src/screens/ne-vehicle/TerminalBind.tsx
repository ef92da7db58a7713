import { vehicleTerminalLogSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** The terminal binding log: binds, changes, swaps and unbinds. */
export default function TerminalBind() {
  return <ResourceScreen spec={vehicleTerminalLogSpec} />;
}
